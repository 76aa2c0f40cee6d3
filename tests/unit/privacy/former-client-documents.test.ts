/**
 * Issue 25 item 11: on the case page the firm sees a former client's documents labelled as such, with what
 * the firm keeps them for and until when, in Arabic and in English; other documents carry no label. Before
 * closing their account, the person reads which of their documents the firm keeps, why, for how long and in
 * which matters, in their language.
 */
import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { DocumentsSection } from "~/routes/case/$caseId/case-conversation-sections";
import { KeptCaseDocuments } from "~/components/privacy/kept-case-documents";
import { i18nOptions, type AppLocale } from "~/i18n/config";
import { resources } from "~/i18n/resources";

const doc = (id: string, fileName: string, formerClient: boolean) => ({
  id,
  message_id: null,
  file_name: fileName,
  content_type: "application/pdf",
  size: 2048,
  visibility: "client" as const,
  version: 1,
  uploaded_by: "u",
  uploaded_by_name: formerClient ? "عميل سابق · Former client C-7F3A2B" : "Assigned Lawyer",
  created_at: "2026-03-01T09:00:00.000Z",
  former_client: formerClient,
});

async function i18nFor(locale: AppLocale) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources });
  return i18n;
}

async function render(locale: AppLocale): Promise<string> {
  const i18n = await i18nFor(locale);
  const documents = [doc("d1", "signed-contract.pdf", true), doc("d2", "statement-of-claim.pdf", false)].map((d) => ({
    file_name: d.file_name,
    visibility: d.visibility,
    latest: d,
    versions: [d],
  }));
  const data = { locale, caseData: { id: "c1", capacity: "lawyer", actions: [], documents } } as never;
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(DocumentsSection, { data })));
}

describe("the case page's documents (app/components/cases/case-conversation-sections.tsx)", () => {
  it.each([
    ["ar", "من عميل سابق", "يحتفظ به المكتب نسخةً من ملف القضية"],
    ["en", "From a former client", "The firm keeps it as its copy of the case file"],
  ] as const)("labels a former client's document, in %s", async (locale, label, note) => {
    const html = await render(locale);
    expect(html.match(/data-testid="former-client-badge"/g)).toHaveLength(1);
    expect(html).toContain(label);
    expect(html).toContain(note);
    // The retention period, in the page's digits.
    expect(html).toContain(new Intl.NumberFormat(locale === "ar" ? "ar-QA" : "en-QA").format(CLOSED_CASE_RETENTION_YEARS));
    // The label sits with its own document only.
    const [contract, claim] = html.split('data-testid="document"').slice(1);
    expect(contract).toContain(label);
    expect(claim).not.toContain(label);
  });
});

describe("the closure page's list of what the firm keeps (app/components/privacy/kept-case-documents.tsx)", () => {
  it.each([
    ["ar", "على مكتب المحاماة أن يحتفظ بأدلة القضايا التي يتولاها", "وتُحذف بعد ١٠ سنوات من إغلاق القضية", "(مستندان)", "(مستند واحد)", "(القضية مغلقة، ومدة حفظ ملفها جارية)", "نزاع توريد"],
    ["en", "a law firm must keep the evidence of its matters", "deleted 10 years after the case is closed", "(2 documents)", "(one document)", "(the case is closed; its retention period is running)", "Supply dispute"],
  ] as const)("says which documents stay, why, until when and in which matters, in %s", async (locale, why, until, two, one, closed, title) => {
    const i18n = await i18nFor(locale);
    const format = (n: number) => new Intl.NumberFormat(locale === "ar" ? "ar-QA" : "en-QA").format(n);
    const cases = [
      { id: "c1", reference: "QL-2026-000001", titleAr: "نزاع توريد", titleEn: "Supply dispute", closed: false, documents: 2, documentsText: format(2) },
      { id: "c2", reference: "QL-2025-000042", titleAr: "إيجار", titleEn: "Lease", closed: true, documents: 1, documentsText: format(1) },
    ];
    const html = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(I18nextProvider, { i18n }, createElement(KeptCaseDocuments, { count: format(3), retentionYears: 10, retentionYearsText: format(10), cases })),
      ),
    );
    for (const text of [why, until, two, one, closed, title, "QL-2026-000001", "QL-2025-000042", `(${format(3)})`]) expect(html).toContain(text);
    expect(html).toContain('href="/case/c1"');
    expect(html.match(/data-testid="deletion-kept-documents-case"/g)).toHaveLength(2);
  });
});
