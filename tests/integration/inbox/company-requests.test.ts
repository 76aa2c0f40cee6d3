/**
 * Issue 10 §5: company service requests. States submitted, in progress, done (unknown ones refused);
 * assignment to an admin or a verified lawyer (who is sent the request's details); the company's
 * members see the current state on their dashboard, members of another company do not see it at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { companyOf } from "#server/company/membership";
import { readOutbox } from "#server/mail/outbox";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { auditRows, failureOf, trpcCodeOf, verifiedLawyer, type Account } from "./support";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Corporate Admin" });
});
afterAll(() => cleanup());

/** The token of the newest invitation mailed to `email`. */
async function inviteToken(email: string): Promise<string> {
  const mail = (await readOutbox({ to: email })).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+\/company-invite\?token=[^\s]+/)![0];
  return new URL(link).searchParams.get("token")!;
}

/** A company with an owner and a second member, and a request made by the owner. */
async function companyWithRequest(legalNameEn: string) {
  const owner = await userWithRole(db, "company", { name: `${legalNameEn} Owner` });
  await owner.caller.company.updateProfile({ legalNameAr: "شركة الاختبار", legalNameEn, crNumber: "12345", sector: "technology" });
  const member = await userWithRole(db, "company", { name: `${legalNameEn} Member` });
  await owner.caller.company.invite({ email: member.email, role: "member" });
  await member.caller.company.acceptInvite({ token: await inviteToken(member.email) });
  await owner.caller.company.requestService({ service: "qfc_registration", details: "Register a QFC branch for our holding company." });
  const { companyId } = (await companyOf(db, owner.userId))!;
  const request = await db.selectFrom("company_service_requests").select("id").where("company_id", "=", companyId).executeTakeFirstOrThrow();
  return { owner, member, companyId, requestId: request.id };
}

describe("company service requests in the back office (issue 10 §5)", () => {
  it("are answered by email to every member of the company, each in their own language (issue 13 §1)", async () => {
    const acme = await companyWithRequest("Answered Holding");
    await db.updateTable("user").set({ locale: "en" }).where("id", "=", acme.owner.userId).execute();
    await db.updateTable("user").set({ locale: "ar" }).where("id", "=", acme.member.userId).execute();
    expect(await trpcCodeOf(acme.owner.caller.inbox.companyRequests.reply({ id: acme.requestId, body: "Not mine to send." }))).toBe("FORBIDDEN");
    const reply = "We have started the QFC registration; we will need your board resolution this week.";
    const result = await admin.caller.inbox.companyRequests.reply({ id: acme.requestId, body: reply });
    expect(result).toEqual({ members: 2 });
    const ownerMail = (await readOutbox({ to: acme.owner.email })).at(-1)!;
    const memberMail = (await readOutbox({ to: acme.member.email })).at(-1)!;
    expect(ownerMail.subject.startsWith("Reply to your service request")).toBe(true);
    expect(memberMail.subject.startsWith("ردّ على طلب الخدمة")).toBe(true);
    for (const mail of [ownerMail, memberMail]) expect(mail.text).toContain(reply);
    // Answering starts the work: the members see it in progress; the history and the audit log keep the reply.
    expect((await acme.member.caller.company.overview()).serviceRequests.map((r) => r.status)).toEqual(["in_progress"]);
    const detail = await admin.caller.inbox.companyRequests.byId({ id: acme.requestId });
    expect(detail.history.map((h) => [h.kind, h.body, h.mail_status])).toEqual([["reply", reply, "sent"]]);
    expect((await auditRows(db, acme.requestId)).map((a) => a.action)).toEqual(["inbox.company_request.reply"]);
  });

  it("the company's members see the state the firm sets; another company's members never see the request", async () => {
    const acme = await companyWithRequest("Acme Trading");
    const other = await companyWithRequest("Other Holding");
    const statesSeenBy = async (who: Account) => (await who.caller.company.overview()).serviceRequests.map((r) => [r.id, r.status]);

    expect(await statesSeenBy(acme.member)).toEqual([[acme.requestId, "submitted"]]);
    await admin.caller.inbox.companyRequests.setStatus({ id: acme.requestId, status: "in_progress" });
    expect(await statesSeenBy(acme.owner)).toEqual([[acme.requestId, "in_progress"]]);
    expect(await statesSeenBy(acme.member)).toEqual([[acme.requestId, "in_progress"]]);
    await admin.caller.inbox.companyRequests.setStatus({ id: acme.requestId, status: "done" });
    expect(await statesSeenBy(acme.member)).toEqual([[acme.requestId, "done"]]);

    for (const outsider of [other.owner, other.member]) {
      expect(await statesSeenBy(outsider)).toEqual([[other.requestId, "submitted"]]);
    }
    expect((await auditRows(db, acme.requestId)).map((a) => [a.action, a.entity_type, a.before, a.after])).toEqual([
      ["inbox.company_request.status", "company_service_request", { status: "submitted" }, { status: "in_progress" }],
      ["inbox.company_request.status", "company_service_request", { status: "in_progress" }, { status: "done" }],
    ]);
    // No company member can read the back office's copy either.
    expect(await trpcCodeOf(acme.owner.caller.inbox.companyRequests.byId({ id: acme.requestId }))).toBe("FORBIDDEN");
  });

  it("refuses unknown states (0006's completed and withdrawn included) and the same state again", async () => {
    const { requestId } = await companyWithRequest("States Co");
    for (const status of ["completed", "withdrawn", "in_review", "answered"]) {
      expect(await trpcCodeOf(admin.caller.inbox.companyRequests.setStatus({ id: requestId, status: status as "done" }))).toBe("BAD_REQUEST");
    }
    expect(await failureOf(admin.caller.inbox.companyRequests.setStatus({ id: requestId, status: "submitted" }))).toBe("inbox_unchanged");
    expect((await admin.caller.inbox.companyRequests.byId({ id: requestId })).history).toEqual([]);
  });

  it("assigns a verified lawyer, who is sent the request's details in their language; unverified lawyers and clients cannot take it", async () => {
    const { requestId, owner } = await companyWithRequest("Assign Co");
    const lawyer = await verifiedLawyer(db, "Salem Lawyer");
    await db.updateTable("user").set({ locale: "en" }).where("id", "=", lawyer.userId).execute();
    const unverified = await userWithRole(db, "lawyer");
    const individual = await userWithRole(db, "individual");
    for (const assigneeId of [unverified.userId, individual.userId, owner.userId]) {
      expect(await failureOf(admin.caller.inbox.companyRequests.assign({ id: requestId, assigneeId }))).toBe("inbox_assignee_invalid");
    }
    const staff = await admin.caller.inbox.staff({ inbox: "companyRequests" });
    expect(staff.map((s) => [s.id, s.role])).toEqual(expect.arrayContaining([[lawyer.userId, "lawyer"], [admin.userId, "admin"]]));
    expect(staff.some((s) => s.id === unverified.userId)).toBe(false);

    await admin.caller.inbox.companyRequests.assign({ id: requestId, assigneeId: lawyer.userId });
    const [mail] = await readOutbox({ to: lawyer.email });
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.text).toContain("Corporate Admin");
    expect(mail!.text).toContain("Assign Co");
    expect(mail!.text).toContain("QFC company registration");
    expect(mail!.text).toContain("Register a QFC branch for our holding company.");
    expect(mail!.text).toContain(owner.email);
    // A lawyer cannot open the back office: no link to it.
    expect(mail!.text).not.toContain("/dashboard/admin");

    const detail = await admin.caller.inbox.companyRequests.byId({ id: requestId });
    expect(detail).toMatchObject({ assignee_id: lawyer.userId, assignee_name: "Salem Lawyer", legal_name_en: "Assign Co", requester_email: owner.email });
    expect(detail.history).toMatchObject([{ kind: "assignment", assignee_id: lawyer.userId, assignee_name: "Salem Lawyer", actor_id: admin.userId }]);
    const [audit] = await auditRows(db, requestId);
    expect(audit).toMatchObject({ action: "inbox.company_request.assign", after: { assignee: { id: lawyer.userId, role: "lawyer" } } });
    // The lawyer is assigned but still cannot read the back office.
    expect(await trpcCodeOf(lawyer.caller.inbox.companyRequests.byId({ id: requestId }))).toBe("FORBIDDEN");
  });

  it("lists requests with counts, searching the company's name and the requester", async () => {
    const { requestId } = await companyWithRequest("Zqsearch Industries");
    const found = await admin.caller.inbox.companyRequests.list({ q: "zqsearch" });
    expect(found.rows.map((r) => [r.id, r.legal_name_en, r.service, r.status])).toEqual([[requestId, "Zqsearch Industries", "qfc_registration", "submitted"]]);
    expect(found.counts).toEqual({ all: 1, submitted: 1, in_progress: 0, done: 0 });
    expect((await admin.caller.inbox.companyRequests.list({ q: "zqsearch Owner" })).total).toBe(1);
    expect((await admin.caller.inbox.companyRequests.list({ q: "zqsearch", status: "done" })).rows).toEqual([]);
  });
});
