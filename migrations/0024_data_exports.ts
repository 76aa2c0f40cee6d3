import { sql, type Kysely } from "kysely";

/**
 * Issue 12 §3: a person's copy of everything the platform holds about them (Qatar's Law No. 13 of 2016),
 * prepared in the background as a ZIP in storage (server/privacy/export.ts) and downloadable from their
 * settings until it expires. One row per request; the ZIP is deleted when it expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table data_exports (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references "user"(id) on delete cascade,
      status text not null default 'queued' check (status in ('queued', 'preparing', 'ready', 'failed', 'expired')),
      created_at timestamptz not null default now(),
      next_attempt_at timestamptz not null default now(),
      attempts integer not null default 0,
      ready_at timestamptz,
      expires_at timestamptz,
      object_key text,
      size_bytes integer,
      last_error text
    )`.execute(db);
  await sql`create index data_exports_user_idx on data_exports (user_id, created_at desc)`.execute(db);
  await sql`create index data_exports_due_idx on data_exports (next_attempt_at) where status in ('queued', 'preparing')`.execute(db);
  await sql`create index data_exports_expiry_idx on data_exports (expires_at) where status = 'ready'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists data_exports`.execute(db);
}
