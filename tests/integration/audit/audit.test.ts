/**
 * Issue 10 §6, the audit log: who may read it (admins, refused at the procedure for everyone else),
 * that a case change, a consultation decision and a lawyer-desk change each leave exactly one row with
 * the actor, the IP and the values before and after, written by the change's own transaction (a change
 * that rolls back leaves no row, and a row that cannot be written undoes the change), the filters and
 * the CSV, the page's loaders, and that the database refuses UPDATE, DELETE and TRUNCATE of the log.
 * Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { loader as auditCsvLoader } from "~/routes/dashboard/admin/audit.csv/route";
import { loader as auditLoader } from "~/routes/dashboard/admin/audit/route";
import { storedTotpSecret, totpCodeFor } from "#server/accounts/two-factor";
import { anonymousCaller, callerFor, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { runRoute } from "../../setup/routes";
import { codeOf, createLawyer, PHONE } from "../consultations/support";
import { openCase, type Cast, useCaseDatabase } from "../cases/support";

let db: DB;
let cast: Cast;

useCaseDatabase((ready) => ({ db, cast } = ready));

type Account = Awaited<ReturnType<typeof userWithRole>>;

/** The same person calling from another address: the IP must come from the request, never from input. */
async function fromIp(account: Account, ip: string) {
  const headers = new Headers(account.headers);
  headers.set("x-client-ip", ip);
  return callerFor(db, headers);
}

const entriesOf = (entityType: string, entityId: string) =>
  db.selectFrom("audit_log").selectAll().where("entity_type", "=", entityType).where("entity_id", "=", entityId).orderBy("id").execute();

/** A date in Doha, `offset` days from today (YYYY-MM-DD). */
const qatarDay = (offset: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar" }).format(new Date(Date.now() + offset * 86_400_000));

const auditCount = async () => Number((await db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);

/** Makes every insert into `table` fail until `drop()` (to roll a change back at a chosen step). */
async function failInsertsInto(table: "notifications" | "audit_log") {
  await sql`create or replace function audit_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(db);
  await sql`create trigger audit_test_refuse before insert on ${sql.table(table)} for each row execute function audit_test_refuse()`.execute(db);
  return { drop: () => sql`drop trigger audit_test_refuse on ${sql.table(table)}`.execute(db) };
}

describe("audit.list and audit.exportCsv", () => {
  it("admit the admin and refuse a lawyer, an individual, a company and a visitor at the procedure", async () => {
    const individual = await userWithRole(db, "individual");
    const who = {
      admin: cast.admin.caller,
      lawyer: cast.lawyer.caller,
      individual: individual.caller,
      company: cast.client.caller,
      anonymous: anonymousCaller(db),
    };
    const expected = { admin: "resolved", lawyer: "FORBIDDEN", individual: "FORBIDDEN", company: "FORBIDDEN", anonymous: "UNAUTHORIZED" };
    for (const [name, caller] of Object.entries(who)) {
      const want = expected[name as keyof typeof expected];
      expect(await codeOf(caller.audit.list({})), `list as ${name}`).toBe(want);
      expect(await codeOf(caller.audit.exportCsv({ filters: {} })), `exportCsv as ${name}`).toBe(want);
    }
  });

  it("refuse filters that cannot be in the log", async () => {
    expect(await codeOf(cast.admin.caller.audit.list({ action: "DROP TABLE" }))).toBe("BAD_REQUEST");
    expect(await codeOf(cast.admin.caller.audit.list({ from: "2026-02-30" }))).toBe("BAD_REQUEST");
  });
});

describe("a case change", () => {
  it("leaves exactly one row with the actor, the IP and the status before and after", async () => {
    const opened = await openCase(cast);
    const lawyer = await fromIp(cast.lawyer, "203.0.113.21");
    const before = await entriesOf("case", opened.id);
    expect(before.map((e) => e.action)).toEqual(["case.opened"]);
    await lawyer.cases.setStatus({ id: opened.id, status: "on_hold", reason: "Waiting for the expert's report" });
    const after = await entriesOf("case", opened.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      action: "case.status_changed",
      actor_id: cast.lawyer.userId,
      actor_name: "Assigned Lawyer",
      actor_role: "lawyer",
      ip: "203.0.113.21",
      before: { status: "open" },
      after: { status: "on_hold", reason: "Waiting for the expert's report" },
    });
    expect(after[1]!.summary).toContain(opened.reference);
  });

  it("records the fields an admin edits with their old and new values; a client's message is not audited", async () => {
    const opened = await openCase(cast);
    await cast.admin.caller.cases.update({ id: opened.id, opposingParty: "Doha Builders W.L.L.", courtCaseNumber: "2026/123" });
    const [, edit] = await entriesOf("case", opened.id);
    expect(edit).toMatchObject({
      action: "case.updated",
      actor_role: "admin",
      before: { opposing_party: "Gulf Construction W.L.L.", court_case_number: null },
      after: { opposing_party: "Doha Builders W.L.L.", court_case_number: "2026/123" },
    });
    const count = await auditCount();
    await cast.client.caller.cases.postMessage({ id: opened.id, body: "Thank you, noted." });
    expect(await auditCount()).toBe(count);
  });

  it("rolls back with its audit row: a failure later in the transaction leaves neither", async () => {
    const opened = await openCase(cast);
    const count = await auditCount();
    // The status change notifies the client side after its audit row is written: make that fail.
    const refusal = await failInsertsInto("notifications");
    try {
      expect(await codeOf(cast.lawyer.caller.cases.setStatus({ id: opened.id, status: "in_progress", reason: null }))).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await refusal.drop();
    }
    expect(await auditCount()).toBe(count);
    const row = await db.selectFrom("cases").select("status").where("id", "=", opened.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("open");
  });
});

describe("a consultation decision", () => {
  async function requested() {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual", { name: "Consultation Client" });
    const booked = await client.caller.consultations.book({
      lawyerId: lawyer.lawyerId,
      serviceArea: "family",
      kind: "written",
      description: "A question about a custody arrangement after divorce.",
      phone: PHONE,
    });
    return { lawyer, client, id: booked.id, reference: booked.reference };
  }

  it("by the lawyer leaves exactly one row; the client's own request leaves none", async () => {
    const { lawyer, id, reference } = await requested();
    expect(await entriesOf("consultation", id)).toEqual([]);
    await (await fromIp(lawyer, "198.51.100.7")).consultations.accept({ id });
    const entries = await entriesOf("consultation", id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "consultation.confirmed",
      actor_id: lawyer.userId,
      actor_role: "lawyer",
      ip: "198.51.100.7",
      before: { status: "requested", lawyer_id: lawyer.lawyerId },
      after: { status: "confirmed", lawyer_id: lawyer.lawyerId },
    });
    expect(entries[0]!.summary).toContain(reference);
  });

  it("that fails after its audit row leaves no row and no decision", async () => {
    const { lawyer, id } = await requested();
    const refusal = await failInsertsInto("notifications");
    try {
      expect(await codeOf(lawyer.caller.consultations.decline({ id, reason: "Outside my practice" }))).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await refusal.drop();
    }
    expect(await entriesOf("consultation", id)).toEqual([]);
    const row = await db.selectFrom("consultations").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("requested");
  });
});

describe("a lawyer-desk change", () => {
  it("leaves exactly one row with the fields that changed, before and after", async () => {
    const lawyer = await createLawyer(db, { fees: { video: 500, written: 300 } });
    const caller = await fromIp(lawyer, "192.0.2.44");
    await caller.lawyerDesk.saveSettings({ feeWritten: 300, feeVideo: 650, feeVoice: 400, feeInPerson: 700, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true });
    const entries = await entriesOf("lawyer", lawyer.lawyerId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "lawyer.settings.save",
      actor_id: lawyer.userId,
      ip: "192.0.2.44",
      before: { fee_video_qar: 500 },
      after: { fee_video_qar: 650 },
    });
    // The same settings again change nothing and write nothing.
    await caller.lawyerDesk.saveSettings({ feeWritten: 300, feeVideo: 650, feeVoice: 400, feeInPerson: 700, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true });
    expect(await entriesOf("lawyer", lawyer.lawyerId)).toHaveLength(1);
  });

  it("is undone when its audit row cannot be written", async () => {
    const lawyer = await createLawyer(db, { fees: { video: 500 } });
    const refusal = await failInsertsInto("audit_log");
    try {
      expect(await codeOf(lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 999, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true }))).toBe("INTERNAL_SERVER_ERROR");
      expect(await codeOf(lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: qatarDay(5) }))).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await refusal.drop();
    }
    const row = await db.selectFrom("lawyers").select("fee_video_qar").where("id", "=", lawyer.lawyerId).executeTakeFirstOrThrow();
    expect(row.fee_video_qar).toBe(500);
    expect(await db.selectFrom("lawyer_blocked_dates").select("id").where("lawyer_id", "=", lawyer.lawyerId).execute()).toEqual([]);
  });
});

describe("reading the log", () => {
  it("searches summaries and people with Arabic letters folded, and filters by actor, action, record and Doha days", async () => {
    const ahmad = await userWithRole(db, "admin", { name: "أحمد المشرف" });
    const opened = await ahmad.caller.cases.create({
      clientId: cast.client.userId,
      companyId: cast.companyId,
      titleAr: "مطالبة مدرسة الدوحة",
      titleEn: "Doha school claim",
      serviceArea: "civil",
      lawyerUserIds: [],
    });
    const list = (filters: Parameters<typeof ahmad.caller.audit.list>[0]) => cast.admin.caller.audit.list(filters);
    // احمد finds أحمد (the actor's name), مدرسه finds مدرسة (the summary), an email finds its person.
    expect((await list({ q: "احمد" })).rows.map((r) => r.entityId)).toContain(opened.id);
    expect((await list({ q: "مدرسه" })).rows.map((r) => r.entityId)).toEqual([opened.id]);
    expect((await list({ q: ahmad.email })).rows.map((r) => r.actorId)).toEqual([ahmad.userId]);
    const byActor = await list({ actorId: ahmad.userId, action: "case.opened", entityType: "case" });
    expect(byActor.total).toBe(1);
    expect(byActor.rows[0]).toMatchObject({ actorName: "أحمد المشرف", actorEmail: ahmad.email, action: "case.opened", entityId: opened.id });
    expect(byActor.choices.actions).toEqual(expect.arrayContaining(["case.opened", "case.status_changed", "consultation.confirmed", "lawyer.settings.save"]));
    expect(byActor.choices.actors.map((a) => a.id)).toContain(ahmad.userId);
    // Whole days in Doha time, either way round; yesterday alone holds none of it.
    const day = qatarDay;
    expect((await list({ actorId: ahmad.userId, from: day(0), to: day(0) })).total).toBe(1);
    expect((await list({ actorId: ahmad.userId, from: day(1), to: day(-1) })).total).toBe(1);
    expect((await list({ actorId: ahmad.userId, from: day(-1), to: day(-1) })).total).toBe(0);
    // Newest first.
    const all = await list({});
    const times = all.rows.map((r) => r.at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("exports what the filters show as CSV: BOM, the admin's language, before and after, formulas kept as text", async () => {
    const sneaky = await userWithRole(db, "admin", { name: '=HYPERLINK("http://evil.example","x")' });
    const opened = await openCase(cast);
    await (await fromIp(sneaky, "203.0.113.99")).cases.close({ id: opened.id, reason: "Settled, the client withdrew" });
    const en = await cast.admin.caller.audit.exportCsv({ filters: { actorId: sneaky.userId }, locale: "en" });
    expect(en).toMatchObject({ contentType: "text/csv; charset=utf-8", rows: 1 });
    expect(en.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(en.body.startsWith("\uFEFF")).toBe(true);
    const lines = en.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("Time (Doha),Who,Email,Role,Action,Action code,Record,Record id,Summary,Before → after,Before (JSON),After (JSON),IP address");
    expect(lines).toHaveLength(3); // header, one entry, and the final line end
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain("Case status changed,case.status_changed,Case");
    expect(lines[1]).toContain("status: open → closed");
    expect(lines[1]).toContain(opened.reference);
    expect(lines[1]).toMatch(/,203\.0\.113\.99$/);
    const ar = await cast.admin.caller.audit.exportCsv({ filters: { actorId: sneaky.userId }, locale: "ar" });
    expect(ar.body).toContain("تغيير حالة القضية");
    expect(ar.body.split("\r\n")[0]).toContain("الوقت (بتوقيت الدوحة)");
  });
});

describe("the audit pages", () => {
  const get = (path: string, account?: Account, lang: "ar" | "en" = "en") =>
    new Request(`http://localhost:3000${path}`, { headers: { cookie: `${account?.headers.get("cookie") ?? ""}; lang=${lang}`, "x-client-ip": "10.60.0.1" } });
  const args = (request: Request) => ({ request, params: {}, context: {} });

  it("send a lawyer and a visitor to /client-area, and show the admin the entries the URL asks for", async () => {
    for (const loader of [auditLoader, auditCsvLoader]) {
      const asLawyer = await runRoute(() => loader(args(get("/dashboard/admin/audit", cast.lawyer))));
      expect(asLawyer).toMatchObject({ kind: "response", status: 302 });
      expect((asLawyer as { headers: Headers }).headers.get("location")).toBe("/client-area");
      const anonymous = await runRoute(() => loader(args(get("/dashboard/admin/audit"))));
      expect((anonymous as { headers: Headers }).headers.get("location")).toMatch(/^\/client-area\?redirectTo=/);
    }
    const page = await runRoute(() => auditLoader(args(get("/dashboard/admin/audit?action=case.status_changed&entity=case&from=bogus&page=x", cast.admin))));
    expect(page.status).toBe(200);
    const data = (page as { data: { params: Record<string, unknown>; rows: { action: string; entityPath: string | null; changes: { field: string; before: string | null; after: string | null }[] }[] } }).data;
    expect(data.params).toMatchObject({ action: "case.status_changed", entity: "case", from: undefined, page: 1 });
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      expect(row.action).toBe("case.status_changed");
      expect(row.entityPath).toMatch(/^\/case\/[0-9a-f-]{36}$/);
      // The field and its codes in the admin's language (issue 29), not "status: open → closed".
      expect(row.changes).toContainEqual({ field: "status", label: "Status", before: expect.any(String), after: expect.any(String), data: false });
      const status = row.changes.find((c) => c.field === "status")!;
      expect([status.before, status.after]).not.toContain("closed");
    }
    const csv = await runRoute(() => auditCsvLoader(args(get("/dashboard/admin/audit.csv?action=case.status_changed", cast.admin, "ar"))));
    expect(csv).toMatchObject({ kind: "response", status: 200 });
    const response = (csv as { response: Response }).response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.text();
    expect(body.split("\r\n")[0]).toContain("رمز الإجراء");
    expect(body).toContain("case.status_changed");
    expect(body).not.toContain("case.opened");
  });
});

describe("the log cannot be changed", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of audit rows, whoever asks", async () => {
    const count = await auditCount();
    expect(count).toBeGreaterThan(0);
    const refused = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error?.message ?? "").toMatch(/audit_log rows cannot be changed or deleted/);
    };
    await refused(sql`update audit_log set summary = 'rewritten'`.execute(db));
    await refused(db.updateTable("audit_log").set({ ip: "0.0.0.0" }).where("action", "=", "case.opened").execute());
    await refused(sql`delete from audit_log`.execute(db));
    await refused(db.deleteFrom("audit_log").where("action", "=", "case.status_changed").execute());
    await refused(sql`truncate audit_log`.execute(db));
    expect(await auditCount()).toBe(count);
    expect(await db.selectFrom("audit_log").select("id").where("summary", "=", "rewritten").execute()).toEqual([]);
  });
});

describe("a lawyer's or an admin's change to their own account", () => {
  it("is in the log with the IP (password, name); the same change by a client is not", async () => {
    const lawyer = await userWithRole(db, "lawyer", { name: "Own Change Lawyer" });
    const client = await userWithRole(db, "individual", { name: "Own Change Client" });
    const newPassword = "a much longer passphrase 2026";
    for (const account of [lawyer, client]) {
      const caller = await fromIp(account, "10.77.0.9");
      // The lawyer has two-factor sign-in (as every lawyer must), so the change needs a code too (issue 25 item 2).
      const secret = await storedTotpSecret(db, account.userId);
      const code = secret ? await totpCodeFor(secret) : undefined;
      await caller.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword, code, revokeOtherSessions: false });
      await caller.accounts.updateProfile({ fullName: "Renamed Person" });
    }
    const lawyerRows = await entriesOf("user", lawyer.userId);
    expect(lawyerRows.map((r) => r.action)).toEqual(["account.password.change", "account.profile.update"]);
    expect(lawyerRows.every((r) => r.ip === "10.77.0.9" && r.actor_id === lawyer.userId)).toBe(true);
    expect(lawyerRows[1]).toMatchObject({ before: { name: "Own Change Lawyer" }, after: { name: "Renamed Person" } });
    // Neither row holds the password in any form.
    expect(JSON.stringify(lawyerRows)).not.toContain(newPassword);
    expect(await entriesOf("user", client.userId)).toEqual([]);
  });
});

describe("addresses in the log (issue 25 item 7)", () => {
  it("stores a reference, shows an admin the current address of the account an entry names, and nothing once it changed", async () => {
    const admin = await userWithRole(db, "admin");
    const person = await userWithRole(db, "individual", { name: "Reference Person" });
    await admin.caller.users.suspend({ userId: person.userId, reason: "Reference check" });
    const stored = await db.selectFrom("audit_log").select(["summary"]).where("entity_id", "=", person.userId).where("action", "=", "user.suspend").executeTakeFirstOrThrow();
    expect(stored.summary).not.toContain(person.email);
    expect(stored.summary).toMatch(/\[email:[0-9a-f]{16}\]/);

    const shown = await admin.caller.audit.list({ entityId: person.userId, page: 1 });
    expect(shown.rows.find((r) => r.action === "user.suspend")!.summary).toContain(person.email);

    // Once the account's address is another, the entry names no one.
    await db.updateTable("user").set({ email: `renamed.${Date.now()}@example.qa` }).where("id", "=", person.userId).execute();
    const after = await admin.caller.audit.list({ entityId: person.userId, page: 1 });
    const summary = after.rows.find((r) => r.action === "user.suspend")!.summary;
    expect(summary).not.toContain(person.email);
    expect(summary).toMatch(/\[email:[0-9a-f]{16}\]/);
  });
});
