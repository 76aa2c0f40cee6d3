import { sql, type Kysely } from "kysely";

/**
 * A card payment that succeeded at the gateway after its invoice was already paid (the client paid in two tabs, or
 * by card after a recorded transfer) is a duplicate: `payments.state = 'duplicate'`. It is refunded in full through
 * the gateway automatically (server/billing/duplicates.ts), its refund recorded in `refunds` against the payment;
 * the invoice's own totals never count it. Until its refund row exists the reconciliation job retries the refund.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop constraint payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('pending', 'succeeded', 'failed', 'cancelled', 'duplicate'))`.execute(db);
  await sql`create index refunds_payment on refunds (payment_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index refunds_payment`.execute(db);
  await sql`alter table payments drop constraint payments_state_check`.execute(db);
  await sql`alter table payments add constraint payments_state_check check (state in ('pending', 'succeeded', 'failed', 'cancelled'))`.execute(db);
}
