/** Automated accessibility checks (axe-core, WCAG 2.x A/AA rules) on the entry pages, both languages. */
import { test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { setLang, waitForHydration } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

// The entry pages, plus the informational pages that render from pages.json (issue 3), one of them
// with a lawyer carried over from a profile, and the not-found page.
const PAGES = [
  "/",
  "/client-area",
  "/signup",
  "/about",
  "/voice-consultation",
  "/consultations?lawyer=5a1e0000-0000-4000-8000-000000000002",
  "/no-such-page",
];

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
