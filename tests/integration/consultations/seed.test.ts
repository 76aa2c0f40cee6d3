import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { listSlots } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { SAMPLE_WEEKLY_HOURS, sampleLawyer, seedSampleAvailability, seedSampleLawyers } from "../../../scripts/seed-lawyers";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("sample lawyers' office hours (seed)", () => {
  it("gives every sample lawyer Sun-Thu 09:00-13:00 and 16:00-19:00 once, so they can be booked", async () => {
    await seedSampleLawyers(db, { count: 40 });
    expect(await seedSampleAvailability(db)).toEqual({ lawyers: 40 });
    const rows = await db.selectFrom("lawyer_weekly_hours").select(["lawyer_id", "weekday", "start_minute", "end_minute"]).execute();
    expect(rows).toHaveLength(40 * 10);
    expect(new Set(rows.map((r) => r.weekday))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(SAMPLE_WEEKLY_HOURS.map((w) => [w.start_minute, w.end_minute]).slice(0, 2)).toEqual([
      [540, 780],
      [960, 1140],
    ]);

    // Idempotent, and hours someone removed are not restored.
    const first = sampleLawyer(1);
    await db.deleteFrom("lawyer_weekly_hours").where("lawyer_id", "=", first.id).where("weekday", "=", 0).execute();
    expect(await seedSampleAvailability(db)).toEqual({ lawyers: 0 });
    expect(await db.selectFrom("lawyer_weekly_hours").select("id").where("lawyer_id", "=", first.id).execute()).toHaveLength(8);

    // A verified, accepting sample lawyer has slots over the next two weeks, only on Sun-Thu office hours.
    let index = 1;
    while (!(sampleLawyer(index).verified && sampleLawyer(index).accepting_new_clients && sampleLawyer(index).fee_video_qar)) index++;
    const lawyer = sampleLawyer(index);
    const slots = await listSlots(db, { lawyerId: lawyer.id, serviceArea: lawyer.practice_areas![0]!, kind: "video", days: 14 });
    expect(slots.length).toBeGreaterThan(50);
    for (const slot of slots) {
      const qatar = new Date(slot.startsAt.getTime() + 3 * 3_600_000);
      expect([0, 1, 2, 3, 4]).toContain(qatar.getUTCDay());
      const minute = qatar.getUTCHours() * 60 + qatar.getUTCMinutes();
      expect((minute >= 540 && minute + 30 <= 780) || (minute >= 960 && minute + 30 <= 1140)).toBe(true);
    }
    expect(qatarDateOf(slots[0]!.startsAt) >= qatarDateOf(new Date())).toBe(true);
  });
});
