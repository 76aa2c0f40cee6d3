/**
 * Issue 13: a redirect never loses the language. A guarded page opened by a `?lang=` link (no language
 * cookie, or one that says the other language) leads to the sign-in page in that language and back to
 * the page in that language; the role redirect at /client-area and sign-out keep it too.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, PASSWORD, type Lang } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, setLang, t, tag } from "../support/helpers";

for (const lang of LANGS) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test(`a ?lang=${lang} visitor stays in ${lang} through sign-in, the role redirect and sign-out`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    // An account of its own: the shared fixture account's sign-ins through the form are limited per address (8 in
    // 10 minutes), which a fast browser pass reaches.
    const email = await createConfirmedAccount(request, { label: `lang-redirect-${tag(testInfo, lang)}`, userType: "individual", lang });
    // The cookie says the other language: only the link's parameter names this one.
    await setLang(context, other);
    await page.goto(`/dashboard/user?lang=${lang}`);
    await expect(page).toHaveURL(/\/client-area\?/);
    expect(new URL(page.url()).searchParams.get("lang")).toBe(lang);
    await expectDocumentLang(page, lang);

    await page
      .getByLabel(t(lang, "auth:fields.email"))
      .fill(email);
    await page
      .getByLabel(t(lang, "auth:fields.password"), { exact: true })
      .fill(PASSWORD);
    await page
      .getByRole("button", { name: t(lang, "auth:signIn.submit"), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/dashboard/user");
    await expectDocumentLang(page, lang);

    // Signed in, /client-area sends the person to their dashboard, still in the same language.
    await page.goto(`${BASE_URL}/client-area?lang=${lang}`);
    await page.waitForURL((url) => url.pathname === "/dashboard/user");
    await expectDocumentLang(page, lang);

    await page.getByRole("button", { name: t(lang, "nav.signOut") }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expectDocumentLang(page, lang);
    // The link's language is remembered for the pages that follow, as the toggle would.
    await page.goto(`${BASE_URL}/contact`);
    await expectDocumentLang(page, lang);
  });
}
