/**
 * Issue 25 §2: better-auth's HTTP API is reachable only where the app's own flows need it (the reset
 * link, the OpenID callback). Each endpoint the review used to get around the app's rules is tried here
 * with a real session and answers "not found", changing nothing; the session check never shows a token.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { accountNameOrRefuse } from "#server/auth/auth";
import { isAllowedAuthRequest } from "#server/auth/http-allowlist";
import { action as authAction, loader as authLoader } from "~/routes/api/auth/$/route";
import { loader as sessionLoader } from "~/routes/api/session/route";
import { useTestDatabase } from "../../setup/db";
import { TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const BASE = "http://localhost:3000";
const args = (request: Request) => ({ request, params: {}, context: {} });

function call(method: "GET" | "POST", path: string, opts: { cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ origin: BASE, "x-client-ip": "10.31.0.1", "content-type": "application/json" });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const request = new Request(`${BASE}${path}`, { method, headers, body: method === "POST" ? JSON.stringify(opts.body ?? {}) : undefined });
  return runRoute(() => (method === "GET" ? authLoader(args(request)) : authAction(args(request))));
}

describe("the better-auth API behind an allowlist", () => {
  it("answers 404 to every endpoint the app does not use, signed in or not, and changes nothing", async () => {
    const person = await userWithRole(db, "individual");
    const cookie = person.headers.get("cookie")!;
    const before = await db.selectFrom("user").select(["name", "twoFactorEnabled"]).where("id", "=", person.userId).executeTakeFirstOrThrow();
    const attempts: ["GET" | "POST", string, unknown?][] = [
      ["POST", "/api/auth/sign-in/email", { email: person.email, password: TEST_PASSWORD }],
      ["POST", "/api/auth/sign-up/email", { email: "api.direct@example.qa", password: TEST_PASSWORD, name: "<b>x</b>" }],
      ["POST", "/api/auth/two-factor/enable", { password: TEST_PASSWORD }],
      ["POST", "/api/auth/two-factor/disable", { password: TEST_PASSWORD }],
      ["POST", "/api/auth/two-factor/get-totp-uri", { password: TEST_PASSWORD }],
      ["POST", "/api/auth/two-factor/verify-totp", { code: "123456", trustDevice: true }],
      ["GET", "/api/auth/list-sessions"],
      ["GET", "/api/auth/get-session"],
      ["POST", "/api/auth/update-user", { name: "=HYPERLINK(\"http://evil\")" }],
      ["POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "another long password 77" }],
      ["POST", "/api/auth/change-email", { newEmail: "taken.over@example.qa" }],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["POST", "/api/auth/delete-user", { password: TEST_PASSWORD }],
      ["POST", "/api/auth/sign-in/social", { provider: "oidc" }],
      ["GET", "/api/auth//get-session"],
      ["GET", "/api/auth/%67et-session"],
      ["GET", "/api/auth/reset-password/../get-session"],
      ["POST", "/api/auth/reset-password/abc"],
    ];
    for (const [method, path, body] of attempts) {
      const result = await call(method, path, { cookie, body });
      expect(`${method} ${path}: ${result.status}`).toBe(`${method} ${path}: 404`);
    }
    const after = await db.selectFrom("user").select(["name", "twoFactorEnabled"]).where("id", "=", person.userId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await db.selectFrom("user").select("id").where("email", "=", "api.direct@example.qa").executeTakeFirst()).toBeUndefined();
  });

  it("lets the reset link and the OpenID callback through to better-auth", async () => {
    expect(isAllowedAuthRequest({ method: "GET", url: `${BASE}/api/auth/reset-password/AbC123_-x?callbackURL=%2Fupdate-password` })).toBe(true);
    expect(isAllowedAuthRequest({ method: "GET", url: `${BASE}/api/auth/callback/oidc?code=x&state=y` })).toBe(true);
    expect(isAllowedAuthRequest({ method: "POST", url: `${BASE}/api/auth/callback/oidc` })).toBe(true);
    expect(isAllowedAuthRequest({ method: "GET", url: `${BASE}/api/auth/callback/github` })).toBe(false);
    // better-auth answers the unknown token itself: a redirect to the page with its error, not our 404.
    const reset = await call("GET", `/api/auth/reset-password/not-a-real-token?callbackURL=${encodeURIComponent(`${BASE}/update-password`)}`);
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toContain("/update-password?error=INVALID_TOKEN");
  });
});

describe("the session check", () => {
  it("says whether the session lives and when it ends, never its token", async () => {
    const person = await userWithRole(db, "company");
    const signedIn = await runRoute(() => sessionLoader(args(new Request(`${BASE}/api/session`, { headers: person.headers }))));
    expect(signedIn.kind).toBe("response");
    const text = await (signedIn as { response: Response }).response.text();
    const token = await db.selectFrom("session").select("token").where("userId", "=", person.userId).executeTakeFirstOrThrow();
    expect(text).not.toContain(token.token);
    expect(JSON.parse(text)).toEqual({ session: { expiresAt: expect.any(String) } });
    expect(signedIn.headers.get("cache-control")).toContain("no-store");

    const anonymous = await runRoute(() => sessionLoader(args(new Request(`${BASE}/api/session`))));
    expect(await (anonymous as { response: Response }).response.json()).toBeNull();
  });
});

describe("names that arrive through better-auth", () => {
  it("enter by the settings page's rule: markup and formulas stripped, long ones cut, non-names refused", () => {
    expect(accountNameOrRefuse("Mariam Al-Kuwari")).toBe("Mariam Al-Kuwari");
    expect(accountNameOrRefuse("مريم الكواري")).toBe("مريم الكواري");
    expect(accountNameOrRefuse("<img src=x onerror=alert(1)>Jane <b>Doe</b>")).toBe("Jane Doe");
    expect(accountNameOrRefuse("=HYPERLINK(\"http://evil\") Sara")).not.toMatch(/[=()"]/);
    expect(accountNameOrRefuse("A".repeat(5000)).length).toBeLessThanOrEqual(100);
    for (const bad of ["", "12345", "<script></script>", "=1+1"]) expect(() => accountNameOrRefuse(bad)).toThrow();
  });
});
