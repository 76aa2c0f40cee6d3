/**
 * Axe (WCAG 2.x A/AA) on /admin/cases with a filtered list and with the forms' field errors, both languages. The list as it
 * first opens and the back office's overview with its case sections are axe-checked by the layout walk, in both languages.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { open, setLang, t } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  test(`no axe violations on /admin/cases [${lang}]`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await setLang(context, lang);
    await addSessionCookies(context, fixtureSessionCookie("admin"));
    // The list as it first opens is the layout walk's (tests/e2e/ui/layout-widths.spec.ts), axe-checked in both languages.
    await open(page, "/admin/cases?status=open&hearings=next7&sort=next_hearing-asc&q=%D8%A7%D8%AC%D9%88%D8%B1");
    await expectNoAxeViolations(page);
    // With the field errors of a refused submission.
    await open(page, "/admin/cases");
    await page.getByTestId("case-new-form").getByRole("button", { name: t(lang, "cases:admin.new.submit") }).click();
    await expect(page.getByTestId("case-new-form").getByText(t(lang, "cases:admin.errors.titleRequired"))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
