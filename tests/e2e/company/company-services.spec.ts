/**
 * Issue 4 §4: a company owner requests a company service (bad input is refused with a message and
 * stores nothing) and withdraws an invitation, whose link then says so.
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, expectToastIn, jsEnabled, open, readToasts, setLang, signInThroughForm, t, tag, uniqueEmail, waitForMailLink } from "../support/helpers";

for (const lang of LANGS) {
  test(`company service request and a withdrawn invitation [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    const label = tag(testInfo, lang);
    const ownerEmail = await createConfirmedAccount(context.request, { label: `company-services-${label}`, userType: "company", lang });
    await signInThroughForm(page, lang, ownerEmail);
    await expect(page).toHaveURL(/\/dashboard\/company/);
    if (jsEnabled(testInfo)) expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.signedIn"));

    // Too-short details and no service: two messages, nothing listed.
    const services = page.locator("#company-services");
    await services.getByLabel(t(lang, "company:requests.details"), { exact: true }).fill("Help");
    await services.getByRole("button", { name: t(lang, "company:requests.submit") }).click();
    await expect(services.getByText(t(lang, "company:validation.service"))).toBeVisible();
    await expect(services.getByText(t(lang, "validation.tooShort"))).toBeVisible();
    await expect(services.getByTestId("company-service-request")).toHaveCount(0);

    const details = `Register a QFC branch for our holding company (${label}).`;
    await services.getByLabel(t(lang, "company:requests.service"), { exact: true }).selectOption("qfc_registration");
    await services.getByLabel(t(lang, "company:requests.details"), { exact: true }).fill(details);
    await services.getByRole("button", { name: t(lang, "company:requests.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.requestSent"));
    const request = page.getByTestId("company-service-request");
    await expect(request).toHaveCount(1);
    await expect(request).toContainText(t(lang, "company:services.qfc_registration"));
    await expect(request).toContainText(t(lang, "company:requests.statuses.submitted"));
    await expect(request).toContainText(details);

    // Invite, then withdraw: the link no longer works.
    const invitee = uniqueEmail(`company-withdrawn-${label}`);
    await page.getByLabel(t(lang, "company:invites.email")).fill(invitee);
    await page.getByRole("button", { name: t(lang, "company:invites.send") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.inviteSent"));
    const link = await waitForMailLink(invitee, "/company-invite");
    await page.getByRole("button", { name: t(lang, "company:invites.revokeNamed", { email: invitee }) }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "company:toasts.inviteRevoked"));
    await expect(page.getByTestId("company-invite")).toHaveCount(0);
    await open(page, link);
    await expect(page.getByTestId("invite-state")).toHaveText(t(lang, "errors.invite_revoked"));
  });
}
