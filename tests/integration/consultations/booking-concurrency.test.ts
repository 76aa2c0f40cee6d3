import { beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { bookingOf, codeOf, createLawyer, DESCRIPTION, PHONE } from "./support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const CLIENTS = 24;
const clients: Awaited<ReturnType<typeof userWithRole>>[] = [];
beforeAll(async () => {
  // Accounts first (password hashing is slow on a busy machine); the race itself is timed by the test.
  for (let i = 0; i < CLIENTS; i++) clients.push(await userWithRole(db, i % 3 === 0 ? "company" : i % 3 === 1 ? "individual" : null));
}, 300_000);

describe("two people can never hold the same lawyer's slot (issue 4 §1)", () => {
  it(`lets exactly one of ${CLIENTS} concurrent bookings of one slot succeed`, async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const from = addDays(qatarDateOf(new Date()), 2);
    const before = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days: 1 });
    const slot = before.slots[3]!;

    const outcomes = await Promise.all(
      clients.map((client) =>
        codeOf(
          client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slot.startsAt })),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "resolved")).toHaveLength(1);
    // The losers get a clear, expected answer (taken by the database's constraint, or no longer offered).
    for (const outcome of outcomes.filter((o) => o !== "resolved")) expect(["slot_taken", "slot_unavailable"]).toContain(outcome);

    const rows = await db
      .selectFrom("consultations")
      .select(["client_id", "status"])
      .where("lawyer_id", "=", lawyer.lawyerId)
      .where("starts_at", "=", new Date(slot.startsAt))
      .execute();
    expect(rows).toHaveLength(1);
    expect(clients[outcomes.indexOf("resolved")]!.userId).toBe(rows[0]!.client_id);

    // A fresh list no longer offers it, and still offers its neighbours.
    const after = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days: 1 });
    expect(after.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    expect(after.slots.map((s) => s.startsAt)).toContain(before.slots[2]!.startsAt);
    expect(after.slots).toHaveLength(before.slots.length - 1);
  }, 120_000);

  it("refuses overlapping bookings in the database itself, whatever the application checked", async () => {
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual");
    const startsAt = new Date(Date.now() + 72 * 3_600_000);
    const insert = (offsetMinutes: number, status: "requested" | "confirmed" | "cancelled" = "requested") =>
      db
        .insertInto("consultations")
        .values({
          client_id: client.userId,
          lawyer_id: lawyer.lawyerId,
          service_area: "family",
          kind: "video",
          status,
          starts_at: new Date(startsAt.getTime() + offsetMinutes * 60_000),
          ends_at: new Date(startsAt.getTime() + (offsetMinutes + 30) * 60_000),
          description: DESCRIPTION,
          phone: PHONE,
          client_locale: "ar",
        })
        .execute();
    await insert(0);
    await expect(insert(15)).rejects.toMatchObject({ code: "23P01" });
    await expect(insert(-15, "confirmed")).rejects.toMatchObject({ code: "23P01" });
    // Back to back is fine, and a cancelled one never blocks.
    await insert(30);
    await insert(0, "cancelled");
  });
});
