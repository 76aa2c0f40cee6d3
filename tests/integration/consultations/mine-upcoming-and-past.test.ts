/**
 * The user dashboard's two consultation lists come from one query (consultations.mineUpcomingAndPast): they
 * must be exactly what `mine` answers for "upcoming" and "past", in the same order and within the same limits.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { bookingOf, createLawyer, hoursFromNow, setTimes } from "./support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("consultations.mineUpcomingAndPast", () => {
  it("answers as mine does for upcoming and for past, order and limits included", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const from = addDays(qatarDateOf(new Date()), 3);
    const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days: 1 });
    const ids: string[] = [];
    for (const slot of slots.slice(0, 7)) {
      ids.push((await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt }))).id);
    }
    // Three are over (at different times), one was cancelled, three are still ahead in a shuffled order.
    await setTimes(db, ids[0]!, hoursFromNow(-50));
    await setTimes(db, ids[1]!, hoursFromNow(-5));
    await setTimes(db, ids[2]!, hoursFromNow(-300));
    await client.caller.consultations.cancel({ id: ids[3]!, reason: "No longer needed." });
    await setTimes(db, ids[4]!, hoursFromNow(90));
    await setTimes(db, ids[5]!, hoursFromNow(30));

    for (const limits of [{ upcoming: 20, past: 10 }, { upcoming: 2, past: 2 }]) {
      const both = await client.caller.consultations.mineUpcomingAndPast(limits);
      const upcoming = await client.caller.consultations.mine({ scope: "upcoming", limit: limits.upcoming });
      const past = await client.caller.consultations.mine({ scope: "past", limit: limits.past });
      expect(both.upcoming).toEqual(upcoming);
      expect(both.past).toEqual(past);
    }
    const all = await client.caller.consultations.mineUpcomingAndPast();
    expect(all.upcoming.map((c) => c.id)).toEqual([ids[5], ids[6], ids[4]]);
    expect(all.past.map((c) => c.id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
    // The lawyer sees the same consultations from their side; a stranger sees none.
    expect((await lawyer.caller.consultations.mineUpcomingAndPast()).upcoming.map((c) => c.id)).toEqual([ids[5], ids[6], ids[4]]);
    const stranger = await userWithRole(db, "individual");
    expect(await stranger.caller.consultations.mineUpcomingAndPast()).toEqual({ upcoming: [], past: [] });
    await expect(anonymousCaller(db).consultations.mineUpcomingAndPast()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
