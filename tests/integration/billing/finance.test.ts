import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { addDays } from "#server/billing/invoices";
import { qatarDateOf } from "#server/common/qatar-time";
import { trpcCodeOf } from "../../setup/errors";
import { openCase, type Cast } from "../cases/support";
import { signLetter, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
useBillingFixture((ready) => ({ db, cast } = ready));

const today = () => qatarDateOf(new Date());

async function invoiceIn(serviceArea: "commercial" | "family", fee: number, dueOn: string) {
  const { id: caseId } = await openCase(cast, { serviceArea });
  const { id: milestoneId } = await cast.admin.caller.cases.addMilestone({ id: caseId, titleAr: "مرحلة", titleEn: "Stage", feeQar: fee, dueOn: null });
  await signLetter(db, caseId);
  return cast.admin.caller.billing.issue({ caseId, milestoneId, dueOn });
}

describe("the firm's money view (issue 28 §6)", () => {
  it("sums outstanding, due this week, overdue and paid per month, by service area and lawyer; the CSV is plain", async () => {
    const weekly = await invoiceIn("commercial", 1000, addDays(today(), 3));
    const later = await invoiceIn("commercial", 2000, addDays(today(), 20));
    const late = await invoiceIn("family", 500, today());
    await db.updateTable("invoices").set({ due_on: addDays(today(), -2) }).where("id", "=", late.id).execute();
    const paid = await invoiceIn("family", 4000, addDays(today(), 5));
    await cast.admin.caller.billing.recordTransfer({ invoiceId: paid.id, amountDirhams: 400_000, bankReference: "FT5" });
    await cast.admin.caller.billing.refund({ invoiceId: paid.id, amountDirhams: 50_050, reason: "Part refunded" });

    const all = await cast.admin.caller.billing.finance({});
    expect(all.totals).toEqual({ outstanding: 350_000, dueThisWeek: 100_000, overdue: 50_000 });
    expect(all.paidByMonth).toEqual([{ month: today().slice(0, 7), paidDirhams: 349_950 }]);
    expect(all.rows.map((r) => r.number)).toEqual([late.number, weekly.number, later.number, paid.number]);
    expect(all.rows[0]!.overdue).toBe(true);

    const family = await cast.admin.caller.billing.finance({ serviceArea: "family" });
    expect(family.totals).toEqual({ outstanding: 50_000, dueThisWeek: 0, overdue: 50_000 });
    expect((await cast.admin.caller.billing.finance({ lawyerId: cast.otherLawyer.userId })).rows).toHaveLength(0);
    expect((await cast.admin.caller.billing.finance({ lawyerId: cast.lawyer.userId })).rows).toHaveLength(4);
    expect((await cast.admin.caller.billing.finance({ clientId: cast.client.userId })).rows).toHaveLength(4);

    const csv = await cast.admin.caller.billing.financeCsv({ filters: { serviceArea: "family" }, locale: "en" });
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Invoice,Case,Client,Service area,Amount (QAR),Refunded (QAR),State,Issued on,Due on,Paid on,Receipt");
    expect(lines).toHaveLength(3);
    const paidLine = lines.find((l) => l.startsWith(paid.number))!;
    expect(paidLine).toContain(",4000.00,500.50,");
    expect(paidLine).toMatch(new RegExp(`,${today()},${addDays(today(), 5)},${today()},RCT-`));

    // The lawyer sees the invoices of their cases only; the finance view is the admin's.
    const mine = await cast.lawyer.caller.billing.lawyerFinance();
    expect(mine.totals.overdue).toBe(50_000);
    expect((await cast.otherLawyer.caller.billing.lawyerFinance()).rows).toHaveLength(0);
    for (const who of [cast.lawyer, cast.client, cast.stranger]) {
      expect(await trpcCodeOf(who.caller.billing.finance({}))).toBe("FORBIDDEN");
      expect(await trpcCodeOf(who.caller.billing.financeCsv({ filters: {} }))).toBe("FORBIDDEN");
    }
    expect(await trpcCodeOf(cast.client.caller.billing.lawyerFinance())).toBe("FORBIDDEN");
  });

  it("files an invoice under its case's service area, and moves it when an admin changes the case's area", async () => {
    const invoice = await invoiceIn("commercial", 700, addDays(today(), 10));
    const areaOf = async () => (await db.selectFrom("invoices").select("service_area").where("id", "=", invoice.id).executeTakeFirstOrThrow()).service_area;
    expect(await areaOf()).toBe("commercial");
    const { case_id: caseId } = await db.selectFrom("invoices").select("case_id").where("id", "=", invoice.id).executeTakeFirstOrThrow();
    const before = (await cast.admin.caller.billing.finance({ serviceArea: "family" })).totals.outstanding;
    await cast.admin.caller.cases.update({ id: caseId, serviceArea: "family" });
    expect(await areaOf()).toBe("family");
    const family = await cast.admin.caller.billing.finance({ serviceArea: "family" });
    expect(family.totals.outstanding).toBe(before + 70_000);
    expect(family.rows.find((r) => r.id === invoice.id)?.service_area).toBe("family");
    // Written directly, the copy still follows the case: no path leaves the two apart.
    await db.updateTable("invoices").set({ service_area: "commercial" }).where("id", "=", invoice.id).execute();
    expect(await areaOf()).toBe("family");
  });

  it("the client's dashboard lists the invoices of their cases and their company's, with what they have paid", async () => {
    const mine = await cast.client.caller.billing.mine();
    const members = await cast.member.caller.billing.mine();
    expect(mine.invoices.length).toBeGreaterThan(0);
    expect(members.invoices.map((i) => i.id)).toEqual(mine.invoices.map((i) => i.id));
    expect(mine.invoices[0]!.state).toBe("issued");
    expect(mine.paidDirhams).toBe(349_950);
    expect((await cast.stranger.caller.billing.mine()).invoices).toHaveLength(0);
    expect((await cast.outsider.caller.billing.mine()).invoices).toHaveLength(0);
  });
});
