/**
 * A dashboard's summary is one statement for a client (server/dashboard/router.ts): the account's own facts
 * and their consultations' counts, which decide the "next steps" shown first.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/consultations/slots";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, callerFor, userWithRole } from "../../setup/callers";
import { bookingOf, createLawyer } from "../consultations/support";
import { qatarDateOf } from "#server/common/qatar-time";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("dashboard summary", () => {
  it("carries the account's facts and the client's consultations into the next steps", async () => {
    const client = await userWithRole(db, "individual");
    const before = await client.caller.dashboard.user();
    expect(before).toMatchObject({ role: "individual", verificationStatus: expect.any(String), hasPassword: true });
    expect(before.memberSince).not.toBeNull();
    expect(before.nextSteps).not.toContain("consultation_awaiting");
    expect(before.nextSteps).not.toContain("prepare_consultation");

    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const from = addDays(qatarDateOf(new Date()), 3);
    const { slots } = await anonymousCaller(db).consultations.slots({ lawyerId: lawyer.lawyerId, serviceArea: "family", kind: "video", from, days: 1 });
    const book = (i: number) =>
      client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, startsAt: slots[i]!.startsAt }));
    const first = await book(0);
    expect((await client.caller.dashboard.user()).nextSteps).toContain("consultation_awaiting");
    expect((await client.caller.dashboard.user()).nextSteps).not.toContain("prepare_consultation");

    await lawyer.caller.consultations.accept({ id: first.id });
    const afterAccept = await client.caller.dashboard.user();
    expect(afterAccept.nextSteps).toContain("prepare_consultation");
    expect(afterAccept.nextSteps).not.toContain("consultation_awaiting");

    // Another client's consultations are not theirs.
    const other = await userWithRole(db, "individual");
    expect((await other.caller.dashboard.user()).nextSteps).not.toContain("prepare_consultation");
  });

  it("an account without a profile row still says whether it has a password", async () => {
    const client = await userWithRole(db, "individual");
    await db.deleteFrom("profiles").where("id", "=", client.userId).execute();
    // No profile: the role is unset, which the user dashboard admits.
    const summary = await (await callerFor(db, client.headers)).dashboard.user();
    expect(summary).toMatchObject({ role: null, hasPassword: true, verificationStatus: "none", documents: [], memberSince: null });
  });
});
