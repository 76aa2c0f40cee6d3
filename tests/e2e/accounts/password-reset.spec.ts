/**
 * spec §7/§8: forgot password → the email → /update-password?token → the new password works; a
 * used, made-up or broken link says clearly that it is invalid.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, readToasts, setLang, signInThroughForm, t, tag, waitForMailLink, open } from "../support/helpers";

const NEW_PASSWORD = "Reset-e2e-Secret#7741";

for (const lang of LANGS) {
  test(`forgot password, email link, new password [${lang}]`, async ({ page, context, request }, testInfo) => {
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `reset-${tag(testInfo, lang)}`, lang });

    await open(page, "/forgot-password");
    await expectDocumentLang(page, lang);
    const requested = Date.now();
    await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await page.getByRole("button", { name: t(lang, "auth:forgot.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password" && url.searchParams.get("sent") === "1");
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.passwordResetSent"), t(lang, "toasts.passwordResetSentDescription"));

    // The reset link goes through better-auth, which checks the token and sends the person on.
    const link = await waitForMailLink(email, "/api/auth/reset-password/", { after: requested - 1000 });
    await page.goto(link);
    // The email's link names the language it was sent in; better-auth's redirect keeps it.
    await expect(page).toHaveURL(new RegExp(`/update-password\\?lang=${lang}&token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "auth:update.heading"));
    await page.getByLabel(t(lang, "auth:fields.newPassword")).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:update.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/client-area");
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.passwordUpdated"), t(lang, "toasts.passwordUpdatedDescription"));

    await signInThroughForm(page, lang, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/user$/);

    // The link worked once; opened again it is refused with the clear message.
    await page.context().clearCookies({ name: /session/ });
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/update-password\\?lang=${lang}&error=`));
    await expect(page.getByTestId("token-invalid")).toContainText(t(lang, "auth:update.invalid"));

    // And the old password is gone.
    const old = await request.post("/client-area", {
      headers: { Origin: BASE_URL },
      form: { email, password: PASSWORD, intent: "password" },
      maxRedirects: 0,
    });
    expect(old.status()).toBe(400);
  });

  test(`a bad reset token gives the clear invalid message [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);

    // A made-up token in better-auth's link: it sends the person to /update-password?error=INVALID_TOKEN.
    await page.goto(`/api/auth/reset-password/not-a-real-token?callbackURL=${encodeURIComponent(`${BASE_URL}/update-password`)}`);
    await expect(page).toHaveURL(/\/update-password\?error=/);
    await expect(page.getByTestId("token-invalid")).toContainText(t(lang, "auth:update.invalid"));
    await expect(page.getByRole("link", { name: t(lang, "auth:update.requestNew") })).toHaveAttribute("href", "/forgot-password");

    // A made-up token straight in /update-password: refused when used, with the same meaning.
    await open(page, "/update-password?token=made-up-token-0000");
    await page.getByLabel(t(lang, "auth:fields.newPassword")).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:update.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.passwordUpdateFailed"), t(lang, "errors.token_invalid"));
    await expect(page).toHaveURL(/\/update-password/);
    await expectDocumentLang(page, lang);

    // No token and no session: nothing to update, said plainly.
    await page.goto("/update-password");
    await expect(page.getByTestId("token-invalid")).toBeVisible();
  });
}
