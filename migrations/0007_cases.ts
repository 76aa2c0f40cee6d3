import { sql, type Kysely } from "kysely";

// The court codes of server/cases/courts.ts at the time of this migration (a later change adds a migration).
const COURTS = [
  "court_of_cassation",
  "court_of_appeal",
  "court_of_first_instance",
  "investment_and_trade_court",
  "supreme_constitutional_court",
  "administrative_circuits",
  "family_court",
  "qfc_civil_and_commercial_court",
  "qfc_regulatory_tribunal",
  "qicdrc",
  "qicca",
  "labour_disputes_committees",
  "rental_disputes_committee",
  "public_prosecution",
];
const courtCheck = (column: string) => sql.raw(`${column} is null or ${column} in (${COURTS.map((c) => `'${c}'`).join(", ")})`);

/**
 * Issue 9: the case as the centre of the firm's work with a client. `cases` and `case_lawyers` grow
 * (every existing row and column stays); hearings, fee milestones, versioned documents, internal
 * notes, the message thread, the timeline (`case_events`) and the lawyers' calendar-feed tokens get
 * their tables; notifications may point at a case.
 *
 * References are QL-{year}-{6 digits}, numbered per year by `case_reference_counters`: the row of the
 * year is incremented by the transaction that creates the case (INSERT ... ON CONFLICT DO UPDATE
 * takes the row lock), so concurrent creations get consecutive, unique numbers and a rolled-back one
 * leaves no gap. Existing QL-YYYY-N references seed the counters so new numbers never collide.
 *
 * Search (/admin/cases) folds text with the lawyer directory's normalize_search (migration 0003):
 * a generated, trigram-indexed `search_text` over the reference, titles, court case number and
 * opposing party, and expression indexes over client and company names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table case_reference_counters (
      year integer primary key check (year between 2000 and 9999),
      last_value integer not null check (last_value >= 0)
    )`.execute(db);
  await sql`
    insert into case_reference_counters (year, last_value)
    select (regexp_match(reference, '^QL-([0-9]{4})-'))[1]::integer, max((regexp_match(reference, '^QL-[0-9]{4}-([0-9]{1,9})$'))[1]::integer)
    from cases
    where reference ~ '^QL-[0-9]{4}-[0-9]{1,9}$'
    group by 1`.execute(db);

  await sql`
    alter table cases
      add column description text not null default '' check (length(description) <= 5000),
      add column company_id uuid references companies (id) on delete set null,
      add column court text,
      add column court_case_number text check (length(court_case_number) <= 60),
      add column opposing_party text check (length(opposing_party) <= 300),
      add column next_step text check (length(next_step) <= 1000),
      add column next_step_due date,
      add column consultation_id uuid references consultations (id) on delete set null,
      add column created_by text references "user" (id) on delete set null,
      add column closed_at timestamptz,
      add constraint cases_court_check check (${courtCheck("court")}),
      add constraint cases_title_length_check check (length(title_ar) <= 200 and length(title_en) <= 200) not valid,
      add column search_text text generated always as (normalize_search(
        reference || ' ' || title_ar || ' ' || title_en || ' ' || coalesce(court_case_number, '') || ' ' || coalesce(opposing_party, '')
      )) stored`.execute(db);
  await sql`update cases set closed_at = updated_at where status = 'closed'`.execute(db);
  // One case per consultation: a second "open a case from this consultation" is refused.
  await sql`create unique index cases_consultation_idx on cases (consultation_id) where consultation_id is not null`.execute(db);
  await sql`create index cases_company_idx on cases (company_id) where company_id is not null`.execute(db);
  await sql`create index cases_updated_idx on cases (updated_at desc, id)`.execute(db);
  await sql`create index cases_status_updated_idx on cases (status, updated_at desc)`.execute(db);
  await sql`create index cases_service_area_idx on cases (service_area, updated_at desc)`.execute(db);
  await sql`create index cases_court_idx on cases (court, updated_at desc) where court is not null`.execute(db);
  await sql`create index cases_search_idx on cases using gin (search_text gin_trgm_ops)`.execute(db);
  // Client and company names are searched where they live, so a renamed client is found by the new name.
  await sql`create index user_name_search_idx on "user" using gin (normalize_search(name) gin_trgm_ops)`.execute(db);
  await sql`
    create index companies_name_search_idx on companies
    using gin (normalize_search(legal_name_ar || ' ' || legal_name_en) gin_trgm_ops)`.execute(db);

  await sql`
    alter table case_lawyers
      add column assigned_at timestamptz not null default now(),
      add column assigned_by text references "user" (id) on delete set null`.execute(db);
  await sql`create index case_lawyers_lawyer_idx on case_lawyers (lawyer_user_id, case_id)`.execute(db);

  await sql`
    create table case_hearings (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      starts_at timestamptz not null,
      court text,
      chamber text not null default '' check (length(chamber) <= 120),
      purpose text not null check (length(purpose) between 1 and 500),
      outcome text check (length(outcome) <= 5000),
      status text not null default 'scheduled' check (status in ('scheduled', 'held', 'cancelled')),
      -- iCalendar SEQUENCE: bumped on every change the attendees' calendars must follow
      sequence integer not null default 0,
      -- The 24 h reminder: due at starts_at - 24 h (null: none due), claimed with FOR UPDATE SKIP LOCKED
      reminder_due_at timestamptz,
      reminder_sent_at timestamptz,
      created_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (${courtCheck("court")})
    )`.execute(db);
  await sql`create index case_hearings_case_idx on case_hearings (case_id, starts_at)`.execute(db);
  await sql`create index case_hearings_scheduled_idx on case_hearings (starts_at, case_id) where status = 'scheduled'`.execute(db);
  await sql`create index case_hearings_reminder_idx on case_hearings (reminder_due_at) where reminder_sent_at is null and reminder_due_at is not null`.execute(db);

  await sql`
    create table case_milestones (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      title_ar text not null check (length(title_ar) <= 200),
      title_en text not null check (length(title_en) <= 200),
      fee_qar integer not null check (fee_qar between 0 and 100000000),
      state text not null default 'planned' check (state in ('planned', 'done', 'invoiced', 'paid')),
      position integer not null check (position >= 0),
      due_on date,
      done_at timestamptz,
      invoiced_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (length(title_ar) > 0 or length(title_en) > 0)
    )`.execute(db);
  await sql`create index case_milestones_case_idx on case_milestones (case_id, position)`.execute(db);

  await sql`
    create table case_messages (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      author_id text references "user" (id) on delete set null,
      body text not null check (length(body) between 1 and 10000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index case_messages_case_idx on case_messages (case_id, created_at, id)`.execute(db);

  // Private files (storage bucket "case_documents"). A file uploaded again under the same name (and
  // visibility) becomes its next version; message attachments are documents with message_id set.
  await sql`
    create table case_documents (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      message_id uuid references case_messages (id) on delete set null,
      storage_key text not null,
      file_name text not null check (length(file_name) between 1 and 255),
      content_type text not null,
      size integer not null check (size >= 0),
      visibility text not null check (visibility in ('client', 'internal')),
      version integer not null check (version >= 1),
      uploaded_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (case_id, visibility, file_name, version)
    )`.execute(db);
  await sql`create index case_documents_case_idx on case_documents (case_id, created_at)`.execute(db);

  await sql`
    create table case_notes (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      author_id text references "user" (id) on delete set null,
      body text not null check (length(body) between 1 and 10000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index case_notes_case_idx on case_notes (case_id, created_at)`.execute(db);

  // The timeline: one row per change. `internal` rows (notes, internal documents) are for the firm only.
  await sql`
    create table case_events (
      id bigint generated always as identity primary key,
      case_id uuid not null references cases (id) on delete cascade,
      actor_id text references "user" (id) on delete set null,
      type text not null,
      payload jsonb not null default '{}',
      internal boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index case_events_case_idx on case_events (case_id, created_at desc, id desc)`.execute(db);

  await sql`alter table notifications add column case_id uuid references cases (id) on delete cascade`.execute(db);
  await sql`create index notifications_case_idx on notifications (case_id, user_id) where case_id is not null`.execute(db);

  // A lawyer's private calendar feed of hearings: the secret is in the URL, only its hash is kept.
  await sql`
    create table case_calendar_tokens (
      user_id text primary key references "user" (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists case_calendar_tokens`.execute(db);
  await sql`drop index if exists notifications_case_idx`.execute(db);
  await sql`alter table notifications drop column if exists case_id`.execute(db);
  for (const table of ["case_events", "case_notes", "case_documents", "case_messages", "case_milestones", "case_hearings"]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop index if exists case_lawyers_lawyer_idx`.execute(db);
  await sql`alter table case_lawyers drop column if exists assigned_at, drop column if exists assigned_by`.execute(db);
  await sql`drop index if exists companies_name_search_idx`.execute(db);
  await sql`drop index if exists user_name_search_idx`.execute(db);
  for (const index of ["cases_search_idx", "cases_court_idx", "cases_service_area_idx", "cases_status_updated_idx", "cases_updated_idx", "cases_company_idx", "cases_consultation_idx"]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`
    alter table cases
      drop column search_text,
      drop constraint cases_title_length_check,
      drop constraint cases_court_check,
      drop column closed_at,
      drop column created_by,
      drop column consultation_id,
      drop column next_step_due,
      drop column next_step,
      drop column opposing_party,
      drop column court_case_number,
      drop column court,
      drop column company_id,
      drop column description`.execute(db);
  await sql`drop table if exists case_reference_counters`.execute(db);
}
