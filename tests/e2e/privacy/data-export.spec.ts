/**
 * Issue 12 §3 in the browser, both languages, JavaScript on and off: ask for a copy of one's data, see it
 * prepared, download the ZIP and open it.
 */
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { LANGS } from "../support/fixtures";
import { createConfirmedAccount, expectDocumentLang, expectToastIn, jsEnabled, open, readToasts, setLang, signInThroughForm, t, tag } from "../support/helpers";

for (const lang of LANGS) {
  test(`ask for a copy of one's data and open the ZIP [${lang}]`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(90_000);
    await setLang(context, lang);
    const email = await createConfirmedAccount(request, { label: `export-${tag(testInfo, lang)}`, name: "Amal Export", lang });
    await signInThroughForm(page, lang, email);
    await open(page, "/account-settings");
    await page.getByTestId("your-data-link").click();
    await expect(page).toHaveURL(/\/account-settings\/data$/);
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "privacy:export.heading"));

    await page.getByTestId("request-export").click();
    expectToastIn(await readToasts(page, testInfo), t(lang, "toasts.dataExportRequested"));
    // The worker prepares it within seconds; the page shows it on the next load.
    await expect
      .poll(
        async () => {
          await open(page, "/account-settings/data");
          return page.getByTestId("data-export").first().getAttribute("data-status");
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe("ready");
    if (jsEnabled(testInfo)) await expectNoAxeViolations(page);

    const href = (await page.getByTestId("download-export").getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.body()));
    const data = JSON.parse(strFromU8(zip["data.json"]!)) as { account: { email: string; name: string } };
    expect(data.account).toMatchObject({ email, name: "Amal Export" });

    // Someone else (signed out) cannot use the link.
    const stranger = await request.get(href, { maxRedirects: 0, headers: { cookie: "" } });
    expect(stranger.status()).toBe(302);
    expect(stranger.headers()["location"]).toMatch(/^\/client-area/);
  });
}
