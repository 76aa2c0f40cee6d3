/**
 * Account settings for a person who made their own account: change the name, see where they are
 * signed in and end another session, change the password with the current one (which signs the
 * other devices out), switch the language, sign out; then only the new password works.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD, type Lang } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, readToasts, setLang, signInOverHttp, signInThroughForm, t, tag, open } from "../support/helpers";

const NEW_PASSWORD = "Another-e2e-Secret#5813";

for (const lang of LANGS) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test(`account settings: name, sessions, password, language, sign-out [${lang}]`, async ({ page, context, request, playwright }, testInfo) => {
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `settings-${tag(testInfo, lang)}`, name: "Noura Saleh", lang });

    // Another device, signed in first.
    const laptop = await playwright.request.newContext({ baseURL: BASE_URL });
    await signInOverHttp(laptop, email);

    await signInThroughForm(page, lang, email);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.signedIn"));
    await page.getByRole("link", { name: t(lang, "nav.accountSettings") }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "dashboard:settings.heading"));

    // Name.
    await page.getByLabel(t(lang, "auth:fields.fullName")).fill("Noura Al-Saleh");
    await page.getByRole("button", { name: t(lang, "dashboard:settings.saveProfile") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.profileSaved"));
    await expect(page.getByTestId("nav-user")).toContainText("Noura Al-Saleh");

    // Sessions: this one and the laptop; end the laptop's.
    const sessions = page.getByTestId("session");
    await expect(sessions).toHaveCount(2);
    const thisDevice = page.locator(".badge", { hasText: t(lang, "dashboard:settings.thisDevice") });
    await expect(sessions.filter({ has: thisDevice })).toHaveCount(1);
    const laptopRow = sessions.filter({ hasNot: thisDevice });
    await expect(laptopRow).toContainText("Firefox");
    await laptopRow.getByRole("button", { name: t(lang, "dashboard:settings.endSession") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.sessionEnded"));
    await expect(sessions).toHaveCount(1);
    const ended = await laptop.get("/account-settings", { maxRedirects: 0 });
    expect(ended.status()).toBe(302);
    expect(ended.headers()["location"]).toMatch(/^\/client-area/);

    // Password: a wrong current one is refused; the right one works and signs other devices out.
    const phone = await playwright.request.newContext({ baseURL: BASE_URL });
    await signInOverHttp(phone, email);
    await page.getByLabel(t(lang, "auth:fields.currentPassword")).fill("not-the-current-one");
    await page.getByLabel(t(lang, "auth:fields.newPassword")).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t(lang, "dashboard:settings.changePassword") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.passwordUpdateFailed"));
    await page.getByLabel(t(lang, "auth:fields.currentPassword")).fill(PASSWORD);
    await page.getByLabel(t(lang, "auth:fields.newPassword")).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t(lang, "dashboard:settings.changePassword") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.passwordUpdated"), t(lang, "toasts.passwordUpdatedDescription"));
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByTestId("nav-user")).toBeVisible();
    expect((await phone.get("/account-settings", { maxRedirects: 0 })).status()).toBe(302);
    await Promise.all([laptop.dispose(), phone.dispose()]);

    // Language: saved with the account and in the cookie; the page comes back in the other language.
    await page.getByLabel(t(lang, "dashboard:settings.languageLabel")).selectOption(other);
    await page.getByRole("button", { name: t(lang, "dashboard:settings.saveLanguage") }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expectDocumentLang(page, other);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(other, "dashboard:settings.heading"));
    expectToastIn(await readToasts(page, testInfo), t(other, "toasts.languageSaved"));
    const cookies = await context.cookies(BASE_URL);
    expect(cookies.find((c) => c.name === "lang")?.value).toBe(other);

    // Sign out.
    await page.getByRole("button", { name: t(other, "nav.signOut") }).click();
    // The sign-out form carries the page's language, so the home page comes back in it.
    await page.waitForURL(`${BASE_URL}/?lang=${other}`);
    expectToastIn(await readToasts(page, testInfo), t(other, "toasts.signedOut"));
    await expect(page.getByRole("link", { name: t(other, "nav.signIn") })).toBeVisible();
    await expect(page.getByTestId("nav-user")).toHaveCount(0);
    const afterSignOut = await page.request.get("/account-settings", { maxRedirects: 0 });
    expect(afterSignOut.status()).toBe(302);

    // The old password no longer works; the new one does.
    await open(page, "/client-area");
    await page.getByLabel(t(other, "auth:fields.email")).fill(email);
    await page.getByLabel(t(other, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(other, "auth:signIn.submit"), exact: true }).click();
    expectToastIn(await readToasts(page, testInfo), t(other, "toasts.signInFailed"), t(other, "errors.invalid_credentials"));
    await expect(page).toHaveURL(/\/client-area/);
    await signInThroughForm(page, other, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByTestId("dashboard-name")).toHaveText("Noura Al-Saleh");
  });
}
