/**
 * Issue 12 §1 in the browser, both languages: a person who lost their phone asks the firm; an admin
 * resets their second factor from the account's page with a reason. They are signed out and emailed,
 * the change is in the audit log, and they sign in with the password alone.
 */
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAudited } from "../support/audit";
import { addSessionCookies, fixtureSessionCookie } from "../support/consultations";
import { ACCOUNTS, LANGS } from "../support/fixtures";
import { createConfirmedAccount, enrolOverHttp, expectDocumentLang, expectToastIn, open, readOutbox, readToasts, setLang, signInOverHttp, signInThroughForm, t, tag } from "../support/helpers";

for (const lang of LANGS) {
  test(`an admin resets a lost second factor; the person signs in with the password alone [${lang}]`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const email = await createConfirmedAccount(request, { label: `2fa-reset-${tag(testInfo, lang)}`, name: "Nasser Reset", lang });
    const cookie = await enrolOverHttp(request, email, await signInOverHttp(request, email));
    const input = encodeURIComponent(JSON.stringify({ q: email }));
    const found = await request.get(`/api/trpc/users.list?input=${input}`, { headers: { Cookie: fixtureSessionCookie("admin") } });
    const userId = ((await found.json()) as { result: { data: { rows: { id: string }[] } } }).result.data.rows[0]!.id;
    // The confirmation and the "two-factor is on" notice first (the outbox sends them in the background).
    await expect.poll(() => readOutbox(email).length).toBe(2);
    const mailsBefore = readOutbox(email).length;

    await setLang(page.context(), lang);
    await addSessionCookies(page.context(), fixtureSessionCookie("admin"));
    await open(page, `/dashboard/admin/users/${userId}`);
    await expectDocumentLang(page, lang);
    const form = page.getByTestId("reset-two-factor-form");
    // The reason is required, and said so at the field.
    await form.getByRole("button", { name: t(lang, "twoFactor:admin.reset") }).click();
    await expect(form.getByText(t(lang, "validation.required"))).toBeVisible();
    const reason = `${lang === "ar" ? "فقد هاتفه واتصل بالمكتب" : "Lost phone, called the office"} ${crypto.randomBytes(3).toString("hex")}`;
    await form.getByLabel(t(lang, "twoFactor:admin.reason")).fill(reason);
    await form.getByRole("button", { name: t(lang, "twoFactor:admin.reset") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminUsers:toasts.twoFactorReset"));

    // Signed out everywhere, emailed, and recorded.
    const old = await request.get("/account-settings", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(old.status()).toBe(302);
    await expect.poll(() => readOutbox(email).length).toBe(mailsBefore + 1);
    await expectAudited(request, { action: "user.two_factor.reset", entityId: userId }, { actor: ACCOUNTS.admin.name, contains: [reason] });

    // The password alone lets them in again; they can turn it back on from their settings.
    const context = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
    await setLang(context, lang);
    const personPage = await context.newPage();
    await signInThroughForm(personPage, lang, email);
    await expect(personPage).toHaveURL(/\/dashboard\/user$/);
    await context.close();
  });
}
