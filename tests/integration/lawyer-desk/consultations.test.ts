import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../setup/db";
import { createTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { directoryProfile } from "../../setup/lawyers";

/**
 * What the desk's saves mean for clients: consultations.slots follows the saved week, blocks, slot
 * length and weekend opt-in; the desk lists only the requests meant for this lawyer.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

type Caller = Awaited<ReturnType<typeof userWithRole>>["caller"];

function qatarDate(daysAhead: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** "YYYY-MM-DD HH:MM (weekday)" of an instant in Qatar. */
function inQatar(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Qatar",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: parts.weekday as string };
}

async function lawyerWithDesk(name: string, admin: Caller) {
  const lawyer = await userWithRole(t.db, "lawyer", { name });
  const { id } = await lawyer.caller.lawyerDesk.saveProfile(directoryProfile(name, { practiceAreas: ["family"], languages: ["ar"] }));
  await admin.admin.setVerification({ profileId: lawyer.userId, decision: "verified" });
  return { ...lawyer, lawyerId: id };
}

describe("lawyerDesk and consultations", () => {
  it("slots follow the saved weekly hours, slot length, blocked dates and the weekend opt-in", async () => {
    const admin = await userWithRole(t.db, "admin");
    const lawyer = await lawyerWithDesk("Slots", admin.caller);
    await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 400, slotMinutes: 60, minNoticeHours: 0, worksWeekends: true });
    await lawyer.caller.lawyerDesk.saveWeeklyHours({
      ranges: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "10:00", end: "12:00" })),
    });
    const slots = (from: string, days: number) =>
      anonymousCaller(t.db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days });

    const from = qatarDate(3);
    let week = (await slots(from, 7)).slots.map((s) => inQatar(s.startsAt));
    expect(week).toHaveLength(14);
    expect(new Set(week.map((s) => s.time))).toEqual(new Set(["10:00", "11:00"]));

    // Only Sundays, 13:00-14:30 in 30-minute appointments.
    await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 400, slotMinutes: 30, minNoticeHours: 0, worksWeekends: true });
    await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [{ weekday: 0, start: "13:00", end: "14:30" }] });
    week = (await slots(from, 7)).slots.map((s) => inQatar(s.startsAt));
    expect(week.map((s) => [s.weekday, s.time])).toEqual([
      ["Sun", "13:00"],
      ["Sun", "13:30"],
      ["Sun", "14:00"],
    ]);

    // A blocked Sunday has no slots.
    const sunday = week[0]!.date;
    await lawyer.caller.lawyerDesk.addBlockedDates({ startsOn: sunday });
    expect((await slots(from, 7)).slots).toEqual([]);

    // Friday hours count only while the lawyer works weekends.
    await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [{ weekday: 5, start: "09:00", end: "10:00" }] });
    expect((await slots(from, 7)).slots.map((s) => inQatar(s.startsAt).weekday)).toEqual(["Fri", "Fri"]);
    await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 400, slotMinutes: 30, minNoticeHours: 0, worksWeekends: false });
    expect((await slots(from, 7)).slots).toEqual([]);
  });

  it("lists only this lawyer's requests and offers; accept and decline move them", async () => {
    const admin = await userWithRole(t.db, "admin");
    const a = await lawyerWithDesk("Alpha", admin.caller);
    const b = await lawyerWithDesk("Beta", admin.caller);
    for (const lawyer of [a, b]) {
      await lawyer.caller.lawyerDesk.saveSettings({ feeVideo: 500, feeWritten: lawyer === a ? 150 : 175, slotMinutes: 60, minNoticeHours: 0, worksWeekends: true });
      await lawyer.caller.lawyerDesk.saveWeeklyHours({ ranges: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })) });
    }
    const client = await userWithRole(t.db, "individual", { name: "Salma Client" });
    const slot = (await anonymousCaller(t.db).consultations.slots({ lawyerId: a.lawyerId, serviceArea: "family", kind: "video", from: qatarDate(4), days: 1 }))
      .slots[0]!;
    const direct = await client.caller.consultations.book({
      lawyerId: a.lawyerId,
      serviceArea: "family",
      kind: "video",
      startsAt: slot.startsAt,
      description: "Custody of two children after a divorce in Doha.",
      phone: "+974 5555 1234",
    });
    const open = await client.caller.consultations.book({
      lawyerId: "any",
      serviceArea: "family",
      kind: "written",
      description: "A question about the maintenance owed to a former spouse.",
      phone: "+974 5555 1234",
    });

    const aDesk = await a.caller.lawyerDesk.consultations();
    expect(aDesk.requests.map((r) => [r.reference, r.offered, r.feeQar, r.clientName])).toEqual([
      [direct.reference, false, 500, "Salma Client"],
      [open.reference, true, 150, "Salma Client"],
    ]);
    expect(aDesk.requests[0]!.startsAt).toBe(slot.startsAt);
    expect(aDesk.requests[0]!.excerpt).toBe("Custody of two children after a divorce in Doha.");
    const bDesk = await b.caller.lawyerDesk.consultations();
    expect(bDesk.requests.map((r) => [r.reference, r.feeQar])).toEqual([[open.reference, 175]]);

    // B declines the open request: gone from B's desk, still offered to A.
    await b.caller.consultations.decline({ id: open.id, reason: "Outside my current availability." });
    expect((await b.caller.lawyerDesk.consultations()).requests).toEqual([]);
    expect((await a.caller.lawyerDesk.consultations()).requests.map((r) => r.reference)).toContain(open.reference);

    // A accepts the direct request: it becomes an upcoming consultation.
    await a.caller.consultations.accept({ id: direct.id });
    const after = await a.caller.lawyerDesk.consultations();
    expect(after.requests.map((r) => r.reference)).toEqual([open.reference]);
    expect(after.upcoming.map((r) => [r.reference, r.status])).toEqual([[direct.reference, "confirmed"]]);
    expect((await b.caller.lawyerDesk.consultations()).upcoming).toEqual([]);

    // The client cannot read a lawyer's desk.
    await expect(client.caller.lawyerDesk.consultations()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
