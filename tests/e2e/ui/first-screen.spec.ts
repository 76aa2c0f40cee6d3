/**
 * Issue 13 §3, "real page layouts": the home page sells the firm (trust signals, practice areas with icons,
 * how it works, lawyers, latest updates, a way to book), and the directory's results start above the fold
 * on a laptop, with the filters beside or above them. Both languages, JavaScript on and off: the page is
 * the server's either way. (Geometry at every width is tests/e2e/ui/layout-widths.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { LANGS } from "../support/fixtures";
import { expectDocumentLang, open, setLang, t } from "../support/helpers";

const LAPTOP = { width: 1280, height: 800 };

for (const lang of LANGS) {
  test(`the home page shows trust signals, practice areas, the steps, lawyers and updates, and leads to booking [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:home.hero.title"));
    await expect(page.locator(".hero").getByRole("link", { name: t(lang, "pages:home.hero.primary") })).toHaveAttribute("href", /^\/consultations/);

    const trust = page.getByRole("list", { name: t(lang, "pages:home.trust.label") });
    await expect(trust.getByRole("listitem")).toHaveCount(4);
    await expect(trust.locator("svg")).toHaveCount(4);

    // Every practice area is a tile with its icon, leading to its service page (tests/e2e/services covers those).
    const areas = page.getByTestId("home-areas").getByRole("link");
    expect(await areas.count()).toBeGreaterThan(3);
    for (const area of await areas.all()) {
      await expect(area.locator("svg")).toHaveCount(1);
      await expect(area).toHaveAttribute("href", /^\/[a-z]/);
    }

    // How it works: numbered in the page's digits.
    const steps = page.locator("#home-steps + .step-list > li");
    expect(await steps.count()).toBeGreaterThan(2);
    await expect(steps.first().locator(".step-number")).toHaveText(lang === "ar" ? "١" : "1");

    await expect(page.getByTestId("home-lawyers").locator('a[href^="/lawyer-profile/"]').first()).toBeVisible();
    await expect(page.getByTestId("home-updates").locator('a[href^="/legal-updates/"]').first()).toBeVisible();
  });

  test(`the directory's first results are above the fold on a laptop, with the filters beside or above them [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await page.setViewportSize(LAPTOP);
    await open(page, "/browse-law-firms");
    const first = page.getByTestId("lawyer-list").getByTestId("lawyer-card").first();
    await expect(first).toBeVisible();
    const card = (await first.boundingBox())!;
    expect(card.y, "the first lawyer starts within the first screen").toBeLessThan(LAPTOP.height - 120);
    const filters = (await page.locator(".directory-layout > :first-child").boundingBox())!;
    const besideOrAbove = filters.y + filters.height <= card.y + 1 || filters.x + filters.width <= card.x + 1 || card.x + card.width <= filters.x + 1;
    expect(besideOrAbove, "the filters sit beside or above the results").toBe(true);
  });
}
