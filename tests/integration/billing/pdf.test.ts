/**
 * Issue 28 §3: the invoice and receipt PDFs read back right with pdftotext (decision 042): the number, the
 * amount in figures, the amount in words in Arabic (whole words, in order) and in English, the IBAN and the
 * due date spelt out; and only the parties of the case get them.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { closePdfBrowser } from "#server/pdf/chromium";
import { trpcCodeOf } from "../../setup/errors";
import { flat, missing, pdfText as readPdfText } from "../../setup/pdf-text";
import type { Cast } from "../cases/support";
import { caseWithMilestones, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
useBillingFixture((ready) => ({ db, cast } = ready));
afterAll(() => closePdfBrowser());

/** The text layer on one line. */
const pdfText = (bytes: Uint8Array) => flat(readPdfText(bytes));

describe.skipIf(missing.length > 0)("invoice and receipt PDFs", () => {
  it("state the number, the amount in figures and in words in both languages, the IBAN and the due date", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [2500]);
    const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: "2026-12-31" });
    const { bytes, fileName } = await cast.client.caller.billing.document({ invoiceId: invoice.id, kind: "invoice", locale: "ar" });
    expect(fileName).toBe(`${invoice.number}.pdf`);
    const text = pdfText(bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain("QAR 2,500.00");
    expect(text).toContain("ألفان وخمسمائة ريال قطري");
    expect(text).toContain("Two thousand five hundred Qatari riyals");
    expect(text).toContain("QA58DOHB00001234567890ABCDEFG");
    expect(text).toContain("December 31, 2026");
    expect(text).toContain("ديسمبر");
    expect(text).toContain("فاتورة");
    expect(text).toContain("Invoice");

    // No receipt before it is paid; a stranger gets neither.
    expect(await trpcCodeOf(cast.client.caller.billing.document({ invoiceId: invoice.id, kind: "receipt" }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf(cast.stranger.caller.billing.document({ invoiceId: invoice.id, kind: "invoice" }))).toBe("NOT_FOUND");

    const { receiptNumber } = await cast.admin.caller.billing.recordTransfer({ invoiceId: invoice.id, amountDirhams: 250_000, bankReference: "FT77" });
    const receipt = pdfText((await cast.member.caller.billing.document({ invoiceId: invoice.id, kind: "receipt", locale: "en" })).bytes);
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain(invoice.number);
    expect(receipt).toContain("ألفان وخمسمائة ريال قطري");
    expect(receipt).toContain("bank transfer");
    expect(receipt).toContain("تحويل بنكي");
  }, 60_000);
});
