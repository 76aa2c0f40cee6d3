import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { pdfHtml, renderPdf } from "#server/pdf/document";
import { CaseSummaryDocument, type CaseSummary } from "~/components/cases/case-summary-document";
import { caseTitle } from "~/components/cases/case-text";
import type { AppLocale } from "~/i18n/config";

/** The case summary's own print styles, after the base sheet of every PDF (server/pdf/document.ts): logical properties only. */
const CASE_PDF_CSS = `
.case-document-brand { font-weight: 700; color: #7a5c2e; margin: 0; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1.25rem; margin: 0; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; }
.case-list { padding-inline-start: 1.25rem; margin: 0; }
.case-list li { margin-block-end: 0.4rem; }
.fee-totals { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0 0 0.75rem; }
.fee-total dt { font-size: 0.818em; color: #4b5563; }
.fee-total dd { margin: 0; font-weight: 700; }
.case-table { inline-size: 100%; border-collapse: collapse; }
.case-table th, .case-table td { text-align: start; border-block-end: 1px solid #e2e4e8; padding: 0.3rem 0.4rem; vertical-align: top; }
`;

type CaseSummaryInput = { c: CaseSummary; t: TFunction; locale: AppLocale; now?: Date };

/** The case summary as a self-contained HTML document in the viewer's language. */
export async function caseSummaryHtml(opts: CaseSummaryInput): Promise<string> {
  return pdfHtml(caseSummaryDocument(opts));
}

/** The case summary as a PDF (Chromium print-to-PDF of caseSummaryHtml). */
export async function caseSummaryPdf(opts: CaseSummaryInput): Promise<Uint8Array> {
  return renderPdf(caseSummaryDocument(opts));
}

function caseSummaryDocument(opts: CaseSummaryInput) {
  const body = renderToStaticMarkup(
    createElement(CaseSummaryDocument, { c: opts.c, t: opts.t, locale: opts.locale, generatedAt: (opts.now ?? new Date()).toISOString() }),
  );
  return { lang: opts.locale, title: `${opts.c.reference} — ${caseTitle(opts.c, opts.locale)}`, body, css: CASE_PDF_CSS };
}
