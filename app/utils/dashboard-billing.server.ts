import { qatarDateOf } from "#server/common/qatar-time";
import { callerFor } from "./trpc.server";

/**
 * The invoices of the dashboards (issue 28 §6–§7), read through the billing procedures: the client's own (and
 * their company's) with the total paid; the lawyer's and the admin's overdue ones. Call after the page's guard.
 */
export async function loadMyInvoices(request: Request) {
  const mine = await (await callerFor(request)).billing.mine();
  return { ...mine, today: qatarDateOf(new Date()) };
}

export async function loadOverdueInvoices(request: Request, role: "lawyer" | "admin") {
  const caller = await callerFor(request);
  const view = role === "admin" ? await caller.billing.finance({}) : await caller.billing.lawyerFinance();
  return { invoices: view.rows.filter((r) => r.overdue), today: view.today };
}
