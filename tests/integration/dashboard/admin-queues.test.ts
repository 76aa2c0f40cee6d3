import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { type Account, anonymousCaller, type SignedInRole, useDatabaseWithEveryRole } from "../../setup/callers";

let db: DB;
let accounts: Record<SignedInRole, Account>;
useDatabaseWithEveryRole((ready) => ({ db, accounts } = ready));

async function request(opts: {
  minutesAgo: number;
  status?: "requested" | "confirmed";
  anyLawyer?: boolean;
}) {
  const row = await db
    .insertInto("consultations")
    .values({
      client_id: accounts.individual.userId,
      lawyer_id: null,
      any_lawyer: opts.anyLawyer ?? true,
      service_area: "family",
      kind: "written",
      status: opts.status ?? "requested",
      description: "A question about custody after divorce.",
      phone: "+97455512345",
      client_locale: "ar",
      created_at: new Date(Date.now() - opts.minutesAgo * 60_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("back-office queues (issue 10 §1)", () => {
  it("only admins read the queues; everyone else is refused at the procedure", async () => {
    await expect(
      accounts.admin.caller.dashboard.adminQueues()
    ).resolves.toMatchObject({ verifications: expect.any(Number) });
    await expect(
      accounts.admin.caller.dashboard.unacceptedConsultations({ page: 1 })
    ).resolves.toMatchObject({ rows: expect.any(Array) });
    for (const who of ["individual", "company", "lawyer", "unset"] as const) {
      await expect(
        accounts[who].caller.dashboard.adminQueues()
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(
        accounts[who].caller.dashboard.unacceptedConsultations({ page: 1 })
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    await expect(
      anonymousCaller(db).dashboard.adminQueues()
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("counts what waits and lists unaccepted requests oldest first, without accepted ones", async () => {
    const before = await accounts.admin.caller.dashboard.adminQueues();
    const newer = await request({ minutesAgo: 5 });
    const older = await request({ minutesAgo: 60 });
    await request({ minutesAgo: 30, status: "confirmed" });
    await db
      .insertInto("contact_messages")
      .values({
        full_name: "Sara",
        email: "sara@example.qa",
        subject: "Lease",
        message: "I need help with a lease.",
        preferred_language: "en",
      })
      .execute();
    const after = await accounts.admin.caller.dashboard.adminQueues();
    expect(after.consultations - before.consultations).toBe(2);
    expect(after.contact - before.contact).toBe(1);
    const list = await accounts.admin.caller.dashboard.unacceptedConsultations({
      page: 1,
    });
    const ids = list.rows.map((r) => r.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).toHaveLength(2);
    expect(list.total).toBe(2);
  });
});
