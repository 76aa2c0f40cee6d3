/**
 * Benchmark of the firm's money view (issue 28 §6) on PostgreSQL: `financeOverview` (what the `billing.finance`
 * procedure and /dashboard/admin/finance run: outstanding, due this week and overdue totals, paid per month net of
 * refunds, and the first 200 invoices) over BENCH_INVOICES (100,000) invoices on the 100,000 cases of bench-cases.ts's
 * fill, with no filter, a lawyer, a client and a service area in turn. Target: p95 ≤ 50 ms.
 *
 *   npm run bench:finance
 *
 * Creates a fresh database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), fills it with
 * set-based INSERT ... SELECT statements (a third of the invoices open, some overdue; the rest paid by card over the
 * last year, one in seventeen refunded in part), runs ANALYZE, measures, prints and drops the database. It is a report:
 * it exits 0 whether the target is met or not. BENCH_ITERATIONS (400) sets the number of timed runs per filter;
 * BENCH_KEEP=1 keeps the database and prints its URL, to read the plans with EXPLAIN.
 */
import os from "node:os";
import { sql } from "kysely";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import { financeOverview, type FinanceFilters } from "#server/billing/finance";
import { createBenchDatabase, measure, openBenchDatabase } from "./bench-support";
import { fillAccounts, fillCases } from "./bench-cases";
import { seedSampleContent } from "./seed-data";

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const TARGET_P95_MS = 50;

async function main() {
  const { url, drop } = await createBenchDatabase(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const db = openBenchDatabase(url);
  try {
    await migrateToLatest(db);
    await seedSampleContent(db);
    const { userId: adminId } = await provisionUser(db, { email: "bench.finance@qanun.example", name: "Bench Finance", password: "bench finance password 2026 long", role: "admin" });
    await fillAccounts(db);
    await fillCases(db, adminId);
    // One invoice per case (cycling when there are more invoices than cases), numbered INV-2026-000001 on.
    await sql`
      insert into invoices (number, year, sequence, case_id, client_id, company_id, description_ar, description_en, amount_dirhams, state,
        refunded_dirhams, bank_reference, issued_at, issued_by, due_on, paid_at, paid_via, receipt_number)
      select 'INV-2026-' || lpad(i::text, 6, '0'), 2026, i, c.id, c.client_id, c.company_id, 'أتعاب المرحلة', 'Milestone fee', (500 + (i % 50) * 100) * 100,
        case when i % 3 = 0 then 'issued' when i % 17 = 0 then 'partially_refunded' else 'paid' end,
        case when i % 3 <> 0 and i % 17 = 0 then 10000 else 0 end,
        'INV-2026-' || lpad(i::text, 6, '0'),
        now() - (i % 365) * interval '1 day', ${adminId},
        (now() - (i % 365) * interval '1 day' + interval '14 days')::date,
        case when i % 3 = 0 then null else now() - (i % 365) * interval '1 day' + interval '3 days' end,
        case when i % 3 = 0 then null else 'card' end,
        case when i % 3 = 0 then null else 'RCT-2026-' || lpad(i::text, 6, '0') end
      from generate_series(1, ${INVOICES}) as i
      join (select row_number() over (order by id) as n, id, client_id, company_id from cases) as c on c.n = 1 + (i - 1) % (select count(*) from cases)`.execute(db);
    await sql`vacuum analyze`.execute(db);
    const { rows } = await sql<{ invoices: number; open: number; lawyer: string; client: string; version: string }>`
      select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoices where state = 'issued') as open,
        (select lawyer_user_id from case_lawyers group by 1 order by count(*) desc limit 1) as lawyer,
        (select client_id from invoices where client_id is not null group by 1 order by count(*) desc limit 1) as client,
        version() as version`.execute(db);
    const facts = rows[0]!;
    console.log(`bench: ${facts.invoices} invoices (${facts.open} open) on ${facts.version.split(" ").slice(0, 2).join(" ")}; Node ${process.version}; ${os.cpus().length} cores; load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    const filters: [string, FinanceFilters][] = [
      ["no filter", {}],
      ["the busiest lawyer", { lawyerId: facts.lawyer }],
      ["the client with most invoices", { clientId: facts.client }],
      ["service area family", { serviceArea: "family" }],
    ];
    for (const [label, filter] of filters) {
      const s = await measure(`financeOverview, ${label}`, ITERATIONS, 40, async () => {
        await financeOverview(db, filter);
      });
      console.log(`  target p95 ≤ ${TARGET_P95_MS} ms: ${s.p95 <= TARGET_P95_MS ? "met" : "missed"}`);
    }
  } finally {
    await db.destroy();
    // BENCH_KEEP=1 leaves the filled database for EXPLAIN (its name is printed); drop it by hand afterwards.
    if (process.env.BENCH_KEEP === "1") console.log(`bench: kept ${url}`);
    else await drop();
  }
}

await main();
