import { sql, type Kysely } from "kysely";

/**
 * Issue 28 §2/§3, decision 043: the signed letter stays in force while a newer version awaits signature, so a
 * case may have one letter awaiting signature ('sent') and one in force ('signed') at the same time. The one
 * index of 0036 (at most one letter 'sent' or 'signed') becomes two: at most one of each. Sending a new version
 * supersedes only an older unsigned one; signing it supersedes the signed one before it; withdrawing it leaves the
 * signed one in force.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index engagement_letters_current`.execute(db);
  await sql`create unique index engagement_letters_awaiting on engagement_letters (case_id) where state = 'sent'`.execute(db);
  await sql`create unique index engagement_letters_in_force on engagement_letters (case_id) where state = 'signed'`.execute(db);
  // Withdrawing a letter (the firm's reason, who and when) is recorded on it.
  await sql`
    alter table engagement_letters
      add column withdrawn_at timestamptz,
      add column withdrawn_by text references "user" (id) on delete set null,
      add column withdrawn_reason text check (length(withdrawn_reason) <= 1000),
      add constraint engagement_letters_withdrawn check ((state = 'withdrawn') = (withdrawn_at is not null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table engagement_letters
      drop constraint engagement_letters_withdrawn,
      drop column withdrawn_reason,
      drop column withdrawn_by,
      drop column withdrawn_at`.execute(db);
  await sql`drop index engagement_letters_in_force`.execute(db);
  await sql`drop index engagement_letters_awaiting`.execute(db);
  await sql`create unique index engagement_letters_current on engagement_letters (case_id) where state in ('sent', 'signed')`.execute(db);
}
