/**
 * Issue 13 §3, "no layout shift when fonts load": until Noto Sans Arabic and Inter arrive, text is set in a
 * local font resized to their metrics (app/styles/app.css), so the swap moves nothing. The web fonts are held
 * back for a second and a half, the page's layout shifts are summed from the browser's own record
 * (PerformanceObserver "layout-shift", as Lighthouse's CLS), and the sum must stay under 0.01 once every font
 * has loaded. Both languages; with JavaScript only (the observer is a script; without one the same CSS applies).
 */
import { expect, test } from "@playwright/test";
import { LANGS, SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID } from "../support/fixtures";
import { jsEnabled, setLang } from "../support/helpers";

const PAGES = ["/", "/services/commercial", `/lawyer-profile/${SAMPLE_LAWYER_ID}`, `/legal-updates/${SAMPLE_UPDATE_ID}`];
const FONT_DELAY_MS = 1_500;

for (const lang of LANGS) {
  test(`web fonts swap in without moving the page [${lang}]`, async ({ browser }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the layout-shift record is read by a script");
    // The pages side by side, each in a context of its own (its own cache, so each waits for the fonts): one after
    // another they spent most of the test waiting out the fonts' delay (issue 30 §8).
    await Promise.all(
      PAGES.map(async (path) => {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await setLang(context, lang);
        let fontsServed = 0;
        await context.route(/\.woff2?$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
          fontsServed++;
          await route.continue();
        });
        await context.addInitScript(() => {
          const record: { value: number; sources: string[] }[] = [];
          (window as unknown as { __shifts: typeof record }).__shifts = record;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)));
              record.push({ value: entry.value, sources });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await page.evaluate(() => document.fonts.ready);
        await expect.poll(() => page.evaluate(() => [...document.fonts].some((font) => font.status === "loaded"))).toBe(true);
        // The fonts really came late: the page was laid out in the fallback first.
        expect(fontsServed, path).toBeGreaterThan(0);
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
        await context.close();
      }),
    );
  });
}
