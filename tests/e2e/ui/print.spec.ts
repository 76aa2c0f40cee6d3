/**
 * Issue 13 §3, print styles for content pages: printed, a page is its text: no header, footer, assistant,
 * search form or calls to action, and an outside link carries its address after it. Both languages,
 * JavaScript on and off. (The case's own print view and PDF: tests/e2e/cases/case-pdf.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { LANGS, SAMPLE_UPDATE_ID } from "../support/fixtures";
import { open, setLang } from "../support/helpers";

const CONTENT_PAGES = ["/about", "/services/commercial", `/legal-updates/${SAMPLE_UPDATE_ID}`];

for (const lang of LANGS) {
  test(`content pages print as their text, without the site's chrome [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    for (const path of CONTENT_PAGES) {
      await open(page, path);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      for (const chrome of [".site-header", ".site-footer", "details.chatbot", ".cta-band"]) {
        await expect(page.locator(chrome).first(), `${chrome} on ${path}`).toBeHidden();
      }
      // An outside link in the text prints its address (the reader of paper cannot follow it).
      const outside = page.locator('main a[href^="http"]').first();
      if ((await outside.count()) > 0) {
        const after = await outside.evaluate((a) => getComputedStyle(a, "::after").content);
        expect(after, path).toContain(await outside.getAttribute("href"));
      }
      await page.emulateMedia({ media: "screen" });
      await expect(page.locator(".site-header"), path).toBeVisible();
    }
  });
}
