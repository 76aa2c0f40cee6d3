/**
 * spec §7 "OAuth sign in": through a real OpenID provider (tests/e2e/support/oidc-server.ts) and
 * back to the site, signed in. The first time makes the account; the second finds it again.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL, LANGS, OIDC_ISSUER, OIDC_PROVIDER_NAME, SSO_USER, type Lang } from "../support/fixtures";
import { expectDocumentLang, expectToastIn, readToasts, setLang, t, tag } from "../support/helpers";

async function startOAuth(page: Page, lang: Lang) {
  await page.goto("/client-area");
  await page.getByRole("button", { name: t(lang, "auth:signIn.oauth", { provider: OIDC_PROVIDER_NAME }) }).click();
}

for (const lang of LANGS) {
  test(`OAuth sign-in with the local OpenID provider [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    const login = `sso-${tag(testInfo, lang)}-${crypto.randomBytes(3).toString("hex")}`;

    await startOAuth(page, lang);
    await page.waitForURL((url) => url.origin === OIDC_ISSUER && url.pathname.startsWith("/interaction/"));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password will do");
    await page.getByRole("button", { name: "Sign-in" }).click();

    // Back on the site, signed in as a person with no role yet: the individual dashboard.
    await page.waitForURL(`${BASE_URL}/dashboard/user`);
    await expectDocumentLang(page, lang);
    await expect(page.getByTestId("nav-user")).toContainText(SSO_USER.name);
    await expect(page.getByTestId("dashboard-role")).toHaveText(t(lang, "roles.unset"));
    await expect(page.getByText(`${login}@example.qa`)).toBeVisible();

    // Sign out, then again: the provider remembers the person, the site finds the same account.
    await page.getByRole("button", { name: t(lang, "nav.signOut") }).click();
    await page.waitForURL(`${BASE_URL}/?lang=${lang}`);
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.signedOut"));
    await startOAuth(page, lang);
    await page.waitForURL(`${BASE_URL}/dashboard/user`);
    await expect(page.getByTestId("nav-user")).toContainText(SSO_USER.name);

    // An account from the provider has no password: settings offer to set one.
    await page.goto("/account-settings");
    await expect(page.getByText(t(lang, "dashboard:settings.noPassword"))).toBeVisible();
  });
}

test("a refused OAuth sign-in comes back with the OAuth failure message", async ({ page, context }, testInfo) => {
  const lang: Lang = "en";
  await setLang(context, lang);
  await startOAuth(page, lang);
  await page.waitForURL((url) => url.origin === OIDC_ISSUER);
  // The provider's "abort" link: the person declines.
  const uid = new URL(page.url()).pathname.split("/")[2];
  await page.goto(`${OIDC_ISSUER}/interaction/${uid}/abort`);
  await page.waitForURL((url) => url.origin === BASE_URL && url.pathname === "/client-area");
  expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.oauthSignInFailed"));
});
