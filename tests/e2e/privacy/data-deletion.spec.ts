/**
 * Issue 12 §3 in the browser, both languages, JavaScript on and off: close an account from its settings.
 * The page says what goes and what the firm keeps; bad input (no tick, a wrong password) is answered in the
 * visitor's language and closes nothing; the right password closes it, signs the browser out and lands on
 * the "account closed" page; the address can sign up again. Axe on both new pages.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { BASE_URL, LANGS, PASSWORD } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, jsEnabled, open, setLang, signInThroughForm, t, tag, waitForMailLink } from "../support/helpers";

for (const lang of LANGS) {
  test(`close an account from its settings [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(90_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `close-${tag(testInfo, lang)}`, name: "Huda Closing", lang });
    await signInThroughForm(page, lang, email);
    await open(page, "/account-settings");
    await page.getByTestId("close-account-link").click();
    await expect(page).toHaveURL(/\/account-settings\/delete$/);
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "privacy:deletion.heading"));
    await expect(page.getByRole("heading", { name: t(lang, "privacy:deletion.kept.heading") })).toBeVisible();
    await expect(page.getByTestId("deletion-blockers")).toHaveCount(0);
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { what: "close-account page" });

    const submit = page.getByTestId("close-account");
    const passwordField = page.getByLabel(t(lang, "privacy:deletion.confirm.password"));

    // No tick: refused at the field, in the page's language.
    await passwordField.fill(PASSWORD);
    await submit.click();
    await expect(page.getByText(t(lang, "privacy:deletion.mustConfirm"))).toBeVisible();
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { what: "close-account page with errors" });

    // A wrong password: refused at the password, nothing closed.
    await page.getByLabel(t(lang, "privacy:deletion.confirm.password")).fill("not the password at all");
    await page.getByLabel(t(lang, "privacy:deletion.confirm.understood")).check();
    await page.getByTestId("close-account").click();
    await expect(page.getByText(t(lang, "errors.wrong_current_password")).first()).toBeVisible();
    await open(page, "/account-settings");
    await expect(page).toHaveURL(/\/account-settings$/);

    // The right password: closed, signed out, on the closed page.
    await open(page, "/account-settings/delete");
    await page.getByLabel(t(lang, "privacy:deletion.confirm.password")).fill(PASSWORD);
    await page.getByLabel(t(lang, "privacy:deletion.confirm.understood")).check();
    await page.getByTestId("close-account").click();
    await expect(page).toHaveURL(/\/account-closed/);
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "privacy:closed.heading"));
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { what: "account-closed page" });
    await open(page, "/account-settings");
    await expect(page).toHaveURL(/\/client-area/);

    // The address is free: signing up with it again sends a new confirmation link.
    const before = Date.now();
    const again = await request.post("/signup", {
      headers: { Origin: BASE_URL, Cookie: `lang=${lang}` },
      form: { fullName: "Huda Again", email, password: PASSWORD, userType: "individual" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    await waitForMailLink(email, "/verify-email", { after: before });
  });
}
