/**
 * Issue 12 §1: two-factor sign-in, in both languages, with JavaScript on ("js") and off ("no-js-both"):
 * a person turns it on from the account settings (password, the secret under the QR code, a first code
 * computed here as an authenticator app would, ten recovery codes shown once and downloaded as .txt),
 * signs out, signs in with a wrong code (told so in their language), then the right one; signs out and
 * signs in with a recovery code, which then works no more. Axe checks the new pages (JavaScript on).
 */
import { expectNoAxeViolations } from "../support/axe";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD, type Lang } from "../support/fixtures";
import { createConfirmedAccount, enrolThroughPage, jsEnabled, open, passSecondStep, setLang, t, tag, wrongTotpCodeFor } from "../support/helpers";

async function passwordStep(page: Page, lang: Lang, email: string) {
  await open(page, "/client-area");
  await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
  await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/client-area/two-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "twoFactor:signIn.heading"));
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole("button", { name: t(lang, "nav.signOut") }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("nav-user")).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`two-factor sign-in: enrol, sign in with a code, then with a recovery code [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(150_000);
    const axe = jsEnabled(testInfo);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `totp-${tag(testInfo, lang)}`, name: "Huda Kuwari", lang });

    // Signed in with the password alone, the person turns it on from the account settings.
    await open(page, "/client-area");
    await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
    await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/user");
    await open(page, "/account-settings");
    await page.getByRole("link", { name: t(lang, "dashboard:settings.twoFactorLink") }).click();
    await expect(page).toHaveURL(/\/account-settings\/two-factor$/);
    await expect(page.getByTestId("two-factor-status")).toHaveText(t(lang, "twoFactor:settings.off"));
    if (axe) await expectNoAxeViolations(page, { what: "settings, off" });

    // A wrong password changes nothing.
    await page.getByLabel(t(lang, "auth:fields.password")).fill("not-the-password-123");
    await page.getByRole("button", { name: t(lang, "twoFactor:settings.start") }).click();
    await expect(page.getByText(t(lang, "errors.wrong_current_password")).first()).toBeVisible();

    // The QR code is drawn on the server (an SVG in the HTML), with the secret as text beside it.
    await page.getByLabel(t(lang, "auth:fields.password")).fill(PASSWORD);
    await page.getByRole("button", { name: t(lang, "twoFactor:settings.start") }).click();
    await expect(page.getByRole("img", { name: t(lang, "twoFactor:setup.qrLabel") })).toBeVisible();
    await expect(page.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{32,}$/);
    if (axe) await expectNoAxeViolations(page, { what: "settings, QR code" });
    // A wrong first code is refused, in the visitor's language.
    await page.getByLabel(t(lang, "twoFactor:fields.code")).fill("12");
    await page.getByRole("button", { name: t(lang, "twoFactor:setup.confirm") }).click();
    await expect(page.getByText(t(lang, "validation.totpCode")).first()).toBeVisible();

    const { secret, recoveryCodes } = await enrolThroughPage(page, lang, email);
    expect(recoveryCodes).toHaveLength(10);
    if (axe) await expectNoAxeViolations(page, { what: "recovery codes" });
    // Downloaded as a text file, the same ten codes.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t(lang, "twoFactor:recovery.download") }).click()]);
    expect(download.suggestedFilename()).toBe("qanun-recovery-codes.txt");
    const text = fs.readFileSync((await download.path())!, "utf8");
    for (const code of recoveryCodes) expect(text).toContain(code);
    await page.getByRole("link", { name: t(lang, "twoFactor:recovery.continue") }).click();
    await expect(page).toHaveURL(/\/account-settings$/);

    // Signed out, the password is no longer enough: a wrong code is refused with a clear message.
    await signOut(page, lang);
    await passwordStep(page, lang, email);
    if (axe) await expectNoAxeViolations(page, { what: "second step" });
    await page.getByLabel(t(lang, "twoFactor:fields.code")).fill(await wrongTotpCodeFor(secret));
    await page.getByRole("button", { name: t(lang, "twoFactor:signIn.submit") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t(lang, "errors.two_factor_code_invalid") }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/client-area\/two-factor$/);
    await passSecondStep(page, lang, email);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByTestId("nav-user")).toBeVisible();

    // Lost phone: a recovery code instead, once.
    await signOut(page, lang);
    await passwordStep(page, lang, email);
    await page.getByText(t(lang, "twoFactor:signIn.useRecovery")).click();
    await page.getByLabel(t(lang, "twoFactor:fields.recoveryCode")).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: t(lang, "twoFactor:signIn.submitRecovery") }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/user");

    await signOut(page, lang);
    await passwordStep(page, lang, email);
    await page.getByText(t(lang, "twoFactor:signIn.useRecovery")).click();
    await page.getByLabel(t(lang, "twoFactor:fields.recoveryCode")).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: t(lang, "twoFactor:signIn.submitRecovery") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t(lang, "errors.recovery_code_invalid") }).first()).toBeVisible();
    expect(new URL(page.url()).origin).toBe(BASE_URL);
  });
}
