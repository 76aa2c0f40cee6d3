import { sql, type Kysely } from "kysely";

/**
 * Issue 4: consultations (booking, lifecycle, written-question threads, files, reminders),
 * lawyer availability, companies and their members, in-app notifications and call signalling.
 *
 * Times are timestamptz (UTC instants); a lawyer's weekly hours are minutes after local midnight in
 * Asia/Qatar (weekday 0 = Sunday, as JavaScript's getDay()). Two people can never hold the same
 * lawyer's time: `consultations_no_overlap` is an exclusion constraint over the active bookings
 * (requested or confirmed) of one lawyer, so the database refuses the second of two concurrent
 * inserts whatever the application does. It needs btree_gist for the uuid equality part.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await sql`
    alter table lawyers
      add column works_weekends boolean not null default false,
      add column min_notice_hours integer not null default 12 check (min_notice_hours between 0 and 336),
      add column slot_minutes integer not null default 30 check (slot_minutes in (15, 20, 30, 45, 60, 90))`.execute(db);

  await sql`
    create table lawyer_weekly_hours (
      id uuid primary key default gen_random_uuid(),
      lawyer_id uuid not null references lawyers (id) on delete cascade,
      weekday smallint not null check (weekday between 0 and 6),
      start_minute smallint not null check (start_minute between 0 and 1439),
      end_minute smallint not null check (end_minute <= 1440),
      check (end_minute > start_minute),
      unique (lawyer_id, weekday, start_minute)
    )`.execute(db);

  await sql`
    create table lawyer_blocked_dates (
      id uuid primary key default gen_random_uuid(),
      lawyer_id uuid not null references lawyers (id) on delete cascade,
      starts_on date not null,
      ends_on date not null,
      note text not null default '' check (length(note) <= 200),
      created_at timestamptz not null default now(),
      check (ends_on >= starts_on)
    )`.execute(db);
  await sql`create index lawyer_blocked_dates_lawyer_idx on lawyer_blocked_dates (lawyer_id, ends_on)`.execute(db);

  await sql`
    create table companies (
      id uuid primary key default gen_random_uuid(),
      legal_name_ar text not null default '' check (length(legal_name_ar) <= 200),
      legal_name_en text not null default '' check (length(legal_name_en) <= 200),
      cr_number text not null default '' check (length(cr_number) <= 40),
      qfc_licence_number text check (length(qfc_licence_number) <= 40),
      sector text not null default '' check (length(sector) <= 60),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // One company per user: a colleague who accepts an invitation joins that company's account.
  await sql`
    create table company_members (
      company_id uuid not null references companies (id) on delete cascade,
      user_id text not null unique references "user" (id) on delete cascade,
      role text not null check (role in ('owner', 'member')),
      joined_at timestamptz not null default now(),
      primary key (company_id, user_id)
    )`.execute(db);

  await sql`
    create table company_invites (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id) on delete cascade,
      email text not null check (length(email) <= 254),
      role text not null default 'member' check (role in ('owner', 'member')),
      token_hash text not null unique,
      invited_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by text references "user" (id) on delete set null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index company_invites_company_idx on company_invites (company_id, created_at desc)`.execute(db);

  await sql`
    create table company_service_requests (
      id uuid primary key default gen_random_uuid(),
      company_id uuid not null references companies (id) on delete cascade,
      requested_by text references "user" (id) on delete set null,
      service text not null check (length(service) <= 60),
      details text not null check (length(details) between 1 and 5000),
      status text not null default 'submitted' check (status in ('submitted', 'in_review', 'in_progress', 'completed', 'withdrawn')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index company_service_requests_company_idx on company_service_requests (company_id, created_at desc)`.execute(db);

  await sql`create sequence consultation_reference_seq`.execute(db);
  await sql`
    create table consultations (
      id uuid primary key default gen_random_uuid(),
      reference text not null unique default ('C-' || lpad(nextval('consultation_reference_seq')::text, 6, '0')),
      client_id text not null references "user" (id) on delete cascade,
      company_id uuid references companies (id) on delete set null,
      -- null while an "any suitable lawyer" request waits for a lawyer to accept it
      lawyer_id uuid references lawyers (id) on delete restrict,
      any_lawyer boolean not null default false,
      service_area text not null check (service_area in (
        'commercial', 'commercial-litigation', 'criminal', 'family', 'dispute-resolution', 'civil',
        'commercial-cases', 'contract-drafting', 'legal-translation', 'company-services', 'qfc-litigation'
      )),
      kind text not null check (kind in ('written', 'video', 'voice', 'in_person')),
      voice_mode text check (voice_mode in ('phone', 'browser')),
      status text not null default 'requested'
        check (status in ('requested', 'confirmed', 'declined', 'completed', 'cancelled', 'no_show')),
      starts_at timestamptz,
      ends_at timestamptz,
      description text not null check (length(description) between 1 and 5000),
      phone text not null check (length(phone) between 5 and 32),
      client_locale text not null check (client_locale in ('ar', 'en')),
      fee_qar integer check (fee_qar between 0 and 1000000),
      status_reason text check (length(status_reason) <= 1000),
      cancelled_by text check (cancelled_by in ('client', 'lawyer', 'admin')),
      -- iCalendar SEQUENCE: bumped on every change that the attendees' calendars must follow
      sequence integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((kind = 'voice') = (voice_mode is not null)),
      check ((starts_at is null) = (ends_at is null)),
      check (kind = 'written' or starts_at is not null),
      check (ends_at > starts_at),
      check (any_lawyer or lawyer_id is not null),
      constraint consultations_no_overlap exclude using gist (
        lawyer_id with =,
        tstzrange(starts_at, ends_at, '[)') with &&
      ) where (status in ('requested', 'confirmed') and lawyer_id is not null and starts_at is not null)
    )`.execute(db);
  await sql`create index consultations_client_idx on consultations (client_id, starts_at desc)`.execute(db);
  await sql`create index consultations_lawyer_idx on consultations (lawyer_id, starts_at)`.execute(db);
  await sql`create index consultations_company_idx on consultations (company_id, starts_at desc) where company_id is not null`.execute(db);

  // "Any suitable lawyer": the request is offered to every matching lawyer; the first to accept gets it.
  await sql`
    create table consultation_offers (
      consultation_id uuid not null references consultations (id) on delete cascade,
      lawyer_id uuid not null references lawyers (id) on delete cascade,
      offered_at timestamptz not null default now(),
      declined_at timestamptz,
      primary key (consultation_id, lawyer_id)
    )`.execute(db);
  await sql`create index consultation_offers_lawyer_idx on consultation_offers (lawyer_id)`.execute(db);

  // Written questions and follow-ups: a thread on the consultation page.
  await sql`
    create table consultation_messages (
      id uuid primary key default gen_random_uuid(),
      consultation_id uuid not null references consultations (id) on delete cascade,
      author_id text references "user" (id) on delete set null,
      body text not null check (length(body) between 1 and 10000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index consultation_messages_consultation_idx on consultation_messages (consultation_id, created_at)`.execute(db);

  // Private files (storage bucket "consultation_files"): documents and voice notes.
  await sql`
    create table consultation_files (
      id uuid primary key default gen_random_uuid(),
      consultation_id uuid not null references consultations (id) on delete cascade,
      message_id uuid references consultation_messages (id) on delete set null,
      uploaded_by text references "user" (id) on delete set null,
      purpose text not null check (purpose in ('document', 'voice_note')),
      storage_key text not null,
      file_name text not null check (length(file_name) <= 255),
      content_type text not null,
      size integer not null check (size >= 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index consultation_files_consultation_idx on consultation_files (consultation_id, created_at)`.execute(db);

  // What happened, in order: the timeline on the consultation page.
  await sql`
    create table consultation_events (
      id bigint generated always as identity primary key,
      consultation_id uuid not null references consultations (id) on delete cascade,
      actor_id text references "user" (id) on delete set null,
      type text not null,
      data jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index consultation_events_consultation_idx on consultation_events (consultation_id, id)`.execute(db);

  // Reminders 24 h and 1 h before; claimed with FOR UPDATE SKIP LOCKED so each is sent once.
  await sql`
    create table consultation_reminders (
      consultation_id uuid not null references consultations (id) on delete cascade,
      kind text not null check (kind in ('24h', '1h')),
      due_at timestamptz not null,
      sent_at timestamptz,
      primary key (consultation_id, kind)
    )`.execute(db);
  await sql`create index consultation_reminders_due_idx on consultation_reminders (due_at) where sent_at is null`.execute(db);

  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references "user" (id) on delete cascade,
      type text not null,
      consultation_id uuid references consultations (id) on delete cascade,
      data jsonb not null default '{}',
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);

  // WebRTC signalling between the two parties of a consultation (offer, answer, ICE candidates).
  await sql`
    create table call_signals (
      id bigint generated always as identity primary key,
      consultation_id uuid not null references consultations (id) on delete cascade,
      sender_id text not null references "user" (id) on delete cascade,
      recipient_id text not null references "user" (id) on delete cascade,
      kind text not null check (kind in ('join', 'offer', 'answer', 'candidate', 'hangup')),
      payload jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index call_signals_recipient_idx on call_signals (consultation_id, recipient_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "call_signals",
    "notifications",
    "consultation_reminders",
    "consultation_events",
    "consultation_files",
    "consultation_messages",
    "consultation_offers",
    "consultations",
    "company_service_requests",
    "company_invites",
    "company_members",
    "companies",
    "lawyer_blocked_dates",
    "lawyer_weekly_hours",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop sequence if exists consultation_reference_seq`.execute(db);
  await sql`alter table lawyers drop column works_weekends, drop column min_notice_hours, drop column slot_minutes`.execute(db);
}
