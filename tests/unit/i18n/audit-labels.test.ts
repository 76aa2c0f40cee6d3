/**
 * Issue 29: the back office showed raw codes ("verification.approve", "case.letter_signed"). Every event a case
 * records is audited as `case.<type>`; each has a label in both languages, so the audit log never shows the code.
 */
import { describe, expect, it } from "vitest";
import { CASE_EVENT_TYPES } from "#server/cases/constants";
import { auditActionLabel } from "#server/audit/csv";

describe("audit action labels", () => {
  it("every case event has its label in Arabic and English", () => {
    for (const locale of ["ar", "en"] as const) {
      for (const type of CASE_EVENT_TYPES) {
        const action = `case.${type}`;
        expect(auditActionLabel(action, locale), `${locale} ${action}`).not.toBe(action);
      }
    }
    expect(auditActionLabel("engagement_terms.save", "en")).toBe("Standard terms of engagement saved");
    // What the billing records besides case events (server/billing): money moves are read in the log by name.
    for (const action of ["invoice.paid", "invoice.refunded", "invoice.bank_transfer_recorded", "payment.duplicate", "engagement_terms.save"]) {
      for (const locale of ["ar", "en"] as const) expect(auditActionLabel(action, locale), `${locale} ${action}`).not.toBe(action);
    }
  });
});
