import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays, computeSlots, listSlots, qatarInstant, type ComputeSlotsInput } from "#server/consultations/slots";
import { createTestDatabase } from "../../setup/db";
import { anonymousCaller } from "../../setup/callers";
import { createLawyer } from "./support";
import { qatarDateOf } from "#server/common/qatar-time";

// Sunday 22 November 2026, 08:00 in Doha (05:00 UTC).
const NOW = new Date("2026-11-22T05:00:00Z");
const SUNDAY = "2026-11-22";
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";

const base: ComputeSlotsInput = {
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 10 * 60 })),
  blockedDates: [],
  busy: [],
  worksWeekends: false,
  minNoticeHours: 0,
  slotMinutes: 30,
  now: NOW,
  fromDate: SUNDAY,
  days: 1,
};
const isoList = (input: Partial<ComputeSlotsInput>) => computeSlots({ ...base, ...input }).map((s) => s.startsAt.toISOString());
const datesOf = (input: Partial<ComputeSlotsInput>) => [...new Set(computeSlots({ ...base, ...input }).map((s) => qatarDateOf(s.startsAt)))];

describe("computeSlots (pure)", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("reads weekly hours in Qatar time whatever zone the server runs in", () => {
    const expected = ["2026-11-22T06:00:00.000Z", "2026-11-22T06:30:00.000Z"];
    const offsets = new Set<number>();
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata", "Asia/Qatar", "Europe/London"]) {
      process.env.TZ = zone;
      offsets.add(new Date("2026-11-22T05:00:00Z").getTimezoneOffset());
      expect(isoList({}), zone).toEqual(expected);
      const week = computeSlots({ ...base, days: 7, worksWeekends: true });
      expect(week).toHaveLength(14);
      // Every slot falls at 09:00 or 09:30 on the Qatar clock.
      for (const slot of week) expect([6 * 60, 6 * 60 + 30]).toContain(slot.startsAt.getUTCHours() * 60 + slot.startsAt.getUTCMinutes());
    }
    // The zones really changed the process's local time (otherwise this test would prove nothing).
    expect(offsets.size).toBeGreaterThan(3);
  });

  it("converts Qatar dates and times independently of the server zone", () => {
    process.env.TZ = "America/New_York";
    expect(qatarInstant(SUNDAY, 0).toISOString()).toBe("2026-11-21T21:00:00.000Z");
    expect(qatarInstant(SUNDAY, 1440).toISOString()).toBe("2026-11-22T21:00:00.000Z");
    expect(qatarDateOf(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
    expect(qatarDateOf(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  });

  it("skips the Qatari weekend (Friday, Saturday) unless the lawyer works weekends", () => {
    const week = { fromDate: SUNDAY, days: 7 };
    expect(datesOf({ ...week })).toEqual(["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(datesOf({ ...week, worksWeekends: true })).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      FRIDAY,
      SATURDAY,
    ]);
    expect(isoList({ fromDate: FRIDAY, days: 2 })).toEqual([]);
  });

  it("respects the lead time and never returns past slots", () => {
    const morning = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 12 * 60 }));
    // 3 hours' notice from 08:00 Doha: the first slot is 11:00 (08:00 UTC).
    expect(isoList({ weeklyHours: morning, minNoticeHours: 3 })).toEqual(["2026-11-22T08:00:00.000Z", "2026-11-22T08:30:00.000Z"]);
    // Without notice, at 09:10 Doha, 09:00 has passed: only 09:30 is left.
    expect(isoList({ now: new Date("2026-11-22T06:10:00Z") })).toEqual(["2026-11-22T06:30:00.000Z"]);
    // A lead time longer than the day pushes everything to the next working day.
    expect(isoList({ minNoticeHours: 25, days: 2 })).toEqual(["2026-11-23T06:00:00.000Z", "2026-11-23T06:30:00.000Z"]);
    // A request for yesterday starts at today.
    expect(isoList({ fromDate: "2026-11-20", days: 3 })).toEqual(["2026-11-22T06:00:00.000Z", "2026-11-22T06:30:00.000Z"]);
  });

  it("skips blocked dates, both ends included", () => {
    const dates = datesOf({ days: 5, blockedDates: [{ startsOn: "2026-11-23", endsOn: "2026-11-24" }] });
    expect(dates).toEqual(["2026-11-22", "2026-11-25", "2026-11-26"]);
    expect(datesOf({ days: 1, blockedDates: [{ startsOn: SUNDAY, endsOn: SUNDAY }] })).toEqual([]);
  });

  it("leaves out slots that overlap a busy interval (touching is fine)", () => {
    const hours = [{ weekday: 0, startMinute: 9 * 60, endMinute: 11 * 60 }];
    // 06:15-06:45 UTC overlaps 09:00 and 09:30 Doha.
    expect(isoList({ weeklyHours: hours, busy: [{ startsAt: new Date("2026-11-22T06:15:00Z"), endsAt: new Date("2026-11-22T06:45:00Z") }] })).toEqual([
      "2026-11-22T07:00:00.000Z",
      "2026-11-22T07:30:00.000Z",
    ]);
    // Busy exactly 09:00-09:30: 09:30 stays bookable.
    expect(isoList({ weeklyHours: hours, busy: [{ startsAt: new Date("2026-11-22T06:00:00Z"), endsAt: new Date("2026-11-22T06:30:00Z") }] })).toEqual([
      "2026-11-22T06:30:00.000Z",
      "2026-11-22T07:00:00.000Z",
      "2026-11-22T07:30:00.000Z",
    ]);
    // Nested and unsorted busy intervals.
    expect(
      isoList({
        weeklyHours: hours,
        busy: [
          { startsAt: new Date("2026-11-22T07:30:00Z"), endsAt: new Date("2026-11-22T07:40:00Z") },
          { startsAt: new Date("2026-11-22T05:00:00Z"), endsAt: new Date("2026-11-22T06:50:00Z") },
          { startsAt: new Date("2026-11-22T06:00:00Z"), endsAt: new Date("2026-11-22T06:10:00Z") },
        ],
      }),
    ).toEqual(["2026-11-22T07:00:00.000Z"]);
  });

  it("only offers slots that fit wholly inside a window", () => {
    const hours = [{ weekday: 0, startMinute: 9 * 60, endMinute: 10 * 60 + 45 }];
    expect(isoList({ weeklyHours: hours })).toEqual(["2026-11-22T06:00:00.000Z", "2026-11-22T06:30:00.000Z", "2026-11-22T07:00:00.000Z"]);
    expect(isoList({ weeklyHours: hours, slotMinutes: 60 })).toEqual(["2026-11-22T06:00:00.000Z"]);
    expect(computeSlots({ ...base, slotMinutes: 90 })).toEqual([]);
    // Two windows in one day (09:00-10:00 and 16:00-17:00).
    expect(isoList({ weeklyHours: [{ weekday: 0, startMinute: 540, endMinute: 600 }, { weekday: 0, startMinute: 960, endMinute: 1020 }] })).toEqual([
      "2026-11-22T06:00:00.000Z",
      "2026-11-22T06:30:00.000Z",
      "2026-11-22T13:00:00.000Z",
      "2026-11-22T13:30:00.000Z",
    ]);
  });

  it("stays within the 30-day horizon", () => {
    const all = computeSlots({ ...base, worksWeekends: true, days: 60 });
    const dates = [...new Set(all.map((s) => qatarDateOf(s.startsAt)))];
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe(addDays(SUNDAY, 29));
    expect(datesOf({ worksWeekends: true, fromDate: addDays(SUNDAY, 29), days: 5 })).toEqual([addDays(SUNDAY, 29)]);
    expect(isoList({ worksWeekends: true, fromDate: addDays(SUNDAY, 30), days: 5 })).toEqual([]);
  });
});

describe("listSlots and consultations.slots (database)", () => {
  let db: DB;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDatabase());
  });
  afterAll(() => cleanup());

  it("lists one lawyer's slots and the union of suitable lawyers, with lawyerIds per slot", async () => {
    const area = "criminal";
    const onlyMorning = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 9 * 60, end_minute: 10 * 60 }));
    const a = await createLawyer(db, { practiceAreas: [area], hours: onlyMorning });
    const b = await createLawyer(db, { practiceAreas: [area], hours: [...onlyMorning, ...onlyMorning.map((h) => ({ ...h, start_minute: 600, end_minute: 630 }))] });
    // Not suitable: unverified, not accepting, another area, no fee for the kind.
    await createLawyer(db, { practiceAreas: [area], hours: onlyMorning, verified: false });
    await createLawyer(db, { practiceAreas: [area], hours: onlyMorning, accepting: false });
    await createLawyer(db, { practiceAreas: ["family"], hours: onlyMorning });
    await createLawyer(db, { practiceAreas: [area], hours: onlyMorning, fees: { video: null } });

    const from = addDays(qatarDateOf(new Date()), 1);
    const one = await listSlots(db, { lawyerId: a.lawyerId, serviceArea: area, kind: "video", from, days: 1 });
    expect(one.map((s) => s.startsAt.toISOString())).toEqual([qatarInstant(from, 540).toISOString(), qatarInstant(from, 570).toISOString()]);
    expect(one.every((s) => s.lawyerIds.length === 1 && s.lawyerIds[0] === a.lawyerId)).toBe(true);

    const any = await listSlots(db, { serviceArea: area, kind: "video", from, days: 1 });
    expect(any.map((s) => [s.startsAt.toISOString(), [...s.lawyerIds].sort()])).toEqual([
      [qatarInstant(from, 540).toISOString(), [a.lawyerId, b.lawyerId].sort()],
      [qatarInstant(from, 570).toISOString(), [a.lawyerId, b.lawyerId].sort()],
      [qatarInstant(from, 600).toISOString(), [b.lawyerId]],
    ]);

    // A lawyer who practises elsewhere or does not offer the kind has no slots for it.
    expect(await listSlots(db, { lawyerId: a.lawyerId, serviceArea: "family", kind: "video", from, days: 1 })).toEqual([]);
    expect(await listSlots(db, { lawyerId: a.lawyerId, serviceArea: area, kind: "written", from, days: 1 })).toEqual([]);

    // An active consultation of A at 09:00 leaves only B at 09:00; a cancelled one blocks nothing.
    const client = await db.selectFrom("user").select("id").limit(1).executeTakeFirstOrThrow();
    const insert = (status: "confirmed" | "cancelled", minute: number) =>
      db
        .insertInto("consultations")
        .values({
          client_id: client.id,
          lawyer_id: a.lawyerId,
          service_area: area,
          kind: "video",
          status,
          starts_at: qatarInstant(from, minute),
          ends_at: qatarInstant(from, minute + 30),
          description: "busy",
          phone: "+97455551234",
          client_locale: "en",
        })
        .execute();
    await insert("confirmed", 540);
    await insert("cancelled", 570);
    const after = await listSlots(db, { serviceArea: area, kind: "video", from, days: 1 });
    expect(after.map((s) => [s.startsAt.toISOString(), [...s.lawyerIds].sort()])).toEqual([
      [qatarInstant(from, 540).toISOString(), [b.lawyerId]],
      [qatarInstant(from, 570).toISOString(), [a.lawyerId, b.lawyerId].sort()],
      [qatarInstant(from, 600).toISOString(), [b.lawyerId]],
    ]);

    // Blocked dates come from the database too.
    await db.insertInto("lawyer_blocked_dates").values({ lawyer_id: a.lawyerId, starts_on: from, ends_on: from }).execute();
    expect(await listSlots(db, { lawyerId: a.lawyerId, serviceArea: area, kind: "video", from, days: 1 })).toEqual([]);
  });

  it("answers the public procedure with ISO instants in UTC and the firm's zone", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["civil"] });
    const result = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "civil", kind: "in_person", days: 2 });
    expect(result.timeZone).toBe("Asia/Qatar");
    expect(result.slots.length).toBeGreaterThan(10);
    const first = result.slots[0]!;
    expect(first.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\.000Z$/);
    expect(new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()).toBe(30 * 60_000);
    expect(new Date(first.startsAt).getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(first.lawyerIds).toEqual([lawyer.lawyerId]);
    // A bad date is bad input, not a crash.
    await expect(anonymousCaller(db).consultations.slots({ serviceArea: "civil", kind: "video", from: "2026-02-30" })).rejects.toThrow();
  });
});
