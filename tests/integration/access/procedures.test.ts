import { describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { getViewer, readRole } from "#server/auth/viewer";
import { type Account, anonymousCaller, SIGNED_IN_ROLES, type SignedInRole, useDatabaseWithEveryRole } from "../../setup/callers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

const DASHBOARDS = {
  user: ["individual", "unset"],
  company: ["company"],
  lawyer: ["lawyer"],
  admin: ["admin"],
} as const;

describe("dashboards are guarded in the procedures, by the role read from profiles (spec §2, §6)", () => {
  for (const [dashboard, allowed] of Object.entries(DASHBOARDS)) {
    for (const who of ["individual", "company", "lawyer", "admin", "unset"] as const) {
      const ok = (allowed as readonly string[]).includes(who);
      it(`${who} ${ok ? "may" : "may not"} read dashboard.${dashboard}`, async () => {
        const call = accounts[who].caller.dashboard[dashboard as keyof typeof DASHBOARDS]();
        if (ok) await expect(call).resolves.toMatchObject({ user: { email: accounts[who].email } });
        else await expect(call).rejects.toMatchObject({ code: "FORBIDDEN" });
      });
    }
  }

  it("a visitor without a session gets UNAUTHORIZED", async () => {
    await expect(anonymousCaller(db).dashboard.user()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymousCaller(db).cases.listAll({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("only admins list all cases or decide verifications", async () => {
    await expect(accounts.admin.caller.cases.listAll({})).resolves.toMatchObject({ rows: expect.any(Array) });
    for (const who of ["individual", "company", "lawyer", "unset"] as const) {
      await expect(accounts[who].caller.cases.listAll({})).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(accounts[who].caller.admin.setVerification({ profileId: accounts.lawyer.userId, decision: "verified" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    await expect(accounts.admin.caller.admin.setVerification({ profileId: accounts.lawyer.userId, decision: "verified" })).resolves.toEqual({
      status: "verified",
    });
  });

  it("never takes a role from input: the role changes only when profiles changes", async () => {
    // Admins need a second factor (issue 12 §1); without one the refusal would be two_factor_required.
    const { enrolTwoFactorDirectly } = await import("#server/accounts/two-factor");
    await enrolTwoFactorDirectly(db, { userId: accounts.unset.userId });
    await db.updateTable("profiles").set({ user_type: "admin" }).where("id", "=", accounts.unset.userId).execute();
    const { callerFor } = await import("../../setup/callers");
    const promoted = await callerFor(db, accounts.unset.headers);
    await expect(promoted.dashboard.admin()).resolves.toBeTruthy();
    await db.updateTable("profiles").set({ user_type: null }).where("id", "=", accounts.unset.userId).execute();
    const demoted = await callerFor(db, accounts.unset.headers);
    await expect(demoted.dashboard.admin()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("cases: the client, assigned lawyers and admins only; others see not-found", () => {
  it("scopes reads and hides existence", async () => {
    const created = await db
      .insertInto("cases")
      .values({ reference: "QL-2026-0001", client_id: accounts.individual.userId, title_ar: "نزاع إيجار", title_en: "Lease dispute", service_area: "civil" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("case_lawyers").values({ case_id: created.id, lawyer_user_id: accounts.lawyer.userId }).execute();
    await expect(accounts.individual.caller.cases.byId({ id: created.id })).resolves.toMatchObject({ reference: "QL-2026-0001" });
    await expect(accounts.lawyer.caller.cases.byId({ id: created.id })).resolves.toMatchObject({ lawyers: [{ id: accounts.lawyer.userId }] });
    await expect(accounts.admin.caller.cases.byId({ id: created.id })).resolves.toBeTruthy();
    for (const who of ["company", "unset"] as const) {
      await expect(accounts[who].caller.cases.byId({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(accounts.admin.caller.cases.byId({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(accounts.admin.caller.cases.byId({ id: "not-a-uuid" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("role read (spec §4, §8)", () => {
  it("a missing profile leaves the role unset", async () => {
    await expect(readRole(db, "no-such-user")).resolves.toBeNull();
  });

  it("any other read error is logged and clears the role", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const fail = () => {
      throw new Error("connection reset");
    };
    const broken = { selectFrom: fail, selectNoFrom: fail } as unknown as DB;
    await expect(readRole(broken, accounts.admin.userId)).resolves.toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("profile role read failed"));
    spy.mockRestore();
  });
});

describe("sessions", () => {
  it("lists the caller's sessions and ends another one of their own, but not someone else's", async () => {
    const { signInHeaders, callerFor, TEST_PASSWORD } = await import("../../setup/callers");
    const me = accounts.company;
    const other = await callerFor(db, await signInHeaders(db, { email: me.email, password: TEST_PASSWORD }));
    const sessions = await me.caller.accounts.listSessions();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const current = sessions.find((s) => s.current)!;
    const second = sessions.find((s) => !s.current)!;
    await expect(accounts.lawyer.caller.accounts.revokeSession({ sessionId: second.id })).rejects.toThrow();
    await expect(me.caller.accounts.revokeSession({ sessionId: current.id })).rejects.toThrow();
    await me.caller.accounts.revokeSession({ sessionId: second.id });
    expect((await me.caller.accounts.listSessions()).map((s) => s.id)).not.toContain(second.id);
    void other;
  });
});

describe("closing one's own account (issue 12 §3)", () => {
  it("every signed-in role may see what closing would do; a visitor may not; a wrong password closes nothing", async () => {
    for (const who of ["individual", "company", "lawyer", "admin", "unset"] as const) {
      await expect(accounts[who].caller.accounts.deletionPreview()).resolves.toMatchObject({ blockers: expect.any(Array), hasPassword: true });
      await expect(accounts[who].caller.accounts.closeAccount({ password: "not the password", code: "000000" })).rejects.toMatchObject({
        cause: expect.objectContaining({ code: expect.stringMatching(/wrong_current_password|account_deletion_blocked/) }),
      });
    }
    await expect(anonymousCaller(db).accounts.deletionPreview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymousCaller(db).accounts.closeAccount({ password: "x" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("reviews (issue 12 §4): each procedure's roles", () => {
  it("only lawyers list reviews of themselves and reply; only admins list all and hide; anyone reads a profile's", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    for (const who of SIGNED_IN_ROLES) {
      const caller = accounts[who].caller;
      const aboutMe = caller.reviews.aboutMe({ page: 1 });
      // The test lawyer has no directory entry: allowed in, then told to make one.
      if (who === "lawyer") await expect(aboutMe).rejects.toMatchObject({ cause: { code: "lawyer_profile_required" } });
      else await expect(aboutMe).rejects.toMatchObject({ code: "FORBIDDEN" });
      const reply = caller.reviews.reply({ reviewId: none, body: "Thank you." });
      await expect(reply).rejects.toMatchObject({ code: who === "lawyer" ? "NOT_FOUND" : "FORBIDDEN" });
      const list = caller.reviews.adminList({ state: "all" });
      if (who === "admin") await expect(list).resolves.toMatchObject({ items: expect.any(Array) });
      else await expect(list).rejects.toMatchObject({ code: "FORBIDDEN" });
      const hide = caller.reviews.hide({ reviewId: none, reason: "Contains personal details." });
      await expect(hide).rejects.toMatchObject({ code: who === "admin" ? "NOT_FOUND" : "FORBIDDEN" });
      await expect(caller.reviews.mine()).resolves.toEqual([]);
      await expect(caller.reviews.forLawyer({ lawyerId: none })).resolves.toMatchObject({ total: 0 });
    }
    const anonymous = anonymousCaller(db);
    await expect(anonymous.reviews.forLawyer({ lawyerId: none })).resolves.toMatchObject({ total: 0 });
    await expect(anonymous.reviews.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.reviews.eligibility({ consultationId: none })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.reviews.adminList({ state: "all" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the viewer", () => {
  it("carries the role and the unread count read with the session", async () => {
    const viewer = await getViewer(db, accounts.company.headers);
    expect(viewer).toMatchObject({ role: "company", unreadNotifications: 0 });
    await sql`insert into notifications (user_id, type, data) values (${accounts.company.userId}, 'message', '{}'::jsonb)`.execute(db);
    expect(await getViewer(db, accounts.company.headers)).toMatchObject({ role: "company", unreadNotifications: 1 });
  });

  it("is nobody without a session cookie, whatever else the request carries", async () => {
    await expect(getViewer(db, new Headers({ cookie: "lang=en; theme=dark" }))).resolves.toBeNull();
    await expect(getViewer(db, new Headers())).resolves.toBeNull();
    // A forged or stale token is still asked about, and refused.
    await expect(getViewer(db, new Headers({ cookie: "better-auth.session_token=forged.value" }))).resolves.toBeNull();
  });
});
