import { sql, type Kysely } from "kysely";

/**
 * Issue 14 §1: object deletions that must happen eventually, even when storage (S3) is down at the
 * time: a replaced verification document, the files of a write that failed, a removed library file.
 * `server/storage/deletions.ts` deletes at once when it can and queues what it could not; every
 * server's worker retries due rows with backoff (claimed with FOR UPDATE SKIP LOCKED and a lease).
 * A row can also be queued inside a transaction, so the file goes only if the change commits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table storage_deletions (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      bucket text not null,
      object_key text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text
    )`.execute(db);
  await sql`create index storage_deletions_due_idx on storage_deletions (next_attempt_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists storage_deletions`.execute(db);
}
