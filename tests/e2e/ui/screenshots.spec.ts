/**
 * `npm run screenshots` (issue 13 §3): every page type (tests/e2e/support/page-types.ts) in both languages
 * at 360, 768, 1280 and 1920 px, saved as screenshots/{page}-{lang}-{width}.png (full page) for a person to
 * look over. Skipped in the test suite: it checks nothing the layout tests do not.
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { PAGE_TYPES, pageOfType, WIDTHS } from "../support/page-types";

const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");

test.describe.configure({ mode: "parallel" });
test.beforeEach(({}, testInfo) => {
  test.skip(!process.env.SCREENSHOTS || testInfo.project.name !== "js", "only through `npm run screenshots`");
});

for (const lang of LANGS) {
  for (const type of PAGE_TYPES) {
    test(`screenshots of ${type.name} [${lang}]`, async ({ browser }) => {
      fs.mkdirSync(OUT_DIR, { recursive: true });
      const { context, page } = await pageOfType(browser, type, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(type.path);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(OUT_DIR, `${type.name}-${lang}-${width}.png`), fullPage: true });
      }
      await context.close();
    });
  }
}
