/**
 * With JavaScript: a toast shows and goes away by itself (spec §9: 5000 ms), and signing in shows
 * the full-screen loading message (spec §1) while the session is being established.
 */
import { expect, test } from "@playwright/test";
import { ACCOUNTS, LANGS, PASSWORD } from "../support/fixtures";
import { setLang, t, waitForHydration } from "../support/helpers";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "toasts time out and the overlay exists only with JavaScript");
});

for (const lang of LANGS) {
  test(`sign-in shows the loading overlay, then a toast that goes away [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await page.goto("/client-area");
    await waitForHydration(page);

    // Hold the sign-in response a moment, so the overlay can be seen whatever the machine's speed.
    await page.route("**/client-area.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByLabel(t(lang, "auth:fields.email")).fill(ACCOUNTS.individual.email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();

    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveText(t(lang, "loading"));
    await page.waitForURL(/\/dashboard\/user$/);
    await expect(overlay).toBeHidden();

    const toast = page.locator('.toast-viewport [data-testid="toast"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(t(lang, "toasts.signedIn"));
    await expect(toast).toBeHidden({ timeout: 9_000 });
  });
}

for (const lang of LANGS) {
  test(`a toast's close button dismisses it at once [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await page.goto("/client-area");
    await waitForHydration(page);
    await page.getByLabel(t(lang, "auth:fields.email")).fill(ACCOUNTS.individual.email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
    await page.waitForURL(/\/dashboard\/user$/);

    const toast = page.locator('.toast-viewport [data-testid="toast"]');
    await expect(toast).toContainText(t(lang, "toasts.signedIn"));
    // A real click (visible, stable, enabled), well before the toast's own 5 s are up.
    await toast.getByRole("button", { name: t(lang, "toasts.dismiss") }).click();
    await expect(toast).toBeHidden({ timeout: 2_000 });
  });
}
