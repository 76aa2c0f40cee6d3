import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { csvDate, toCsv } from "#server/common/csv";
import { qatarDateOf } from "#server/common/qatar-time";
import type { Viewer } from "#server/auth/viewer";
import { type AppLocale } from "~/i18n/config";
import { labelOf, serverT } from "~/i18n/i18next.server";
import { addDays } from "./invoices";

/**
 * The firm's money view (issue 28 §6, /dashboard/admin/finance): what is outstanding, due this week and overdue,
 * what was paid per month (net of refunds), in QAR, filtered by lawyer, client and service area; each row names
 * its case. Sums are taken in the database over integer dirhams; days and months are Doha's. A lawyer's view is
 * the same over the cases assigned to them (their dashboard's overdue invoices).
 */
export interface FinanceFilters {
  lawyerId?: string;
  clientId?: string;
  serviceArea?: string;
}

/** What every list of invoices shows of one (the finance view, the dashboards): the invoice and its case. */
const INVOICE_LINE = [
  "invoices.id",
  "invoices.number",
  "invoices.amount_dirhams",
  "invoices.refunded_dirhams",
  "invoices.state",
  "invoices.due_on",
  "invoices.paid_at",
  "invoices.receipt_number",
  "cases.id as case_id",
  "cases.reference",
  "cases.title_ar",
  "cases.title_en",
] as const;

type InvoiceQuery = SelectQueryBuilder<Database, "invoices" | "cases", object>;

/** The lawyer whose invoices are shown: a lawyer's own view is theirs whatever the filters say; an admin's, the filter's. */
const lawyerOf = (filters: FinanceFilters, viewer?: Viewer) => (viewer && viewer.role !== "admin" ? viewer.user.id : filters.lawyerId);

/**
 * The invoices the filters keep. The case is joined only when the rows need it: every invoice has a case (case_id is not
 * null, a foreign key), so the join never changes which invoices count, and without it the totals read the invoices' own
 * partial indexes (the service area is the invoice's copy of its case's).
 */
function filtered(db: DB, filters: FinanceFilters, viewer?: Viewer, withCase = false): InvoiceQuery {
  let query = (withCase ? db.selectFrom("invoices").innerJoin("cases", "cases.id", "invoices.case_id") : db.selectFrom("invoices")).where(
    "invoices.state",
    "<>",
    "void",
  ) as InvoiceQuery;
  const lawyerId = lawyerOf(filters, viewer);
  if (lawyerId) {
    query = query.where((eb) => eb.exists(eb.selectFrom("case_lawyers").select("case_lawyers.case_id").whereRef("case_lawyers.case_id", "=", "invoices.case_id").where("case_lawyers.lawyer_user_id", "=", lawyerId)));
  }
  if (filters.clientId) query = query.where("invoices.client_id", "=", filters.clientId);
  // The invoice's own copy of its case's area (kept equal by the database, migration 0042), read through its indexes.
  if (filters.serviceArea) query = query.where("invoices.service_area", "=", filters.serviceArea);
  return query;
}

/**
 * Which of the sums kept by the database (migration 0043) answer the totals and the months: the service areas' (no filter
 * or an area), a lawyer's (a lawyer alone, or a lawyer's own view), or none (a client, or a lawyer and an area together:
 * those read the invoices themselves, which their indexes keep quick).
 */
type Rollup = { kind: "area"; area?: string } | { kind: "lawyer"; lawyerId: string } | null;
function rollupOf(filters: FinanceFilters, viewer?: Viewer): Rollup {
  const lawyerId = lawyerOf(filters, viewer);
  if (filters.clientId || (lawyerId && filters.serviceArea)) return null;
  return lawyerId ? { kind: "lawyer", lawyerId } : { kind: "area", area: filters.serviceArea };
}

/** Outstanding, due this week and overdue from the open sums by due date. */
async function openTotals(db: DB, rollup: NonNullable<Rollup>, today: string, weekEnd: string) {
  const open = sql<string | number>`sum(open_dirhams)`;
  const columns = [
    sql<string | number>`coalesce(${open}, 0)`.as("outstanding"),
    sql<string | number>`coalesce(${open} filter (where due_on between ${today} and ${weekEnd}), 0)`.as("due_this_week"),
    sql<string | number>`coalesce(${open} filter (where due_on < ${today}), 0)`.as("overdue"),
  ];
  if (rollup.kind === "lawyer") return db.selectFrom("finance_lawyer_open_days").select(columns).where("lawyer_user_id", "=", rollup.lawyerId).executeTakeFirstOrThrow();
  let query = db.selectFrom("finance_open_days").select(columns);
  if (rollup.area) query = query.where("service_area", "=", rollup.area);
  return query.executeTakeFirstOrThrow();
}

/** The tables of paid sums by Doha month (migration 0043): the service areas' and the lawyers'; both have `month` and `paid_dirhams`. */
type PaidMonthsTable = "finance_paid_months" | "finance_lawyer_paid_months";

/** Paid per month from the paid sums by Doha month, from `since` (a 'YYYY-MM'); months that net to nothing are left out. */
function paidMonths(db: DB, rollup: NonNullable<Rollup>, since: RawBuilder<string>) {
  if (rollup.kind === "lawyer") {
    return lastTwelveMonths(db.selectFrom("finance_lawyer_paid_months").where("lawyer_user_id", "=", rollup.lawyerId).where("month", ">=", since));
  }
  const areas = db.selectFrom("finance_paid_months").where("month", ">=", since);
  return lastTwelveMonths(rollup.area ? areas.where("service_area", "=", rollup.area) : areas);
}

/**
 * The rest of the query, one chain over either table, typed over the columns both have. The filters stay with each
 * table: over a table that is still a type parameter Kysely cannot resolve the type a `where("month", ...)` compares to.
 */
function lastTwelveMonths<T extends PaidMonthsTable>(query: SelectQueryBuilder<Database, T, object>) {
  const paid = sql<string | number>`sum(paid_dirhams)`;
  return query.select(["month", paid.as("paid")]).groupBy("month").having(paid, "<>", 0).orderBy("month", "desc").limit(12).execute();
}

export async function financeOverview(db: DB, filters: FinanceFilters, opts: { now?: Date; limit?: number; viewer?: Viewer } = {}) {
  const today = qatarDateOf(opts.now ?? new Date());
  const weekEnd = addDays(today, 6);
  const base = filtered(db, filters, opts.viewer);
  const rollup = rollupOf(filters, opts.viewer);
  const limit = opts.limit ?? 200;
  const open = sql<string | number>`sum(invoices.amount_dirhams)`;
  // The invoice rows: open ones first by due date (the open-due index), then, when fewer than `limit` are open, the rest.
  const lines = (state: "open" | "settled", count: number) =>
    filtered(db, filters, opts.viewer, true)
      .where("invoices.state", state === "open" ? "=" : "<>", "issued")
      .leftJoin("user as client", "client.id", "invoices.client_id")
      .select([
        ...INVOICE_LINE,
        "invoices.issued_at",
        "invoices.service_area",
        "client.name as client_name",
        sql<boolean>`invoices.state = 'issued' and invoices.due_on < ${today}`.as("overdue"),
      ])
      .orderBy("invoices.due_on")
      .orderBy("invoices.number")
      .limit(count)
      .execute();
  // Paid per month over the last twelve months of Doha's calendar (the page shows twelve).
  const since = sql<Date>`(date_trunc('month', now() at time zone 'Asia/Qatar') - interval '11 months') at time zone 'Asia/Qatar'`;
  const sinceMonth = sql<string>`to_char(date_trunc('month', now() at time zone 'Asia/Qatar') - interval '11 months', 'YYYY-MM')`;
  const [totals, months, openRows] = await Promise.all([
    rollup ? openTotals(db, rollup, today, weekEnd) : base
      .where("invoices.state", "=", "issued")
      .select([
        sql<string | number>`coalesce(${open}, 0)`.as("outstanding"),
        sql<string | number>`coalesce(${open} filter (where invoices.due_on between ${today} and ${weekEnd}), 0)`.as("due_this_week"),
        sql<string | number>`coalesce(${open} filter (where invoices.due_on < ${today}), 0)`.as("overdue"),
      ])
      .executeTakeFirstOrThrow(),
    rollup ? paidMonths(db, rollup, sinceMonth) : base
      .where("invoices.paid_at", "is not", null)
      .where("invoices.paid_at", ">=", since)
      .select([
        sql<string>`to_char(invoices.paid_at at time zone 'Asia/Qatar', 'YYYY-MM')`.as("month"),
        sql<string | number>`sum(invoices.amount_dirhams - invoices.refunded_dirhams)`.as("paid"),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`, "desc")
      .limit(12)
      .execute(),
    lines("open", limit),
  ]);
  const rows = openRows.length < limit ? [...openRows, ...(await lines("settled", limit - openRows.length))] : openRows;
  return {
    today,
    totals: { outstanding: Number(totals.outstanding), dueThisWeek: Number(totals.due_this_week), overdue: Number(totals.overdue) },
    paidByMonth: months.map((m) => ({ month: m.month, paidDirhams: Number(m.paid) })),
    rows: rows.map((r) => ({
      ...r,
      amount_dirhams: Number(r.amount_dirhams),
      refunded_dirhams: Number(r.refunded_dirhams),
      issued_at: new Date(r.issued_at).toISOString(),
      paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    })),
  };
}

export type FinanceRow = Awaited<ReturnType<typeof financeOverview>>["rows"][number];

/** The people and areas the filters offer: clients with invoices, in name order. */
export async function financeClients(db: DB) {
  return db
    .selectFrom("invoices")
    .innerJoin("user", "user.id", "invoices.client_id")
    .select(["user.id", "user.name"])
    .distinct()
    .orderBy("user.name")
    .limit(500)
    .execute();
}

const COLUMNS = ["number", "case", "client", "serviceArea", "amount", "refunded", "state", "issuedOn", "dueOn", "paidOn", "receipt"] as const;

/** The CSV of the rows: ISO dates, plain numbers (QAR with two decimals, a point, no grouping), headers in the admin's language. */
export function financeCsv(rows: readonly FinanceRow[], locale: AppLocale): string {
  const t = serverT(locale, "billing");
  const plain = (dirhams: number) => `${Math.floor(dirhams / 100)}.${String(dirhams % 100).padStart(2, "0")}`;
  return toCsv([
    COLUMNS.map((column) => t(`finance.csv.${column}`)),
    ...rows.map((r) => [
      r.number,
      r.reference,
      r.client_name ?? "",
      labelOf(locale, "lawyers", `areas.${r.service_area}`, r.service_area),
      plain(r.amount_dirhams),
      plain(r.refunded_dirhams),
      t(`section.states.${r.state}`),
      csvDate(r.issued_at),
      r.due_on,
      r.paid_at ? csvDate(r.paid_at) : "",
      r.receipt_number ?? "",
    ]),
  ]);
}

/**
 * The client's dashboard (issue 28 §7): the invoices of every case they are the client of, or whose company
 * they belong to, newest first: what to pay with its due date, receipts, and what has been paid in total.
 */
export async function myInvoices(db: DB, viewer: Viewer) {
  const uid = viewer.user.id;
  const rows = await db
    .selectFrom("invoices")
    .innerJoin("cases", "cases.id", "invoices.case_id")
    .select(INVOICE_LINE)
    .where("invoices.state", "<>", "void")
    .where((eb) =>
      eb.or([
        eb("cases.client_id", "=", uid),
        eb("cases.company_id", "in", eb.selectFrom("company_members").select("company_members.company_id").where("company_members.user_id", "=", uid)),
      ]),
    )
    .orderBy(sql`invoices.state = 'issued'`, "desc")
    .orderBy("invoices.due_on")
    .limit(100)
    .execute();
  const invoices = rows.map((r) => ({
    ...r,
    amount_dirhams: Number(r.amount_dirhams),
    refunded_dirhams: Number(r.refunded_dirhams),
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  }));
  return { invoices, paidDirhams: invoices.filter((i) => i.paid_at).reduce((sum, i) => sum + i.amount_dirhams - i.refunded_dirhams, 0) };
}
