/**
 * Issue 12 §2 in the browser, both languages, with JavaScript on and off: sign out every other session
 * from the settings page and see that device signed out; change the sign-in address (the password is
 * asked, the new address confirms by link, the old one is told), then sign in with the new address.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, open, readOutbox, readToasts, setLang, signInOverHttp, signInThroughForm, t, tag, uniqueEmail, waitForMailLink } from "../support/helpers";

for (const lang of LANGS) {
  test(`sign out every other session, then change the sign-in address [${lang}]`, async ({ page, context, request, playwright }, testInfo) => {
    test.setTimeout(90_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `email-change-${tag(testInfo, lang)}`, name: "Hessa Saleh", lang });
    const tablet = await playwright.request.newContext({ baseURL: BASE_URL });
    await signInOverHttp(tablet, email);
    await signInThroughForm(page, lang, email);
    await open(page, "/account-settings");
    await expectDocumentLang(page, lang);

    // Every other session ends; this one stays.
    await expect(page.getByTestId("session")).toHaveCount(2);
    await page.getByTestId("end-other-sessions").click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.otherSessionsEnded"));
    await expect(page.getByTestId("session")).toHaveCount(1);
    const signedOut = await tablet.get("/account-settings", { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers()["location"]).toMatch(/^\/client-area/);
    await tablet.dispose();

    // A wrong password changes nothing and says so at the field.
    const form = page.getByTestId("email-change-form");
    const newEmail = uniqueEmail(`moved-${tag(testInfo, lang)}`);
    await form.getByLabel(t(lang, "dashboard:settings.newEmail")).fill(newEmail);
    await form.getByLabel(t(lang, "dashboard:settings.emailPassword")).fill("not-my-password");
    await form.getByRole("button", { name: t(lang, "dashboard:settings.changeEmail") }).click();
    await expect(form.getByText(t(lang, "errors.wrong_current_password"))).toBeVisible();
    expect(readOutbox(newEmail)).toHaveLength(0);

    // The right one: a link to the new address, a notice to the current one.
    await form.getByLabel(t(lang, "dashboard:settings.newEmail")).fill(newEmail);
    await form.getByLabel(t(lang, "dashboard:settings.emailPassword")).fill(PASSWORD);
    await form.getByRole("button", { name: t(lang, "dashboard:settings.changeEmail") }).click();
    // The answer is a fresh page (a redirect): the field's error has gone with the old toast.
    await expect(form.getByText(t(lang, "errors.wrong_current_password"))).toHaveCount(0);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.emailChangeRequested"));
    const link = await waitForMailLink(newEmail, "/verify-email");
    await expect.poll(() => readOutbox(email).some((m) => m.text.includes(newEmail))).toBe(true);

    // Confirming moves the account; the old address is told once more.
    await page.goto(link);
    // It says it confirms a new address, not that it activates an account (issue 29).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "auth:verify.changeHeading"));
    await expect(page.getByText(t(lang, "auth:verify.changeIntro"))).toBeVisible();
    await expect(page.getByText(t(lang, "auth:verify.intro"))).toHaveCount(0);
    await page.getByRole("button", { name: t(lang, "auth:verify.submit") }).click();
    await expect(page).toHaveURL(/\/account-settings/);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.emailChanged"));
    await expect(page.getByTestId("email-change-form")).toContainText(newEmail);
    await expect.poll(() => readOutbox(email).filter((m) => m.text.includes(newEmail)).length).toBe(2);

    // Signed out, the new address signs in with the same password.
    await page.context().clearCookies();
    await setLang(context, lang);
    await signInThroughForm(page, lang, newEmail);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
  });
}
