import { z } from "zod";
import { asciiDigits, isCalendarDate, recordId, textField } from "#server/common/fields";
import { MAX_PAGE, searchQuery } from "#server/common/search";
import { COURT_ROLL_LEVELS, ROLL_LEVELS } from "#server/lawyers/catalog";
import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { multilineString, singleLineString } from "#server/common/text";

/**
 * Inputs of the verification review (issue 10 §2). Messages are locale keys (common `validation.*` or
 * `adminReview:validation.*`), so conform shows them in the visitor's language with or without JavaScript.
 */

const V = (key: string) => `adminReview:validation.${key}`;

/** Who is reviewed: lawyers and companies (individuals and admins are never verified). */
export const REVIEW_KINDS = ["lawyer", "company"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * The list's states: waiting for a decision (the default), rejected (waiting for the person to
 * resubmit), approved, and approved lawyers whose licence expires within the notice period or has expired.
 */
export const REVIEW_STATES = ["pending", "rejected", "verified", "expiring", "expired"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_PAGE_SIZE = 20;
/** How many days before a licence's expiry the lawyer and the admins are told (issue 10 §2). */
export const LICENCE_NOTICE_DAYS = 30;
export const REJECTION_REASON_MAX_LENGTH = 2000;
export const RESUBMIT_NOTE_MAX_LENGTH = 1000;

export const userId = singleLineString().trim().min(1).max(128);

export const listVerificationsInput = z.object({
  q: searchQuery().optional(),
  kind: z.enum(REVIEW_KINDS).optional(),
  state: z.enum(REVIEW_STATES).default("pending"),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type ListVerificationsInput = z.input<typeof listVerificationsInput>;

/** Letters (Arabic or Latin), digits, spaces, slashes, dots and hyphens; Arabic-Indic digits become ASCII. */
const LICENCE_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u;

const licenceFields = {
  rollLevel: z.enum(COURT_ROLL_LEVELS, { error: V("rollLevel") }),
  licenceNumber: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.tooLong")
    .transform(asciiDigits)
    .refine((v) => LICENCE_NUMBER.test(v), { message: V("licenceNumber") }),
  licenceExpiresOn: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .transform(asciiDigits)
    .refine(isCalendarDate, { message: V("date") })
    .refine((v) => v >= "2000-01-01" && v <= "2100-12-31", { message: V("date") }),
};

/** The licence an admin records for a lawyer: court roll level, licence number and its expiry date. */
export const licenceInput = z.object(licenceFields);
export type LicenceInput = z.output<typeof licenceInput>;

/** Approving a lawyer records their licence; a company has none (the procedure decides by the account's role). */
export const approveInput = z.object({ userId, licence: licenceInput.optional() });

export const rejectionReason = textField({ min: 10, max: REJECTION_REASON_MAX_LENGTH, tooShort: V("reasonTooShort") });
export const rejectInput = z.object({ userId, reason: rejectionReason });

export const updateLicenceInput = z.object({ userId, ...licenceFields });

export const resubmitNote = multilineString()
  .trim()
  .max(RESUBMIT_NOTE_MAX_LENGTH, "validation.tooLong")
  .optional()
  .transform((v) => (v ? v : undefined));
/** The dashboards' resubmission form; the procedure's input is the same, with no body at all meaning no note. */
export const resubmitForm = z.object({ note: resubmitNote });
export const resubmitInput = resubmitForm.default({ note: undefined });

/** Issue 13 §1: a lawyer's stated standing with its supporting document (the bytes are null when over the size cap). */
export const standingRequestInput = z.object({
  rollLevel: z.enum(ROLL_LEVELS),
  qfcRightsOfAudience: z.boolean(),
  document: z.object({ fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable() }),
});
export const listStandingInput = z.object({ status: z.enum(["pending", "decided"]).default("pending") });
export const decideStandingInput = z
  .object({
    id: recordId,
    decision: z.enum(["confirm", "reject"]),
    reason: multilineString().trim().min(10, "adminReview:validation.reasonTooShort").max(1000, "validation.tooLong").optional(),
  })
  .refine((value) => value.decision === "confirm" || value.reason !== undefined, { path: ["reason"], message: "adminReview:validation.reasonTooShort" });
