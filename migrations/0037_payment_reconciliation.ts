import { sql, type Kysely } from "kysely";

/**
 * Issue 28 §4: the reconciliation job asks the gateway about every payment still pending after N minutes
 * (server/billing/reconciliation.ts). `reconciled_at` is when it last asked: a run claims the payments not
 * asked for N minutes (FOR UPDATE SKIP LOCKED, then marked in the same statement), so two app servers never ask
 * about one payment at once and a payer still on the checkout page is asked about again only N minutes later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column reconciled_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop column reconciled_at`.execute(db);
}
