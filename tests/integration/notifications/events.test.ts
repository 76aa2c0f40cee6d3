import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordConsultationEvent } from "#server/consultations/events";
import { createTestDatabase, type TestDatabase } from "../../setup/db";
import { userWithRole } from "../../setup/callers";
import { insertConsultation, insertLawyer, mailsTo, makeParties, parseIcs, record } from "./support";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const notificationsOf = (userId: string) =>
  testDb.db.selectFrom("notifications").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();

describe("recordConsultationEvent: notifications", () => {
  it("notifies the other party, never the actor", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    expect(await notificationsOf(client.userId)).toHaveLength(0);
    const forLawyer = await notificationsOf(lawyerUser.userId);
    expect(forLawyer.map((n) => [n.type, n.consultation_id, n.read_at])).toEqual([["requested", c.id, null]]);

    await record(testDb.db, { consultationId: c.id, type: "confirmed", actorId: lawyerUser.userId }, (trx) =>
      trx.updateTable("consultations").set({ status: "confirmed", sequence: sql`sequence + 1` }).where("id", "=", c.id).execute(),
    );
    expect((await notificationsOf(client.userId)).map((n) => n.type)).toEqual(["confirmed"]);
    expect(await notificationsOf(lawyerUser.userId)).toHaveLength(1);
  });

  it("a system event (reminder) notifies both parties; a rolled-back change notifies and mails no one", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, status: "confirmed" });
    await record(testDb.db, { consultationId: c.id, type: "reminder_1h", actorId: null });
    expect((await notificationsOf(client.userId)).map((n) => n.type)).toEqual(["reminder_1h"]);
    expect((await notificationsOf(lawyerUser.userId)).map((n) => n.type)).toEqual(["reminder_1h"]);

    const before = (await mailsTo(client.email)).length;
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await recordConsultationEvent(trx, { consultationId: c.id, type: "cancelled", actorId: lawyerUser.userId, data: { reason: "x" } });
        throw new Error("roll back");
      })
      .catch(() => {});
    // Rolled back: no notification and no email in the outbox either.
    expect((await notificationsOf(client.userId)).map((n) => n.type)).toEqual(["reminder_1h"]);
    expect((await mailsTo(client.email)).length).toBe(before);
  });

  it("an any-lawyer request goes to every offered lawyer who has not declined", async () => {
    const client = await userWithRole(testDb.db, "individual");
    const a = await userWithRole(testDb.db, "lawyer");
    const b = await userWithRole(testDb.db, "lawyer");
    const declined = await userWithRole(testDb.db, "lawyer");
    const [la, lb, ld] = [await insertLawyer(testDb.db, a.userId), await insertLawyer(testDb.db, b.userId), await insertLawyer(testDb.db, declined.userId)];
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId: null });
    await testDb.db
      .insertInto("consultation_offers")
      .values([
        { consultation_id: c.id, lawyer_id: la },
        { consultation_id: c.id, lawyer_id: lb },
        { consultation_id: c.id, lawyer_id: ld, declined_at: new Date() },
      ])
      .execute();
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    expect(await notificationsOf(a.userId)).toHaveLength(1);
    expect(await notificationsOf(b.userId)).toHaveLength(1);
    expect(await notificationsOf(declined.userId)).toHaveLength(0);
    // Offered lawyers are told by email too, without a calendar file (they are not attendees yet).
    const mail = (await mailsTo(a.email)).at(-1)!;
    expect(mail.subject).toContain(c.reference);
    expect(mail.attachments ?? []).toHaveLength(0);
    expect(await mailsTo(declined.email)).toHaveLength(0);
  });
});

describe("recordConsultationEvent: emails and calendar files", () => {
  it("mails each party in their own language, first block in that language and direction, with a REQUEST .ics", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db, { clientLocale: "ar", lawyerLocale: "en" });
    const startsAt = new Date("2031-03-10T07:30:00.000Z"); // 10:30 in Doha
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, startsAt });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });

    const [toClient] = await mailsTo(client.email);
    const [toLawyer] = await mailsTo(lawyerUser.email);
    expect(toClient.subject.startsWith("تم استلام طلب الاستشارة")).toBe(true);
    expect(toClient.html.indexOf('dir="rtl" lang="ar"')).toBeGreaterThan(-1);
    expect(toClient.html.indexOf('dir="rtl" lang="ar"')).toBeLessThan(toClient.html.indexOf('dir="ltr" lang="en"'));
    expect(toClient.text).toContain("10:30");
    expect(toLawyer.subject.startsWith(`New consultation request ${c.reference}`)).toBe(true);
    expect(toLawyer.html.indexOf('dir="ltr" lang="en"')).toBeLessThan(toLawyer.html.indexOf('dir="rtl" lang="ar"'));
    expect(toLawyer.text).toContain("Salma Client");
    expect(toLawyer.text).toContain(`/consultations/${c.id}`);

    for (const mail of [toClient, toLawyer]) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0].contentType).toContain("text/calendar");
      const ics = parseIcs(mail.attachments![0].content);
      expect(ics.method).toBe("REQUEST");
      expect(ics.uid).toBe(`${c.id}@localhost`);
      expect(ics.sequence).toBe(0);
      expect(ics.tzid).toBe("Asia/Qatar");
      expect(ics.start.getTime()).toBe(startsAt.getTime());
      expect(ics.end.getTime()).toBe(startsAt.getTime() + 3600_000);
    }
  });

  it("follows a reschedule (same UID, higher SEQUENCE, new instant) and cancels with METHOD:CANCEL", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, status: "confirmed" });
    const moved = new Date("2031-05-02T12:00:00.000Z");
    await record(
      testDb.db,
      { consultationId: c.id, type: "rescheduled", actorId: lawyerUser.userId, data: { previousStartsAt: "2031-05-01T12:00:00.000Z" } },
      (trx) =>
        trx
          .updateTable("consultations")
          .set({ starts_at: moved, ends_at: new Date(moved.getTime() + 3600_000), sequence: sql`sequence + 1` })
          .where("id", "=", c.id)
          .execute(),
    );
    const rescheduled = parseIcs((await mailsTo(client.email)).at(-1)!.attachments![0].content);
    expect(rescheduled).toMatchObject({ method: "REQUEST", uid: `${c.id}@localhost`, sequence: 1 });
    expect(rescheduled.start.toISOString()).toBe(moved.toISOString());
    // The lawyer who moved it gets the updated entry too, in English (their account language).
    const toLawyer = (await mailsTo(lawyerUser.email)).at(-1)!;
    expect(toLawyer.subject).toContain("rescheduled");
    expect(toLawyer.text).toContain("Previous time");

    await record(testDb.db, { consultationId: c.id, type: "cancelled", actorId: client.userId, data: { reason: "سفر طارئ" } }, (trx) =>
      trx
        .updateTable("consultations")
        .set({ status: "cancelled", status_reason: "سفر طارئ", cancelled_by: "client", sequence: sql`sequence + 1` })
        .where("id", "=", c.id)
        .execute(),
    );
    const cancelMail = (await mailsTo(lawyerUser.email)).at(-1)!;
    expect(cancelMail.text).toContain("سفر طارئ");
    const cancelled = parseIcs(cancelMail.attachments![0].content);
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: `${c.id}@localhost`, sequence: 2 });
    expect(cancelled.start.toISOString()).toBe(moved.toISOString());
  });

  it("uses the language the client booked in when the account has none, and Arabic as the last resort", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db, { clientLocale: null, lawyerLocale: null });
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, clientLocale: "en" });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    expect((await mailsTo(client.email)).at(-1)!.subject.startsWith("Consultation request")).toBe(true);
    expect((await mailsTo(lawyerUser.email)).at(-1)!.subject.startsWith("طلب استشارة جديد")).toBe(true);
  });

  it("mails a message to the other party only, and a written question carries no calendar file", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, startsAt: null, kind: "written" });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    expect((await mailsTo(client.email)).at(-1)!.attachments ?? []).toHaveLength(0);
    const clientMails = (await mailsTo(client.email)).length;
    await record(testDb.db, { consultationId: c.id, type: "message", actorId: client.userId });
    expect(await mailsTo(client.email)).toHaveLength(clientMails);
    expect((await mailsTo(lawyerUser.email)).at(-1)!.subject).toContain("New message");
  });
});

describe("recordConsultationEvent: reminders follow the consultation", () => {
  const remindersOf = (id: string) =>
    testDb.db.selectFrom("consultation_reminders").selectAll().where("consultation_id", "=", id).orderBy("kind").execute();

  it("writes 24 h and 1 h rows on confirm, moves them (resetting sent_at) on reschedule, drops unsent ones on cancel", async () => {
    const { client, lawyerUser, lawyerId } = await makeParties(testDb.db);
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, startsAt });
    await record(testDb.db, { consultationId: c.id, type: "requested", actorId: client.userId });
    expect(await remindersOf(c.id)).toHaveLength(0);

    await record(testDb.db, { consultationId: c.id, type: "confirmed", actorId: lawyerUser.userId }, (trx) =>
      trx.updateTable("consultations").set({ status: "confirmed" }).where("id", "=", c.id).execute(),
    );
    let rows = await remindersOf(c.id);
    expect(rows.map((r) => [r.kind, new Date(r.due_at).getTime(), r.sent_at])).toEqual([
      ["1h", startsAt.getTime() - 3600_000, null],
      ["24h", startsAt.getTime() - 24 * 3600_000, null],
    ]);

    await testDb.db.updateTable("consultation_reminders").set({ sent_at: new Date() }).where("consultation_id", "=", c.id).execute();
    // Moved to 5 hours from now: the 24 h reminder is already past and goes; the 1 h one is due again.
    const moved = new Date(Date.now() + 5 * 3600_000);
    await record(testDb.db, { consultationId: c.id, type: "rescheduled", actorId: lawyerUser.userId }, (trx) =>
      trx.updateTable("consultations").set({ starts_at: moved, ends_at: new Date(moved.getTime() + 3600_000) }).where("id", "=", c.id).execute(),
    );
    rows = await remindersOf(c.id);
    expect(rows.map((r) => [r.kind, new Date(r.due_at).getTime(), r.sent_at])).toEqual([["1h", moved.getTime() - 3600_000, null]]);

    await record(testDb.db, { consultationId: c.id, type: "cancelled", actorId: client.userId }, (trx) =>
      trx.updateTable("consultations").set({ status: "cancelled" }).where("id", "=", c.id).execute(),
    );
    expect(await remindersOf(c.id)).toHaveLength(0);
  });

  it("a client's reschedule back to 'requested' drops the unsent reminders until the lawyer confirms again", async () => {
    const { client, lawyerId } = await makeParties(testDb.db);
    const c = await insertConsultation(testDb.db, { clientId: client.userId, lawyerId, status: "confirmed" });
    await record(testDb.db, { consultationId: c.id, type: "confirmed", actorId: null });
    expect(await remindersOf(c.id)).toHaveLength(2);
    await record(testDb.db, { consultationId: c.id, type: "rescheduled", actorId: client.userId }, (trx) =>
      trx.updateTable("consultations").set({ status: "requested" }).where("id", "=", c.id).execute(),
    );
    expect(await remindersOf(c.id)).toHaveLength(0);
  });
});
