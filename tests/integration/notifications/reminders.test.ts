import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, listenSourceOf, type DB } from "#db/index";
import { runDueReminders, startReminderWorker } from "#server/consultations/reminders";
import { readOutbox } from "#server/mail/outbox";
import { createTestDatabase, type TestDatabase } from "../../setup/db";
import { insertConsultation, makeParties, record } from "./support";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

async function confirmedConsultation(startsAt: Date) {
  const parties = await makeParties(testDb.db);
  const c = await insertConsultation(testDb.db, { clientId: parties.client.userId, lawyerId: parties.lawyerId, startsAt, status: "confirmed" });
  await record(testDb.db, { consultationId: c.id, type: "confirmed", actorId: parties.lawyerUser.userId });
  return { ...parties, consultation: c };
}

const eventsOf = (id: string) =>
  testDb.db.selectFrom("consultation_events").select("type").where("consultation_id", "=", id).where("type", "like", "reminder%").execute();

describe("runDueReminders", () => {
  it("sends each reminder when due, once, to both parties", async () => {
    const startsAt = new Date(Date.now() + 48 * 3600_000);
    const { client, lawyerUser, consultation } = await confirmedConsultation(startsAt);
    expect(await runDueReminders(testDb.db, { now: new Date(startsAt.getTime() - 25 * 3600_000) })).toBe(0);

    const at24 = new Date(startsAt.getTime() - 24 * 3600_000 + 1000);
    expect(await runDueReminders(testDb.db, { now: at24 })).toBe(1);
    expect(await runDueReminders(testDb.db, { now: at24 })).toBe(0);
    expect((await eventsOf(consultation.id)).map((e) => e.type)).toEqual(["reminder_24h"]);
    expect((await readOutbox({ to: client.email })).at(-1)!.subject).toContain("تذكير");
    expect((await readOutbox({ to: lawyerUser.email })).at(-1)!.subject).toContain("Reminder");
    const notes = await testDb.db.selectFrom("notifications").select("user_id").where("consultation_id", "=", consultation.id).where("type", "=", "reminder_24h").execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([client.userId, lawyerUser.userId].sort());

    const at1 = new Date(startsAt.getTime() - 3600_000 + 1000);
    expect(await runDueReminders(testDb.db, { now: at1 })).toBe(1);
    expect(await runDueReminders(testDb.db, { now: at1 })).toBe(0);
    expect((await eventsOf(consultation.id)).map((e) => e.type)).toEqual(["reminder_24h", "reminder_1h"]);
  });

  it("does not send for a consultation cancelled in the meantime", async () => {
    const startsAt = new Date(Date.now() + 30 * 3600_000);
    const { consultation } = await confirmedConsultation(startsAt);
    await testDb.db.updateTable("consultations").set({ status: "cancelled" }).where("id", "=", consultation.id).execute();
    expect(await runDueReminders(testDb.db, { now: new Date(startsAt.getTime() - 1000) })).toBe(0);
    expect(await eventsOf(consultation.id)).toHaveLength(0);
  });
});

describe("the reminder worker", () => {
  it("sends due reminders on its own schedule and stops when asked", async () => {
    const { consultation } = await confirmedConsultation(new Date(Date.now() + 2 * 3600_000));
    await testDb.db
      .updateTable("consultation_reminders")
      .set({ due_at: new Date(Date.now() - 1000) })
      .where("consultation_id", "=", consultation.id)
      .where("kind", "=", "1h")
      .execute();
    const worker = startReminderWorker(testDb.db, 50);
    try {
      await expect.poll(async () => (await eventsOf(consultation.id)).map((e) => e.type), { timeout: 5000 }).toEqual(["reminder_1h"]);
    } finally {
      await worker.stop();
    }
    // Stopped: a reminder that falls due now stays unsent.
    await testDb.db
      .updateTable("consultation_reminders")
      .set({ due_at: new Date(Date.now() - 1000), sent_at: null })
      .where("consultation_id", "=", consultation.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await eventsOf(consultation.id)).toHaveLength(1);
  });
});

describe("exactly once with two app servers", () => {
  it("concurrent runs from two database connections send every reminder exactly once", async () => {
    const startsAt = new Date(Date.now() + 50 * 3600_000);
    const consultations = [];
    for (let i = 0; i < 6; i++) consultations.push(await confirmedConsultation(new Date(startsAt.getTime() + i * 2 * 3600_000)));
    const ids = consultations.map((c) => c.consultation.id);
    const emailsBefore = (await readOutbox()).length;

    // A second server: its own Kysely and connection pool on the same PostgreSQL database. PGlite is
    // one process's embedded database, so there the two workers share the instance but still race.
    const source = listenSourceOf(testDb.db);
    const second: DB = source?.kind === "postgres" ? createDatabase({ kind: "postgres", url: source.url }) : testDb.db;
    const race = async (now: Date) => {
      const runs = [];
      for (let round = 0; round < 8; round++) runs.push(runDueReminders(testDb.db, { now, limit: 2 }), runDueReminders(second, { now, limit: 2 }));
      return (await Promise.all(runs)).reduce((a, b) => a + b, 0);
    };
    try {
      // Starts are startsAt + 0, 2, ..., 10 h. Phase 1: every 24 h reminder is due, no 1 h one.
      expect(await race(new Date(startsAt.getTime() - 14 * 3600_000 + 60_000))).toBe(6);
      // Phase 2: every 1 h reminder is due, but only the last consultation has not started yet.
      expect(await race(new Date(startsAt.getTime() + 9.5 * 3600_000))).toBe(1);

      const events = await testDb.db
        .selectFrom("consultation_events")
        .select(["consultation_id", "type"])
        .where("consultation_id", "in", ids)
        .where("type", "like", "reminder%")
        .execute();
      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect(count("reminder_24h")).toBe(6);
      expect(new Set(events.filter((e) => e.type === "reminder_24h").map((e) => e.consultation_id)).size).toBe(6);
      expect(events.filter((e) => e.type === "reminder_1h").map((e) => e.consultation_id)).toEqual([ids[5]]);
      const unsent = await testDb.db.selectFrom("consultation_reminders").select("kind").where("consultation_id", "in", ids).where("sent_at", "is", null).execute();
      expect(unsent).toHaveLength(0);
      // Two emails (client and lawyer) per reminder sent, no more.
      expect((await readOutbox()).length - emailsBefore).toBe(2 * 7);
    } finally {
      if (second !== testDb.db) await second.destroy();
    }
  });
});
