/** Automated accessibility checks (axe-core) on the lawyer's desk, in both languages, as the fixture lawyer. */
import { expect, test } from "@playwright/test";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { LANGS } from "../support/fixtures";
import { open, setLang } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

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
    await expectNoAxeViolations(page);
  });
}
