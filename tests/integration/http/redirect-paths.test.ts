/**
 * Issue 25 §3: the sign-in page (`/client-area?redirectTo=…`, its form carries the value back) and the
 * language toggle (`/set-language`) never answer with a Location that a browser follows to another site,
 * and a value no header can hold (a newline, U+3000) is a normal redirect to the fallback, never a 500.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { action as signInAction } from "~/routes/client-area/route";
import { action as setLanguageAction } from "~/routes/set-language/route";
import { useTestDatabase } from "../../setup/db";
import { TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const SITE = "http://localhost:3000";
const args = (request: Request) => ({ request, params: {}, context: {} });

const PAYLOADS = [
  "/\t/evil.example/phish",
  "/%09/evil.example/phish",
  "/\n/evil.example",
  "/\r\nSet-Cookie: x=1",
  "/%0D%0ASet-Cookie:%20x=1",
  "//evil.example",
  "/\\evil.example",
  "/%2F/evil.example",
  "/%5C/evil.example",
  "/%252F%252Fevil.example",
  "/.//evil.example",
  "/\u3000/evil.example",
  "/\u2028/evil.example",
  "javascript:alert(1)",
  "https://evil.example/",
];

let ip = 0;
function post(url: string, fields: Record<string, string>, cookie = "lang=en"): Request {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, origin: SITE, "x-client-ip": `10.25.3.${++ip}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The redirect's Location, asserted to stay on the site as a browser would follow it. */
function expectOnSite(result: Awaited<ReturnType<typeof runRoute>>, label: string): string {
  expect(result.kind, label).toBe("response");
  expect(result.status, label).toBeGreaterThanOrEqual(300);
  expect(result.status, label).toBeLessThan(400);
  const location = result.headers.get("location") ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
  expect(/[\u0000-\u0020\u007f-\uffff\\]/.test(location), `${label} → ${JSON.stringify(location)}`).toBe(false);
  expect(location.startsWith("/") && !location.startsWith("//"), `${label} → ${JSON.stringify(location)}`).toBe(true);
  expect(new URL(location, `${SITE}/client-area`).origin, label).toBe(SITE);
  return location;
}

describe("/client-area?redirectTo=", () => {
  it("sends the person who signed in to their dashboard, never to the other site", async () => {
    for (const payload of PAYLOADS) {
      // One account per payload: sign-in is rate-limited per address.
      const person = await userWithRole(db, "individual");
      const url = `${SITE}/client-area?redirectTo=${encodeURIComponent(payload)}`;
      const result = await runRoute(() => signInAction(args(post(url, { email: person.email, password: TEST_PASSWORD, intent: "password", redirectTo: payload }))));
      expect(expectOnSite(result, JSON.stringify(payload))).toBe("/dashboard/user");
    }
  });

  it("still goes back to a same-site path, percent-encoded when it is not ASCII", async () => {
    const person = await userWithRole(db, "individual");
    const back = "/consultations?service=family&step=details";
    const result = await runRoute(() => signInAction(args(post(`${SITE}/client-area`, { email: person.email, password: TEST_PASSWORD, intent: "password", redirectTo: back }))));
    expect(expectOnSite(result, back)).toBe(back);
    const arabic = await userWithRole(db, "individual");
    const search = await runRoute(() =>
      signInAction(args(post(`${SITE}/client-area`, { email: arabic.email, password: TEST_PASSWORD, intent: "password", redirectTo: "/legal-library?q=عقد" }))),
    );
    expect(expectOnSite(search, "arabic")).toBe("/legal-library?q=%D8%B9%D9%82%D8%AF");
  });
});

describe("/set-language", () => {
  it("goes back to the home page for every off-site or unsendable way back, with a redirect and never a 500", async () => {
    for (const payload of PAYLOADS) {
      for (const locale of ["en", "ar", "xx"]) {
        const result = await runRoute(() => setLanguageAction(args(post(`${SITE}/set-language`, { locale, redirectTo: payload }))));
        expect(result.status, JSON.stringify(payload)).toBe(303);
        expect(expectOnSite(result, `${locale} ${JSON.stringify(payload)}`)).toBe("/");
      }
    }
  });

  it("returns to the page the toggle was on", async () => {
    const result = await runRoute(() => setLanguageAction(args(post(`${SITE}/set-language`, { locale: "ar", redirectTo: "/lawyers?q=a+b&page=2" }))));
    expect(expectOnSite(result, "same page")).toBe("/lawyers?q=a+b&page=2");
    expect(result.headers.get("set-cookie")).toContain("lang=ar");
  });
});
