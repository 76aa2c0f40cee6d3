/**
 * Issue 14 §2: anonymous public pages from the server's memory (server/http/page-cache.ts): the second
 * visitor gets the kept bytes, with the inline scripts allowed by hash instead of a nonce, and the page
 * still runs its scripts; a matching ETag is a 304 without rendering; a content change empties the cache
 * at once; signed-in visitors and search queries never get a kept page.
 */
import { expect, test } from "@playwright/test";
import { fixtureSessionCookie, trpcMutation } from "../support/consultations";
import { BASE_URL } from "../support/fixtures";

const anonymous = { cookie: "" };
/** An English visitor who chose the language earlier: the cookie alone (a ?lang= that differs from it sets a cookie, and such answers are never kept). */
const english = { cookie: "lang=en" };

// One page cache per server: a test that changes content empties it, so these run one after the other (run in
// parallel, a warm page could be emptied between warming and reading).
test.describe.configure({ mode: "serial" });

test("the second anonymous request is served from the cache, with script hashes in the CSP", async ({ request }) => {
  const path = "/legal-updates";
  await request.get(path, { headers: english });
  const hit = await request.get(path, { headers: { ...english, "accept-encoding": "gzip" } });
  expect(hit.status()).toBe(200);
  expect(hit.headers()["x-page-cache"]).toBe("hit");
  expect(hit.headers()["content-encoding"]).toBe("gzip");
  const csp = hit.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("nonce-");
  const html = await hit.text();
  expect(html).toContain('<html lang="en" dir="ltr"');

  // A matching ETag: 304 from the cache, without the policy (the browser keeps its copy's).
  const again = await request.get(path, { headers: { ...english, "if-none-match": hit.headers()["etag"]! } });
  expect(again.status()).toBe(304);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["content-security-policy"]).toBeUndefined();
});

test("a page from the cache still runs its scripts under its hash-based policy", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "needs JavaScript");
  await page.context().addCookies([{ name: "lang", value: "en", url: BASE_URL }]);
  await request.get("/careers", { headers: english });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${BASE_URL}/careers`);
  expect(response!.headers()["x-page-cache"]).toBe("hit");
  // Hydrated: React took over the page (Remix marks the document once its entry script ran).
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __remixContext?: unknown }).__remixContext)).toBe("object");
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter))).toBe(true);
  expect(violations).toEqual([]);
});

test("a content change empties the cache at once", async ({ request }) => {
  const admin = fixtureSessionCookie("admin");
  const path = "/careers";
  await request.get(path, { headers: english });
  const before = await request.get(path, { headers: english });
  expect(before.headers()["x-page-cache"]).toBe("hit");

  const title = `Cache check ${Date.now()}`;
  const closesOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await trpcMutation<{ id: string }>(request, {
    path: "careers.create",
    cookie: admin,
    input: {
      content: {
        titleAr: `وظيفة ${title}`,
        titleEn: title,
        descriptionAr: "وصف الوظيفة للاختبار، مكتوب بما يكفي من الكلمات.",
        descriptionEn: "A job description for the test, written with enough words.",
        requirementsAr: [],
        requirementsEn: [],
        locationAr: "الدوحة",
        locationEn: "Doha",
        employmentType: "full_time",
        closesOn,
      },
    },
  });
  await trpcMutation(request, { path: "careers.open", cookie: admin, input: { id: created.id } });
  await expect
    .poll(async () => {
      const response = await request.get(path, { headers: english });
      return (await response.text()).includes(title);
    })
    .toBe(true);
});

test("signed-in visitors and search queries never get a kept page", async ({ request }) => {
  const cookie = fixtureSessionCookie("individual");
  await request.get("/services", { headers: anonymous });
  await request.get("/services", { headers: anonymous });
  const signedIn = await request.get("/services", { headers: { cookie } });
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");

  await request.get("/browse-law-firms?q=family", { headers: anonymous });
  const search = await request.get("/browse-law-firms?q=family", { headers: anonymous });
  expect(search.headers()["x-page-cache"]).toBeUndefined();
});
