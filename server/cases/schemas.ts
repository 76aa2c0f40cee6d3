import { z } from "zod";
import { dateOrNull, emailField, recordId, textField, textOrNull } from "#server/common/fields";
import { searchQuery } from "#server/common/search";
import { singleLineString } from "#server/common/text";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  CASE_STATUSES,
  COURT_CASE_NUMBER_MAX_LENGTH,
  CHAMBER_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DOCUMENT_VISIBILITIES,
  MAX_FEE_QAR,
  MAX_FILES_PER_UPLOAD,
  MESSAGE_MAX_LENGTH,
  MILESTONE_STATES,
  NEXT_STEP_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  OPPOSING_PARTY_MAX_LENGTH,
  OUTCOME_MAX_LENGTH,
  PURPOSE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "./constants";
import { COURT_CODES } from "./courts";
import { parseQatarDateTime } from "#server/common/qatar-time";

/**
 * Inputs of the case procedures (issue 9). Messages are locale keys under `validation.` in
 * common.json, as for every other form. Ids are untrusted text: anything that is not a UUID names
 * nothing, so case and record ids are plain strings here and "not found" is decided by the lookup.
 */

export const anyId = recordId;
export const caseStatus = z.enum(CASE_STATUSES);
export const serviceArea = z.enum(PRACTICE_AREAS);
export const court = z.enum(COURT_CODES);
export const milestoneState = z.enum(MILESTONE_STATES);
export const visibility = z.enum(DOCUMENT_VISIBILITIES);

/** A calendar date YYYY-MM-DD, or empty (null). */
export const optionalDate = dateOrNull("cases:validation.date");

/**
 * A hearing's start: an instant with its offset (2026-11-22T06:00:00.000Z or ...+03:00), or the
 * wall-clock value of an <input type="datetime-local"> (2026-11-22T09:00), read as Doha time.
 */
export const hearingTime = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const date = parseQatarDateTime(value) ?? (z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : null);
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "cases:validation.dateTime" });
      return z.NEVER;
    }
    return date;
  });

const title = singleLineString().trim().max(TITLE_MAX_LENGTH, "validation.tooLong");
const titles = { titleAr: title.default(""), titleEn: title.default("") };
/** For updates: an absent title stays as it is. */
const titleChanges = { titleAr: title.optional(), titleEn: title.optional() };
/** Bilingual content may miss one language (the page falls back to the other, marked); never both. */
const oneTitle = (value: { titleAr?: string; titleEn?: string }) => Boolean(value.titleAr || value.titleEn);
const oneTitleIssue = { message: "validation.required", path: ["titleAr"] };

export const caseFields = {
  description: textOrNull(DESCRIPTION_MAX_LENGTH),
  serviceArea,
  court: court.nullish(),
  courtCaseNumber: textOrNull(COURT_CASE_NUMBER_MAX_LENGTH),
  opposingParty: textOrNull(OPPOSING_PARTY_MAX_LENGTH),
  nextStep: textOrNull(NEXT_STEP_MAX_LENGTH),
  nextStepDue: optionalDate,
};

/** The people a new case is assigned to (besides a consultation's own lawyer). */
const lawyerUserIds = z.array(singleLineString().trim().min(1).max(128)).max(10, "validation.tooLong").default([]);
/**
 * Opening a case: the back office's "from scratch" form parses with these fields (its messages name what to
 * choose), without the client's id and company the form does not offer. The refinements are the input's.
 */
export const createCaseFields = z.object({
  ...titles,
  ...caseFields,
  serviceArea: z.enum(PRACTICE_AREAS, { error: "cases:admin.errors.serviceArea" }),
  court: z.enum(COURT_CODES, { error: "cases:admin.errors.court" }).nullish(),
  clientId: singleLineString().trim().max(128).optional(),
  clientEmail: emailField.optional(),
  /** The owning company: omitted = the client's own company account (if any), null = none. */
  companyId: z.uuid().nullish(),
  lawyerUserIds,
});
/** A new case, from scratch or from a consultation, has a title in one language at least. */
export const newCaseHasTitle = (value: { titleAr?: string; titleEn?: string } | undefined) => Boolean(value?.titleAr || value?.titleEn);
/** Checked even when other fields are wrong (`when`), so a form shows every message at once. */
export const newCaseTitleIssue = { message: "cases:admin.errors.titleRequired", path: ["titleAr"], when: () => true };
export const createCaseInput = createCaseFields
  .refine(newCaseHasTitle, newCaseTitleIssue)
  .refine((v) => Boolean(v.clientId || v.clientEmail), { message: "validation.required", path: ["clientEmail"] });
export type CreateCaseInput = z.output<typeof createCaseInput>;

export const createFromConsultationFields = z.object({
  /** The consultation's id, or its reference as the client and the firm quote it (C-2026-000123). */
  consultationId: anyId,
  /** Lawyers to assign besides the consultation's own, in the same transaction. */
  lawyerUserIds,
  ...titles,
  description: caseFields.description,
  court: createCaseFields.shape.court,
  courtCaseNumber: caseFields.courtCaseNumber,
  opposingParty: caseFields.opposingParty,
  nextStep: caseFields.nextStep,
  nextStepDue: caseFields.nextStepDue,
});
export const createFromConsultationInput = createFromConsultationFields.refine(newCaseHasTitle, newCaseTitleIssue);
export type CreateFromConsultationInput = z.output<typeof createFromConsultationInput>;

/** Admin: any field; only the fields present change. */
export const updateCaseInput = z.object({
  id: anyId,
  ...titleChanges,
  description: caseFields.description.optional(),
  serviceArea: serviceArea.optional(),
  court: court.nullish(),
  courtCaseNumber: caseFields.courtCaseNumber.optional(),
  opposingParty: caseFields.opposingParty.optional(),
  companyId: z.uuid().nullish(),
});
export type UpdateCaseInput = z.output<typeof updateCaseInput>;

export const lawyerInput = z.object({ id: anyId, lawyerUserId: singleLineString().trim().min(1).max(128) });
export const setStatusInput = z.object({ id: anyId, status: caseStatus, reason: textOrNull(REASON_MAX_LENGTH) });
export const closeInput = z.object({ id: anyId, reason: textOrNull(REASON_MAX_LENGTH) });
export const reopenInput = z.object({
  id: anyId,
  status: z.enum(["open", "in_progress", "on_hold"]).default("in_progress"),
  reason: textOrNull(REASON_MAX_LENGTH),
});
export const nextStepInput = z.object({ id: anyId, nextStep: textOrNull(NEXT_STEP_MAX_LENGTH), nextStepDue: optionalDate });

export const addHearingInput = z.object({
  id: anyId,
  startsAt: hearingTime,
  /** Omitted: the case's court. */
  court: court.nullish(),
  chamber: textOrNull(CHAMBER_MAX_LENGTH),
  purpose: textField({ min: 1, max: PURPOSE_MAX_LENGTH }),
  /** A hearing that already took place, recorded after the fact: what happened (required then, refused otherwise). */
  outcome: textOrNull(OUTCOME_MAX_LENGTH).optional(),
});
export const updateHearingInput = z.object({
  id: anyId,
  hearingId: anyId,
  court: court.nullish(),
  chamber: textOrNull(CHAMBER_MAX_LENGTH).optional(),
  purpose: textField({ min: 1, max: PURPOSE_MAX_LENGTH }).optional(),
});
export const moveHearingInput = z.object({ id: anyId, hearingId: anyId, startsAt: hearingTime, reason: textOrNull(REASON_MAX_LENGTH) });
export const cancelHearingInput = z.object({ id: anyId, hearingId: anyId, reason: textOrNull(REASON_MAX_LENGTH) });
export const outcomeInput = z.object({ id: anyId, hearingId: anyId, outcome: textField({ min: 1, max: OUTCOME_MAX_LENGTH }) });

const fee = z.coerce.number({ error: "cases:validation.fee" }).int("cases:validation.fee").min(0, "cases:validation.fee").max(MAX_FEE_QAR, "cases:validation.feeTooLarge");
export const addMilestoneInput = z
  .object({ id: anyId, ...titles, feeQar: fee, dueOn: optionalDate })
  .refine(oneTitle, oneTitleIssue);
export const updateMilestoneInput = z.object({
  id: anyId,
  milestoneId: anyId,
  ...titleChanges,
  feeQar: fee.optional(),
  dueOn: optionalDate.optional(),
  /** 0-based place in the list; the others shift. */
  position: z.number().int().min(0).max(1000).optional(),
});
export const milestoneStateInput = z.object({ id: anyId, milestoneId: anyId, state: milestoneState });

export const documentsField = z
  .array(
    z.object({
      key: singleLineString().max(64).optional(),
      fileName: z.string().max(4096),
      /** null when the upload was larger than the cap and its bytes were dropped while parsing. */
      bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable(),
    }),
  )
  .max(MAX_FILES_PER_UPLOAD);
export const uploadInput = z.object({
  id: anyId,
  /** "internal" is the firm's (assigned lawyer, admin) only. */
  visibility: visibility.default("client"),
  documents: documentsField.min(1, "validation.chooseFile"),
});
export const noteInput = z.object({ id: anyId, body: textField({ min: 1, max: NOTE_MAX_LENGTH }) });
export const messageInput = z.object({ id: anyId, body: textField({ min: 1, max: MESSAGE_MAX_LENGTH }), documents: documentsField.optional() });

export const pageCursor = z.object({ id: anyId, before: singleLineString().max(64).optional(), limit: z.number().int().min(1).max(200).optional() });

export const ADMIN_SORTS = ["updated", "reference", "next_hearing"] as const;
export const listInput = z
  .object({
    status: caseStatus.optional(),
    lawyer: singleLineString().trim().max(128).optional(),
    serviceArea: serviceArea.optional(),
    court: court.optional(),
    hearingsNext7Days: z.boolean().optional(),
    q: searchQuery().optional(),
    sort: z.enum(ADMIN_SORTS).default("updated"),
    direction: z.enum(["asc", "desc"]).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  })
  .default({ sort: "updated", page: 1, pageSize: ADMIN_PAGE_SIZE });
export type ListInput = z.output<typeof listInput>;
export type ListFilters = Omit<ListInput, "page" | "pageSize" | "sort" | "direction">;
