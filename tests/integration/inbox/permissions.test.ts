/**
 * Issue 10 §5 and §7: every inbox procedure x every role. Only admins get through; everyone else is
 * refused at the procedure (FORBIDDEN, or UNAUTHORIZED without a session) and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { companyOf } from "#server/company/membership";
import { type Account, accountsOfEveryRole, anonymousCaller, type SignedInRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { contactMessage, jobApplication, jobPosting, trpcCodeOf } from "./support";

let db: DB;
let cleanup: () => Promise<void>;
let accounts: Record<SignedInRole, Account>;
const ids = { contact: "", application: "", companyRequest: "" };

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  accounts = await accountsOfEveryRole(db, { name: (role) => `Inbox ${role}` });
  ids.contact = (await contactMessage(db)).id;
  const posting = await jobPosting(db);
  ids.application = (await jobApplication(db, { postingId: posting.id })).id;
  await accounts.company.caller.company.requestService({ service: "cr_amendment", details: "Add a new activity to our commercial registration." });
  const membership = (await companyOf(db, accounts.company.userId))!;
  ids.companyRequest = (await db.selectFrom("company_service_requests").select("id").where("company_id", "=", membership.companyId).executeTakeFirstOrThrow()).id;
});
afterAll(() => cleanup());

type Caller = Account["caller"];

/** Every inbox procedure, called with valid input. */
function calls(caller: Caller, adminId: string): Record<string, () => Promise<unknown>> {
  return {
    "staff": () => caller.inbox.staff({ inbox: "companyRequests" }),
    "contact.list": () => caller.inbox.contact.list({ page: 1 }),
    "contact.byId": () => caller.inbox.contact.byId({ id: ids.contact }),
    "contact.setStatus": () => caller.inbox.contact.setStatus({ id: ids.contact, status: "in_progress" }),
    "contact.assign": () => caller.inbox.contact.assign({ id: ids.contact, assigneeId: adminId }),
    "contact.reply": () => caller.inbox.contact.reply({ id: ids.contact, body: "Thank you, we will call you tomorrow." }),
    "contact.addNote": () => caller.inbox.contact.addNote({ id: ids.contact, body: "Called back, no answer." }),
    "applications.list": () => caller.inbox.applications.list({ page: 1 }),
    "applications.postings": () => caller.inbox.applications.postings(),
    "applications.byId": () => caller.inbox.applications.byId({ id: ids.application }),
    "applications.setStatus": () => caller.inbox.applications.setStatus({ id: ids.application, status: "shortlisted" }),
    "applications.assign": () => caller.inbox.applications.assign({ id: ids.application, assigneeId: adminId }),
    "applications.addNote": () => caller.inbox.applications.addNote({ id: ids.application, body: "Strong litigation background." }),
    "companyRequests.list": () => caller.inbox.companyRequests.list({ page: 1 }),
    "companyRequests.byId": () => caller.inbox.companyRequests.byId({ id: ids.companyRequest }),
    "companyRequests.setStatus": () => caller.inbox.companyRequests.setStatus({ id: ids.companyRequest, status: "in_progress" }),
    "companyRequests.assign": () => caller.inbox.companyRequests.assign({ id: ids.companyRequest, assigneeId: adminId }),
    "companyRequests.addNote": () => caller.inbox.companyRequests.addNote({ id: ids.companyRequest, body: "Needs the CR certificate." }),
  };
}

const PROCEDURES = Object.keys(calls({} as Caller, ""));

async function snapshot() {
  const [contact, application, request, events, audit] = await Promise.all([
    db.selectFrom("contact_messages").select(["status", "assignee_id"]).where("id", "=", ids.contact).executeTakeFirstOrThrow(),
    db.selectFrom("job_applications").select(["status", "assignee_id"]).where("id", "=", ids.application).executeTakeFirstOrThrow(),
    db.selectFrom("company_service_requests").select(["status", "assignee_id"]).where("id", "=", ids.companyRequest).executeTakeFirstOrThrow(),
    db.selectFrom("inbox_events").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db.selectFrom("audit_log").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { contact, application, request, events: Number(events.n), audit: Number(audit.n) };
}

describe("inbox procedures x roles (issue 10 §7)", () => {
  for (const role of ["individual", "company", "lawyer", "unset"] as const) {
    it(`${role}: every inbox procedure is refused (FORBIDDEN) and nothing changes`, async () => {
      const before = await snapshot();
      const table = calls(accounts[role].caller, accounts.admin.userId);
      for (const name of PROCEDURES) {
        expect([name, await trpcCodeOf(table[name]!())]).toEqual([name, "FORBIDDEN"]);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("a visitor without a session: every inbox procedure is refused (UNAUTHORIZED) and nothing changes", async () => {
    const before = await snapshot();
    const table = calls(anonymousCaller(db), accounts.admin.userId);
    for (const name of PROCEDURES) {
      expect([name, await trpcCodeOf(table[name]!())]).toEqual([name, "UNAUTHORIZED"]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("admin: every inbox procedure goes through, and each change is in the history and the audit log", async () => {
    const table = calls(accounts.admin.caller, accounts.admin.userId);
    for (const name of PROCEDURES) {
      await expect(table[name]!(), name).resolves.toBeDefined();
    }
    const after = await snapshot();
    expect(after.contact).toEqual({ status: "answered", assignee_id: accounts.admin.userId });
    expect(after.application).toEqual({ status: "shortlisted", assignee_id: accounts.admin.userId });
    expect(after.request).toEqual({ status: "in_progress", assignee_id: accounts.admin.userId });
    // 4 contact changes (state, assignment, reply, note) + 3 per other inbox.
    expect(after.events).toBe(10);
    expect(after.audit).toBe(10);
  });
});
