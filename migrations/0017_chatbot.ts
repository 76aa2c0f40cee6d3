import { sql, type Kysely } from "kysely";

/**
 * Issue 11 §3: questions the assistant could not answer, so the firm can add content. Only the
 * question's text is kept, scrubbed of email addresses, phone numbers, long digit runs and links
 * (server/chatbot/unanswered.ts), grouped by its folded form with a count; nothing ties it to a
 * visitor (no IP, no session, no user). Rows not asked again for CHATBOT_UNANSWERED_RETENTION_DAYS
 * (90 by default) are deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table chatbot_unanswered (
      question_key text primary key check (length(question_key) <= 300),
      question text not null check (length(question) <= 300),
      locale text not null check (locale in ('ar', 'en')),
      asked_count integer not null default 1 check (asked_count > 0),
      first_asked_at timestamptz not null default now(),
      last_asked_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index chatbot_unanswered_count on chatbot_unanswered (asked_count desc, last_asked_at desc)`.execute(db);
  await sql`create index chatbot_unanswered_last on chatbot_unanswered (last_asked_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table chatbot_unanswered`.execute(db);
}
