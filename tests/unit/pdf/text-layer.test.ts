/**
 * Issue 28 §1: every PDF's text layer reads back with pdftotext as the document reads, Arabic words whole and in
 * logical order, digits (Western and Arabic-Indic) in order, English intact, Arabic and English side by side
 * (decision 042). pdftotext runs in its default mode, which orders each line's words logically; `-raw` keeps
 * the content stream's order, which Chromium writes in visual order, so its Arabic phrases always come out
 * with the words reversed. Chromium and pdftotext are real; without either, the test says so and skips.
 */
import { afterAll, describe, expect, it } from "vitest";
import { courtOf } from "#server/cases/courts";
import { hearingView, milestoneTotals } from "#server/cases/queries";
import { closePdfBrowser } from "#server/pdf/chromium";
import { renderPdf } from "#server/pdf/document";
import type { CaseSummary } from "~/components/cases/case-summary-document";
import { serverT } from "~/i18n/i18next.server";
import { caseSummaryPdf } from "~/routes/case/$caseId/summary.pdf/case-pdf.server";
import { formatQar } from "~/utils/format";
import { expectPhrase, flat, missing, pdfText } from "../../setup/pdf-text";

/**
 * An engagement letter's shape: Arabic and English side by side, each paragraph in its own language, with the
 * other language's references and amounts set apart in <bdi> as the templates do (without it an amount such as
 * "12,500 QAR" in an Arabic sentence is drawn, and so read back, as "QAR 12,500").
 */
const BILINGUAL = `
<style>
  .side { display: grid; grid-template-columns: 1fr 1fr; gap: 0 2rem; }
  .justify { text-align: justify; }
</style>
<h1>محكمة الاستئناف</h1>
<div class="side">
  <section dir="rtl" lang="ar">
    <p class="justify">يلتزم مكتب المحاماة في الدوحة بتمثيل الموكل أمام محكمة الاستئناف في الدعوى رقم ٤٥٦٧ لسنة ٢٠٢٦، مقابل أتعاب قدرها ١٢٬٥٠٠ ر.ق تدفع خلال ثلاثين يوما من تاريخ التوقيع.</p>
    <p>تاريخ الجلسة ٢٨/١١/٢٠٢٦ الساعة ٠٩:٣٠</p>
    <p>المرجع <bdi>C-2026-0042</bdi> والمبلغ <bdi>12,500 QAR</bdi> فقط</p>
  </section>
  <section dir="ltr" lang="en">
    <p class="justify">The law firm in Doha shall represent the client before the Court of Appeal in case no. 4567 of 2026, for a fee of 12,500 QAR payable within thirty days of signature.</p>
    <p>Hearing on 28/11/2026 at 09:30</p>
    <p>Reference C-2026-0042</p>
  </section>
</div>`;

describe.skipIf(missing.length > 0)(`PDF text layer (pdftotext)${missing.length ? `: skipped, ${missing.join(" and ")} not installed` : ""}`, () => {
  afterAll(() => closePdfBrowser());

  it("reads back Arabic words whole and in order, both digit sets in order, and English intact, side by side", async () => {
    const text = pdfText(await renderPdf({ lang: "ar", title: "عقد أتعاب — Engagement letter", body: BILINGUAL }));

    expectPhrase(text, "محكمة الاستئناف");
    expectPhrase(text, "يلتزم مكتب المحاماة في الدوحة بتمثيل الموكل أمام محكمة الاستئناف في الدعوى رقم ٤٥٦٧ لسنة ٢٠٢٦");
    expectPhrase(text, "مقابل أتعاب قدرها ١٢٬٥٠٠ ر.ق تدفع خلال ثلاثين يوما من تاريخ التوقيع");
    expectPhrase(text, "تاريخ الجلسة ٢٨/١١/٢٠٢٦ الساعة ٠٩:٣٠");
    expectPhrase(text, "المرجع C-2026-0042 والمبلغ 12,500 QAR فقط");
    expect(flat(text)).toContain(
      "The law firm in Doha shall represent the client before the Court of Appeal in case no. 4567 of 2026, for a fee of 12,500 QAR payable within thirty days of signature.",
    );
    expect(text).toContain("Hearing on 28/11/2026 at 09:30");
    expect(text).toContain("Reference C-2026-0042");
  });

  describe("the case summary PDF", () => {
    const summary: CaseSummary = {
      reference: "C-2026-0042",
      title_ar: "نزاع عقد توريد مع شركة الخليج",
      title_en: "Supply contract dispute with Gulf Company",
      service_area: "commercial",
      court: courtOf("court_of_appeal"),
      court_case_number: "4567/2026",
      opposing_party: "شركة الخليج للتجارة",
      status: "in_progress",
      next_step: "تقديم مذكرة الدفاع",
      next_step_due: "2026-12-15",
      created_at: "2026-11-01T09:00:00.000Z",
      client_name: "عبدالله الكواري",
      company: null,
      lawyers: [],
      upcomingHearings: [
        hearingView({ id: "h1", starts_at: "2031-01-20T06:30:00.000Z", court: "court_of_appeal", chamber: "الدائرة الثالثة", purpose: "المرافعة", outcome: null, status: "scheduled", sequence: 1 }),
      ],
      milestones: [
        { id: "m1", title_ar: "صياغة اللائحة", title_en: "Drafting the statement", fee_qar: 12500, state: "invoiced", position: 1, due_on: "2026-12-01", done_at: null, invoiced_at: null, paid_at: null },
      ],
      totals: milestoneTotals([{ fee_qar: 12500, state: "invoiced" }]),
      documents: [],
      capacity: "client",
    };

    it("in Arabic: the title, the court, the amount and the reference read back whole and in order", async () => {
      const text = pdfText(await caseSummaryPdf({ c: summary, t: serverT("ar"), locale: "ar", now: new Date("2026-11-28T08:00:00Z") }));
      expectPhrase(text, "C-2026-0042 — نزاع عقد توريد مع شركة الخليج");
      expectPhrase(text, "محكمة الاستئناف");
      expectPhrase(text, "شركة الخليج للتجارة");
      expectPhrase(text, "تقديم مذكرة الدفاع");
      expectPhrase(text, "صياغة اللائحة");
      expectPhrase(text, "عبدالله الكواري");
      expectPhrase(text, "الدائرة الثالثة");
      // The amount as the page formats it: Arabic-Indic digits, the Arabic thousands separator, ر.ق.
      expect(formatQar(12500, "ar")).toContain("١٢٬٥٠٠");
      expectPhrase(text, formatQar(12500, "ar"));
      expectPhrase(text, "4567/2026");
    });

    it("carries the firm's letterhead, a running head, the confidentiality line and page n of m on every page; a long fee table starts on page 1 (issue 29)", async () => {
      const many = Array.from({ length: 40 }, (_, i) => ({ ...summary.milestones[0]!, id: `m${i}`, position: i + 1, title_en: `Milestone number ${i + 1}`, title_ar: `مرحلة رقم ${i + 1}` }));
      const long = { ...summary, milestones: many, totals: milestoneTotals(many.map(() => ({ fee_qar: 12500, state: "invoiced" as const }))) };
      const letterhead = { name: "Qanun Sample Law Firm", address: "West Bay, Doha", phone: "+974 4400 0000", email: "office@firm.example" };
      for (const locale of ["en", "ar"] as const) {
        const t = serverT(locale);
        const pages = pdfText(await caseSummaryPdf({ c: long, t, locale, now: new Date("2026-11-28T08:00:00Z"), letterhead })).split("\f").filter((p) => p.trim());
        expect(pages.length, locale).toBeGreaterThanOrEqual(2);
        const digits = (n: number) => (locale === "ar" ? String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!) : String(n));
        pages.forEach((page, i) => {
          expectPhrase(page, t("cases:page.print.confidential").split(":")[0]!);
          expectPhrase(page, `${t("cases:page.print.pageBefore")}${digits(i + 1)}${t("cases:page.print.pageBetween")}${digits(pages.length)}`.trim());
          expect(flat(page), `${locale} page ${i + 1}`).toContain("C-2026-0042");
        });
        expect(flat(pages[0]!)).toContain("office@firm.example");
        // The table does not move whole to page 2: its first rows are on page 1.
        if (locale === "en") expect(flat(pages[0]!)).toContain("Milestone number 1 ");
        else expectPhrase(pages[0]!, "مرحلة رقم 1");
      }
    });

    it("in English: the title, the court and the amount read back intact", async () => {
      const text = pdfText(await caseSummaryPdf({ c: summary, t: serverT("en"), locale: "en", now: new Date("2026-11-28T08:00:00Z") }));
      expect(flat(text)).toContain("C-2026-0042 — Supply contract dispute with Gulf Company");
      expect(text).toContain("Court of Appeal");
      expect(flat(text)).toContain(flat(formatQar(12500, "en")));
      // Arabic typed by the lawyer stays Arabic, whole and in order, in an English summary.
      expectPhrase(text, "تقديم مذكرة الدفاع");
      expectPhrase(text, "شركة الخليج للتجارة");
    });
  });
});
