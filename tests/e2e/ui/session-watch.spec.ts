/**
 * spec §9: with JavaScript, the session is checked every 30 s. When it ends elsewhere (another tab,
 * another device, an expired or revoked session) the open page notices without a click: a guarded
 * page sends the visitor to /client-area.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/fixtures";
import { createConfirmedAccount, setLang, signInThroughForm, waitForHydration } from "../support/helpers";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the session check runs only with JavaScript");
});

test("a session that ends elsewhere is noticed within 30 s", async ({ page, context, request }) => {
  const email = await createConfirmedAccount(request, { label: "session-watch" });
  await setLang(context, "en");
  await page.clock.install();
  await signInThroughForm(page, "en", email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  // The 30 s timer starts when the page hydrates: on a slow machine that can come after the URL changed.
  await waitForHydration(page);

  // Sign out through the same cookie jar, as another tab would.
  const signOut = await context.request.post("/logout", { headers: { Origin: BASE_URL }, form: {}, maxRedirects: 0 });
  expect(signOut.status()).toBe(302);

  await page.clock.fastForward(29_000);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/client-area/, { timeout: 10_000 });
});
