import { sql, type Kysely } from "kysely";

/**
 * Issue 13 §1: a lawyer states the courts they may plead before (the roll level: First Instance, Appeal,
 * Cassation) and whether they hold rights of audience before the QFC Civil and Commercial Court, with a
 * supporting document. Nothing shows in the directory until an admin confirms it: the request is a row
 * here, and only the confirmation writes lawyers.court_roll_level / qfc_rights_of_audience (and the
 * licence's level). One request may wait per lawyer; the decided ones stay as history. The document lives
 * in the verification bucket under the lawyer's own prefix, so /files/* serves it to them and admins only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lawyer_standing_requests (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references "user" (id) on delete cascade,
      court_roll_level text not null check (court_roll_level in ('first_instance', 'appeal', 'cassation')),
      qfc_rights_of_audience boolean not null,
      document_key text not null check (length(document_key) between 1 and 400),
      document_name text not null check (length(document_name) between 1 and 200),
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected')),
      reason text check (length(reason) between 1 and 1000),
      decided_by text references "user" (id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'pending') = (decided_at is null)),
      check (status <> 'rejected' or reason is not null)
    )`.execute(db);
  await sql`create unique index lawyer_standing_one_pending on lawyer_standing_requests (user_id) where status = 'pending'`.execute(db);
  await sql`create index lawyer_standing_user_idx on lawyer_standing_requests (user_id, created_at desc)`.execute(db);
  await sql`create index lawyer_standing_pending_idx on lawyer_standing_requests (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists lawyer_standing_requests`.execute(db);
}
