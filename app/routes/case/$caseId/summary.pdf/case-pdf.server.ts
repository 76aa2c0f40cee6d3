import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { htmlToPdf } from "#server/pdf/chromium";
import { CaseSummaryDocument, type CaseSummary } from "~/components/cases/case-summary-document";
import { caseTitle } from "~/components/cases/case-text";
import { dirOf, type AppLocale } from "~/i18n/config";

const FONT_FILES = [
  { family: "Noto Sans Arabic", weight: 400, file: "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2" },
  { family: "Noto Sans Arabic", weight: 700, file: "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2" },
  { family: "Inter", weight: 400, file: "@fontsource/inter/files/inter-latin-400-normal.woff2" },
  { family: "Inter", weight: 700, file: "@fontsource/inter/files/inter-latin-700-normal.woff2" },
] as const;

let fontFaces: Promise<string> | null = null;

/** The site's own fonts (@fontsource) inlined as base64, so the PDF shapes Arabic with Noto Sans Arabic and needs no network. */
function loadFontFaces(): Promise<string> {
  fontFaces ??= (async () => {
    const require = createRequire(import.meta.url);
    const faces = await Promise.all(
      FONT_FILES.map(async (font) => {
        const bytes = await fs.readFile(require.resolve(font.file));
        return `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:block;src:url(data:font/woff2;base64,${bytes.toString("base64")}) format("woff2");}`;
      }),
    );
    return faces.join("\n");
  })().catch((error) => {
    fontFaces = null;
    throw error;
  });
  return fontFaces;
}

/** The print stylesheet of the PDF: logical properties only, so one sheet serves both directions. */
const PDF_CSS = `
@page { size: A4; }
html { font-family: "Inter", "Noto Sans Arabic", sans-serif; font-size: 11pt; color: #1b1f23; }
html[lang="ar"] { font-family: "Noto Sans Arabic", "Inter", sans-serif; }
body { margin: 0; line-height: 1.6; }
h1 { font-size: 18pt; margin-block: 0 0.25rem; color: #0f3d3e; }
h2 { font-size: 13pt; margin-block: 1.25rem 0.5rem; color: #0f3d3e; border-block-end: 1px solid #c9ccd1; padding-block-end: 0.2rem; }
section { break-inside: avoid-page; }
.case-document-brand { font-weight: 700; color: #7a5c2e; margin: 0; }
.muted { color: #4b5563; }
.small { font-size: 9pt; }
.block { display: block; }
.pre-line { white-space: pre-line; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1.25rem; margin: 0; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; }
.case-list { padding-inline-start: 1.25rem; margin: 0; }
.case-list li { margin-block-end: 0.4rem; }
.fee-totals { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0 0 0.75rem; }
.fee-total dt { font-size: 9pt; color: #4b5563; }
.fee-total dd { margin: 0; font-weight: 700; }
.case-table { inline-size: 100%; border-collapse: collapse; }
.case-table th, .case-table td { text-align: start; border-block-end: 1px solid #e2e4e8; padding: 0.3rem 0.4rem; vertical-align: top; }
`;

/** The case summary as a self-contained HTML document in the viewer's language. */
export async function caseSummaryHtml(opts: { c: CaseSummary; t: TFunction; locale: AppLocale; now?: Date }): Promise<string> {
  const body = renderToStaticMarkup(
    createElement(CaseSummaryDocument, { c: opts.c, t: opts.t, locale: opts.locale, generatedAt: (opts.now ?? new Date()).toISOString() }),
  );
  const title = `${opts.c.reference} — ${caseTitle(opts.c, opts.locale)}`.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="${opts.locale}" dir="${dirOf(opts.locale)}"><head><meta charset="utf-8"><title>${title}</title><style>${await loadFontFaces()}\n${PDF_CSS}</style></head><body>${body}</body></html>`;
}

/** The case summary as a PDF (Chromium print-to-PDF of caseSummaryHtml). */
export async function caseSummaryPdf(opts: { c: CaseSummary; t: TFunction; locale: AppLocale }): Promise<Uint8Array> {
  return htmlToPdf(await caseSummaryHtml(opts));
}
