/** Automated accessibility checks (axe-core, WCAG 2.x A/AA rules) on pages the layout walk does not axe, both languages. */
import { test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { setLang, waitForHydration } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

// The layout walk (tests/e2e/ui/layout-widths.spec.ts) runs axe on every page type in both languages: the home page,
// sign-in, sign-up, a content page, the booking form and the not-found page among them (AXE_PAGES there). Here: the
// informational page that renders from pages.json with its own layout, and the booking form with a lawyer carried
// over from a profile, which the walk does not load.
const PAGES = ["/voice-consultation", "/consultations?lawyer=5a1e0000-0000-4000-8000-000000000002"];

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
}
