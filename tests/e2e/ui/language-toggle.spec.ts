/**
 * The navbar's language toggle is a plain form: it works without JavaScript and comes back to the
 * same page (query kept) in the other language; with JavaScript, localStorage.language mirrors it.
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, LANGS, type Lang } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, setLang, t } from "../support/helpers";

for (const lang of LANGS) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test(`language toggle returns to the same page in ${other} [from ${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    await page.goto("/services/criminal?from=e2e");
    await expectDocumentLang(page, lang);
    if (jsEnabled(testInfo)) expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(lang);

    const toggle = page.getByRole("button", { name: t(lang, "nav.switchLanguageLabel") });
    await expect(toggle).toHaveText(t(lang, "nav.switchLanguage"));
    await toggle.click();
    await page.waitForURL(`${BASE_URL}/services/criminal?from=e2e`);
    await expectDocumentLang(page, other);
    await expect(page.getByRole("button", { name: t(other, "nav.switchLanguageLabel") })).toBeVisible();
    expect((await context.cookies(BASE_URL)).find((c) => c.name === "lang")?.value).toBe(other);
    if (jsEnabled(testInfo)) expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(other);

    // And back again.
    await page.getByRole("button", { name: t(other, "nav.switchLanguageLabel") }).click();
    await page.waitForURL(`${BASE_URL}/services/criminal?from=e2e`);
    await expectDocumentLang(page, lang);
    if (jsEnabled(testInfo)) expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(lang);
  });
}
