/**
 * Issue 10 §3: the back office's users. Every procedure x every role; the search folds Arabic letter
 * variants like the lawyer directory; suspension ends every session at once and refuses any new one
 * (password sign-in and session creation alike) until an admin reactivates the account; an admin
 * cannot suspend themselves; the confirmation email can be resent, limited; each change is audited.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { provisionUser } from "#server/accounts/provision";
import { auditEmailReference } from "#server/audit/email-reference";
import { getAuth } from "#server/auth/auth";
import { getViewer } from "#server/auth/viewer";
import { readOutbox } from "#server/mail/outbox";
import { type Account, anonymousCaller, callerFor, type SignedInRole, signInHeaders, TEST_PASSWORD, useDatabaseWithEveryRole, userWithRole } from "../../setup/callers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

let counter = 0;
/** A confirmed account with a password, named as given; not signed in. */
async function person(name: string, opts: { role?: Role | null; locale?: "ar" | "en"; email?: string } = {}) {
  const email = opts.email ?? `person${++counter}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name, password: TEST_PASSWORD, role: opts.role === undefined ? "individual" : opts.role, locale: opts.locale });
  return { userId, email };
}

/** An account straight in the table (no password, so no hashing): for lists that need many. */
async function listedOnly(name: string, email: string) {
  await db
    .insertInto("user")
    .values({ id: `listed-${++counter}-${Date.now()}`, name, email, emailVerified: true, image: null, user_type: null, locale: "ar" })
    .execute();
}

/** An account whose email is not confirmed yet, as sign-up leaves it. */
async function unconfirmed(name: string, locale: "ar" | "en") {
  const p = await person(name, { locale });
  await db.updateTable("user").set({ emailVerified: false }).where("id", "=", p.userId).execute();
  return p;
}

async function sessionsOf(userId: string) {
  return db.selectFrom("session").select("id").where("userId", "=", userId).execute();
}

async function auditOf(entityId: string) {
  return db.selectFrom("audit_log").selectAll().where("entity_type", "=", "user").where("entity_id", "=", entityId).orderBy("id").execute();
}

const admin = () => accounts.admin.caller.users;

describe("every users procedure is for admins only, refused at the procedure", () => {
  it("individual, company, lawyer and unset get FORBIDDEN; a visitor UNAUTHORIZED; nothing changes", async () => {
    const target = await unconfirmed("Target Person", "en");
    const calls = (caller: Account["caller"]) => [
      () => caller.users.list({}),
      () => caller.users.byId({ userId: target.userId }),
      () => caller.users.suspend({ userId: target.userId, reason: "Not allowed to do this" }),
      () => caller.users.reactivate({ userId: target.userId }),
      () => caller.users.resendConfirmation({ userId: target.userId }),
    ];
    for (const who of ["individual", "company", "lawyer", "unset"] as const) {
      for (const call of calls(accounts[who].caller)) await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const anonymous = anonymousCaller(db);
    for (const call of [
      () => anonymous.users.list({}),
      () => anonymous.users.byId({ userId: target.userId }),
      () => anonymous.users.suspend({ userId: target.userId, reason: "Not allowed to do this" }),
      () => anonymous.users.reactivate({ userId: target.userId }),
      () => anonymous.users.resendConfirmation({ userId: target.userId }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    const row = await db.selectFrom("user").select(["suspended_at"]).where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
    expect(await readOutbox({ to: target.email })).toHaveLength(0);
    expect(await auditOf(target.userId)).toHaveLength(0);
  });

  it("an admin gets through each of them", async () => {
    const target = await unconfirmed("Admin Target", "ar");
    await expect(admin().list({})).resolves.toMatchObject({ rows: expect.any(Array), total: expect.any(Number) });
    await expect(admin().byId({ userId: target.userId })).resolves.toMatchObject({ user: { email: target.email } });
    await expect(admin().resendConfirmation({ userId: target.userId })).resolves.toEqual({ sentTo: target.email });
    await expect(admin().suspend({ userId: target.userId, reason: "Fraudulent documents" })).resolves.toMatchObject({ sessionsEnded: 0 });
    await expect(admin().reactivate({ userId: target.userId })).resolves.toEqual({ reactivated: true });
  });

  it("an unknown account is not found, and bad input is refused before anything is read", async () => {
    await expect(admin().byId({ userId: "no-such-user" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().suspend({ userId: "no-such-user", reason: "Whatever reason" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().reactivate({ userId: "no-such-user" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().resendConfirmation({ userId: "no-such-user" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().list({ role: "superuser" as never })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin().list({ page: 0 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin().byId({ userId: "x".repeat(500) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("search, filters, sorting and pages", () => {
  const ids = {} as Record<string, string>;
  beforeAll(async () => {
    ids.ahmad = (await person("أحمد المنصوري", { email: "a.mansouri@example.qa" })).userId;
    ids.israa = (await person("إسراء الكواري", { role: "lawyer" })).userId;
    ids.fatima = (await person("فاطمة السادة", { role: "company" })).userId;
    ids.mustafa = (await person("مصطفى النعيمي", { role: null })).userId;
    ids.unconfirmed = (await unconfirmed("Layla Unconfirmed", "en")).userId;
  });

  const namesFor = async (input: Parameters<ReturnType<typeof admin>["list"]>[0]) => (await admin().list(input)).rows.map((r) => r.id);

  it("folds hamza forms, taa marbuta and alif maqsura both ways", async () => {
    expect(await namesFor({ q: "احمد" })).toEqual([ids.ahmad]);
    expect(await namesFor({ q: "أحمد" })).toEqual([ids.ahmad]);
    expect(await namesFor({ q: "اسراء" })).toEqual([ids.israa]);
    expect(await namesFor({ q: "إسراء" })).toEqual([ids.israa]);
    expect(await namesFor({ q: "فاطمه" })).toEqual([ids.fatima]);
    expect(await namesFor({ q: "فاطمة" })).toEqual([ids.fatima]);
    expect(await namesFor({ q: "مصطفي" })).toEqual([ids.mustafa]);
    expect(await namesFor({ q: "مصطفى" })).toEqual([ids.mustafa]);
    // Diacritics typed by the admin are ignored, and every word must match.
    expect(await namesFor({ q: "أَحْمَد المنصوري" })).toEqual([ids.ahmad]);
    expect(await namesFor({ q: "احمد الكواري" })).toEqual([]);
  });

  it("finds by email, part of it included, and treats LIKE wildcards as text", async () => {
    expect(await namesFor({ q: "a.mansouri@example.qa" })).toEqual([ids.ahmad]);
    expect(await namesFor({ q: "MANSOURI" })).toEqual([ids.ahmad]);
    const everyone = (await admin().list({})).total;
    expect((await admin().list({ q: "%" })).total).toBe(everyone);
    expect(await namesFor({ q: "mans%ouri" })).toEqual([]);
  });

  it("filters by role, the unset role included, and by state", async () => {
    expect(await namesFor({ q: "الكواري", role: "lawyer" })).toEqual([ids.israa]);
    expect(await namesFor({ q: "الكواري", role: "individual" })).toEqual([]);
    const unset = await admin().list({ role: "unset" });
    expect(unset.rows.map((r) => r.id)).toContain(ids.mustafa);
    expect(unset.rows.every((r) => r.role === null)).toBe(true);
    const admins = await admin().list({ role: "admin" });
    expect(admins.rows.map((r) => r.id)).toEqual([accounts.admin.userId]);

    const unconfirmedRows = await admin().list({ state: "unconfirmed" });
    expect(unconfirmedRows.rows.map((r) => r.id)).toContain(ids.unconfirmed);
    expect(unconfirmedRows.rows.every((r) => !r.emailVerified)).toBe(true);
    expect((await admin().list({ state: "active" })).rows.map((r) => r.id)).not.toContain(ids.unconfirmed);

    await db.updateTable("profiles").set({ verification_status: "pending" }).where("id", "=", ids.israa).execute();
    await db.updateTable("profiles").set({ verification_status: "rejected" }).where("id", "=", ids.fatima).execute();
    expect(await namesFor({ state: "verification_pending" })).toEqual([ids.israa]);
    expect(await namesFor({ state: "verification_rejected" })).toEqual([ids.fatima]);

    await admin().suspend({ userId: ids.mustafa, reason: "Abusive messages to staff" });
    expect(await namesFor({ state: "suspended" })).toContain(ids.mustafa);
    expect(await namesFor({ state: "active" })).not.toContain(ids.mustafa);
    const [row] = (await admin().list({ q: "مصطفى" })).rows;
    expect(row!.suspendedAt).toBeInstanceOf(Date);
    await admin().reactivate({ userId: ids.mustafa });
    expect(await namesFor({ state: "suspended" })).not.toContain(ids.mustafa);
  });

  it("sorts by name, email and date, and pages through the results", async () => {
    // 25 accounts with one surname: two pages of 20 and 5, no row on both.
    for (let i = 0; i < 25; i++) {
      await listedOnly(`Paging Tester${String(i).padStart(2, "0")}`, `paging-${String(i).padStart(2, "0")}@example.qa`);
      // Distinct creation times, so "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await admin().list({ q: "Paging", sort: "name-asc", page: 1 });
    const second = await admin().list({ q: "Paging", sort: "name-asc", page: 2 });
    expect(first.total).toBe(25);
    expect(first.rows.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Paging Tester${String(i).padStart(2, "0")}`));
    expect(second.rows.map((r) => r.name)).toEqual(Array.from({ length: 5 }, (_, i) => `Paging Tester${20 + i}`));
    expect((await admin().list({ q: "Paging", sort: "name-desc" })).rows[0]!.name).toBe("Paging Tester24");
    expect((await admin().list({ q: "Paging", sort: "email-asc" })).rows[0]!.email).toBe("paging-00@example.qa");
    expect((await admin().list({ q: "Paging", sort: "email-desc" })).rows[0]!.email).toBe("paging-24@example.qa");
    // Made one after the other: newest first by default, oldest first on request.
    expect((await admin().list({ q: "Paging" })).rows[0]!.name).toBe("Paging Tester24");
    expect((await admin().list({ q: "Paging", sort: "created-asc" })).rows[0]!.name).toBe("Paging Tester00");
    // Past the last page: no rows, the total still told.
    expect(await admin().list({ q: "Paging", page: 3 })).toMatchObject({ rows: [], total: 25 });
  });
});

describe("suspension (issue 10 §3)", () => {
  it("deletes every session at once and refuses password sign-in and any new session until reactivated", async () => {
    const target = await person("Suspended Person");
    // Signed in on two devices.
    const phone = await signInHeaders(db, { email: target.email, password: TEST_PASSWORD });
    const laptop = await signInHeaders(db, { email: target.email, password: TEST_PASSWORD });
    expect(await sessionsOf(target.userId)).toHaveLength(2);
    expect(await getViewer(db, phone)).not.toBeNull();

    const result = await admin().suspend({ userId: target.userId, reason: "Identity documents were forged" });
    expect(result.sessionsEnded).toBe(2);
    expect(await sessionsOf(target.userId)).toHaveLength(0);
    expect(await getViewer(db, phone)).toBeNull();
    expect(await getViewer(db, laptop)).toBeNull();
    await expect((await callerFor(db, laptop)).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    // Password sign-in through the app's procedure: the right password gets the suspension message.
    await expect(anonymousCaller(db).accounts.signIn({ email: target.email, password: TEST_PASSWORD })).rejects.toMatchObject({
      cause: { code: "account_suspended" },
    });
    // A wrong password learns nothing about the suspension.
    await expect(anonymousCaller(db).accounts.signIn({ email: target.email, password: "not the password at all" })).rejects.toMatchObject({
      cause: { code: "invalid_credentials" },
    });
    // Straight at better-auth, and below it: no path creates a session for the account.
    const response = await getAuth(db).api.signInEmail({ body: { email: target.email, password: TEST_PASSWORD }, asResponse: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    const ctx = await getAuth(db).$context;
    await expect(ctx.internalAdapter.createSession(target.userId)).rejects.toMatchObject({ body: { code: "ACCOUNT_SUSPENDED" } });
    expect(await sessionsOf(target.userId)).toHaveLength(0);

    // The account keeps who suspended it and why.
    const row = await db.selectFrom("user").select(["suspended_at", "suspension_reason", "suspended_by"]).where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.suspension_reason).toBe("Identity documents were forged");
    expect(row.suspended_by).toBe(accounts.admin.userId);

    await expect(admin().suspend({ userId: target.userId, reason: "Again, twice" })).rejects.toMatchObject({ cause: { code: "user_already_suspended" } });

    await admin().reactivate({ userId: target.userId });
    const again = await signInHeaders(db, { email: target.email, password: TEST_PASSWORD });
    expect(await getViewer(db, again)).toMatchObject({ user: { email: target.email } });
    // The old sessions stay ended.
    expect(await getViewer(db, phone)).toBeNull();
    await expect(admin().reactivate({ userId: target.userId })).rejects.toMatchObject({ cause: { code: "user_not_suspended" } });

    const audit = await auditOf(target.userId);
    expect(audit.map((a) => a.action)).toEqual(["user.suspend", "user.reactivate"]);
    expect(audit[0]).toMatchObject({
      actor_id: accounts.admin.userId,
      actor_role: "admin",
      ip: "10.1.0.1",
      before: { suspended: false },
      after: { suspended: true, reason: "Identity documents were forged", sessionsEnded: 2 },
    });
    // Issue 25 item 7: a keyed reference for the address, never the address (the log can never be scrubbed).
    expect(audit[0]!.summary).toContain(auditEmailReference(target.email));
    expect(audit[0]!.summary).not.toContain(target.email);
    expect(audit[1]).toMatchObject({ before: { suspended: true, reason: "Identity documents were forged" }, after: { suspended: false } });
  });

  it("an admin cannot suspend themselves, and another admin's suspension leaves them signed out", async () => {
    await expect(admin().suspend({ userId: accounts.admin.userId, reason: "Testing myself" })).rejects.toMatchObject({
      cause: { code: "cannot_suspend_self" },
    });
    expect(await getViewer(db, accounts.admin.headers)).toMatchObject({ role: "admin" });
    expect(await auditOf(accounts.admin.userId)).toHaveLength(0);

    const second = await userWithRole(db, "admin");
    await admin().suspend({ userId: second.userId, reason: "Left the firm this week" });
    await expect((await callerFor(db, second.headers)).users.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a reason is required, and a refused reason changes nothing", async () => {
    const target = await person("Reasonless Person");
    await expect(admin().suspend({ userId: target.userId, reason: "  " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin().suspend({ userId: target.userId, reason: "x".repeat(1001) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const row = await db.selectFrom("user").select("suspended_at").where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
    expect(await auditOf(target.userId)).toHaveLength(0);
  });

  it("the database keeps a suspension's time and reason together", async () => {
    const target = await person("Constraint Person");
    await expect(db.updateTable("user").set({ suspended_at: new Date() }).where("id", "=", target.userId).execute()).rejects.toThrow();
  });
});

describe("resending the confirmation email", () => {
  it("sends the sign-up confirmation again in the person's language, with a link that confirms the address", async () => {
    const target = await unconfirmed("Unconfirmed English", "en");
    await admin().resendConfirmation({ userId: target.userId });
    const [mail] = await readOutbox({ to: target.email });
    expect(mail!.subject.startsWith("Confirm your email address")).toBe(true);
    const token = decodeURIComponent(/\/verify-email\?token=([^\s"<&]+)/.exec(mail!.text)![1]!);
    await anonymousCaller(db).accounts.verifyEmail({ token });
    const row = await db.selectFrom("user").select("emailVerified").where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(true);
    await expect(admin().resendConfirmation({ userId: target.userId })).rejects.toMatchObject({ cause: { code: "email_already_confirmed" } });

    const audit = await auditOf(target.userId);
    expect(audit.map((a) => a.action)).toEqual(["user.confirmation.resend"]);
    expect(audit[0]!.after).toEqual({ sentTo: auditEmailReference(target.email) });
  });

  it("an Arabic account gets the Arabic text first", async () => {
    const target = await unconfirmed("حساب عربي", "ar");
    await admin().resendConfirmation({ userId: target.userId });
    const [mail] = await readOutbox({ to: target.email });
    expect(mail!.subject.startsWith("تأكيد عنوان بريدك الإلكتروني")).toBe(true);
  });

  it("is limited to three an hour per account", async () => {
    const target = await unconfirmed("Rate Limited", "ar");
    for (let i = 0; i < 3; i++) await admin().resendConfirmation({ userId: target.userId });
    await expect(admin().resendConfirmation({ userId: target.userId })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await readOutbox({ to: target.email })).toHaveLength(3);
    expect(await auditOf(target.userId)).toHaveLength(3);
  });
});

describe("one account's page", () => {
  it("shows the profile, documents, lawyer entry, company, consultations, cases and history", async () => {
    const lawyer = await person("محامي الصفحة", { role: "lawyer" });
    await db
      .updateTable("profiles")
      .set({ verification_status: "pending", verification_documents: JSON.stringify({ bar_license: `/files/translation_documents/verifications/${lawyer.userId}/bar_license-1700000000000-licence.pdf` }) })
      .where("id", "=", lawyer.userId)
      .execute();
    const entry = await db
      .insertInto("lawyers")
      .values({ user_id: lawyer.userId, name_ar: "محامي الصفحة", name_en: "Page Lawyer", title_ar: "محامٍ", title_en: "Lawyer", bio_ar: "", bio_en: "", city: "doha", years_of_practice: 5 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const client = await person("Client Of Page");
    const consultation = await db
      .insertInto("consultations")
      .values({ client_id: client.userId, lawyer_id: entry.id, service_area: "family", kind: "written", description: "A question about custody.", phone: "+97455512345", client_locale: "en" })
      .returning(["id", "reference"])
      .executeTakeFirstOrThrow();
    const company = await db.insertInto("companies").values({ legal_name_en: "Page Trading", legal_name_ar: "تجارة الصفحة" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("company_members").values({ company_id: company.id, user_id: client.userId, role: "owner" }).execute();
    const companyCase = await db
      .insertInto("cases")
      .values({ reference: "QL-2026-7001", client_id: accounts.individual.userId, company_id: company.id, title_ar: "قضية الشركة", title_en: "Company case", service_area: "commercial" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("case_lawyers").values({ case_id: companyCase.id, lawyer_user_id: lawyer.userId }).execute();

    const asLawyer = await admin().byId({ userId: lawyer.userId });
    expect(asLawyer.user).toMatchObject({ role: "lawyer", emailVerified: true, signInMethods: ["password"] });
    expect(asLawyer.verification).toEqual({
      status: "pending",
      documents: [{ key: "bar_license", fileName: "licence.pdf", url: `/files/translation_documents/verifications/${lawyer.userId}/bar_license-1700000000000-licence.pdf` }],
    });
    expect(asLawyer.lawyer).toMatchObject({ id: entry.id, name_en: "Page Lawyer" });
    expect(asLawyer.consultations).toMatchObject({ total: 1, rows: [{ id: consultation.id, capacity: "lawyer", client_name: "Client Of Page" }] });
    expect(asLawyer.cases).toMatchObject({ total: 1, rows: [{ id: companyCase.id, capacity: "lawyer" }] });

    const asClient = await admin().byId({ userId: client.userId });
    expect(asClient.company).toMatchObject({ id: company.id, legal_name_en: "Page Trading", role: "owner", members: 1 });
    expect(asClient.consultations.rows).toMatchObject([{ id: consultation.id, capacity: "client", reference: consultation.reference }]);
    expect(asClient.cases.rows).toMatchObject([{ id: companyCase.id, capacity: "company" }]);
    expect(asClient.lawyer).toBeNull();

    await admin().suspend({ userId: client.userId, reason: "Unpaid fees, on hold" });
    const suspended = await admin().byId({ userId: client.userId });
    expect(suspended.suspension).toMatchObject({ reason: "Unpaid fees, on hold", byName: "Test admin" });
    expect(suspended.history.map((h) => h.action)).toEqual(["user.suspend"]);
  });
});
