/**
 * Issue 10 §5: the contact inbox. States are validated (an unknown one is refused and changes nothing),
 * an admin replies by email in the sender's language (reply stored in the history, message marked
 * answered, the original quoted), assignment takes only admins, and the list filters, searches
 * (Arabic letter variants folded), counts and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { forgetFirmProfile } from "#server/firm/profile";
import { readOutbox } from "#server/mail/outbox";
import { seedSampleFirmProfile } from "../../../scripts/seed-firm-profile";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { auditRows, contactMessage, failureOf, trpcCodeOf, uniqueEmail, verifiedLawyer, type Account } from "./support";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;
let otherAdmin: Account;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Maryam Admin" });
  otherAdmin = await userWithRole(db, "admin", { name: "Hamad Admin" });
});
afterAll(() => cleanup());

describe("contact inbox states (issue 10 §5)", () => {
  it("moves a message between its states, records who did it in the history and the audit log", async () => {
    const { id } = await contactMessage(db);
    await expect(admin.caller.inbox.contact.setStatus({ id, status: "in_progress" })).resolves.toEqual({ status: "in_progress" });
    await admin.caller.inbox.contact.setStatus({ id, status: "closed" });
    const detail = await admin.caller.inbox.contact.byId({ id });
    expect(detail.status).toBe("closed");
    expect(detail.history.map((e) => [e.kind, e.from_status, e.to_status, e.actor_name])).toEqual([
      ["status", "new", "in_progress", "Maryam Admin"],
      ["status", "in_progress", "closed", "Maryam Admin"],
    ]);
    const audit = await auditRows(db, id);
    expect(audit.map((a) => [a.action, a.entity_type, a.actor_id, a.before, a.after, a.ip])).toEqual([
      ["inbox.contact.status", "contact_message", admin.userId, { status: "new" }, { status: "in_progress" }, "10.1.0.1"],
      ["inbox.contact.status", "contact_message", admin.userId, { status: "in_progress" }, { status: "closed" }, "10.1.0.1"],
    ]);
  });

  it("refuses an unknown state, the same state again and an unknown message, and changes nothing", async () => {
    const { id } = await contactMessage(db);
    for (const status of ["reviewing", "done", "", "NEW"]) {
      expect(await trpcCodeOf(admin.caller.inbox.contact.setStatus({ id, status: status as "new" }))).toBe("BAD_REQUEST");
    }
    expect(await failureOf(admin.caller.inbox.contact.setStatus({ id, status: "new" }))).toBe("inbox_unchanged");
    expect(await failureOf(admin.caller.inbox.contact.setStatus({ id: "0badc0de-0000-4000-8000-00000000dead", status: "closed" }))).toBe("not_found");
    expect(await failureOf(admin.caller.inbox.contact.byId({ id: "not-a-uuid" }))).toBe("not_found");
    const row = await db.selectFrom("contact_messages").select(["status", "updated_at", "created_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
    expect(await auditRows(db, id)).toEqual([]);
    expect((await admin.caller.inbox.contact.byId({ id })).history).toEqual([]);
  });
});

describe("replying to a contact message", () => {
  it("mails the reply in the sender's language (English), quotes the original, keeps the reply and marks it answered", async () => {
    const email = uniqueEmail("reply-en");
    const { id } = await contactMessage(db, { email, language: "en", subject: "Lease question", message: "My landlord wants to end the lease early." });
    const reply = "Dear Noura,\nUnder Law No. 4 of 2008 your landlord needs a court order.\nWe can meet on Sunday.";
    await expect(admin.caller.inbox.contact.reply({ id, body: reply })).resolves.toEqual({ status: "answered" });

    const [mail, ...more] = await readOutbox({ to: email });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Re: Lease question | ردّ على رسالتك: Lease question");
    // English first: the reply, the signature and the original quoted, then the Arabic pointer to it.
    const english = mail!.text.indexOf("Our reply to your message");
    const arabic = mail!.text.indexOf("ردّنا على رسالتك");
    expect(english).toBeGreaterThanOrEqual(0);
    expect(arabic).toBeGreaterThan(english);
    expect(mail!.text.indexOf("Under Law No. 4 of 2008 your landlord needs a court order.")).toBeGreaterThan(english);
    expect(mail!.text.indexOf("My landlord wants to end the lease early.")).toBeLessThan(arabic);
    expect(mail!.text).toContain("Maryam Admin");
    expect(mail!.text).toContain("كُتب الرد باللغة الإنجليزية");
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain("<blockquote");
    // Issue 29: from the firm's own address (FIRM_EMAIL before the profile is saved), with Reply-To, and the
    // person is invited to answer instead of being told to use the web form again.
    expect(mail!.from).toBe(`"Qanun Legal" <${getEnv().FIRM_EMAIL}>`);
    expect(mail!.replyTo).toBe(getEnv().FIRM_EMAIL);
    expect(mail!.text).toContain("simply reply to this email");
    expect(mail!.text).not.toMatch(/do not reply|do not reach our team|عدم الرد/);

    const detail = await admin.caller.inbox.contact.byId({ id });
    expect(detail.status).toBe("answered");
    expect(detail.history).toMatchObject([{ kind: "reply", body: reply, from_status: "new", to_status: "answered", mail_to: email, mail_status: "sent", actor_id: admin.userId }]);
    const [audit] = await auditRows(db, id);
    expect(audit).toMatchObject({ action: "inbox.contact.reply", before: { status: "new" }, after: { status: "answered", reply } });
  });

  it("mails an Arabic reply with the Arabic block first when the sender chose Arabic", async () => {
    await seedSampleFirmProfile(db);
    forgetFirmProfile(db);
    const email = uniqueEmail("reply-ar");
    const { id } = await contactMessage(db, { email, language: "ar", subject: "استفسار عن عقد", message: "أرغب في مراجعة عقد عمل قبل توقيعه." });
    await admin.caller.inbox.contact.setStatus({ id, status: "in_progress" });
    await admin.caller.inbox.contact.reply({ id, body: "يسعدنا مراجعة العقد. يُرجى إرساله عبر البريد." });
    const [mail] = await readOutbox({ to: email });
    expect(mail!.subject).toBe("ردّ على رسالتك: استفسار عن عقد | Re: استفسار عن عقد");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text.indexOf("يسعدنا مراجعة العقد")).toBeLessThan(mail!.text.indexOf("Our reply to your message"));
    expect(mail!.text).toContain("The reply is written in Arabic");
    // The firm's saved profile names the sender, in the sender's language.
    expect(mail!.from).toBe(`"قانون للمحاماة" <office@qanun.example>`);
    expect(mail!.replyTo).toBe("office@qanun.example");
    expect((await admin.caller.inbox.contact.byId({ id })).history.map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ["status", "new", "in_progress"],
      ["reply", "in_progress", "answered"],
    ]);
  });

  it("refuses an empty or oversized reply and sends nothing", async () => {
    const email = uniqueEmail("reply-bad");
    const { id } = await contactMessage(db, { email });
    for (const body of ["", "   ", "x".repeat(5001), "bad\u0000text"]) {
      expect(await trpcCodeOf(admin.caller.inbox.contact.reply({ id, body }))).toBe("BAD_REQUEST");
    }
    expect(await readOutbox({ to: email })).toEqual([]);
    expect((await admin.caller.inbox.contact.byId({ id })).status).toBe("new");
  });
});

describe("assigning contact messages", () => {
  it("assigns to an admin (who is told by email), reassigns and unassigns; a lawyer or unknown user cannot take it", async () => {
    const { id } = await contactMessage(db, { subject: "Inheritance" });
    await admin.caller.inbox.contact.assign({ id, assigneeId: otherAdmin.userId });
    const notice = (await readOutbox({ to: otherAdmin.email })).at(-1)!;
    expect(notice.text).toContain("Maryam Admin");
    expect(notice.text).toContain(`/dashboard/admin/inbox/contact/${id}`);

    const lawyer = await verifiedLawyer(db);
    const individual = await userWithRole(db, "individual");
    for (const assigneeId of [lawyer.userId, individual.userId, "no-such-user"]) {
      expect(await failureOf(admin.caller.inbox.contact.assign({ id, assigneeId }))).toBe("inbox_assignee_invalid");
    }
    expect(await failureOf(admin.caller.inbox.contact.assign({ id, assigneeId: otherAdmin.userId }))).toBe("inbox_unchanged");
    await admin.caller.inbox.contact.assign({ id, assigneeId: admin.userId });
    await admin.caller.inbox.contact.assign({ id, assigneeId: null });
    const detail = await admin.caller.inbox.contact.byId({ id });
    expect(detail.assignee_id).toBeNull();
    expect(detail.history.map((e) => [e.kind, e.assignee_name])).toEqual([
      ["assignment", "Hamad Admin"],
      ["assignment", "Maryam Admin"],
      ["assignment", null],
    ]);
    expect(detail.staff.map((s) => s.id).sort()).toEqual([admin.userId, otherAdmin.userId].sort());
    const audit = await auditRows(db, id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["inbox.contact.assign", { assignee: null }, { assignee: { id: otherAdmin.userId, name: "Hamad Admin", role: "admin" } }],
      ["inbox.contact.assign", { assignee: { id: otherAdmin.userId, name: "Hamad Admin" } }, { assignee: { id: admin.userId, name: "Maryam Admin", role: "admin" } }],
      ["inbox.contact.assign", { assignee: { id: admin.userId, name: "Maryam Admin" } }, { assignee: null }],
    ]);
  });

  it("keeps internal notes in the history (audited) without mailing anyone", async () => {
    const email = uniqueEmail("note");
    const { id } = await contactMessage(db, { email });
    await admin.caller.inbox.contact.addNote({ id, body: "Called back; she will send the lease." });
    expect((await admin.caller.inbox.contact.byId({ id })).history).toMatchObject([{ kind: "note", body: "Called back; she will send the lease.", mail_to: null }]);
    expect(await readOutbox({ to: email })).toEqual([]);
    expect((await auditRows(db, id)).map((a) => a.action)).toEqual(["inbox.contact.note"]);
  });
});

describe("the contact list", () => {
  it("filters by state and assignee, searches with Arabic letters folded, counts per state and pages", async () => {
    // Every message of this test carries a marker word, so searching for it gives exact counts.
    const marker = "zqlistmarker";
    const message = `${marker} please call me back about my case.`;
    const a = await userWithRole(db, "admin", { name: "List Admin" });
    const b = await userWithRole(db, "admin", { name: "Other Admin" });
    const ahmad = await contactMessage(db, { name: "أحمد المري", subject: "استشارة", message, minutesAgo: 5 });
    const lease = await contactMessage(db, { subject: "Lease renewal", message, status: "in_progress", minutesAgo: 10 });
    await contactMessage(db, { subject: "Closed one", message, status: "closed", minutesAgo: 15 });
    for (let i = 0; i < 26; i++) await contactMessage(db, { subject: `Bulk ${i}`, message, minutesAgo: 100 + i });
    await a.caller.inbox.contact.assign({ id: lease.id, assigneeId: a.userId });
    await a.caller.inbox.contact.assign({ id: ahmad.id, assigneeId: b.userId });

    const all = await a.caller.inbox.contact.list({ q: marker, page: 1 });
    expect(all.counts).toEqual({ all: 29, new: 27, in_progress: 1, answered: 0, closed: 1 });
    expect(all.total).toBe(29);
    expect(all.rows).toHaveLength(25);
    expect(all.pageCount).toBe(2);
    expect(all.rows[0]!.id).toBe(ahmad.id);
    expect((await a.caller.inbox.contact.list({ q: marker, page: 2 })).rows).toHaveLength(4);

    expect((await a.caller.inbox.contact.list({ q: marker, status: "in_progress" })).rows.map((r) => r.id)).toEqual([lease.id]);
    const mine = await a.caller.inbox.contact.list({ assignee: "me" });
    expect(mine.rows.map((r) => [r.id, r.assignee_name])).toEqual([[lease.id, "List Admin"]]);
    expect((await b.caller.inbox.contact.list({ assignee: "me" })).rows.map((r) => r.id)).toEqual([ahmad.id]);
    expect((await a.caller.inbox.contact.list({ assignee: b.userId })).rows.map((r) => r.id)).toEqual([ahmad.id]);
    const unassigned = await a.caller.inbox.contact.list({ q: marker, assignee: "none" });
    expect(unassigned.counts).toMatchObject({ all: 27, in_progress: 0 });

    // أحمد is found as احمد; the counts follow the search.
    const found = await a.caller.inbox.contact.list({ q: `${marker} احمد` });
    expect(found.rows.map((r) => r.id)).toEqual([ahmad.id]);
    expect(found.counts).toEqual({ all: 1, new: 1, in_progress: 0, answered: 0, closed: 0 });
    expect((await a.caller.inbox.contact.list({ q: "lease RENEWAL" })).rows.map((r) => r.id)).toEqual([lease.id]);
    expect((await a.caller.inbox.contact.list({ q: "100%_" })).rows).toEqual([]);
    expect(await trpcCodeOf(a.caller.inbox.contact.list({ status: "pending" as "new" }))).toBe("BAD_REQUEST");
  });

  it("a message sent through the public form arrives as new, unassigned", async () => {
    const email = uniqueEmail("public");
    await anonymousCaller(db).contact.send({
      fullName: "Sara Visitor",
      email,
      subject: "Company formation",
      message: "I would like to set up a company in the QFC.",
      preferredLanguage: "ar",
    });
    const list = await admin.caller.inbox.contact.list({ q: email });
    expect(list.rows).toMatchObject([{ email, status: "new", assignee_id: null, preferred_language: "ar" }]);
  });
});
