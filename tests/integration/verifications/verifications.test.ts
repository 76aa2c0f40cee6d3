/**
 * Issue 10 §2: the verification review. Every procedure x every role (only admins review; only the
 * lawyer or company itself reads and resubmits its own); reject with a reason -> email in the person's
 * language -> upload again and resubmit -> approve with the licence -> listed in the directory; an
 * expired licence leaves the directory, the profile, the slots and booking at once (query time); the
 * 30-day notice goes out exactly once even with two runs at the same time; each decision is audited.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { provisionUser } from "#server/accounts/provision";
import { qatarToday } from "#server/lawyer-desk/schemas";
import { readOutbox } from "#server/mail/outbox";
import { addDays, runDueLicenceReminders } from "#server/verifications/licence-reminders";
import { type Account, anonymousCaller, callerFor, type SignedInRole, signInHeaders, TEST_PASSWORD, useDatabaseWithEveryRole } from "../../setup/callers";
import { JPEG_BYTES, PDF_BYTES } from "../../setup/file-fixtures";
import { directoryProfile } from "../../setup/lawyers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

let counter = 0;
/** A signed-in account in a language, with a caller. */
async function person(name: string, role: Role, locale: "ar" | "en") {
  const email = `review${++counter}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name, password: TEST_PASSWORD, role, locale });
  const headers = await signInHeaders(db, { email, password: TEST_PASSWORD });
  return { userId, email, caller: await callerFor(db, headers) };
}

async function upload(caller: Account["caller"], key: "bar_license" | "qatar_id" | "commercial_registration", bytes = PDF_BYTES, fileName = `${key}.pdf`) {
  const outcome = await caller.documents.uploadVerification({ documents: [{ key, fileName, bytes }] });
  expect(outcome.failed).toEqual([]);
}

/** A lawyer with a directory entry bookable every day 08:00-20:00 for a video consultation. */
async function bookableLawyer(name: string, locale: "ar" | "en") {
  const lawyer = await person(name, "lawyer", locale);
  await upload(lawyer.caller, "bar_license");
  const { id } = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile(name));
  await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 500, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true });
  await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "08:00", end: "20:00" })) });
  return { ...lawyer, lawyerId: id };
}

const licence = (daysAhead: number, rollLevel: "trainee" | "first_instance" | "appeal" | "cassation" = "appeal") => ({
  rollLevel,
  licenceNumber: `QBA-${++counter}`,
  licenceExpiresOn: addDays(qatarToday(), daysAhead),
});

const admin = () => accounts.admin.caller.verifications;

async function auditOf(userId: string) {
  return db.selectFrom("audit_log").select(["action", "actor_id", "before", "after"]).where("entity_type", "=", "profile").where("entity_id", "=", userId).orderBy("id").execute();
}

async function listed(lawyerId: string, q: string) {
  const directory = await anonymousCaller(db).lawyers.search({ q, page: 1 } as never);
  return directory.items.some((item: { id: string }) => item.id === lawyerId);
}

async function videoSlots(lawyerId: string) {
  const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId, serviceArea: "family", kind: "video", from: addDays(qatarToday(), 2), days: 2 });
  return slots;
}

describe("permissions: every procedure is refused at the procedure", () => {
  it("only admins list, open, approve, reject and record licences; everyone else is refused and nothing changes", async () => {
    const target = await person("Target Lawyer", "lawyer", "ar");
    await upload(target.caller, "bar_license");
    const calls = (caller: Account["caller"]) => [
      () => caller.verifications.list({}),
      () => caller.verifications.byId({ userId: target.userId }),
      () => caller.verifications.approve({ userId: target.userId, licence: licence(200) }),
      () => caller.verifications.reject({ userId: target.userId, reason: "Not allowed to decide this." }),
      () => caller.verifications.updateLicence({ userId: target.userId, ...licence(200) }),
      () => caller.admin.setVerification({ profileId: target.userId, decision: "verified" }),
    ];
    for (const who of ["individual", "company", "lawyer", "unset"] as const) {
      for (const call of calls(accounts[who].caller)) await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    for (const call of calls(anonymousCaller(db))) await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const profile = await db.selectFrom("profiles").select("verification_status").where("id", "=", target.userId).executeTakeFirstOrThrow();
    expect(profile.verification_status).toBe("pending");
    expect(await db.selectFrom("lawyer_licences").select("user_id").where("user_id", "=", target.userId).execute()).toEqual([]);
    expect(await auditOf(target.userId)).toEqual([]);

    // The admin passes every one of them.
    await expect(admin().list({})).resolves.toMatchObject({ counts: expect.objectContaining({ pending: expect.any(Number) }) });
    await expect(admin().byId({ userId: target.userId })).resolves.toMatchObject({ account: { id: target.userId, kind: "lawyer" } });
    await expect(admin().reject({ userId: target.userId, reason: "The licence copy is unreadable." })).resolves.toEqual({ status: "rejected" });
    await expect(admin().approve({ userId: target.userId, licence: licence(200) })).resolves.toEqual({ status: "verified" });
    await expect(admin().updateLicence({ userId: target.userId, ...licence(300) })).resolves.toMatchObject({ listed: true });
  });

  it("the own-account procedures are for lawyers and companies, each about themselves", async () => {
    for (const who of ["individual", "admin", "unset"] as const) {
      await expect(accounts[who].caller.verifications.own()).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(accounts[who].caller.verifications.resubmitOwn({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(anonymousCaller(db).verifications.own()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymousCaller(db).verifications.resubmitOwn({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const who of ["lawyer", "company"] as const) {
      await expect(accounts[who].caller.verifications.own()).resolves.toMatchObject({ status: "none", history: [] });
      // Nothing was rejected: there is nothing to resubmit.
      await expect(accounts[who].caller.verifications.resubmitOwn({})).rejects.toMatchObject({ message: "verification_not_rejected" });
    }
  });

  it("an individual or admin account is not reviewed: not found", async () => {
    await expect(admin().byId({ userId: accounts.individual.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().approve({ userId: accounts.individual.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(admin().reject({ userId: "no-such-user", reason: "There is nobody to reject here." })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("reject, resubmit, approve: the lawyer ends up in the directory", () => {
  it("walks the whole journey, with the email in the lawyer's language and every step kept and audited", async () => {
    const lawyer = await bookableLawyer("Rashid Journey", "en");
    const before = await admin().list({ kind: "lawyer", q: "Rashid Journey" });
    expect(before.rows.map((r) => r.id)).toEqual([lawyer.userId]);
    expect(before.rows[0]).toMatchObject({ status: "pending", documentCount: 1, kind: "lawyer" });
    expect(before.counts.pending).toBe(1);

    // The review page: the document with a signed inline preview link (no download disposition).
    const detail = await admin().byId({ userId: lawyer.userId });
    expect(detail.documents).toHaveLength(1);
    expect(detail.documents[0]).toMatchObject({ key: "bar_license", fileName: "bar_license.pdf", preview: "pdf" });
    expect(detail.documents[0]!.previewUrl).toMatch(/\/files\/signed\?/);
    // An inline preview (the review page frames it) that carries the file's name for its tab and "save as".
    expect(detail.documents[0]!.previewUrl).toMatch(/[?&]i=1(&|$)/);
    expect(new URL(detail.documents[0]!.previewUrl!).searchParams.get("n")).toBe("bar_license.pdf");
    expect(detail.history.map((h) => h.kind)).toEqual(["submitted"]);

    // A rejection needs a reason.
    await expect(admin().reject({ userId: lawyer.userId, reason: "  " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const reason = "The bar licence you uploaded has expired; please upload the current one.";
    await admin().reject({ userId: lawyer.userId, reason });
    expect(await listed(lawyer.lawyerId, "Rashid Journey")).toBe(false);
    const rejectionMail = (await readOutbox({ to: lawyer.email })).at(-1)!;
    expect(rejectionMail.subject.startsWith("We could not approve your documents")).toBe(true);
    expect(rejectionMail.html).toContain('<html lang="en" dir="ltr"');
    expect(rejectionMail.text).toContain(reason);
    expect(rejectionMail.text).toContain("/dashboard/lawyer?lang=en");

    // The lawyer sees the reason and the history (without the reviewer's name), and a notification.
    const own = await lawyer.caller.verifications.own();
    expect(own).toMatchObject({ status: "rejected", rejection: { reason } });
    expect(own.history.map((h) => h.kind)).toEqual(["rejected", "submitted"]);
    expect(own.history.every((h) => h.actorName === null)).toBe(true);
    const notifications = await db.selectFrom("notifications").select(["type", "data"]).where("user_id", "=", lawyer.userId).execute();
    expect(notifications.map((n) => n.type)).toContain("verification_rejected");

    // Uploading again keeps the rejection until the lawyer resubmits, with a note.
    await upload(lawyer.caller, "bar_license", JPEG_BYTES, "licence-2026.jpg");
    expect((await lawyer.caller.verifications.own()).status).toBe("rejected");
    await expect(lawyer.caller.verifications.resubmitOwn({ note: "x".repeat(1001) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await lawyer.caller.verifications.resubmitOwn({ note: "Here is the renewed licence." });
    expect((await lawyer.caller.verifications.own()).status).toBe("pending");
    await expect(lawyer.caller.verifications.resubmitOwn({})).rejects.toMatchObject({ message: "verification_not_rejected" });
    const resubmitted = await admin().byId({ userId: lawyer.userId });
    expect(resubmitted.documents[0]).toMatchObject({ fileName: "licence-2026.jpg", preview: "image" });
    expect(resubmitted.history[0]).toMatchObject({ kind: "resubmitted", reason: "Here is the renewed licence." });

    // Approving a lawyer records the licence; it must be there and current.
    await expect(admin().approve({ userId: lawyer.userId })).rejects.toMatchObject({ message: "licence_required" });
    await expect(admin().approve({ userId: lawyer.userId, licence: licence(-1) })).rejects.toMatchObject({ message: "licence_already_expired" });
    await expect(admin().approve({ userId: lawyer.userId, licence: { ...licence(100), licenceNumber: "<script>" } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await lawyer.caller.verifications.own()).status).toBe("pending");
    const recorded = licence(400, "cassation");
    await admin().approve({ userId: lawyer.userId, licence: recorded });
    await expect(admin().approve({ userId: lawyer.userId, licence: recorded })).rejects.toMatchObject({ message: "verification_unchanged" });

    expect(await listed(lawyer.lawyerId, "Rashid Journey")).toBe(true);
    const profile = await anonymousCaller(db).lawyers.byId({ id: lawyer.lawyerId });
    expect(profile.rollLevel).toBe("cassation");
    const approvalMail = (await readOutbox({ to: lawyer.email })).at(-1)!;
    expect(approvalMail.subject.startsWith("Your account has been approved")).toBe(true);
    expect(approvalMail.text).toContain(recorded.licenceNumber);

    const history = (await admin().byId({ userId: lawyer.userId })).history;
    expect(history.map((h) => h.kind)).toEqual(["approved", "resubmitted", "rejected", "submitted"]);
    expect(history[0]).toMatchObject({ actorName: "Test admin", licence: recorded });
    const audit = await auditOf(lawyer.userId);
    expect(audit.map((a) => a.action)).toEqual(["verification.reject", "verification.resubmit", "verification.approve"]);
    expect(audit[0]).toMatchObject({ actor_id: accounts.admin.userId, before: { verificationStatus: "pending" }, after: { verificationStatus: "rejected", reason } });
    expect(audit[2]!.after).toMatchObject({ verificationStatus: "verified", licence: recorded });
  });

  it("a company is mailed in Arabic, needs no licence, and the list filters by kind, state and an Arabic spelling", async () => {
    const company = await person("شركة الاختبار للتجارة", "company", "ar");
    await upload(company.caller, "commercial_registration");
    const found = await admin().list({ q: "شركه الاختبار", kind: "company" });
    expect(found.rows.map((r) => r.id)).toEqual([company.userId]);
    expect((await admin().list({ q: "شركه الاختبار", kind: "lawyer" })).rows).toEqual([]);

    await admin().reject({ userId: company.userId, reason: "السجل التجاري المرفوع غير واضح، يُرجى رفع نسخة أوضح." });
    const mail = (await readOutbox({ to: company.email })).at(-1)!;
    expect(mail.subject.startsWith("تعذّر اعتماد مستنداتك")).toBe(true);
    expect(mail.html).toContain('<html lang="ar" dir="rtl"');
    const rejected = await admin().list({ q: "شركه الاختبار", state: "rejected" });
    expect(rejected.rows.map((r) => r.id)).toEqual([company.userId]);
    expect(rejected.counts).toMatchObject({ pending: 0, rejected: 1 });

    await company.caller.verifications.resubmitOwn({});
    await admin().approve({ userId: company.userId });
    expect(await db.selectFrom("lawyer_licences").select("user_id").where("user_id", "=", company.userId).execute()).toEqual([]);
    await expect(admin().updateLicence({ userId: company.userId, ...licence(100) })).rejects.toMatchObject({ message: "licence_not_lawyer" });
    expect((await admin().list({ q: "شركه الاختبار", state: "verified" })).rows.map((r) => r.id)).toEqual([company.userId]);
  });

  it("a licence recorded before the directory entry exists is carried onto it", async () => {
    const lawyer = await person("Early Approval", "lawyer", "ar");
    await upload(lawyer.caller, "bar_license");
    await admin().approve({ userId: lawyer.userId, licence: licence(-5 + 400, "trainee") });
    const { id, verified } = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile("Early Approval"));
    expect(verified).toBe(true);
    const row = await db.selectFrom("lawyers").select(["court_roll_level", "licence_expires_on"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ court_roll_level: "trainee", licence_expires_on: addDays(qatarToday(), 395) });
    expect((await anonymousCaller(db).lawyers.byId({ id })).rollLevel).toBe("trainee");
  });
});

describe("an expired licence", () => {
  it("takes the lawyer out of the directory, the profile page, the slots and booking at once, and a renewal brings them back", async () => {
    const lawyer = await bookableLawyer("Expiring Hamad", "ar");
    await admin().approve({ userId: lawyer.userId, licence: licence(60) });
    expect(await listed(lawyer.lawyerId, "Expiring Hamad")).toBe(true);
    expect((await videoSlots(lawyer.lawyerId)).length).toBeGreaterThan(0);
    const options = async () => (await anonymousCaller(db).consultations.options({ serviceArea: "family", kind: "video" })).lawyers.map((l: { id: string }) => l.id);
    expect(await options()).toContain(lawyer.lawyerId);
    const slot = (await videoSlots(lawyer.lawyerId))[0]!;

    // The admin records that the licence lapsed yesterday: nothing else has to run.
    await admin().updateLicence({ userId: lawyer.userId, ...licence(-1) });
    expect(await listed(lawyer.lawyerId, "Expiring Hamad")).toBe(false);
    await expect(anonymousCaller(db).lawyers.byId({ id: lawyer.lawyerId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await videoSlots(lawyer.lawyerId)).toEqual([]);
    expect(await options()).not.toContain(lawyer.lawyerId);
    const client = await person("Booking Client", "individual", "ar");
    await expect(
      client.caller.consultations.book({
        lawyerId: lawyer.lawyerId,
        serviceArea: "family",
        kind: "video",
        startsAt: slot.startsAt,
        description: "I need advice on a family matter before the court date.",
        phone: "+974 5555 1234",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await admin().list({ state: "expired", q: "Expiring Hamad" })).rows.map((r) => r.id)).toEqual([lawyer.userId]);

    // Today is still valid (a licence runs through its expiry date).
    await admin().updateLicence({ userId: lawyer.userId, ...licence(0) });
    expect(await listed(lawyer.lawyerId, "Expiring Hamad")).toBe(true);
    expect((await videoSlots(lawyer.lawyerId)).length).toBeGreaterThan(0);
    const audit = await auditOf(lawyer.userId);
    expect(audit.map((a) => a.action)).toEqual(["verification.approve", "verification.licence", "verification.licence"]);
  });
});

describe("the 30-day notice", () => {
  it("goes out once to the lawyer and to each admin, even with two runs at the same time; a renewal is announced again", async () => {
    // Notices already due for the other tests' lawyers go out first.
    await runDueLicenceReminders(db);
    const lawyer = await person("Notice Lawyer", "lawyer", "en");
    await upload(lawyer.caller, "bar_license");
    const expiring = licence(20);
    await admin().approve({ userId: lawyer.userId, licence: expiring });
    const otherAdmin = await person("Second Admin", "admin", "ar");
    const admins = await db.selectFrom("profiles").select("id").where("user_type", "=", "admin").execute();

    // Not yet due 31 days before.
    const now = new Date();
    expect(await runDueLicenceReminders(db, { now: new Date(now.getTime() - 11 * 86_400_000) })).toBe(0);

    const [a, b] = await Promise.all([runDueLicenceReminders(db), runDueLicenceReminders(db)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await runDueLicenceReminders(db)).toBe(0);

    const notices = async (type: string) =>
      db.selectFrom("notifications").select(["user_id", "data"]).where("type", "=", type).where(({ eb }) => eb(eb.ref("data"), "@>", JSON.stringify({ expiresOn: expiring.licenceExpiresOn }) as never)).execute();
    const toLawyer = (await notices("licence_expiring")).filter((n) => n.user_id === lawyer.userId);
    expect(toLawyer).toHaveLength(1);
    const toAdmins = (await notices("licence_expiring_admin")).filter((n) => (n.data as { lawyerName?: string }).lawyerName === "Notice Lawyer");
    expect(toAdmins.map((n) => n.user_id).sort()).toEqual(admins.map((r) => r.id).sort());

    const lawyerMails = (await readOutbox({ to: lawyer.email })).filter((m) => m.subject.includes("Your licence expires on"));
    expect(lawyerMails).toHaveLength(1);
    const adminMails = (await readOutbox({ to: otherAdmin.email })).filter((m) => m.text.includes("Notice Lawyer"));
    expect(adminMails).toHaveLength(1);
    expect(adminMails[0]!.html).toContain('<html lang="ar" dir="rtl"');
    expect(adminMails[0]!.text).toContain(`/dashboard/admin/verifications/${lawyer.userId}`);

    // Renewed to a date that is itself within 30 days: its own notice, once.
    const renewed = { ...expiring, licenceExpiresOn: addDays(qatarToday(), 25) };
    await admin().updateLicence({ userId: lawyer.userId, ...renewed });
    await Promise.all([runDueLicenceReminders(db), runDueLicenceReminders(db)]);
    expect((await readOutbox({ to: lawyer.email })).filter((m) => m.subject.includes("Your licence expires on"))).toHaveLength(2);

    // An expired licence, or one far away, is not announced.
    await admin().updateLicence({ userId: lawyer.userId, ...licence(-3) });
    await admin().updateLicence({ userId: accounts.lawyer.userId, ...licence(200) }).catch(() => undefined);
    expect(await runDueLicenceReminders(db)).toBe(0);
  });
});
