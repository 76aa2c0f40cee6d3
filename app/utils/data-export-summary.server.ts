import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PersonalDataShape } from "#server/privacy/export-contents";
import { DataExportSummary } from "~/components/privacy/data-export-summary";
import { dirOf, SUPPORTED_LOCALES, type AppLocale } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { formatDateTime } from "~/utils/format";

/**
 * The readable half of a data export (issue 12 §3, decision record 026): summary.html and README.txt.
 * summary.html is one self-contained page in the person's language (lang and dir on <html>, the styles
 * inline, no script, no font, image or link to anything outside the ZIP), rendered by React, which escapes
 * every value; the only markup written by hand here is the head, whose one value (the title) is escaped.
 */

/** Logical properties only, so one sheet serves both directions. */
const CSS = `
html { font-family: "Noto Sans Arabic", "Segoe UI", Tahoma, "Helvetica Neue", Arial, sans-serif; color: #1b1f23; background: #fff; line-height: 1.6; }
body { margin: 0 auto; max-inline-size: 60rem; padding: 1.5rem; }
h1 { color: #0f3d3e; margin-block: 0 0.25rem; }
h2 { color: #0f3d3e; border-block-end: 1px solid #c9ccd1; padding-block-end: 0.2rem; margin-block: 2rem 0.75rem; }
h3 { margin-block: 1.5rem 0.5rem; }
h4 { margin-block: 1rem 0.25rem; color: #374151; }
article { border: 1px solid #e2e4e8; border-radius: 0.5rem; padding: 0.5rem 1rem 1rem; margin-block: 1rem; }
a { color: #0f5e60; }
.brand { font-weight: 700; color: #7a5c2e; margin: 0; }
.muted { color: #4b5563; }
.small { font-size: 0.875rem; }
.block { display: block; }
.pre-line { white-space: pre-line; }
.note { background: #f6f1e7; border-inline-start: 4px solid #7a5c2e; padding: 0.5rem 0.75rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1.25rem; margin: 0; }
.fact { display: contents; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; }
.fee-totals { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0 0 0.75rem; }
.fee-totals dt { font-size: 0.875rem; color: #4b5563; }
.fee-totals dd { margin: 0; font-weight: 700; }
.thread > li { margin-block-end: 0.75rem; }
table { inline-size: 100%; border-collapse: collapse; }
caption { text-align: start; color: #4b5563; font-size: 0.875rem; }
th, td { text-align: start; border-block-end: 1px solid #e2e4e8; padding: 0.3rem 0.4rem; vertical-align: top; }
`;

const escapeText = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** summary.html: the export as a page in `locale`; `fileCount` files are in the ZIP's files folder. */
export async function dataExportSummaryHtml(opts: { data: PersonalDataShape; locale: AppLocale; fileCount: number }): Promise<string> {
  const t = await getFixedT(opts.locale);
  const body = renderToStaticMarkup(createElement(DataExportSummary, { data: opts.data, t, locale: opts.locale, fileCount: opts.fileCount }));
  const title = escapeText(`${t("privacy:export.summary.title")} — ${opts.data.account.name}`);
  return `<!doctype html><html lang="${opts.locale}" dir="${dirOf(opts.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${title}</title><style>${CSS}</style></head><body>${body}</body></html>`;
}

/**
 * README.txt: what the ZIP holds, and nothing it does not (no files folder is mentioned when there are no
 * files), in the person's language first and then the other.
 */
export async function dataExportReadme(opts: { locale: AppLocale; fileCount: number; exportedAt: string }): Promise<string> {
  const languages = [opts.locale, ...SUPPORTED_LOCALES.filter((l) => l !== opts.locale)];
  const parts: string[] = [];
  for (const locale of languages) {
    const t = await getFixedT(locale);
    parts.push(
      [
        t("privacy:export.readme.intro", { date: formatDateTime(opts.exportedAt, locale) }),
        "",
        `- ${t("privacy:export.readme.summary")}`,
        `- ${t("privacy:export.readme.data")}`,
        ...(opts.fileCount > 0 ? [`- ${t("privacy:export.readme.files", { count: opts.fileCount })}`] : []),
      ].join("\n"),
    );
  }
  return `${parts.join("\n\n")}\n`;
}
