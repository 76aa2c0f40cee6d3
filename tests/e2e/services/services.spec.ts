/**
 * Service pages (issue 3 §1) in both languages, with JavaScript on and off: browse the overview,
 * open a service, read it (who it is for, steps, documents, fee, questions that open as plain
 * <details>), follow the call to action to /consultations with the service prefilled; the JSON-LD
 * carries the response's CSP nonce. Axe runs on the overview and a service page.
 */
import { fixtureSessionCookie } from "../support/consultations";
import { expect, test } from "@playwright/test";
import { SERVICE_PAGES } from "../../../scripts/seed-service-pages";
import { LANGS } from "../support/fixtures";
import { expectDocumentLang, jsEnabled, open, setLang, t, waitForHydration } from "../support/helpers";
import { expectNoAxeViolations } from "../support/axe";

const pageOf = (slug: string) => SERVICE_PAGES.find((p) => p.slug === slug)!;
const OVERVIEW = pageOf("/services");
const FAMILY = pageOf("/services/family");
const TRANSLATION = pageOf("/legal-translation");
const EMPLOYMENT = pageOf("/services/employment");

for (const lang of LANGS) {
  test(`services: overview → a service → FAQ → book this service [${lang}]`, async ({ page, context }) => {
    // Hydration mismatches and CSP refusals show up as console errors.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await setLang(context, lang);
    await open(page, "/services");
    await expectDocumentLang(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OVERVIEW[lang].title);

    // The overview links every other service (and any page the back office created, which other specs publish).
    const all = page.getByRole("region", { name: t(lang, "pages:servicePage.allServices") });
    for (const slug of OVERVIEW.relatedSlugs) await expect(all.locator(`a[href="${slug}"]`)).toHaveText(pageOf(slug)[lang].title);
    await all.getByRole("link", { name: FAMILY[lang].title, exact: true }).click();
    await expect(page).toHaveURL(/\/services\/family$/);
    if (jsEnabled(test.info())) await waitForHydration(page);

    // Headings, breadcrumbs and every part of the page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAMILY[lang].title);
    const crumbs = page.getByRole("navigation", { name: t(lang, "nav.breadcrumbs") });
    await expect(crumbs.getByRole("link", { name: OVERVIEW[lang].title })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("heading", { level: 2, name: t(lang, "pages:servicePage.audience") })).toBeVisible();
    const steps = page.getByRole("region", { name: t(lang, "pages:servicePage.steps") }).getByRole("listitem");
    await expect(steps).toHaveText(FAMILY[lang].steps);
    // Numbered in the page's digits: ١. ٢. on Arabic pages (issue 29), 1. 2. on English ones.
    expect(await page.locator("ol.steps").first().evaluate((el) => getComputedStyle(el).listStyleType)).toBe(lang === "ar" ? "arabic-indic" : "decimal");
    const documents = page.getByRole("region", { name: t(lang, "pages:servicePage.documents") }).getByRole("listitem");
    await expect(documents).toHaveText(FAMILY[lang].documents);
    await expect(page.getByTestId("service-fees")).toContainText(FAMILY[lang].feeNote);

    // A question opens on click, with or without JavaScript.
    const faq = FAMILY[lang].faqs[1]!;
    const item = page.locator("details.faq-item").filter({ hasText: faq.question });
    await expect(item.getByText(faq.answer)).toBeHidden();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByText(faq.answer)).toBeVisible();

    // Related services are links to their pages.
    const related = page.getByRole("region", { name: t(lang, "pages:servicePage.related") }).getByRole("link");
    await expect(related).toHaveCount(FAMILY.relatedSlugs.length);

    // The call to action books a consultation for this service.
    const cta = page.getByTestId("service-cta");
    await expect(cta).toHaveText(t(lang, "pages:servicePage.bookService"));
    await expect(cta).toHaveAttribute("href", "/consultations?service=services/family");
    await cta.click();
    await expect(page).toHaveURL(/\/consultations\?service=services(\/|%2F)family$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "pages:consultations.heading"));
    expect(errors).toEqual([]);
  });

  test(`services: a fixed fee in QAR and JSON-LD with the CSP nonce [${lang}]`, async ({ page, context }) => {
    await setLang(context, lang);
    await open(page, "/legal-translation");
    const amount = new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA", { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(
      TRANSLATION.feeQar!,
    );
    await expect(page.getByTestId("service-fees")).toContainText(t(lang, "pages:servicePage.feeFrom", { amount }));

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const service = ld["@graph"].find((node: { "@type": string }) => node["@type"] === "LegalService");
    expect(service).toMatchObject({
      name: TRANSLATION[lang].title,
      areaServed: { "@type": "Country" },
      makesOffer: { "@type": "Offer", price: TRANSLATION.feeQar, priceCurrency: "QAR" },
    });
    expect(ld["@graph"].some((node: { "@type": string }) => node["@type"] === "FAQPage")).toBe(true);
    const fixtureCookie = fixtureSessionCookie("individual");

    // The served HTML puts the response's nonce on the script (browsers hide it from the DOM); a page
    // from the page cache lists its inline scripts' hashes instead (decision record 029). A signed-in
    // request is never from the cache, so it shows the nonce rule.
    const response = await page.request.get("/legal-translation", { headers: { cookie: `lang=${lang}; ${fixtureCookie}` } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    const anonymous = await page.request.get("/legal-translation", { headers: { cookie: `lang=${lang}` } });
    const policy = anonymous.headers()["content-security-policy"] ?? "";
    if (anonymous.headers()["x-page-cache"] === "hit") expect(policy).toMatch(/script-src 'self' 'sha256-/);
    else expect(policy).toMatch(/script-src 'self' 'nonce-/);
    expect(await anonymous.text()).toContain('<script type="application/ld+json"');
  });

  test(`services: employment and labour from the overview to the lawyers who handle it [${lang}]`, async ({ page, context }) => {
    // Issue 27 §5: listed on the overview, with its fee and questions, and the directory filtered to its area.
    await setLang(context, lang);
    await open(page, "/services");
    const all = page.getByRole("region", { name: t(lang, "pages:servicePage.allServices") });
    await all.getByRole("link", { name: EMPLOYMENT[lang].title, exact: true }).click();
    await expect(page).toHaveURL(/\/services\/employment$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EMPLOYMENT[lang].title);
    const amount = new Intl.NumberFormat(lang === "ar" ? "ar-QA" : "en-QA", { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(
      EMPLOYMENT.feeQar!,
    );
    await expect(page.getByTestId("service-fees")).toContainText(t(lang, "pages:servicePage.feeFrom", { amount }));
    await expect(page.locator("details.faq-item")).toHaveCount(EMPLOYMENT[lang].faqs.length);
    await expect(page.getByTestId("service-cta")).toHaveAttribute("href", "/consultations?service=services/employment");

    await page.getByRole("link", { name: t(lang, "pages:servicePage.findLawyer") }).click();
    await expect(page).toHaveURL(/\/browse-law-firms\?area=employment$/);
    await expect(page.getByLabel(t(lang, "lawyers:search.area"))).toHaveValue("employment");
    const cards = page.getByTestId("lawyer-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    for (const card of await cards.all()) await expect(card).toContainText(t(lang, "lawyers:areas.employment"));
  });

  test(`services: no axe violations on the overview and a service page [${lang}]`, async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "axe runs its script in the page");
    await setLang(context, lang);
    for (const path of ["/services", "/services/commercial/litigation"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page, { what: path });
    }
  });
}
