import { sql, type Kysely } from "kysely";

/**
 * Issue 14 §1: mail is an outbox table. A message is inserted in the same transaction as the change
 * that caused it (so a rolled-back change sends nothing and a committed one is never lost), and a worker
 * on every app server sends it with retries and backoff (server/mail/outbox.ts). SMTP being down delays
 * mail; it never fails the request.
 *
 * - `status`: pending (waiting or being retried), sent, failed (gave up after MAIL_GIVE_UP_HOURS).
 * - `next_attempt_at`: when the row is due. A worker claims due rows with FOR UPDATE SKIP LOCKED and moves
 *   this forward by a lease, so another server skips them while they are being sent and a crashed
 *   worker's rows come back by themselves when the lease runs out.
 * - Once sent, the body is cleared (it may carry a one-time sign-in or reset link); the row stays as the
 *   record that the message went out, and is deleted after 30 days.
 * - `inbox_event_id`: the back-office history entry that records whether its reply went out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      to_address text not null,
      subject text not null,
      html text not null,
      text_body text not null,
      attachments jsonb,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      sent_at timestamptz,
      inbox_event_id uuid references inbox_events(id) on delete set null
    )`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index mail_outbox_sent_idx on mail_outbox (sent_at) where status = 'sent'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists mail_outbox`.execute(db);
}
