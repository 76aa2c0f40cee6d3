/**
 * Issue 10 §3, the pages' loaders and actions as a browser without JavaScript uses them: the admin
 * guard decides the redirect, bad input changes nothing, a refusal comes back in the visitor's
 * language, and the sign-in page tells a suspended account so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { provisionUser } from "#server/accounts/provision";
import { action as signInAction, loader as signInLoader } from "~/routes/client-area/route";
import { loader as listLoader } from "~/routes/dashboard/admin/users/route";
import { action as userAction, loader as userLoader } from "~/routes/dashboard/admin/users/$userId/route";
import { signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { fieldErrorsOf, runRoute } from "../../setup/routes";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Awaited<ReturnType<typeof userWithRole>>;
let lawyer: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin");
  lawyer = await userWithRole(db, "lawyer");
});
afterAll(() => cleanup());

const BASE = "http://localhost:3000";

function get(path: string, headers?: Headers, lang: "ar" | "en" = "en") {
  return new Request(`${BASE}${path}`, { headers: { cookie: `${headers?.get("cookie") ?? ""}; lang=${lang}`, "x-client-ip": "10.40.0.1" } });
}

function post(path: string, headers: Headers | null, fields: Record<string, string>, lang: "ar" | "en" = "en") {
  const h = new Headers({ origin: BASE, "x-client-ip": "10.40.0.2", cookie: `${headers?.get("cookie") ?? ""}; lang=${lang}` });
  return new Request(`${BASE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: h });
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

async function someone(name: string) {
  const email = `route-${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name, password: TEST_PASSWORD, role: "individual", locale: "ar" });
  return { userId, email };
}

describe("the users pages", () => {
  it("send anyone but an admin to /client-area, and a visitor with a way back", async () => {
    for (const path of ["/dashboard/admin/users", `/dashboard/admin/users/${admin.userId}`]) {
      const loader = path.endsWith("users") ? listLoader : userLoader;
      const asLawyer = await runRoute(() => loader(args(get(path, lawyer.headers), { userId: admin.userId })));
      expect(asLawyer).toMatchObject({ kind: "response", status: 302 });
      expect((asLawyer as { headers: Headers }).headers.get("location")).toBe("/client-area");
      const anonymous = await runRoute(() => loader(args(get(path), { userId: admin.userId })));
      expect((anonymous as { headers: Headers }).headers.get("location")).toBe(`/client-area?redirectTo=${encodeURIComponent(path)}`);
    }
    const post403 = await runRoute(() => userAction(args(post(`/dashboard/admin/users/${admin.userId}`, lawyer.headers, { intent: "suspend", reason: "no way" }), { userId: admin.userId })));
    expect(post403).toMatchObject({ kind: "response", status: 302 });
  });

  it("list what the URL asks for, ignoring values that are not choices", async () => {
    const target = await someone("Noura Route");
    const page = await runRoute(() => listLoader(args(get("/dashboard/admin/users?q=noura&role=individual&state=bogus&sort=nope&page=x", admin.headers))));
    expect(page.status).toBe(200);
    const data = (page as { data: { params: unknown; rows: { id: string; states: string[] }[]; total: number } }).data;
    expect(data.params).toEqual({ q: "noura", role: "individual", state: undefined, sort: "created-desc", page: 1 });
    expect(data.rows.map((r) => r.id)).toEqual([target.userId]);
    expect(data.rows[0]!.states).toEqual([]);
  });

  it("answer 404 for an account that does not exist", async () => {
    const missing = await runRoute(() => userLoader(args(get("/dashboard/admin/users/nobody", admin.headers), { userId: "nobody" })));
    expect(missing).toMatchObject({ kind: "response", status: 404 });
    const posted = await runRoute(() => userAction(args(post("/dashboard/admin/users/nobody", admin.headers, { intent: "reactivate" }), { userId: "nobody" })));
    expect(posted).toMatchObject({ kind: "response", status: 404 });
  });

  it("refuse a missing reason at its field and change nothing; suspend with one and redirect back", async () => {
    const target = await someone("Reason Route");
    const path = `/dashboard/admin/users/${target.userId}`;
    const bad = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "suspend", reason: "" }), { userId: target.userId })));
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf((bad as { data: unknown }).data)).toEqual({ reason: ["validation.required"] });
    const short = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "suspend", reason: "ab" }), { userId: target.userId })));
    expect(fieldErrorsOf((short as { data: unknown }).data)).toEqual({ reason: ["adminUsers:validation.reasonTooShort"] });
    const unknown = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "promote" }), { userId: target.userId })));
    expect(unknown.status).toBe(400);
    let row = await db.selectFrom("user").select("suspended_at").where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();

    const done = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "suspend", reason: "Threatening messages to a lawyer" }), { userId: target.userId })));
    expect(done).toMatchObject({ kind: "response", status: 303 });
    expect((done as { headers: Headers }).headers.get("location")).toBe(path);
    expect((done as { headers: Headers }).headers.get("set-cookie")).toContain("flash=");
    row = await db.selectFrom("user").select("suspended_at").where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.suspended_at).not.toBeNull();

    const page = await runRoute(() => userLoader(args(get(path, admin.headers), { userId: target.userId })));
    expect((page as { data: { suspension: { reason: string } } }).data.suspension.reason).toBe("Threatening messages to a lawyer");

    // Twice is refused with the catalogue message, not a 500.
    const again = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "suspend", reason: "Once more please" }), { userId: target.userId })));
    expect(again.status).toBe(400);
    expect((again as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual(["errors.user_already_suspended"]);
  });

  it("the admin's own page offers no suspension, and a hand-made post is refused", async () => {
    const path = `/dashboard/admin/users/${admin.userId}`;
    const page = await runRoute(() => userLoader(args(get(path, admin.headers), { userId: admin.userId })));
    expect((page as { data: { isSelf: boolean } }).data.isSelf).toBe(true);
    const posted = await runRoute(() => userAction(args(post(path, admin.headers, { intent: "suspend", reason: "Suspending myself" }), { userId: admin.userId })));
    expect(posted.status).toBe(400);
    expect((posted as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual(["errors.cannot_suspend_self"]);
  });
});

describe("the sign-in page and a suspended account", () => {
  it("answers 403 with the suspended notice after the right password, and signs in again once reactivated", async () => {
    const target = await someone("Signin Route");
    await runRoute(() =>
      userAction(args(post(`/dashboard/admin/users/${target.userId}`, admin.headers, { intent: "suspend", reason: "Pending investigation" }), { userId: target.userId })),
    );
    const refused = await runRoute(() => signInAction(args(post("/client-area", null, { intent: "password", email: target.email, password: TEST_PASSWORD }, "ar"))));
    expect(refused.status).toBe(403);
    expect((refused as { data: { suspended: boolean; toast: { description: string } } }).data).toMatchObject({
      suspended: true,
      toast: { description: "errors.account_suspended" },
    });
    const wrong = await runRoute(() => signInAction(args(post("/client-area", null, { intent: "password", email: target.email, password: "wrong password here" }, "ar"))));
    expect((wrong as { data: { suspended: boolean } }).data.suspended).toBe(false);

    // The OpenID callback comes back with better-auth's error code: the same notice.
    const back = await runRoute(() => signInLoader(args(get("/client-area?oauth=failed&error=ACCOUNT_SUSPENDED&error_description=x"))));
    expect((back as { data: { suspended: boolean; oauthFailed: boolean; firmContact: { email: string } } }).data).toMatchObject({
      suspended: true,
      oauthFailed: false,
      firmContact: { email: expect.stringContaining("@") },
    });

    await runRoute(() => userAction(args(post(`/dashboard/admin/users/${target.userId}`, admin.headers, { intent: "reactivate" }), { userId: target.userId })));
    const ok = await runRoute(() => signInAction(args(post("/client-area", null, { intent: "password", email: target.email, password: TEST_PASSWORD }, "ar"))));
    expect(ok).toMatchObject({ kind: "response", status: 302 });
  });
  it("issue 29: someone suspended while signed in, sent to the sign-in page by the next page they open, is told why", async () => {
    const target = await someone("Signed In Suspended");
    const session = await signInHeaders(db, { email: target.email, password: TEST_PASSWORD });
    const before = await runRoute(() => signInLoader(args(get("/client-area", session, "ar"))));
    expect(before).toMatchObject({ kind: "response", status: 302 });
    await runRoute(() => userAction(args(post(`/dashboard/admin/users/${target.userId}`, admin.headers, { intent: "suspend", reason: "Pending review" }), { userId: target.userId })));
    // Any signed-in page sends them to the sign-in page (the old cookie goes with them) ...
    const page = await runRoute(() => userLoader(args(get("/dashboard/admin/users", session), { userId: target.userId })));
    expect((page as { headers: Headers }).headers.get("location")).toMatch(/^\/client-area\?redirectTo=/);
    // ... which explains the suspension (the notice, not an OpenID failure) without any script.
    const signIn = await runRoute(() => signInLoader(args(get("/client-area?redirectTo=%2Fdashboard%2Fuser", session, "ar"))));
    expect((signIn as { data: { suspended: boolean; oauthSuspended: boolean; oauthFailed: boolean } }).data).toMatchObject({
      suspended: true,
      oauthSuspended: false,
      oauthFailed: false,
    });
    // A visitor without that cookie sees the ordinary page.
    const plain = await runRoute(() => signInLoader(args(get("/client-area"))));
    expect((plain as { data: { suspended: boolean } }).data.suspended).toBe(false);
  });
});
