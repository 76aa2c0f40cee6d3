/**
 * Issue 13 §1: the booking's "choose a lawyer" step is narrowed the way the directory is (service and kind,
 * then language, city and highest fee), a page at a time, with each lawyer's first free time, and "any
 * suitable lawyer" always first; a plain GET form without JavaScript, live with it.
 */
import { expect, test } from "@playwright/test";
import { FIXTURE_LAWYER, LANGS } from "../support/fixtures";
import { jsEnabled, open, setLang, t, waitForHydration } from "../support/helpers";

for (const lang of LANGS) {
  test(`choose a lawyer: filters, pages and first free times [${lang}]`, async ({ page, context }, testInfo) => {
    await setLang(context, lang);
    await open(page, "/consultations?service=family&kind=video");
    const choices = page.getByTestId("lawyer-choices");
    const radios = choices.locator('input[type="radio"][name="lawyer"]');
    // "Any suitable lawyer" first, then one page of lawyers.
    await expect(radios.first()).toHaveAttribute("value", "any");
    const firstPage = await radios.count();
    expect(firstPage).toBeGreaterThan(1);
    expect(firstPage).toBeLessThanOrEqual(9);
    await expect(page.getByTestId("lawyer-count")).toBeVisible();

    // The next page shows other lawyers, still after "any suitable lawyer".
    if ((await page.getByTestId("lawyers-next").count()) > 0) {
      const before = await radios.nth(1).getAttribute("value");
      await page.getByTestId("lawyers-next").click();
      await expect(page).toHaveURL(/page=2/);
      await expect(radios.first()).toHaveAttribute("value", "any");
      await expect(radios.nth(1)).not.toHaveAttribute("value", before!);
    }

    // The highest fee typed in Arabic-Indic digits is read as 500: every fee shown for the kind is at most 500.
    await open(page, "/consultations?service=family&kind=video");
    await page.getByLabel(t(lang, "consultations:book.filters.feeMax")).fill("٥٠٠");
    await page.getByTestId("apply-lawyer-filters").click();
    // Without JavaScript the page comes back from the server, which read the digits as 500.
    if (testInfo.project.name !== "js") await expect(page.getByLabel(t(lang, "consultations:book.filters.feeMax"))).toHaveValue("500");
    await expect(choices.locator(`input[value="${FIXTURE_LAWYER.id}"]`)).toHaveCount(1);
    // The fixture lawyer works every weekday: a first free time is shown.
    const fixture = choices.locator("label.lawyer-choice", { has: page.locator(`input[value="${FIXTURE_LAWYER.id}"]`) });
    await expect(fixture.getByTestId("first-free")).toBeVisible();

    // Below the fixture lawyer's fee, they are not listed; "any suitable lawyer" still is.
    await page.getByLabel(t(lang, "consultations:book.filters.feeMax")).fill("100");
    await page.getByTestId("apply-lawyer-filters").click();
    await expect(choices.locator(`input[value="${FIXTURE_LAWYER.id}"]`)).toHaveCount(0);
    await expect(radios.first()).toHaveAttribute("value", "any");

    // Language and city narrow it further; the form keeps what was chosen.
    await page.getByLabel(t(lang, "consultations:book.filters.feeMax")).fill("");
    await page.getByLabel(t(lang, "consultations:book.filters.language"), { exact: true }).selectOption("fr");
    await page.getByLabel(t(lang, "consultations:book.filters.city"), { exact: true }).selectOption("al-wakrah");
    await page.getByTestId("apply-lawyer-filters").click();
    // The select shows the choice at once; the narrowed list comes with the new URL.
    await expect(page).toHaveURL(/language=fr/);
    await expect(page.getByLabel(t(lang, "consultations:book.filters.language"), { exact: true })).toHaveValue("fr");
    await expect(page.getByLabel(t(lang, "consultations:book.filters.city"), { exact: true })).toHaveValue("al-wakrah");
    await expect.poll(() => radios.count()).toBeLessThan(firstPage);
  });
}

for (const lang of LANGS) {
  test(`while a changed filter or another page loads, the list holds skeleton cards and is marked busy [${lang}]`, async ({ page, context }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "without JavaScript the form is a plain GET: the server sends the next page whole");
    await setLang(context, lang);
    await open(page, "/consultations?service=family&kind=video");
    await waitForHydration(page);
    const results = page.getByTestId("lawyer-results");
    const skeleton = page.getByTestId("lawyer-choices-loading");
    const radios = page.getByTestId("lawyer-choices").locator('input[type="radio"][name="lawyer"]');
    await expect(results).toHaveAttribute("aria-busy", "false");

    // A changed filter asks for the list in place (tRPC); its answer is held back to see the waiting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/trpc\/[^?]*consultations\.options/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(t(lang, "consultations:book.filters.language"), { exact: true }).selectOption("en");
    await expect(skeleton).toBeVisible();
    await expect(results).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("lawyer-count")).toHaveText(t(lang, "lawyers:search.updating"));
    // "Any suitable lawyer" stays the first choice meanwhile.
    await expect(radios.first()).toHaveAttribute("value", "any");
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(results).toHaveAttribute("aria-busy", "false");
    await expect(radios.nth(1)).toBeVisible();
    await page.unroute(/\/api\/trpc\/[^?]*consultations\.options/);

    // The next page is a client-side navigation: the same skeleton until the loader answers.
    await open(page, "/consultations?service=family&kind=video");
    await waitForHydration(page);
    // The seeded directory has more family lawyers giving video consultations than one page holds.
    await expect(page.getByTestId("lawyers-next")).toBeVisible();
    let releasePage!: () => void;
    const heldPage = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/consultations\.data/, async (route) => {
      await heldPage;
      await route.continue();
    });
    await page.getByTestId("lawyers-next").click();
    await expect(skeleton).toBeVisible();
    await expect(results).toHaveAttribute("aria-busy", "true");
    releasePage();
    await expect(page).toHaveURL(/page=2/);
    await expect(skeleton).toHaveCount(0);
    await expect(results).toHaveAttribute("aria-busy", "false");
    await expect(radios.first()).toHaveAttribute("value", "any");
  });
}
