/**
 * spec §2 route by route, for every kind of visitor, over plain HTTP (no redirects followed):
 * the status or redirect each guard gives, the document language and direction, and the
 * security headers. Runs in the "js" project only (it uses no browser).
 */
import fs from "node:fs";
import { expect, test, type APIResponse } from "@playwright/test";
import { FIXTURE_CASE, LANGS, SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID, UNKNOWN_UUID, type FixtureRole, type Lang } from "../support/fixtures";
import { authStatePath } from "../support/paths";

type Viewer = "anonymous" | FixtureRole;
const VIEWERS: Viewer[] = ["anonymous", "individual", "unset", "company", "lawyer", "admin"];

/** An expected answer: a status, or a redirect to a path (query ignored). */
type Expect = { status: number } | { redirect: string; status?: number };
const OK: Expect = { status: 200 };
const NOT_FOUND: Expect = { status: 404 };
const TO_CLIENT_AREA: Expect = { redirect: "/client-area" };

const DASHBOARD: Record<FixtureRole, string> = {
  individual: "/dashboard/user",
  unset: "/dashboard/user",
  company: "/dashboard/company",
  lawyer: "/dashboard/lawyer",
  admin: "/dashboard/admin",
};

const PUBLIC_PAGES = [
  "/",
  "/services",
  "/company-services",
  "/company-services/qfc-qicdrc/litigation",
  "/browse-law-firms",
  `/lawyer-profile/${SAMPLE_LAWYER_ID}`,
  "/consultations",
  "/voice-consultation",
  "/legal-updates",
  `/legal-updates/${SAMPLE_UPDATE_ID}`,
  "/legal-translation",
  "/careers",
  "/legal-library",
  "/services/commercial",
  "/services/commercial/litigation",
  "/services/criminal",
  "/services/family",
  "/services/employment",
  "/services/dispute-resolution",
  "/services/comprehensive-list",
  "/services/civil-cases",
  "/services/commercial-cases",
  "/services/contract-drafting",
  "/update-password",
  "/about",
  "/contact",
];

const PLACEHOLDERS = [
  "/services/labor-cases/sub-services",
  "/services/rental-disputes/sub-services",
  "/services/arbitration/sub-services",
  "/company-services/qfc-qicdrc/registration",
  "/contracts",
  "/compliance",
  "/fdi",
  "/company-services/general/governance",
  "/m-and-a",
  "/restructuring",
  "/ip",
];

const UNKNOWN = [
  `/lawyer-profile/${UNKNOWN_UUID}`,
  "/lawyer-profile/not-a-lawyer-id",
  `/lawyer-profile/${"x".repeat(80)}`,
  `/legal-updates/${UNKNOWN_UUID}`,
  "/legal-updates/not-an-update-id",
  `/legal-updates/${"9".repeat(80)}`,
  "/this-page-does-not-exist",
  "/services/no-such-service",
  "/dashboard/nobody",
];

/** What spec §2's guards give `viewer` on each route. */
function table(viewer: Viewer): [string, Expect][] {
  const signedIn = viewer !== "anonymous";
  const role = (r: FixtureRole[]): Expect => (!signedIn ? TO_CLIENT_AREA : r.includes(viewer) ? OK : TO_CLIENT_AREA);
  const caseReader = viewer === "individual" || viewer === "lawyer" || viewer === "admin";
  return [
    ...PUBLIC_PAGES.map((p): [string, Expect] => [p, OK]),
    ...PLACEHOLDERS.map((p): [string, Expect] => [p, NOT_FOUND]),
    ...UNKNOWN.map((p): [string, Expect] => [p, NOT_FOUND]),
    ["/services/family-cases/sub-services", { redirect: "/services/family", status: 301 }],
    ["/services/contract-drafting/sub-services", { redirect: "/services/contract-drafting", status: 301 }],
    ["/client-area", signedIn ? { redirect: DASHBOARD[viewer] } : OK],
    ["/signup", signedIn ? { redirect: "/" } : OK],
    ["/forgot-password", signedIn ? { redirect: "/" } : OK],
    ["/dashboard/user", role(["individual", "unset"])],
    ["/dashboard/company", role(["company"])],
    ["/dashboard/lawyer", role(["lawyer"])],
    ["/dashboard/lawyer/profile", role(["lawyer"])],
    ["/dashboard/lawyer/availability", role(["lawyer"])],
    ["/dashboard/lawyer/reviews", role(["lawyer"])],
    ["/dashboard/lawyer/standing", role(["lawyer"])],
    ["/dashboard/admin", role(["admin"])],
    ["/dashboard/admin/reviews", role(["admin"])],
    ["/dashboard/admin/firm", role(["admin"])],
    ["/dashboard/admin/standing", role(["admin"])],
    ["/admin/cases", role(["admin"])],
    ["/account-settings", signedIn ? OK : TO_CLIENT_AREA],
    [`/case/${FIXTURE_CASE.id}`, !signedIn ? TO_CLIENT_AREA : caseReader ? OK : NOT_FOUND],
    [`/case/${UNKNOWN_UUID}`, signedIn ? NOT_FOUND : TO_CLIENT_AREA],
    ["/case/not-a-case-id", signedIn ? NOT_FOUND : TO_CLIENT_AREA],
    [`/case/${"c".repeat(80)}`, signedIn ? NOT_FOUND : TO_CLIENT_AREA],
  ];
}

function sessionCookie(viewer: Viewer): string {
  if (viewer === "anonymous") return "";
  const state = JSON.parse(fs.readFileSync(authStatePath(viewer), "utf8")) as { cookies: { name: string; value: string }[] };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

function checkHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect.soft(csp, `CSP on ${where}`).toContain("default-src 'self'");
  // A nonce per response, or for a page from the page cache its inline scripts' hashes (decision record 029); never 'unsafe-inline'.
  expect.soft(csp, `CSP on ${where}`).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]+'|('sha256-[A-Za-z0-9+/=]+' ?)+);/);
  expect.soft(csp, `CSP on ${where}`).toContain("frame-ancestors 'none'");
  expect.soft(csp, `CSP on ${where}`).toContain("object-src 'none'");
  expect.soft(headers["x-content-type-options"], `nosniff on ${where}`).toBe("nosniff");
  expect.soft(headers["x-frame-options"], `X-Frame-Options on ${where}`).toBe("DENY");
  expect.soft(headers["referrer-policy"], `Referrer-Policy on ${where}`).toBe("strict-origin-when-cross-origin");
}

test.describe.configure({ mode: "parallel" });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "plain HTTP: once is enough");
});

for (const lang of LANGS) {
  for (const viewer of VIEWERS) {
    test(`route table: ${viewer} [${lang}]`, async ({ request }) => {
      const cookie = [`lang=${lang}`, sessionCookie(viewer)].filter(Boolean).join("; ");
      for (const [route, want] of table(viewer)) {
        const where = `${route} as ${viewer} [${lang}]`;
        const response = await request.get(route, { headers: { Cookie: cookie }, maxRedirects: 0 });
        checkHeaders(response, where);
        if ("redirect" in want) {
          expect.soft(response.status(), `status of ${where}`).toBe(want.status ?? 302);
          const location = response.headers()["location"] ?? "";
          expect.soft(new URL(location, "http://x").pathname, `redirect of ${where}`).toBe(want.redirect);
          if (want.redirect === "/client-area" && viewer === "anonymous") {
            // The guard sends the visitor back afterwards, to a same-site path only.
            expect.soft(new URL(location, "http://x").searchParams.get("redirectTo"), `redirectTo of ${where}`).toBe(route);
          }
          continue;
        }
        expect.soft(response.status(), `status of ${where}`).toBe(want.status);
        const html = await response.text();
        expect.soft(response.headers()["content-type"] ?? "", `type of ${where}`).toContain("text/html");
        expectHtmlLang(html, lang, where);
        if (viewer !== "anonymous") {
          expect.soft(response.headers()["cache-control"] ?? "", `cache of ${where}`).toContain("no-store");
        }
      }
    });
  }
}

function expectHtmlLang(html: string, lang: Lang, where: string) {
  const dir = lang === "ar" ? "rtl" : "ltr";
  expect.soft(html, `<html> of ${where}`).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
}

test("no language cookie: Arabic, right to left", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js");
  for (const route of ["/", "/client-area", "/signup", "/no-such-page"]) {
    const response = await request.get(route, { maxRedirects: 0 });
    expectHtmlLang(await response.text(), "ar", route);
  }
  // An unsupported value falls back to the default too.
  const response = await request.get("/", { headers: { Cookie: "lang=fr" } });
  expectHtmlLang(await response.text(), "ar", "/ with lang=fr");
});

test("static assets and the health check carry the security headers", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js");
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  checkHeaders(health, "/healthz");
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  checkHeaders(favicon, "/favicon.svg");
});
