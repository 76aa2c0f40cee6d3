import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { displayPhone } from "#server/firm/constants";
import type { FirmProfile } from "#server/firm/profile";
import { pdfHtml, renderPdf } from "#server/pdf/document";
import { CaseSummaryDocument, type CaseSummary, type Letterhead } from "~/components/cases/case-summary-document";
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
.case-letterhead { border-block-end: 2px solid #7a5c2e; padding-block-end: 0.4rem; margin-block-end: 0.75rem; }
.case-letterhead p { margin: 0; }
/* A long fee table or document list runs on to the next page rather than leaving this one half empty; a row, an
   item and a heading with what follows it stay together. */
section { break-inside: auto; }
h2 { break-after: avoid-page; }
tr, li, .fee-totals { break-inside: avoid-page; }
`;

/** The firm's letterhead from its profile (issue 29: the summary a client keeps carries who the firm is and how to reach it). */
export async function letterheadFor(caller: { firm: { profile: () => Promise<{ profile: FirmProfile }> } }, locale: AppLocale): Promise<Letterhead> {
  const { profile } = await caller.firm.profile();
  return { name: profile.name[locale], address: profile.address[locale], phone: profile.phone ? displayPhone(profile.phone) : "", email: profile.email };
}

type CaseSummaryInput = { c: CaseSummary; t: TFunction; locale: AppLocale; now?: Date; letterhead?: Letterhead };

/** The case summary as a self-contained HTML document in the viewer's language. */
export async function caseSummaryHtml(opts: CaseSummaryInput): Promise<string> {
  return pdfHtml(caseSummaryDocument(opts));
}

/** The case summary as a PDF (Chromium print-to-PDF of caseSummaryHtml). */
export async function caseSummaryPdf(opts: CaseSummaryInput): Promise<Uint8Array> {
  return renderPdf(caseSummaryDocument(opts));
}

function caseSummaryDocument(opts: CaseSummaryInput) {
  const { t, c, letterhead } = opts;
  const body = renderToStaticMarkup(createElement(CaseSummaryDocument, { c, t, locale: opts.locale, generatedAt: (opts.now ?? new Date()).toISOString(), letterhead }));
  // Every page: the firm and the case at the top, the confidentiality line and "page n of m" at the foot.
  const furniture = {
    head: t("cases:page.print.running", { firm: letterhead?.name || t("common:brand.name"), reference: c.reference }),
    foot: t("cases:page.print.confidential"),
    pageOf: { before: t("cases:page.print.pageBefore"), between: t("cases:page.print.pageBetween") },
  };
  return { lang: opts.locale, title: `${c.reference} — ${caseTitle(c, opts.locale)}`, body, css: CASE_PDF_CSS, furniture };
}
