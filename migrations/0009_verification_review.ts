import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §2: the verification review.
 *
 * - verification_history: every submission, resubmission, decision and licence record of an account,
 *   kept for good (the review page and the person's dashboard show it). A rejection always has its
 *   reason (the database refuses one without).
 * - lawyer_licences: what the admin records of a lawyer at approval (court roll level, licence number,
 *   licence expiry), one row per lawyer account, because the account may have no directory entry yet.
 *   `reminder_sent_for` is the expiry date whose 30-day notice went out: the reminder worker claims
 *   rows with FOR UPDATE SKIP LOCKED and sets it in the same transaction, so each expiry is announced
 *   once whatever the number of app servers; a renewed licence (a new date) gets its own notice.
 * - lawyers.licence_expires_on mirrors the licence's expiry onto the directory entry (as lawyers.verified
 *   mirrors the verification), so the directory and booking hide an expired lawyer with one condition
 *   on the row itself, at query time: no job has to run on the day it expires. NULL (every existing and
 *   sample lawyer) means no expiry recorded: nothing existing disappears.
 * - Qatar's roll of lawyers has a trainee (under training) level below the Court of First Instance.
 * - qatar_today(): today's date in Asia/Qatar (no daylight saving), the day a licence lapses on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lawyers drop constraint if exists lawyers_court_roll_level_check`.execute(db);
  await sql`
    alter table lawyers
      add constraint lawyers_court_roll_level_check check (court_roll_level in ('trainee', 'first_instance', 'appeal', 'cassation')),
      add column licence_expires_on date`.execute(db);

  await sql`
    create function qatar_today() returns date language sql stable as $$
      select (now() at time zone 'Asia/Qatar')::date
    $$`.execute(db);

  await sql`
    create table lawyer_licences (
      user_id text primary key references "user" ("id") on delete cascade,
      court_roll_level text not null check (court_roll_level in ('trainee', 'first_instance', 'appeal', 'cassation')),
      licence_number text not null check (length(licence_number) between 1 and 64),
      licence_expires_on date not null,
      recorded_by text references "user" ("id") on delete set null,
      recorded_at timestamptz not null default now(),
      reminder_sent_for date
    )`.execute(db);
  await sql`create index lawyer_licences_expiry_idx on lawyer_licences (licence_expires_on)`.execute(db);

  await sql`
    create table verification_history (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references "user" ("id") on delete cascade,
      kind text not null check (kind in ('submitted', 'resubmitted', 'approved', 'rejected', 'licence_updated')),
      reason text check (reason is null or length(reason) between 1 and 2000),
      actor_id text references "user" ("id") on delete set null,
      actor_name text not null default '',
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      constraint verification_history_rejection_has_reason check (kind <> 'rejected' or reason is not null)
    )`.execute(db);
  await sql`create index verification_history_user_idx on verification_history (user_id, created_at desc)`.execute(db);
  // The review list sorts the waiting accounts by when they were (re)submitted.
  await sql`create index profiles_verification_status_idx on profiles (verification_status, updated_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists profiles_verification_status_idx`.execute(db);
  await sql`drop table if exists verification_history`.execute(db);
  await sql`drop table if exists lawyer_licences`.execute(db);
  await sql`drop function if exists qatar_today()`.execute(db);
  await sql`update lawyers set court_roll_level = 'first_instance' where court_roll_level = 'trainee'`.execute(db);
  await sql`
    alter table lawyers
      drop column if exists licence_expires_on,
      drop constraint if exists lawyers_court_roll_level_check`.execute(db);
  await sql`alter table lawyers add constraint lawyers_court_roll_level_check check (court_roll_level in ('first_instance', 'appeal', 'cassation'))`.execute(db);
}
