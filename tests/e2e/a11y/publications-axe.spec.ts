/** axe-core (WCAG 2.x A/AA and best practices) on issue 3's pages, both languages, also with form errors shown. */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { setLang, t, waitForHydration } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

/** From scripts/seed-publications.ts. */
const OPEN_POSTING_ID = "5a1e0000-0000-4000-a000-000000000001";

/**
 * The list pages as filtered and a job posting: the plain lists, an update, the library and /contact are axe-checked in
 * both languages by the layout walk (tests/e2e/ui/layout-widths.spec.ts, AXE_PAGES).
 */
const PAGES = ["/legal-updates?q=lease&category=real-estate", "/legal-library?kind=template", `/careers/${OPEN_POSTING_ID}`];

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
});

for (const lang of LANGS) {
  for (const path of PAGES) {
    test(`no axe violations on ${path} [${lang}]`, async ({ page, context }) => {
      await setLang(context, lang);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test(`no axe violations on the contact and application forms with errors shown [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: t(lang, "contact:form.submit"), exact: true }).click();
    await expect(page.locator(".field-errors").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/careers/${OPEN_POSTING_ID}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t(lang, "careers:form.submit"), exact: true }).click();
    await expect(page.locator(".field-errors").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
