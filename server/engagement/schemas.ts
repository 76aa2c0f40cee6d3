import { z } from "zod";
import { asciiDigits, optionalText, recordId, textField } from "#server/common/fields";
import { singleLineString } from "#server/common/text";
import { COVERS_MAX_LENGTH, EXPENSES_MAX_LENGTH, SCOPE_MAX_LENGTH, SIGNED_NAME_MAX_LENGTH, SIGNING_CODE_DIGITS, TERMS_MAX_LENGTH, WITHDRAW_REASON_MAX_LENGTH } from "./constants";

/**
 * Inputs of the engagement procedures (issue 28 §1, §2). Ids are untrusted text: "not found" is decided by
 * the lookup. Messages are locale keys (common `validation.*`, or `engagement:validation.*`).
 */

export const caseRef = z.object({ caseId: recordId });
export const letterRef = caseRef.extend({ letterId: recordId });

/** What each milestone of the fee schedule covers, in both languages (the milestone itself gives title, fee and date). */
export const milestoneCovers = z.object({
  milestoneId: recordId,
  coversAr: optionalText(COVERS_MAX_LENGTH).transform((v) => v ?? ""),
  coversEn: optionalText(COVERS_MAX_LENGTH).transform((v) => v ?? ""),
});

/** The draft: scope (both languages: the letter sets them side by side), expenses, and what each milestone covers. */
export const saveDraftInput = caseRef.extend({
  scopeAr: textField({ min: 1, max: SCOPE_MAX_LENGTH }),
  scopeEn: textField({ min: 1, max: SCOPE_MAX_LENGTH }),
  expensesAr: optionalText(EXPENSES_MAX_LENGTH).transform((v) => v ?? ""),
  expensesEn: optionalText(EXPENSES_MAX_LENGTH).transform((v) => v ?? ""),
  covers: z.array(milestoneCovers).max(200).default([]),
});
export type SaveDraftInput = z.infer<typeof saveDraftInput>;

/** Six digits, as typed: Arabic-Indic digits count, spaces between groups are left out. */
export const signingCode = z
  .string({ error: "validation.required" })
  .trim()
  .transform((v) => asciiDigits(v).replace(/\s/g, ""))
  .refine((v) => new RegExp(`^\\d{${SIGNING_CODE_DIGITS}}$`).test(v), { message: "engagement:validation.code" });

export const signInput = letterRef.extend({
  fullName: singleLineString({ error: "validation.required" })
    .trim()
    .min(2, "engagement:validation.fullName")
    .max(SIGNED_NAME_MAX_LENGTH, "validation.tooLong"),
  code: signingCode,
  // The box must be ticked: a form posts "on", a caller passes true.
  consent: z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, { error: "engagement:validation.consent" })),
});
export type SignInput = z.infer<typeof signInput>;

/** The firm withdraws a letter sent for signature, saying why (kept in the letter and the audit log). */
export const withdrawInput = letterRef.extend({
  reason: textField({ min: 3, max: WITHDRAW_REASON_MAX_LENGTH }),
});
export type WithdrawInput = z.infer<typeof withdrawInput>;

/** A new version of the firm's standard terms, both languages. */
export const saveTermsInput = z.object({
  bodyAr: textField({ min: 1, max: TERMS_MAX_LENGTH }),
  bodyEn: textField({ min: 1, max: TERMS_MAX_LENGTH }),
});
