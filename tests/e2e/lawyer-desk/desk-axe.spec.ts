/** Automated accessibility checks (axe-core) on the lawyer's desk, in both languages, as the fixture lawyer. */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { LANGS } from "../support/fixtures";
import { open, setLang } from "../support/helpers";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  test(`no axe violations on /dashboard/lawyer [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("lawyer"));
    await open(page, "/dashboard/lawyer");
    await expect(page.locator("#desk-hours")).toBeVisible();
    if (process.env.DESK_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.DESK_SCREENSHOT_DIR}/desk-${lang}.png`, fullPage: true });
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
