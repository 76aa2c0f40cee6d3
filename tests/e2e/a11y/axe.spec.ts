/** Automated accessibility checks (axe-core, WCAG 2.x A/AA rules) on the entry pages, both languages. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { setLang, waitForHydration } from "../support/helpers";

const PAGES = ["/", "/client-area", "/signup"];

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  for (const path of PAGES) {
    test(`no axe violations on ${path} [${lang}]`, async ({ page, context }) => {
      await setLang(context, lang);
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
      expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
    });
  }
}
