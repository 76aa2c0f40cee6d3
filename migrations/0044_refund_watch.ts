import { sql, type Kysely } from "kysely";

/**
 * Issue 28 §4: a refund made at the gateway on a payment this server already knows as paid, with the refund's webhook
 * lost, was never picked up (the reconciliation job asked about pending payments only). The job now also asks, once a
 * day, about each card payment that succeeded within REFUND_WATCH_DAYS (server/billing/reconciliation.ts); this
 * partial index finds them by when they settled, without reading the pending, failed or bank-transfer ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index payments_refund_watch on payments (settled_at) where state = 'succeeded' and method = 'gateway'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_refund_watch`.execute(db);
}
