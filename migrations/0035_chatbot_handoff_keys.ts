import { sql, type Kysely } from "kysely";

/**
 * Issue 27 §7: each question of a "talk to a person" handoff reaches the office once, even when the form is
 * posted twice at the same moment (a double click, two tabs). A handoff first claims one row per question here,
 * keyed by a hash of the sender (the client's id, or the lowercase email) and the question's normalised text,
 * with `on conflict do nothing`: the primary key lets exactly one of two concurrent posts claim a question, and
 * only the questions it claimed are sent (server/chatbot/limits.ts). Nothing readable is kept (a SHA-256, the
 * consultation a client's handoff became); rows older than the handoff window (24 hours) are deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table chatbot_handoff_keys (
      dedupe_key text primary key check (dedupe_key ~ '^[0-9a-f]{64}$'),
      consultation_id uuid references consultations (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index chatbot_handoff_keys_created on chatbot_handoff_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table chatbot_handoff_keys`.execute(db);
}
