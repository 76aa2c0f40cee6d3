/**
 * Issue 3 §3 in a browser, both languages, JavaScript on and off: find and read a legal update, and
 * search the legal library and download a file. Both lists are plain GET forms.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { expectDocumentLang, open, setLang, t } from "../support/helpers";

// Sample content of scripts/seed-publications.ts (seeded on every start of the test server).
const LEASE_UPDATE = { ar: "تسجيل عقد الإيجار: لماذا يهم؟", en: "Registering your lease: why it matters" };
const CIVIL_CODE = { ar: "القانون المدني (القانون رقم ٢٢ لسنة ٢٠٠٤)", en: "Civil Code (Law No. 22 of 2004)", file: "civil-code-law-22-2004.pdf" };

async function submitSearch(page: Page, lang: Lang, ns: "updates" | "library", text: string) {
  await page.getByLabel(t(lang, `${ns}:search.label`)).fill(text);
  await page.getByRole("button", { name: t(lang, `${ns}:search.submit`), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

for (const lang of LANGS) {
  test(`legal updates: search with letter variants, open one, come back [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/legal-updates");
    await expectDocumentLang(page, lang);
    await expect(page.getByTestId("update-list").getByRole("listitem").first()).toBeVisible();

    // "الايجار" without hamza must find "الإيجار"; an English word finds the same update.
    await submitSearch(page, lang, "updates", lang === "ar" ? "الايجار" : "lease");
    const link = page.getByTestId("update-list").getByRole("link", { name: LEASE_UPDATE[lang] });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LEASE_UPDATE[lang]);
    await expect(page.locator("article time")).toBeVisible();
    // The body is sanitised HTML: no script element can come from the database.
    expect(await page.locator("article script").count()).toBe(0);

    await page.getByRole("link", { name: t(lang, "pages:legalUpdates.heading") }).first().click();
    await expect(page).toHaveURL(/\/legal-updates$/);
  });

  test(`legal updates: the category filter is a shareable URL [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/legal-updates?category=real-estate");
    await expect(page.getByLabel(t(lang, "updates:search.category"))).toHaveValue("real-estate");
    await expect(page.getByTestId("update-list").getByRole("link", { name: LEASE_UPDATE[lang] })).toBeVisible();
    await open(page, "/legal-updates?q=zzzz-no-such-word");
    await expect(page.getByText(t(lang, "updates:search.noResults"))).toBeVisible();
  });

  test(`legal library: search, filter by type and download the file [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/legal-library");
    await expectDocumentLang(page, lang);
    await submitSearch(page, lang, "library", lang === "ar" ? "المدنى" : "civil");
    const list = page.getByTestId("library-list");
    await expect(list.getByText(CIVIL_CODE[lang])).toBeVisible();

    await page.getByLabel(t(lang, "library:search.kind")).selectOption("template");
    await page.getByRole("button", { name: t(lang, "library:search.submit"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]kind=template/);
    await expect(list.getByText(CIVIL_CODE[lang])).toHaveCount(0);

    await open(page, `/legal-library?q=${encodeURIComponent("civil")}`);
    const download = page.waitForEvent("download");
    await list.getByRole("link", { name: t(lang, "library:item.download", { title: CIVIL_CODE[lang] }) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(CIVIL_CODE.file);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });
}

test("library downloads serve library files only, with their content type", async ({ request }) => {
  const listing = await (await request.get("/legal-library?q=civil", { headers: { cookie: "lang=en" } })).text();
  const href = /href="(\/legal-library\/[0-9a-f-]+\/download)"/.exec(listing)![1]!;
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect(response.headers()["content-disposition"]).toContain("attachment");
  expect((await request.get("/legal-library/00000000-0000-4000-8000-000000000000/download")).status()).toBe(404);
  expect((await request.get("/legal-library/..%2F..%2Fsecrets.json/download")).status()).toBe(404);
});
