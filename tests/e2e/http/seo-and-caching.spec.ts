/**
 * Issue 3 §5: language alternates, sitemap, robots, and caching of anonymous pages. Plain HTTP,
 * so it runs in the "js" project only (playwright.config.ts ignores http/ in "no-js").
 */
import { expect, test } from "@playwright/test";
import { BASE_URL, SAMPLE_LAWYER_ID } from "../support/fixtures";


test("an anonymous page carries an ETag and revalidates to 304 without replacing the CSP", async ({ request }) => {
  const first = await request.get("/services", { headers: { cookie: "" } });
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers()["vary"]).toContain("Cookie");

  const again = await request.get("/services", { headers: { "if-none-match": etag!, cookie: "" } });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  expect(await again.body()).toHaveLength(0);
});

test("?lang=en renders English, keeps it in the cookie, and is never stored by shared caches", async ({ request }) => {
  const response = await request.get("/services?lang=en", { headers: { cookie: "" } });
  const html = await response.text();
  expect(html).toContain('<html lang="en" dir="ltr"');
  expect(response.headers()["set-cookie"]).toContain("lang=en");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/services?lang=en"/>`);
  expect(html).toContain(`hrefLang="ar" href="${BASE_URL}/services"`);
  expect(html).toContain('property="og:locale" content="en_QA"');
});

test("the default Arabic page names itself canonical; personal pages and 404s are noindex", async ({ request }) => {
  const home = await (await request.get("/services/family", { headers: { cookie: "" } })).text();
  expect(home).toContain(`<link rel="canonical" href="${BASE_URL}/services/family"/>`);
  expect(home).toContain(`hrefLang="en" href="${BASE_URL}/services/family?lang=en"`);
  expect(home).toContain('property="og:title"');
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex"/>');
  expect(await (await request.get("/client-area")).text()).toContain('<meta name="robots" content="noindex"/>');
});

test("sitemap.xml lists public pages in both languages and the listed lawyers; robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${BASE_URL}/services/commercial</loc>`);
  expect(xml).toContain(`<loc>${BASE_URL}/services/commercial?lang=en</loc>`);
  expect(xml).toContain(`/lawyer-profile/${SAMPLE_LAWYER_ID}`);
  expect(xml).not.toContain("/dashboard/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /dashboard/");
});
