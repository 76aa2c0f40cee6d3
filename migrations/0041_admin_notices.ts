import { sql, type Kysely } from "kysely";

/**
 * Issue 29: an admin chooses how new work waiting for the firm is emailed to them (server/notifications/admin-notices.ts):
 * at once, one email per kind of work per short window ('each', the default when there is no row), or one digest a
 * day ('daily'); digest_sent_at is when their last digest covered up to, so each notification is in one digest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_notice_settings (
      user_id text primary key references "user" (id) on delete cascade,
      email_frequency text not null default 'each' check (email_frequency in ('each', 'daily')),
      digest_sent_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table admin_notice_settings`.execute(db);
}
