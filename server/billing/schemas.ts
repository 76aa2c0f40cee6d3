import { z } from "zod";
import { dateOrNull, localeField, recordId, textField } from "#server/common/fields";
import { singleLineString } from "#server/common/text";
import { PRACTICE_AREAS } from "#server/lawyers/catalog";
import { BANK_REFERENCE_MAX_LENGTH, REFUND_REASON_MAX_LENGTH } from "./constants";

/**
 * Inputs of the billing procedures (issue 28 §3–§4). Money is an integer of dirhams (1 QAR = 100 dirhams);
 * the page turns what a person types ("2500" or "2500.50" riyals) into dirhams before calling. Ids are
 * untrusted text: "not found" is decided by the lookup. Messages are locale keys (common `validation.*`,
 * `billing:validation.*`).
 */

/** A positive, whole number of dirhams that JavaScript and PostgreSQL's bigint hold exactly. */
export const dirhamsField = z.number().int().positive().max(10_000_000_000);

export const caseInvoicesInput = z.object({ caseId: recordId });

export const issueInvoiceInput = z.object({
  caseId: recordId,
  milestoneId: recordId,
  /** YYYY-MM-DD; empty: the milestone's due date when still ahead, else in 14 days. */
  dueOn: dateOrNull("billing:validation.dueOn").optional(),
});

export const payInput = z.object({ invoiceId: recordId, locale: localeField.default("ar") });

export const refundInput = z.object({
  invoiceId: recordId,
  amountDirhams: dirhamsField,
  reason: textField({ min: 3, max: REFUND_REASON_MAX_LENGTH }),
});

export const recordTransferInput = z.object({
  invoiceId: recordId,
  amountDirhams: dirhamsField,
  bankReference: singleLineString({ error: "validation.required" }).trim().min(1, "validation.required").max(BANK_REFERENCE_MAX_LENGTH, "validation.tooLong"),
});

export const invoiceDocumentInput = z.object({ invoiceId: recordId, kind: z.enum(["invoice", "receipt"]), locale: localeField.default("ar") });

/** /dashboard/admin/finance's filters: a lawyer (assigned to the case), a client, a service area. */
export const financeFiltersInput = z.object({
  lawyerId: recordId.optional(),
  clientId: recordId.optional(),
  serviceArea: z.enum(PRACTICE_AREAS).optional(),
});

export const financeCsvInput = z.object({ filters: financeFiltersInput, locale: localeField.default("ar") });
