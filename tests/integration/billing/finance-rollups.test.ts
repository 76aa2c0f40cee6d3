import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/billing/invoices";
import { qatarDateOf } from "#server/common/qatar-time";
import type { Cast } from "../cases/support";
import { caseWithMilestones, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
useBillingFixture((ready) => ({ db, cast } = ready));

const today = () => qatarDateOf(new Date());

/** The four sums kept by triggers (migration 0043), each as computed afresh from the invoices and the assignments. */
async function drift(): Promise<Record<string, unknown[]>> {
  const queries = {
    paidMonths: sql`
      (select month, service_area, sum(paid_dirhams)::bigint as v from finance_paid_months group by 1, 2 having sum(paid_dirhams) <> 0
       except select to_char(paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), service_area, sum(amount_dirhams - refunded_dirhams)::bigint
       from invoices where paid_at is not null and state <> 'void' group by 1, 2 having sum(amount_dirhams - refunded_dirhams) <> 0)
      union all
      (select to_char(paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), service_area, sum(amount_dirhams - refunded_dirhams)::bigint
       from invoices where paid_at is not null and state <> 'void' group by 1, 2 having sum(amount_dirhams - refunded_dirhams) <> 0
       except select month, service_area, sum(paid_dirhams)::bigint from finance_paid_months group by 1, 2 having sum(paid_dirhams) <> 0)`,
    openDays: sql`
      (select due_on::text, service_area, open_dirhams::bigint as v from finance_open_days where open_dirhams <> 0
       except select due_on::text, service_area, sum(amount_dirhams)::bigint from invoices where state = 'issued' group by 1, 2)
      union all
      (select due_on::text, service_area, sum(amount_dirhams)::bigint from invoices where state = 'issued' group by 1, 2
       except select due_on::text, service_area, open_dirhams::bigint from finance_open_days where open_dirhams <> 0)`,
    lawyerPaid: sql`
      (select lawyer_user_id, month, paid_dirhams::bigint as v from finance_lawyer_paid_months where paid_dirhams <> 0
       except select cl.lawyer_user_id, to_char(i.paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), sum(i.amount_dirhams - i.refunded_dirhams)::bigint
       from invoices i join case_lawyers cl on cl.case_id = i.case_id where i.paid_at is not null and i.state <> 'void' group by 1, 2)
      union all
      (select cl.lawyer_user_id, to_char(i.paid_at at time zone 'Asia/Qatar', 'YYYY-MM'), sum(i.amount_dirhams - i.refunded_dirhams)::bigint
       from invoices i join case_lawyers cl on cl.case_id = i.case_id where i.paid_at is not null and i.state <> 'void' group by 1, 2
       having sum(i.amount_dirhams - i.refunded_dirhams) <> 0
       except select lawyer_user_id, month, paid_dirhams::bigint from finance_lawyer_paid_months)`,
    lawyerOpen: sql`
      (select lawyer_user_id, due_on::text, open_dirhams::bigint as v from finance_lawyer_open_days where open_dirhams <> 0
       except select cl.lawyer_user_id, i.due_on::text, sum(i.amount_dirhams)::bigint from invoices i join case_lawyers cl on cl.case_id = i.case_id
       where i.state = 'issued' group by 1, 2)
      union all
      (select cl.lawyer_user_id, i.due_on::text, sum(i.amount_dirhams)::bigint from invoices i join case_lawyers cl on cl.case_id = i.case_id
       where i.state = 'issued' group by 1, 2
       except select lawyer_user_id, due_on::text, open_dirhams::bigint from finance_lawyer_open_days)`,
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(queries)) out[name] = (await query.execute(db)).rows;
  return out;
}
const inStep = { paidMonths: [], openDays: [], lawyerPaid: [], lawyerOpen: [] };

describe("the money view's sums follow every change (issue 28 §6, migration 0043)", () => {
  it("stay equal to the invoices through issuing, paying, refunding, moving a due date or an area, and (un)assigning lawyers", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [1000, 2500, 700]);
    const first = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]!, dueOn: addDays(today(), 3) });
    const second = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[1]!, dueOn: addDays(today(), 30) });
    expect(await drift()).toEqual(inStep);

    await cast.admin.caller.billing.recordTransfer({ invoiceId: first.id, amountDirhams: 100_000, bankReference: "FT-R1" });
    await cast.admin.caller.billing.refund({ invoiceId: first.id, amountDirhams: 25_000, reason: "Part of the work not done" });
    expect(await drift()).toEqual(inStep);

    await db.updateTable("invoices").set({ due_on: addDays(today(), -4) }).where("id", "=", second.id).execute();
    await cast.admin.caller.cases.update({ id: caseId, serviceArea: "family" });
    expect(await drift()).toEqual(inStep);

    await cast.admin.caller.cases.assignLawyer({ id: caseId, lawyerUserId: cast.otherLawyer.userId });
    const third = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[2]!, dueOn: today() });
    expect(await drift()).toEqual(inStep);
    const mine = await cast.admin.caller.billing.finance({ lawyerId: cast.otherLawyer.userId });
    expect(mine.totals).toEqual({ outstanding: 250_000 + 70_000, dueThisWeek: 70_000, overdue: 250_000 });
    expect(mine.paidByMonth).toEqual([{ month: today().slice(0, 7), paidDirhams: 75_000 }]);

    await cast.admin.caller.cases.unassignLawyer({ id: caseId, lawyerUserId: cast.otherLawyer.userId });
    expect(await drift()).toEqual(inStep);
    const after = await cast.admin.caller.billing.finance({ lawyerId: cast.otherLawyer.userId });
    expect(after.totals).toEqual({ outstanding: 0, dueThisWeek: 0, overdue: 0 });
    expect(after.paidByMonth).toEqual([]);

    // Read from the sums and from the invoices themselves (a lawyer and an area together), the view agrees.
    const fromSums = await cast.admin.caller.billing.finance({ lawyerId: cast.lawyer.userId });
    const fromInvoices = await cast.admin.caller.billing.finance({ lawyerId: cast.lawyer.userId, serviceArea: "family" });
    expect(fromInvoices.totals).toEqual(fromSums.totals);
    expect(fromInvoices.paidByMonth).toEqual(fromSums.paidByMonth);
    expect(third.number).toMatch(/^INV-/);

    // The comparison sees a sum that no longer matches (it is not comparing empty sets).
    await sql`update finance_lawyer_open_days set open_dirhams = open_dirhams + 1`.execute(db);
    expect((await drift()).lawyerOpen.length).toBeGreaterThan(0);

    // The migration's backfill (the same rules, over invoices that were there before it) rebuilds them all.
    for (const table of ["finance_paid_months", "finance_open_days", "finance_lawyer_paid_months", "finance_lawyer_open_days"]) {
      await sql`delete from ${sql.table(table)}`.execute(db);
    }
    expect((await drift()).paidMonths.length).toBeGreaterThan(0);
    await sql`select finance_apply(i, 1) from invoices i order by i.id`.execute(db);
    expect(await drift()).toEqual(inStep);
  });
});
