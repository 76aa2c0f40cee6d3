/**
 * The lawyer directory (issue 3 §2) in both languages, with JavaScript on and off: search by name in
 * either script (letter variants included), filter, page through, open a profile and its booking link.
 * Without JavaScript the form is a plain GET; with it the results follow the fields without a reload.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGS, type Lang } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, open, setLang, t } from "../support/helpers";

// The hand-written sample lawyers of scripts/seed-data.ts (seeded on every start).
const NAIMI = { id: "5a1e0000-0000-4000-8000-000000000002", ar: "محمد خالد النعيمي", en: "Mohammed Khalid Al-Naimi" };
const MOHANNADI = { id: "5a1e0000-0000-4000-8000-000000000003", ar: "سارة أحمد المهندي", en: "Sara Ahmed Al-Mohannadi" };

/** Types into the search box; without JavaScript the form is sent with its button. */
async function search(page: Page, lang: Lang, text: string) {
  const box = page.getByLabel(t(lang, "lawyers:search.q"));
  if (jsEnabled(test.info())) {
    await box.fill("");
    await box.pressSequentially(text, { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get("q") === text);
  } else {
    await box.fill(text);
    await page.getByRole("button", { name: t(lang, "lawyers:search.submit") }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === text);
  }
}

async function choose(page: Page, lang: Lang, label: string, value: string) {
  await page.getByLabel(t(lang, label)).selectOption(value);
  if (!jsEnabled(test.info())) await page.getByRole("button", { name: t(lang, "lawyers:search.submit") }).click();
}

const results = (page: Page) => page.getByTestId("lawyer-list").getByRole("link");

for (const lang of LANGS) {
  test(`directory: search in both scripts, filter, page, open a profile [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/browse-law-firms");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:directory.heading"));
    await expect(page.getByTestId("lawyer-card")).toHaveCount(12);

    // Pages are links: the second page is a URL of its own.
    await page.getByRole("link", { name: t(lang, "lawyers:search.next") }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId("lawyer-card").first()).toBeVisible();

    await open(page, "/browse-law-firms");
    // With JavaScript the page must not reload while the results change.
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));

    // Arabic and English spellings of the same name find the same lawyer.
    await search(page, lang, "محمد");
    await expect(results(page).filter({ hasText: NAIMI[lang] })).toHaveCount(1);
    await search(page, lang, "Mohammed");
    await expect(results(page).filter({ hasText: NAIMI[lang] })).toHaveCount(1);
    // احمد (no hamza) finds أحمد.
    await search(page, lang, "احمد المهندي");
    await expect(results(page)).toHaveText([MOHANNADI[lang]]);

    // Filters narrow the search and stay in the URL.
    await search(page, lang, "محمد");
    await choose(page, lang, "lawyers:search.area", "commercial-litigation");
    await expect(page).toHaveURL(/area=commercial-litigation/);
    await choose(page, lang, "lawyers:search.city", "doha");
    await expect(page).toHaveURL(/city=doha/);
    await expect(results(page).filter({ hasText: NAIMI[lang] })).toHaveCount(1);
    await choose(page, lang, "lawyers:search.city", "dukhan");
    await expect(page).toHaveURL(/city=dukhan/);
    await expect(page.getByTestId("directory-empty")).toContainText(t(lang, "lawyers:search.empty"));
    if (jsEnabled(test.info())) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // A shared link shows the same state, and the profile opens from it.
    await open(page, `/browse-law-firms?q=${encodeURIComponent("النعيمي")}&area=commercial-litigation&city=doha`);
    await expect(page.getByLabel(t(lang, "lawyers:search.q"))).toHaveValue("النعيمي");
    await expect(page.getByLabel(t(lang, "lawyers:search.city"))).toHaveValue("doha");
    await results(page).filter({ hasText: NAIMI[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`/lawyer-profile/${NAIMI.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAIMI[lang]);
    await expect(page.getByTestId("sample-badge")).toHaveText(t(lang, "lawyers:badges.sample"));
    const services = page.getByRole("region", { name: t(lang, "lawyers:profile.practiceAreas") });
    await expect(services.getByRole("link", { name: t(lang, "lawyers:areas.commercial-litigation"), exact: true })).toHaveAttribute(
      "href",
      "/services/commercial/litigation",
    );
    const fee = new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA", { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(600);
    await expect(page.getByTestId("consultation-fees")).toContainText(fee);
    await expect(page.getByRole("link", { name: t(lang, "lawyers:profile.bookWith", { name: NAIMI[lang] }) })).toHaveAttribute(
      "href",
      `/consultations?lawyer=${NAIMI.id}`,
    );
  });
}
