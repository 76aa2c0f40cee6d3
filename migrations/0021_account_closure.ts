import { sql, type Kysely } from "kysely";

/**
 * Issue 12 §3, closing an account (decision record 026): the person's own row in "user" is deleted, and
 * what the firm must keep (cases, agreed fees, the record of consultations held) is re-pointed at a
 * stand-in row that carries only an anonymous label ("Former client · عميل سابق C-7F3A2B"). `closed_at`
 * marks those stand-ins: they never sign in (no credential, suspended) and lists of people leave them out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table "user" add column closed_at timestamptz`.execute(db);
  await sql`create index user_closed_idx on "user" (closed_at) where closed_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists user_closed_idx`.execute(db);
  await sql`alter table "user" drop column if exists closed_at`.execute(db);
}
