import { sql, type Kysely } from "kysely";

/**
 * Issue 25 item 11: a client who closes their account no longer takes with them the documents they gave
 * the firm in a case it still holds. Those documents (and message attachments, which are documents with
 * message_id set) stay as the firm's copy: `former_client_at` says when their client's account closed
 * (null for every other document). The client side no longer sees them, the firm sees them marked, and
 * the purge (server/privacy/retention.ts) deletes them once the case is closed and its retention period
 * has run out (CLOSED_CASE_RETENTION_YEARS).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table case_documents add column former_client_at timestamptz`.execute(db);
  await sql`create index case_documents_former_client_idx on case_documents (case_id) where former_client_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists case_documents_former_client_idx`.execute(db);
  await sql`alter table case_documents drop column if exists former_client_at`.execute(db);
}
