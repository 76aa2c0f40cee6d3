/**
 * Decision 042: every PDF gets kerning off from the shared stylesheet (server/pdf/document.ts), not only the
 * letter and the invoices: Amiri's kerning after a letter that does not join (ر ز و د) opens a gap pdftotext reads
 * as a space ("القطر ية", "ر يال"). A document with no stylesheet of its own reads back whole.
 */
import { afterAll, describe, expect, it } from "vitest";
import { closePdfBrowser } from "#server/pdf/chromium";
import { PDF_BASE_CSS, renderPdf } from "#server/pdf/document";
import { missing, pdfText } from "../../setup/pdf-text";

afterAll(() => closePdfBrowser());

const WORDS = ["القطرية", "ريال", "التحويل", "الدوحة", "وزارة", "المرور"];

describe.skipIf(missing.length > 0)("the PDFs' shared stylesheet", () => {
  it("turns kerning off, so a plain Arabic document's words read back whole", async () => {
    expect(PDF_BASE_CSS).toMatch(/font-kerning:\s*none/);
    const body = `<h1>الشركة القطرية للتجارة</h1><p>${WORDS.join(" ")}</p><p>دفع مائة ريال قطري بالتحويل إلى حساب المكتب في الدوحة لدى وزارة العدل وإدارة المرور.</p>`;
    const text = pdfText(await renderPdf({ lang: "ar", title: "kerning", body }));
    for (const word of WORDS) expect(text, word).toContain(word);
    expect(text).toContain("الشركة القطرية للتجارة");
  });
});
