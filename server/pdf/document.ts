import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { htmlToPdf } from "./chromium";

/**
 * The HTML around every PDF's body (the case summary now; the engagement letter, invoices and receipts next):
 * the fonts inlined, the base print stylesheet, `<html lang dir>`. Decision 042: the text layer Chromium writes
 * reads back whole words in logical order (pdftotext) only with a font that draws each Arabic letter as one
 * glyph and lam-alef as two. Noto Sans Arabic, the site's font, draws dotted letters as a dotless glyph plus
 * positioned dots, and pdftotext then cuts the words ("الاست ئ ن اف"); the fonts that ligate lam-alef into one
 * glyph come back with it reversed ("االستئناف"). Amiri does neither, so the PDFs set Arabic in Amiri and
 * Latin in Inter, the site's Latin font. tests/unit/pdf/text-layer.test.ts checks it with pdftotext.
 */

type FontFile = { family: string; weight: 400 | 700; pkg: string; subset: string };

const FONT_FILES: readonly FontFile[] = [
  { family: "Amiri", weight: 400, pkg: "@fontsource/amiri", subset: "amiri-arabic-400-normal" },
  { family: "Amiri", weight: 700, pkg: "@fontsource/amiri", subset: "amiri-arabic-700-normal" },
  { family: "Inter", weight: 400, pkg: "@fontsource/inter", subset: "inter-latin-400-normal" },
  { family: "Inter", weight: 700, pkg: "@fontsource/inter", subset: "inter-latin-700-normal" },
];

/** @fontsource's unicode-range for a subset, from the package's own `{weight}.css` (the block named after the file). */
function unicodeRangeOf(css: string, subset: string): string {
  const block = css.split(`/* ${subset} */`)[1]?.split("}")[0] ?? "";
  const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
  if (!range) throw new Error(`pdf: no unicode-range for ${subset}`);
  return range;
}

let fontFaces: Promise<string> | null = null;

/**
 * The @font-face rules with the @fontsource files inlined as base64 (the PDF needs no network), each limited to
 * its subset's unicode-range as on @fontsource's own stylesheet: Arabic letters and Arabic-Indic digits take
 * Amiri, Latin letters, Western digits and ASCII punctuation take Inter, in either language.
 */
export function pdfFontFaces(): Promise<string> {
  fontFaces ??= (async () => {
    const require = createRequire(import.meta.url);
    const faces = await Promise.all(
      FONT_FILES.map(async (font) => {
        const [bytes, css] = await Promise.all([
          fs.readFile(require.resolve(`${font.pkg}/files/${font.subset}.woff2`)),
          fs.readFile(require.resolve(`${font.pkg}/${font.weight}.css`), "utf8"),
        ]);
        return (
          `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:block;` +
          `src:url(data:font/woff2;base64,${bytes.toString("base64")}) format("woff2");unicode-range:${unicodeRangeOf(css, font.subset)};}`
        );
      }),
    );
    return faces.join("\n");
  })().catch((error) => {
    fontFaces = null;
    throw error;
  });
  return fontFaces;
}

/**
 * The print stylesheet every PDF starts from: logical properties only, so one sheet serves both directions.
 * Amiri's letters are smaller than Inter's at one size, so Arabic text is set a step larger. Nothing here
 * spaces letters or splits words into spans: both cut the shaping runs and so the text layer's words. Kerning is
 * off for every PDF (decision 042): Amiri's kerning after a letter that does not join (ر ز و د) opens a gap that
 * pdftotext reads as a space ("القطر ية", "ر يال"); the letter and the invoices each set it on their own before.
 */
export const PDF_BASE_CSS = `
@page { size: A4; }
html { font-family: "Inter", "Amiri", serif; font-size: 11pt; line-height: 1.6; color: #1b1f23; font-kerning: none; font-feature-settings: "kern" 0; }
html[lang="ar"] { font-family: "Amiri", "Inter", serif; font-size: 12pt; line-height: 1.5; }
body { margin: 0; }
h1 { font-size: 1.636em; margin-block: 0 0.25rem; color: #0f3d3e; }
h2 { font-size: 1.182em; margin-block: 1.25rem 0.5rem; color: #0f3d3e; border-block-end: 1px solid #c9ccd1; padding-block-end: 0.2rem; }
section { break-inside: avoid-page; }
.muted { color: #4b5563; }
.small { font-size: 0.818em; }
.block { display: block; }
.pre-line { white-space: pre-line; }
`;

const escapeText = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A CSS string literal: quotes and backslashes escaped, line breaks as spaces. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`).replace(/\s+/g, " ")}"`;

/**
 * What every page of a PDF repeats, in the page's margin (CSS paged media margin boxes, Chromium 131 and later):
 * a running head at the top (the firm, the document) and, at the foot, a line such as the confidentiality notice
 * and "page 2 of 3" with the document's digits (Arabic-Indic in Arabic). The margin boxes take the fonts of the
 * document, so their words read back whole with pdftotext like the body's (decision 042).
 */
export type PdfPageFurniture = { head?: string; foot?: string; pageOf: { before: string; between: string; after?: string } };

function pageFurnitureCss(lang: "ar" | "en", furniture: PdfPageFurniture): string {
  const digits = lang === "ar" ? ", arabic-indic" : "";
  const { before, between, after = "" } = furniture.pageOf;
  const pages = `${cssString(before)} counter(page${digits}) ${cssString(between)} counter(pages${digits}) ${cssString(after)}`;
  const box = `direction: ${lang === "ar" ? "rtl" : "ltr"}; font-family: ${lang === "ar" ? '"Amiri", "Inter"' : '"Inter", "Amiri"'}, serif; font-size: ${lang === "ar" ? "9.5pt" : "8.5pt"}; color: #4b5563;`;
  // Margin boxes are physical: the reading start is the right in Arabic, the left in English.
  const [start, end] = lang === "ar" ? ["right", "left"] : ["left", "right"];
  return `
@page {
  ${furniture.head ? `@top-center { content: ${cssString(furniture.head)}; ${box} }` : ""}
  ${furniture.foot ? `@bottom-${start} { content: ${cssString(furniture.foot)}; ${box} text-align: ${start}; }` : ""}
  @bottom-${end} { content: ${pages}; ${box} text-align: ${end}; }
}
`;
}

/** A self-contained HTML document for htmlToPdf: the fonts and the base stylesheet, then the document's own `css` and `body` (markup). */
export async function pdfHtml(doc: { lang: "ar" | "en"; title: string; body: string; css?: string; furniture?: PdfPageFurniture }): Promise<string> {
  const dir = doc.lang === "ar" ? "rtl" : "ltr";
  const style = `${await pdfFontFaces()}\n${PDF_BASE_CSS}${doc.furniture ? pageFurnitureCss(doc.lang, doc.furniture) : ""}${doc.css ?? ""}`;
  return `<!doctype html><html lang="${doc.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeText(doc.title)}</title><style>${style}</style></head><body>${doc.body}</body></html>`;
}

/** pdfHtml printed to an A4 PDF. */
export async function renderPdf(doc: Parameters<typeof pdfHtml>[0]): Promise<Uint8Array> {
  return htmlToPdf(await pdfHtml(doc));
}
