import { z } from "zod";
import { searchQueryField } from "#server/common/search";
import { textField } from "#server/common/fields";
import { APPLICATION_STATES, COMPANY_REQUEST_STATES, CONTACT_STATES, INBOX_MAX_PAGE, INBOX_TEXT_MAX, type InboxKind } from "./constants";
import { singleLineString } from "#server/common/text";

/**
 * The inbox procedures' inputs (issue 10 §5). A state outside its inbox's list is refused here
 * (BAD_REQUEST, `invalid_input`) before anything is read.
 */

const recordId = singleLineString().min(1).max(64);
/** "me", "none" or a user id. */
const assigneeFilter = singleLineString().trim().min(1).max(128);
const page = z.number().int().min(1).max(INBOX_MAX_PAGE).default(1);

const listBase = { assignee: assigneeFilter.optional(), q: searchQueryField, page };

export const contactListInput = z.object({ ...listBase, status: z.enum(CONTACT_STATES).optional() }).default({ page: 1 });
export const applicationListInput = z
  .object({ ...listBase, status: z.enum(APPLICATION_STATES).optional(), posting: z.uuid().optional() })
  .default({ page: 1 });
export const companyRequestListInput = z.object({ ...listBase, status: z.enum(COMPANY_REQUEST_STATES).optional() }).default({ page: 1 });
export type ContactListInput = z.infer<typeof contactListInput>;
export type ApplicationListInput = z.infer<typeof applicationListInput>;
export type CompanyRequestListInput = z.infer<typeof companyRequestListInput>;

export const byIdInput = z.object({ id: recordId });

/** The item pages' forms parse with these too, without the item's id (the URL's); messages are locale keys. */
const state = { error: "adminInbox:validation.state" };
export const contactStateInput = z.object({ id: recordId, status: z.enum(CONTACT_STATES, state) });
export const applicationStateInput = z.object({ id: recordId, status: z.enum(APPLICATION_STATES, state) });
export const companyRequestStateInput = z.object({ id: recordId, status: z.enum(COMPANY_REQUEST_STATES, state) });
/** Each inbox's state change, by kind. */
export const STATE_INPUT_OF = {
  contact: contactStateInput,
  applications: applicationStateInput,
  companyRequests: companyRequestStateInput,
} satisfies Record<InboxKind, z.ZodType>;

/** null or nothing (a form's empty "nobody" choice) takes the item off everyone's list. */
export const assignInput = z.object({
  id: recordId,
  assigneeId: singleLineString()
    .min(1)
    .max(128, "common:errors.invalid_input")
    .nullish()
    .transform((v) => v ?? null),
});

/** Free text typed by staff: trimmed, 1 to INBOX_TEXT_MAX characters, no control characters but line breaks and tabs. */
export const staffText = textField({ min: 1, max: INBOX_TEXT_MAX });

export const textInput = z.object({ id: recordId, body: staffText });
