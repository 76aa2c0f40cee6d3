import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getAuth } from "#server/auth/auth";
import { searchLawyers } from "#server/lawyers/queries";
import { DEMO_ACCOUNT_KEYS, DEMO_EMAILS, DemoSeedRefused, formatDemoAccounts, seedDemo, seedDemoAccounts, type DemoAccounts } from "../../../scripts/seed-demo";
import { anonymousCaller, signedInCaller } from "../../setup/callers";
import { useDemoDatabase } from "./support";

let db: DB;
let demo: DemoAccounts;
useDemoDatabase((ready) => ({ db, demo } = ready));

const signIn = (email: string, password: string) => getAuth(db).api.signInEmail({ body: { email, password }, asResponse: true });

const callerOf = (key: (typeof DEMO_ACCOUNT_KEYS)[number]) => signedInCaller(db, { email: demo.accounts[key].email, password: demo.accounts[key].password! });

async function counts() {
  const count = async (table: "user" | "companies" | "company_members" | "lawyers" | "consultations" | "lawyer_weekly_hours") =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  return {
    users: await count("user"),
    companies: await count("companies"),
    members: await count("company_members"),
    lawyers: await count("lawyers"),
    consultations: await count("consultations"),
    hours: await count("lawyer_weekly_hours"),
  };
}

describe("npm run seed -- --demo (issue 9 §5)", () => {
  it("creates one confirmed account per role, each with a strong password it can sign in with", async () => {
    const expectedRoles = { individual: "individual", companyOwner: "company", companyMember: "company", lawyer: "lawyer", admin: "admin" };
    for (const key of DEMO_ACCOUNT_KEYS) {
      const account = demo.accounts[key];
      expect(account.state).toBe("created");
      expect(account.email).toMatch(/^demo\.[a-z.]+@qanun\.example$/);
      expect(account.password).toMatch(/^[A-Za-z0-9]{22}$/);
      // Both scripts in the name, and it says it is a sample.
      expect(account.name).toMatch(/تجريبي/);
      expect(account.name).toMatch(/Sample/);
      const response = await signIn(account.email, account.password!);
      expect(response.ok, `${key} signs in`).toBe(true);
      const row = await db
        .selectFrom("user")
        .innerJoin("profiles", "profiles.id", "user.id")
        .select(["user.emailVerified", "profiles.user_type"])
        .where("user.id", "=", account.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ emailVerified: true, user_type: expectedRoles[key] });
    }
    expect(new Set(DEMO_ACCOUNT_KEYS.map((k) => demo.accounts[k].password)).size).toBe(DEMO_ACCOUNT_KEYS.length);
    await expect((await callerOf("admin")).dashboard.admin()).resolves.toMatchObject({ role: "admin" });
  });

  it("puts the owner and the member in one verified company that both see, with the company's consultation", async () => {
    const owner = await (await callerOf("companyOwner")).company.overview();
    const member = await (await callerOf("companyMember")).company.overview();
    expect(owner.profile.id).toBe(demo.companyId);
    expect(member.profile.id).toBe(demo.companyId);
    expect(member.profile.legal_name_en).toBe("Sample Gulf Trading LLC");
    expect(member.profile.legal_name_ar).toMatch(/التجريبية/);
    expect(owner.viewerRole).toBe("owner");
    expect(member.viewerRole).toBe("member");
    expect(member.members.map((m) => m.email).sort()).toEqual(["demo.company.member@qanun.example", "demo.company.owner@qanun.example"]);
    expect(member.consultations.map((c) => c.status)).toEqual(["confirmed"]);
    const statuses = await db
      .selectFrom("profiles")
      .select("verification_status")
      .where("id", "in", [demo.accounts.companyOwner.userId, demo.accounts.companyMember.userId, demo.accounts.lawyer.userId])
      .execute();
    expect(statuses.map((s) => s.verification_status)).toEqual(["verified", "verified", "verified"]);
  });

  it("lists the lawyer in the directory, marked as sample, with fees and bookable slots Sunday to Thursday", async () => {
    const found = await searchLawyers(db, { q: "Sample Lawyer", page: 1 });
    const card = found.items.find((item) => item.id === demo.lawyerId);
    expect(card).toBeDefined();
    expect(JSON.stringify(card)).toMatch(/"isSample":true/);
    const lawyer = await db.selectFrom("lawyers").selectAll().where("id", "=", demo.lawyerId).executeTakeFirstOrThrow();
    expect(lawyer).toMatchObject({ user_id: demo.accounts.lawyer.userId, verified: true, is_sample: true, city: "doha", accepting_new_clients: true });
    expect(lawyer.name_ar).toMatch(/تجريبي/);
    expect(lawyer.practice_areas).toContain("contract-drafting");
    expect(lawyer.languages).toEqual(["ar", "en"]);
    expect([lawyer.fee_written_qar, lawyer.fee_video_qar, lawyer.fee_voice_qar, lawyer.fee_in_person_qar]).toEqual([300, 500, 350, 800]);

    const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: demo.lawyerId, serviceArea: "contract-drafting", kind: "video", days: 14 });
    expect(slots.length).toBeGreaterThan(20);
    const weekdays = new Set(
      slots.map((s) => new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Qatar", weekday: "short" }).format(new Date(s.startsAt))),
    );
    expect([...weekdays].every((d) => ["Sun", "Mon", "Tue", "Wed", "Thu"].includes(d))).toBe(true);
  });

  it("gives the dashboards a request, a confirmed consultation in the coming days and a completed one", async () => {
    const individual = await callerOf("individual");
    const upcoming = await individual.consultations.mine({ scope: "upcoming" });
    const past = await individual.consultations.mine({ scope: "past" });
    expect(upcoming.map((c) => c.status)).toEqual(["requested"]);
    expect(past.map((c) => c.status)).toEqual(["completed"]);
    expect(new Date(past[0]!.starts_at!).getTime()).toBeLessThan(Date.now());
    const detail = await individual.consultations.get({ id: past[0]!.id });
    expect(detail.timeline.map((e) => e.type)).toEqual(["requested", "confirmed", "message", "completed"]);

    const desk = await (await callerOf("lawyer")).lawyerDesk.consultations();
    expect(desk.requests).toHaveLength(1);
    expect(desk.upcoming).toHaveLength(1);
    const confirmedStart = new Date(desk.upcoming[0]!.startsAt!).getTime();
    expect(confirmedStart).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    expect(confirmedStart).toBeLessThan(Date.now() + 14 * 24 * 3600 * 1000);
  });

  it("enrols the lawyer and the admin in two-factor sign-in and prints their TOTP secrets once (issue 12 §1)", async () => {
    const { totpCodeFor } = await import("#server/accounts/two-factor");
    const table = formatDemoAccounts(demo);
    for (const key of ["lawyer", "admin"] as const) {
      const account = demo.accounts[key];
      expect(account.twoFactor?.secret).toMatch(/^[A-Z2-7]{32,}$/);
      expect(account.twoFactor?.totpURI).toContain(`secret=${account.twoFactor!.secret}`);
      expect(table).toContain(account.twoFactor!.secret);
      expect(table).toContain(account.twoFactor!.totpURI);
      // The password alone is not enough; the code from the printed secret finishes the sign-in.
      const first = await signIn(account.email, account.password!);
      const cookie = first.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => !c.endsWith("=")).join("; ");
      expect(((await first.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
      const second = await getAuth(db).api.verifyTOTP({ body: { code: await totpCodeFor(account.twoFactor!.secret) }, headers: new Headers({ cookie }), asResponse: true });
      expect(second.ok, `${key} signs in with the code`).toBe(true);
    }
    for (const key of ["individual", "companyOwner", "companyMember"] as const) expect(demo.accounts[key].twoFactor).toBeNull();
  });

  it("creates nothing on a second run, returns no passwords, and the old ones still work", async () => {
    const before = await counts();
    const again = await seedDemo(db);
    expect(await counts()).toEqual(before);
    for (const key of DEMO_ACCOUNT_KEYS) {
      expect(again.accounts[key]).toMatchObject({ state: "existing", password: null, userId: demo.accounts[key].userId });
    }
    expect(again.companyId).toBe(demo.companyId);
    expect(again.lawyerId).toBe(demo.lawyerId);
    expect(formatDemoAccounts(again)).not.toMatch(/password|TOTP|otpauth/);
    expect((await signIn(demo.accounts.individual.email, demo.accounts.individual.password!)).ok).toBe(true);
  });

  it("sets and returns new passwords with resetPasswords; the old ones stop working", async () => {
    const before = await counts();
    const reset = await seedDemoAccounts(db, { resetPasswords: true });
    expect(await counts()).toEqual(before);
    for (const key of DEMO_ACCOUNT_KEYS) {
      const account = reset.accounts[key];
      expect(account.state).toBe("reset");
      expect(account.password).toMatch(/^[A-Za-z0-9]{22}$/);
      expect(account.password).not.toBe(demo.accounts[key].password);
      expect((await signIn(account.email, demo.accounts[key].password!)).ok, `${key}: old password`).toBe(false);
      expect((await signIn(account.email, account.password!)).ok, `${key}: new password`).toBe(true);
    }
    const table = formatDemoAccounts(reset);
    for (const key of DEMO_ACCOUNT_KEYS) expect(table).toContain(reset.accounts[key].password!);
    // A new password comes with a new second factor for the lawyer and the admin (the old secret went with it).
    for (const key of ["lawyer", "admin"] as const) {
      expect(reset.accounts[key].twoFactor?.secret).toMatch(/^[A-Z2-7]{32,}$/);
      expect(reset.accounts[key].twoFactor?.secret).not.toBe(demo.accounts[key].twoFactor?.secret);
    }
    demo = reset;
  });

  it("refuses NODE_ENV=production unless allowed, before touching the database", async () => {
    const before = await counts();
    await expect(seedDemoAccounts(db, { nodeEnv: "production" })).rejects.toThrow(DemoSeedRefused);
    await expect(seedDemoAccounts(db, { nodeEnv: "production" })).rejects.toThrow(/--allow-production/);
    await expect(seedDemoAccounts(db, { nodeEnv: "production", allowProduction: true })).resolves.toMatchObject({ lawyerId: demo.lawyerId });
    expect(await counts()).toEqual(before);
  });

  it("the script refuses production with a message naming --allow-production, and never opens the database", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-demo-refused-"));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts", "--demo"], { env, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/NODE_ENV=production/);
    expect(run.stderr).toMatch(/--allow-production/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // Without --demo the flags that belong to it are refused too.
    const stray = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts", "--reset-passwords"], { env, encoding: "utf8", timeout: 60_000 });
    expect(stray.status).toBe(2);
    expect(stray.stderr).toMatch(/only go with --demo/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("uses only the demo addresses", () => {
    expect(DEMO_EMAILS).toEqual([
      "demo.individual@qanun.example",
      "demo.company.owner@qanun.example",
      "demo.company.member@qanun.example",
      "demo.lawyer@qanun.example",
      "demo.admin@qanun.example",
    ]);
  });
});
