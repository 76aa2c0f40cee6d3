/** Automated accessibility checks (axe-core) on the lawyer's desk, in both languages, as the fixture lawyer. */
import { expect, test } from "@playwright/test";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { LANGS } from "../support/fixtures";
import { open, setLang } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

/** The desk's pages (issue 29), each with an element that shows it rendered. */
const PAGES = [
  ["/dashboard/lawyer", "#requests"],
  ["/dashboard/lawyer/profile", "#desk-profile"],
  ["/dashboard/lawyer/availability", "#desk-hours"],
] as const;

for (const lang of LANGS) {
  test(`no axe violations on the lawyer's desk pages [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("lawyer"));
    for (const [path, marker] of PAGES) {
      await open(page, path);
      await expect(page.locator(marker)).toBeVisible();
      await expect(page.getByTestId("desk-nav").locator(`a[href="${path}"]`)).toHaveAttribute("aria-current", "page");
      if (process.env.DESK_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.DESK_SCREENSHOT_DIR}/desk-${lang}-${path.split("/").pop()}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    }
  });
}
