/**
 * Issue 10 §3, the users journey in both languages, with JavaScript on and off: an admin finds an
 * account the spec made (searching with another Arabic spelling of its name), opens it and suspends
 * it with a reason; the person's session elsewhere ends at once and the sign-in page tells them, in
 * their language, that the account is suspended and how to reach the firm; the admin reactivates it
 * and the person signs in again (the device that was signed in is told too, issue 29); the page's history shows both. The OpenID path refuses a suspended
 * account too. Axe on both pages. Permission matrices and edge cases are in
 * tests/integration/users/.
 */
import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { BASE_URL, LANGS, OIDC_ISSUER, OIDC_PROVIDER_NAME, PASSWORD, type Lang } from "../support/fixtures";
import { addSessionCookies, fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, readToasts, setLang, signInOverHttp, t, tag } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

/** The sign-in form, filled and sent; stays on /client-area when refused. */
async function submitSignIn(page: Page, lang: Lang, email: string) {
  await open(page, "/client-area");
  await page.getByLabel(t(lang, "auth:fields.email")).fill(email);
  await page.getByLabel(t(lang, "auth:fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true }).click();
}

async function expectSuspendedNotice(page: Page, lang: Lang) {
  const notice = page.getByTestId("account-suspended");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading")).toHaveText(t(lang, "adminUsers:signIn.suspendedHeading"));
  await expect(notice).toContainText(t(lang, "adminUsers:signIn.suspendedContact"));
  await expect(notice.getByRole("link", { name: t(lang, "adminUsers:signIn.contactLink") })).toHaveAttribute("href", "/contact");
  await expect(notice.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expectDocumentLang(page, lang);
}

/** The status of a GET with a person's session: 200 while it lives, a redirect to /client-area once ended. */
async function dashboardStatus(request: APIRequestContext, cookie: string) {
  const response = await request.get("/dashboard/user", { headers: { Cookie: cookie }, maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? "" };
}

for (const lang of LANGS) {
  test(`an admin finds, suspends and reactivates an account [${lang}]`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(180_000);
    // Names take letters only: a random Latin word makes this run's account the only match.
    const marker = Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");
    // The name is stored with hamza and taa marbuta; the admin types it without them.
    const email = await createConfirmedAccount(request, { label: `bo-users-${tag(testInfo, lang)}`, name: `أحمد فاطمة ${marker}`, lang });
    const elsewhere = await signInOverHttp(request, email);
    expect((await dashboardStatus(request, elsewhere)).status).toBe(200);

    await setLang(page.context(), lang);
    await addSessionCookies(page.context(), fixtureSessionCookie("admin"));
    await open(page, "/dashboard/admin/users");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "adminUsers:list.heading"));
    await page.getByLabel(t(lang, "adminUsers:list.filters.q")).fill(`احمد فاطمه ${marker}`);
    await page.getByLabel(t(lang, "adminUsers:list.filters.role")).selectOption("individual");
    await page.getByRole("button", { name: t(lang, "adminUsers:list.filters.apply") }).click();
    await expect(page).toHaveURL(/role=individual/);
    const rows = page.getByTestId("user-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText(t(lang, "adminUsers:states.active"));
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { wcagOnly: true });

    await rows.first().getByRole("link", { name: `أحمد فاطمة ${marker}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`أحمد فاطمة ${marker}`);
    await expect(page.getByTestId("user-profile")).toContainText(email);
    await expect(page.getByTestId("active-sessions")).not.toHaveText(/^[0٠]$/);
    const detailUrl = page.url();
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { wcagOnly: true });

    // A reason is required: the refusal is shown at the field, in the page's language.
    const suspendForm = page.getByTestId("suspend-form");
    await suspendForm.getByRole("button", { name: t(lang, "adminUsers:detail.suspend.submit") }).click();
    await expect(suspendForm.getByText(t(lang, "validation.required"))).toBeVisible();
    const reason = `${lang === "ar" ? "مستندات هوية مزورة" : "Forged identity documents"} ${marker}`;
    await suspendForm.getByLabel(t(lang, "adminUsers:detail.suspend.reason")).fill(reason);
    await suspendForm.getByRole("button", { name: t(lang, "adminUsers:detail.suspend.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminUsers:toasts.suspended"));
    await expect(page.getByTestId("suspension-reason")).toHaveText(reason);
    await expect(page.getByTestId("user-states")).toContainText(t(lang, "adminUsers:states.suspended"));
    await expect(page.getByTestId("active-sessions")).toHaveText(/^[0٠]$/);
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page, { wcagOnly: true });

    // Signed out everywhere at once: the session on the other device is gone.
    expect(await dashboardStatus(request, elsewhere)).toMatchObject({ status: 302, location: expect.stringContaining("/client-area") });

    // The person, in their own browser and language, is told the account is suspended.
    const person = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
    await setLang(person, lang);
    const personPage = await person.newPage();
    // Issue 29: the device that was signed in is not dropped to the sign-in page without a word.
    await addSessionCookies(person, elsewhere);
    await open(personPage, "/dashboard/user");
    await expect(personPage).toHaveURL(/\/client-area/);
    await expectSuspendedNotice(personPage, lang);
    await person.clearCookies();
    await setLang(person, lang);
    await submitSignIn(personPage, lang, email);
    await expect(personPage).toHaveURL(`${BASE_URL}/client-area`);
    await expectSuspendedNotice(personPage, lang);
    if (jsEnabled(testInfo)) await expectNoAxeViolations(personPage, { wcagOnly: true });

    // Reactivated: the person signs in again; the history shows both changes.
    await open(page, detailUrl);
    await page.getByTestId("reactivate-form").getByRole("button", { name: t(lang, "adminUsers:detail.reactivate.submit") }).click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "adminUsers:toasts.reactivated"));
    await expect(page.getByTestId("user-suspended")).toHaveCount(0);
    const history = page.getByTestId("user-history");
    await expect(history.locator('[data-action="user.suspend"]')).toContainText(reason);
    await expect(history.locator('[data-action="user.reactivate"]')).toContainText(t(lang, "adminUsers:detail.history.actions.user_reactivate"));

    await submitSignIn(personPage, lang, email);
    await personPage.waitForURL(`${BASE_URL}/dashboard/user`);
    await person.close();
  });

  test(`a suspended account cannot sign in through OpenID either [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "the OpenID redirects are the same with JavaScript off; once is enough");
    await setLang(context, lang);
    const login = `sso-suspend-${tag(testInfo, lang)}-${crypto.randomBytes(3).toString("hex")}`;
    const startOAuth = async () => {
      await open(page, "/client-area");
      await page.getByRole("button", { name: t(lang, "auth:signIn.oauth", { provider: OIDC_PROVIDER_NAME }) }).click();
    };
    await startOAuth();
    await page.waitForURL((url) => url.origin === OIDC_ISSUER && url.pathname.startsWith("/interaction/"));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password will do");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.waitForURL(`${BASE_URL}/dashboard/user`);

    // The admin suspends the account the provider made (found by its address).
    const admin = fixtureSessionCookie("admin");
    const input = encodeURIComponent(JSON.stringify({ q: `${login}@example.qa` }));
    const found = await request.get(`/api/trpc/users.list?input=${input}`, { headers: { Cookie: admin } });
    const rows = ((await found.json()) as { result: { data: { rows: { id: string }[] } } }).result.data.rows;
    expect(rows).toHaveLength(1);
    await trpcMutation(request, { path: "users.suspend", cookie: admin, input: { userId: rows[0]!.id, reason: "Suspended by the e2e suite" } });

    // Signed out at once; the provider still knows the person, so the next sign-in comes straight back refused.
    await open(page, "/dashboard/user");
    await expect(page).toHaveURL(/\/client-area/);
    await startOAuth();
    await page.waitForURL((url) => url.origin === BASE_URL && url.pathname === "/client-area" && url.searchParams.get("error") === "ACCOUNT_SUSPENDED");
    await expectSuspendedNotice(page, lang);
    expectToastIn(await readToasts(page, testInfo), t(lang, "errors.account_suspended"));
  });
}
