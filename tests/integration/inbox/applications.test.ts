/**
 * Issue 10 §5: job applications. A decision (shortlisted, rejected, hired) is mailed to the applicant
 * in the language they applied in; going back to received mails nobody; an unknown state is refused;
 * the list filters by posting and searches the posting's title too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { auditRows, failureOf, jobApplication, jobPosting, trpcCodeOf, uniqueEmail, verifiedLawyer, type Account } from "./support";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;
let postingId: string;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Recruiting Admin" });
  postingId = (await jobPosting(db)).id;
});
afterAll(() => cleanup());

describe("decisions on job applications (issue 10 §5)", () => {
  it("tells an English applicant of each decision in English first, and records that the email went", async () => {
    const email = uniqueEmail("applicant-en");
    const { id } = await jobApplication(db, { postingId, email, locale: "en" });

    await expect(admin.caller.inbox.applications.setStatus({ id, status: "shortlisted" })).resolves.toEqual({ status: "shortlisted", mailed: true });
    await admin.caller.inbox.applications.setStatus({ id, status: "hired" });
    const mails = await readOutbox({ to: email });
    expect(mails.map((m) => m.subject)).toEqual([
      "Update on your application: Associate lawyer — litigation | تحديث بشأن طلبك لوظيفة: محامٍ مشارك — التقاضي",
      "Congratulations: your application for Associate lawyer — litigation | تهانينا: قبولك لوظيفة محامٍ مشارك — التقاضي",
    ]);
    expect(mails[0]!.text.indexOf("You have been shortlisted")).toBeLessThan(mails[0]!.text.indexOf("أُدرج طلبك في القائمة المختصرة"));
    expect(mails[0]!.html).toContain('<html lang="en" dir="ltr">');
    expect(mails[1]!.text).toContain("Welcome to the team");

    const detail = await admin.caller.inbox.applications.byId({ id });
    expect(detail.status).toBe("hired");
    expect(detail.history.map((e) => [e.kind, e.from_status, e.to_status, e.mail_to, e.mail_status])).toEqual([
      ["status", "received", "shortlisted", email, "sent"],
      ["status", "shortlisted", "hired", email, "sent"],
    ]);
    expect((await auditRows(db, id)).map((a) => [a.action, a.entity_type, a.before, a.after])).toEqual([
      ["inbox.application.status", "job_application", { status: "received" }, { status: "shortlisted" }],
      ["inbox.application.status", "job_application", { status: "shortlisted" }, { status: "hired" }],
    ]);
  });

  it("tells an Arabic applicant of a rejection in Arabic first, with the careers link; back to received mails nobody", async () => {
    const email = uniqueEmail("applicant-ar");
    const { id } = await jobApplication(db, { postingId, email, locale: "ar" });
    await admin.caller.inbox.applications.setStatus({ id, status: "rejected" });
    const [mail] = await readOutbox({ to: email });
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text.indexOf("نأسف لإبلاغك")).toBeLessThan(mail!.text.indexOf("we regret to tell you"));
    expect(mail!.text).toContain("http://localhost:3000/careers?lang=ar");

    await expect(admin.caller.inbox.applications.setStatus({ id, status: "received" })).resolves.toEqual({ status: "received", mailed: false });
    expect(await readOutbox({ to: email })).toHaveLength(1);
    expect((await admin.caller.inbox.applications.byId({ id })).history.at(-1)).toMatchObject({ to_status: "received", mail_to: null, mail_status: null });
  });

  it("refuses an unknown state (0004's old 'reviewing' included) and the same state again, and mails nobody", async () => {
    const email = uniqueEmail("applicant-bad");
    const { id } = await jobApplication(db, { postingId, email });
    for (const status of ["reviewing", "in_progress", "accepted"]) {
      expect(await trpcCodeOf(admin.caller.inbox.applications.setStatus({ id, status: status as "hired" }))).toBe("BAD_REQUEST");
    }
    expect(await failureOf(admin.caller.inbox.applications.setStatus({ id, status: "received" }))).toBe("inbox_unchanged");
    expect(await readOutbox({ to: email })).toEqual([]);
    expect((await admin.caller.inbox.applications.byId({ id })).status).toBe("received");
    // The database refuses it too, whoever writes.
    await expect(db.updateTable("job_applications").set({ status: "reviewing" }).where("id", "=", id).execute()).rejects.toThrow();
  });

  it("assigns applications to admins only", async () => {
    const { id } = await jobApplication(db, { postingId });
    const lawyer = await verifiedLawyer(db);
    expect(await failureOf(admin.caller.inbox.applications.assign({ id, assigneeId: lawyer.userId }))).toBe("inbox_assignee_invalid");
    await admin.caller.inbox.applications.assign({ id, assigneeId: admin.userId });
    expect((await admin.caller.inbox.applications.byId({ id })).assignee_name).toBe("Recruiting Admin");
  });
});

describe("the applications list", () => {
  it("filters by posting and state, searches the applicant and the posting's title, and counts per state", async () => {
    const other = await jobPosting(db, { titleAr: "مساعد قانوني زكمارك", titleEn: "Paralegal zqmark" });
    const first = await jobApplication(db, { postingId: other.id, name: "Fatima Paralegal" });
    const second = await jobApplication(db, { postingId: other.id, name: "Omar Paralegal" });
    await admin.caller.inbox.applications.setStatus({ id: second.id, status: "shortlisted" });

    const byPosting = await admin.caller.inbox.applications.list({ posting: other.id });
    expect(byPosting.counts).toEqual({ all: 2, received: 1, shortlisted: 1, rejected: 0, hired: 0 });
    expect(byPosting.rows.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect((await admin.caller.inbox.applications.list({ posting: other.id, status: "shortlisted" })).rows.map((r) => r.id)).toEqual([second.id]);
    expect((await admin.caller.inbox.applications.list({ q: "zqmark fatima" })).rows.map((r) => r.id)).toEqual([first.id]);
    expect((await admin.caller.inbox.applications.list({ q: "زكمارك" })).total).toBe(2);
    const postings = await admin.caller.inbox.applications.postings();
    expect(postings.map((p) => p.id)).toEqual(expect.arrayContaining([postingId, other.id]));
  });
});
