import { sql, type Kysely } from "kysely";

/**
 * Issue 14 §2: the page cache of every app server (server/http/page-cache.ts) is emptied when anything a
 * public page shows changes. A statement-level trigger on each table public pages read NOTIFYs the
 * `qanun_content` channel (delivered on commit, dropped on rollback), so no code path that writes these
 * tables, now or later, can forget to invalidate. A table added to the public pages later joins
 * PUBLIC_TABLES in a migration of its own.
 */
export const PUBLIC_TABLES = [
  "service_pages",
  "legal_updates",
  "library_items",
  "job_postings",
  "lawyers",
  "lawyer_licences",
  "lawyer_weekly_hours",
  "lawyer_blocked_dates",
  "profiles",
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function qanun_notify_content() returns trigger language plpgsql as $$
    begin
      perform pg_notify('qanun_content', json_build_object('table', tg_table_name)::text);
      return null;
    end $$`.execute(db);
  for (const table of PUBLIC_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_notify_content`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function qanun_notify_content()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PUBLIC_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_notify_content`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists qanun_notify_content()`.execute(db);
}
