/**
 * Issue 25 §10: a lapsed licence ends the lawyer's work at once. Recorded by an admin with a past date,
 * or passed by itself (the licence worker): the lawyer can no longer accept, reschedule, cancel, write or
 * join a call as a consultation's lawyer; the requests waiting for them go to the office with the client
 * told; nobody can give them a company request, a case, a consultation or an update to sign; they are
 * told once (notification and email in their language), and their dashboard says how to renew instead
 * of pointing at a profile that answers 404. A lawyer whose licence is in force is unaffected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { provisionUser } from "#server/accounts/provision";
import { companyOf } from "#server/company/membership";
import { getEnv } from "#server/config/env";
import { addDays as addCalendarDays } from "#server/consultations/slots";
import { qatarToday } from "#server/lawyer-desk/schemas";
import { readOutbox } from "#server/mail/outbox";
import { addDays } from "#server/verifications/licence-reminders";
import { runDueLicenceLapses } from "#server/verifications/licence-lapse";
import { callerFor, signInHeaders, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { directoryProfile } from "../../setup/lawyers";
import { bookingOf, codeOf, createLawyer } from "../consultations/support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Awaited<ReturnType<typeof userWithRole>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Licence Admin" });
});
afterAll(() => cleanup());

let counter = 0;
async function person(name: string, role: Role, locale: "ar" | "en") {
  const email = `lapse${++counter}-${Date.now()}@example.qa`;
  const { userId } = await provisionUser(db, { email, name, password: TEST_PASSWORD, role, locale });
  const headers = await signInHeaders(db, { email, password: TEST_PASSWORD });
  return { userId, email, caller: await callerFor(db, headers) };
}

const licence = (daysAhead: number) => ({ rollLevel: "appeal" as const, licenceNumber: `QBA-L${++counter}`, licenceExpiresOn: addDays(qatarToday(), daysAhead) });

/** A lawyer approved by the firm with a licence in force, listed, bookable every day for video and written questions. */
async function approvedLawyer(name: string, locale: "ar" | "en", practiceAreas: ("family" | "qfc-litigation" | "commercial")[]) {
  const lawyer = await person(name, "lawyer", locale);
  await lawyer.caller.documents.uploadVerification({ documents: [{ key: "bar_license", fileName: "bar_license.pdf", bytes: PDF_BYTES }] });
  const { id } = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile(name, { nameEn: name, practiceAreas }));
  await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 500, feeWritten: 300, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true });
  await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })) });
  await admin.caller.verifications.approve({ userId: lawyer.userId, licence: licence(60) });
  return { ...lawyer, lawyerId: id };
}

/** Books a video consultation with the lawyer at their `index`-th free slot three days ahead. */
async function bookVideo(client: { caller: Awaited<ReturnType<typeof callerFor>> }, lawyerId: string, serviceArea: "family" | "qfc-litigation", index = 0) {
  const from = addCalendarDays(qatarDateOf(new Date()), 3);
  const { slots } = await client.caller.consultations.slots({ lawyerId, serviceArea, kind: "video", from, days: 1 });
  return client.caller.consultations.book(bookingOf({ lawyerId, serviceArea, startsAt: slots[index]!.startsAt }));
}

const consultation = (id: string) =>
  db.selectFrom("consultations").select(["status", "lawyer_id", "fee_qar", "any_lawyer", "escalated_at", "reference"]).where("id", "=", id).executeTakeFirstOrThrow();

const notificationsOf = (userId: string, type: string) =>
  db.selectFrom("notifications").select(["consultation_id", "data"]).where("user_id", "=", userId).where("type", "=", type).execute();

describe("an admin records a lapsed licence", () => {
  it("ends the lawyer's work at once, hands their requests to the office, and tells them once", async () => {
    const lapsed = await approvedLawyer("Lapsing Counsel", "en", ["family", "qfc-litigation"]);
    const inForce = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await person("Client Noura", "individual", "ar");
    const other = await person("Client Khalid", "individual", "en");

    // Before: one request waits for the lapsing lawyer, one is confirmed, and one "any lawyer" request (QFC litigation) is offered to them alone.
    const waiting = await bookVideo(client, lapsed.lawyerId, "family", 0);
    const confirmed = await bookVideo(other, lapsed.lawyerId, "family", 1);
    await lapsed.caller.consultations.accept({ id: confirmed.id });
    const offered = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "qfc-litigation", kind: "written" }));
    expect((await db.selectFrom("consultation_offers").select("lawyer_id").where("consultation_id", "=", offered.id).execute()).map((o) => o.lawyer_id)).toEqual([
      lapsed.lawyerId,
    ]);
    // Authored an update while in force.
    const signed = await admin.caller.legalUpdates.admin.create({
      titleAr: "تعديل على قانون الأسرة",
      titleEn: "An amendment to the Family Law",
      summaryAr: "ملخص التعديل.",
      summaryEn: "What changes.",
      bodyAr: "نص التعديل.",
      bodyEn: "The amendment.",
      category: "corporate",
      tags: ["family"],
      authorId: lapsed.lawyerId,
    });

    await admin.caller.verifications.updateLicence({ userId: lapsed.userId, ...licence(-1) });

    // The request addressed to them went to the office, without them or their fee; the client was told, in Arabic.
    const handed = await consultation(waiting.id);
    expect(handed).toMatchObject({ status: "requested", lawyer_id: null, fee_qar: null, any_lawyer: true });
    expect(handed.escalated_at).not.toBeNull();
    const clientNotices = await notificationsOf(client.userId, "escalated");
    expect(clientNotices.filter((n) => n.consultation_id === waiting.id).map((n) => n.data)).toEqual([{ cause: "lawyer_unavailable" }]);
    const clientMails = (await readOutbox({ to: client.email })).filter((m) => m.subject.includes(handed.reference) && m.subject.includes("يتولى مكتبنا إسناده"));
    expect(clientMails).toHaveLength(1);
    expect(clientMails[0]!.html).toContain('<html lang="ar" dir="rtl"');
    expect(clientMails[0]!.text).toContain("لم يعد المحامي الذي اخترته متاحًا");
    expect((await readOutbox({ to: getEnv().FIRM_EMAIL })).filter((m) => m.subject.includes(handed.reference))).toHaveLength(1);
    expect((await notificationsOf(admin.userId, "escalated")).map((n) => n.consultation_id)).toEqual(expect.arrayContaining([waiting.id, offered.id]));
    // Their offer is withdrawn; the request it left with no lawyer went to the office too.
    expect(await db.selectFrom("consultation_offers").select("lawyer_id").where("consultation_id", "=", offered.id).execute()).toEqual([]);
    expect((await consultation(offered.id)).escalated_at).not.toBeNull();
    // The confirmed one stays, but the lawyer can do nothing on it.
    expect((await consultation(confirmed.id)).status).toBe("confirmed");

    // The lawyer is told once, in English, by notification and email, with the way to renew.
    const told = await notificationsOf(lapsed.userId, "licence_expired");
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ href: "/dashboard/lawyer#documents", expiresOn: addDays(qatarToday(), -1) });
    const lapseMails = async () => (await readOutbox({ to: lapsed.email })).filter((m) => m.subject.startsWith("Your licence has expired"));
    expect(await lapseMails()).toHaveLength(1);
    expect((await lapseMails())[0]!.html).toContain('<html lang="en" dir="ltr"');
    expect((await lapseMails())[0]!.text).toMatch(/\/dashboard\/lawyer\S*#documents/);
    expect((await lapseMails())[0]!.text).toContain("gone to our office");
    // A correction to another past date, or the worker, tells them nothing more.
    await admin.caller.verifications.updateLicence({ userId: lapsed.userId, ...licence(-2) });
    expect(await runDueLicenceLapses(db)).toBe(0);
    expect(await notificationsOf(lapsed.userId, "licence_expired")).toHaveLength(1);
    expect(await lapseMails()).toHaveLength(1);

    // Consultations: no accept, reschedule, cancel, message or call as their lawyer; the client still writes.
    const before = await bookVideo(client, inForce.lawyerId, "family", 2);
    expect(await codeOf(lapsed.caller.consultations.accept({ id: waiting.id }))).toBe("licence_expired");
    expect(await codeOf(lapsed.caller.consultations.postMessage({ id: confirmed.id, body: "Here is my advice." }))).toBe("licence_expired");
    expect(await codeOf(other.caller.consultations.postMessage({ id: confirmed.id, body: "Is my consultation still on?" }))).toBe("resolved");
    const slot = (await other.caller.consultations.slots({ serviceArea: "family", kind: "video", from: addCalendarDays(qatarDateOf(new Date()), 4), days: 1 })).slots[0]!;
    expect(await codeOf(lapsed.caller.consultations.reschedule({ id: confirmed.id, startsAt: slot.startsAt }))).toBe("licence_expired");
    expect(await codeOf(lapsed.caller.consultations.cancel({ id: confirmed.id, reason: "I can no longer take this consultation." }))).toBe("licence_expired");
    expect((await lapsed.caller.consultations.get({ id: confirmed.id })).actions).toEqual([]);
    await db
      .updateTable("consultations")
      .set({ starts_at: new Date(Date.now() - 60_000), ends_at: new Date(Date.now() + 29 * 60_000) })
      .where("id", "=", confirmed.id)
      .execute();
    expect((await other.caller.calls.room({ id: confirmed.id })).canJoin).toBe(false);
    expect((await lapsed.caller.calls.room({ id: confirmed.id })).canJoin).toBe(false);
    // A lawyer in force accepts as before.
    expect(await inForce.caller.consultations.accept({ id: before.id })).toMatchObject({ status: "confirmed" });

    // The office cannot give them the request back; another lawyer takes it.
    expect((await admin.caller.consultations.assignableLawyers({ serviceArea: "family" })).map((l) => l.id)).not.toContain(lapsed.lawyerId);
    expect(await codeOf(admin.caller.consultations.assign({ id: waiting.id, lawyerId: lapsed.lawyerId }))).toBe("lawyer_licence_expired");

    // Company requests: not offered as an assignee, and the assignment is refused by name.
    const owner = await userWithRole(db, "company", { name: "Lapse Co Owner" });
    await owner.caller.company.updateProfile({ legalNameAr: "شركة الاختبار", legalNameEn: "Lapse Co", crNumber: "12345", sector: "technology" });
    await owner.caller.company.requestService({ service: "qfc_registration", details: "Register a QFC branch for our holding company." });
    const { companyId } = (await companyOf(db, owner.userId))!;
    const request = await db.selectFrom("company_service_requests").select("id").where("company_id", "=", companyId).executeTakeFirstOrThrow();
    const staff = await admin.caller.inbox.staff({ inbox: "companyRequests" });
    expect(staff.map((s) => s.id)).not.toContain(lapsed.userId);
    expect(await codeOf(admin.caller.inbox.companyRequests.assign({ id: request.id, assigneeId: lapsed.userId }))).toBe("lawyer_licence_expired");

    // Cases: not offered, and neither opening a case with them nor assigning them is allowed.
    expect((await admin.caller.cases.assignableLawyers()).map((l) => l.id)).not.toContain(lapsed.userId);
    const caseInput = {
      clientId: owner.userId,
      titleAr: "نزاع توريد",
      titleEn: "Supply dispute",
      serviceArea: "commercial" as const,
      opposingParty: "Gulf Construction W.L.L.",
    };
    expect(await codeOf(admin.caller.cases.create({ ...caseInput, lawyerUserIds: [lapsed.userId] }))).toBe("lawyer_licence_expired");
    const opened = await admin.caller.cases.create({ ...caseInput, lawyerUserIds: [] });
    expect(await codeOf(admin.caller.cases.assignLawyer({ id: opened.id, lawyerUserId: lapsed.userId }))).toBe("lawyer_licence_expired");

    // Legal updates: not offered as an author, and an update is neither saved nor published under their name.
    const updates = admin.caller.legalUpdates.admin;
    expect((await updates.authors()).map((a) => a.id)).not.toContain(lapsed.lawyerId);
    const content = { ...(await updates.byId({ id: signed.id })), id: signed.id };
    const save = (authorId: string | null) =>
      updates.save({
        id: signed.id,
        version: content.version,
        titleAr: content.title_ar,
        titleEn: content.title_en,
        summaryAr: content.summary_ar,
        summaryEn: content.summary_en,
        bodyAr: content.body_ar,
        bodyEn: content.body_en,
        category: content.category as "corporate",
        tags: content.tags,
        authorId,
      });
    expect(await codeOf(save(lapsed.lawyerId))).toBe("lawyer_licence_expired");
    expect(await codeOf(updates.publishNow({ id: signed.id, version: content.version }))).toBe("lawyer_licence_expired");
    expect(await codeOf(updates.create({ ...anotherUpdate(), authorId: lapsed.lawyerId }))).toBe("lawyer_licence_expired");
    expect(await codeOf(save(null))).toBe("resolved");

    // Their dashboard says the licence expired and how to renew, not that the profile is listed.
    const summary = await lapsed.caller.dashboard.lawyer();
    expect(summary.licenceExpired).toBe(true);
    expect(summary.nextSteps[0]).toBe("renew_licence");
    expect(summary.nextSteps).not.toContain("answer_requests");
    const desk = await lapsed.caller.lawyerDesk.overview();
    expect(desk.lawyer).toMatchObject({ verified: true, licenceInForce: false });
    expect((await lapsed.caller.verifications.own()).licence).toMatchObject({ expired: true });
    // A lawyer in force is told nothing of the kind.
    const inForceSummary = await inForce.caller.dashboard.lawyer();
    expect(inForceSummary.licenceExpired).toBe(false);
    expect(inForceSummary.nextSteps).not.toContain("renew_licence");

    // Renewed: work again; lapsing again later is handled (and told) again.
    await admin.caller.verifications.updateLicence({ userId: lapsed.userId, ...licence(365) });
    expect((await lapsed.caller.dashboard.lawyer()).nextSteps).not.toContain("renew_licence");
    expect((await lapsed.caller.lawyerDesk.overview()).lawyer).toMatchObject({ licenceInForce: true });
    expect(await codeOf(lapsed.caller.consultations.postMessage({ id: confirmed.id, body: "Back at work: here is my advice." }))).toBe("resolved");
    await admin.caller.verifications.updateLicence({ userId: lapsed.userId, ...licence(-1) });
    expect(await notificationsOf(lapsed.userId, "licence_expired")).toHaveLength(2);
  });
});

function anotherUpdate() {
  return {
    titleAr: "تعديل آخر",
    titleEn: "Another amendment",
    summaryAr: "ملخص.",
    summaryEn: "Summary.",
    bodyAr: "النص.",
    bodyEn: "The text.",
    category: "corporate" as const,
    tags: ["companies"],
  };
}

describe("a licence whose date passes by itself", () => {
  it("is refused at once, and the worker hands over the requests and tells the lawyer once, even with two servers", async () => {
    const lawyer = await approvedLawyer("Quiet Expiry", "ar", ["family"]);
    const client = await person("Client Maryam", "individual", "en");
    const waiting = await bookVideo(client, lawyer.lawyerId, "family", 0);
    // The date passes: nothing but the calendar changes.
    const yesterday = addDays(qatarToday(), -1);
    await db.updateTable("lawyer_licences").set({ licence_expires_on: yesterday }).where("user_id", "=", lawyer.userId).execute();
    await db.updateTable("lawyers").set({ licence_expires_on: yesterday }).where("user_id", "=", lawyer.userId).execute();

    // Before any worker runs, the lawyer is refused.
    expect(await codeOf(lawyer.caller.consultations.accept({ id: waiting.id }))).toBe("licence_expired");
    expect((await consultation(waiting.id)).status).toBe("requested");

    const [a, b] = await Promise.all([runDueLicenceLapses(db), runDueLicenceLapses(db)]);
    expect(a + b).toBe(1);
    expect(await runDueLicenceLapses(db)).toBe(0);

    expect(await consultation(waiting.id)).toMatchObject({ status: "requested", lawyer_id: null });
    const clientNotices = (await notificationsOf(client.userId, "escalated")).filter((n) => n.consultation_id === waiting.id);
    expect(clientNotices).toHaveLength(1);
    const { reference } = await consultation(waiting.id);
    const clientMails = (await readOutbox({ to: client.email })).filter((m) => m.subject.startsWith(`Consultation request ${reference}: our office is assigning it`));
    expect(clientMails).toHaveLength(1);
    expect(clientMails[0]!.text).toContain("The lawyer you chose can no longer take your request");

    expect(await notificationsOf(lawyer.userId, "licence_expired")).toHaveLength(1);
    const mails = (await readOutbox({ to: lawyer.email })).filter((m) => m.subject.startsWith("انتهت صلاحية ترخيصك"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('<html lang="ar" dir="rtl"');
  });
});
