import { sql, type Kysely } from "kysely";

/**
 * Issue 28: the engagement letter, its signature, invoices, receipts and payments, all inside a case.
 *
 * - engagement_terms: the firm's standard terms as versioned content (every save is a new version; a letter
 *   names the version it was prepared with, so a later edit never changes a letter).
 * - engagement_letters: one row per version of a case's letter. A draft may change; once sent its content is
 *   frozen, and once signed nothing about it changes but the countersignature and the signed PDF's key (a
 *   trigger refuses anything else). A new version is a new row that must be signed again; the one before is
 *   marked superseded. `fee_schedule` is the milestones as the letter states them (QAR, whole riyals).
 * - engagement_signing_codes: the one-time code emailed to the signer (only its hash is kept), with attempts.
 * - billing_counters: the last number used per kind (invoice, receipt) and year. Issuing takes the row's lock
 *   (`update … set last_number = last_number + 1 returning`) in the transaction that writes the invoice, so two
 *   app servers never share a number and a rolled-back issue leaves no gap.
 * - invoices: a milestone's invoice. Money is an integer of dirhams (1 QAR = 100 dirhams) and the currency is
 *   QAR, both checked here; refunded never exceeds the amount.
 * - payments: each try to pay an invoice (through the gateway's hosted checkout, or a bank transfer an admin
 *   records); `last_sequence` is the highest webhook sequence applied, so an older event arriving late changes
 *   nothing.
 * - payment_events: every webhook received, applied or not (a forged, replayed or mismatched one is kept with
 *   its reason and changes nothing); `event_id` is unique among the accepted ones, so a repeat is applied once.
 * - refunds: full or partial, by an admin, as the gateway confirmed them.
 * - firm_profile gains the bank details an invoice shows for a transfer and the firm's registration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table firm_profile
      add column iban text constraint firm_profile_iban check (iban ~ '^QA[0-9]{2}[A-Z]{4}[A-Z0-9]{21}$'),
      add column bank_name_ar text,
      add column bank_name_en text,
      add column commercial_registration text check (length(commercial_registration) <= 40)`.execute(db);

  await sql`
    create table engagement_terms (
      version integer primary key check (version >= 1),
      body_ar text not null check (length(btrim(body_ar)) > 0 and length(body_ar) <= 50000),
      body_en text not null check (length(btrim(body_en)) > 0 and length(body_en) <= 50000),
      is_sample boolean not null default false,
      created_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table engagement_letters (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases (id) on delete cascade,
      version integer not null check (version >= 1),
      state text not null default 'draft' check (state in ('draft', 'sent', 'signed', 'superseded', 'withdrawn')),
      scope_ar text not null check (length(scope_ar) <= 20000),
      scope_en text not null check (length(scope_en) <= 20000),
      expenses_ar text not null default '' check (length(expenses_ar) <= 5000),
      expenses_en text not null default '' check (length(expenses_en) <= 5000),
      fee_schedule jsonb not null default '[]'::jsonb check (jsonb_typeof(fee_schedule) = 'array'),
      terms_version integer not null references engagement_terms (version),
      signer_user_id text references "user" (id) on delete set null,
      company_id uuid references companies (id) on delete set null,
      prepared_by text references "user" (id) on delete set null,
      sent_at timestamptz,
      sent_by text references "user" (id) on delete set null,
      document_sha256 text check (document_sha256 ~ '^[0-9a-f]{64}$'),
      signed_at timestamptz,
      signed_name text check (length(signed_name) <= 200),
      signed_ip text check (length(signed_ip) <= 64),
      signed_email text check (length(signed_email) <= 320),
      countersigned_at timestamptz,
      countersigned_by text references "user" (id) on delete set null,
      countersigned_name text check (length(countersigned_name) <= 200),
      signed_pdf_key text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (case_id, version),
      check (state <> 'signed' or (signed_at is not null and document_sha256 is not null and signed_name is not null)),
      check (countersigned_at is null or signed_at is not null)
    )`.execute(db);
  // At most one letter of a case is being signed or in force at a time.
  await sql`create unique index engagement_letters_current on engagement_letters (case_id) where state in ('sent', 'signed')`.execute(db);
  await sql`
    create function engagement_letter_frozen() returns trigger language plpgsql as $$
    begin
      if old.state <> 'draft' and (
        new.scope_ar is distinct from old.scope_ar or new.scope_en is distinct from old.scope_en
        or new.expenses_ar is distinct from old.expenses_ar or new.expenses_en is distinct from old.expenses_en
        or new.fee_schedule is distinct from old.fee_schedule or new.terms_version is distinct from old.terms_version
        or new.case_id is distinct from old.case_id or new.version is distinct from old.version
        or new.signer_user_id is distinct from old.signer_user_id or new.company_id is distinct from old.company_id
      ) then
        raise exception 'engagement letter % is no longer a draft: its content cannot change', old.id using errcode = 'check_violation';
      end if;
      if old.signed_at is not null and (
        new.signed_at is distinct from old.signed_at or new.signed_name is distinct from old.signed_name
        or new.signed_ip is distinct from old.signed_ip or new.signed_email is distinct from old.signed_email
        or new.document_sha256 is distinct from old.document_sha256
        or (old.countersigned_at is not null and (new.countersigned_at is distinct from old.countersigned_at
          or new.countersigned_by is distinct from old.countersigned_by or new.countersigned_name is distinct from old.countersigned_name))
      ) then
        raise exception 'engagement letter % is signed: its signature cannot change', old.id using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger engagement_letters_frozen before update on engagement_letters
    for each row execute function engagement_letter_frozen()`.execute(db);

  await sql`
    create table engagement_signing_codes (
      id uuid primary key default gen_random_uuid(),
      letter_id uuid not null references engagement_letters (id) on delete cascade,
      user_id text not null references "user" (id) on delete cascade,
      email text not null check (length(email) <= 320),
      code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
      attempts integer not null default 0 check (attempts >= 0),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index engagement_signing_codes_letter on engagement_signing_codes (letter_id, user_id, created_at desc)`.execute(db);

  await sql`
    create table billing_counters (
      kind text not null check (kind in ('invoice', 'receipt')),
      year integer not null check (year between 2000 and 2999),
      last_number integer not null check (last_number >= 0),
      primary key (kind, year)
    )`.execute(db);

  await sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      number text not null unique check (number ~ '^INV-[0-9]{4}-[0-9]{6}$'),
      year integer not null,
      sequence integer not null check (sequence >= 1),
      case_id uuid not null references cases (id) on delete restrict,
      milestone_id uuid references case_milestones (id) on delete set null,
      letter_id uuid references engagement_letters (id) on delete set null,
      client_id text references "user" (id) on delete set null,
      company_id uuid references companies (id) on delete set null,
      description_ar text not null check (length(description_ar) <= 500),
      description_en text not null check (length(description_en) <= 500),
      amount_dirhams bigint not null check (amount_dirhams > 0 and amount_dirhams <= 10000000000),
      currency text not null default 'QAR' check (currency = 'QAR'),
      state text not null default 'issued' check (state in ('issued', 'paid', 'partially_refunded', 'refunded', 'void')),
      refunded_dirhams bigint not null default 0 check (refunded_dirhams >= 0 and refunded_dirhams <= amount_dirhams),
      client_locale text not null default 'ar' check (client_locale in ('ar', 'en')),
      bank_reference text not null check (length(bank_reference) <= 40),
      issued_at timestamptz not null default now(),
      issued_by text references "user" (id) on delete set null,
      due_on date not null,
      paid_at timestamptz,
      paid_via text check (paid_via in ('card', 'bank_transfer')),
      receipt_number text unique check (receipt_number ~ '^RCT-[0-9]{4}-[0-9]{6}$'),
      reminder_before_sent_at timestamptz,
      reminder_after_sent_at timestamptz,
      voided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (year, sequence),
      check ((state in ('paid', 'partially_refunded', 'refunded')) = (paid_at is not null)),
      check (paid_at is null or receipt_number is not null)
    )`.execute(db);
  // A milestone is invoiced once (a voided invoice frees it).
  await sql`create unique index invoices_milestone_once on invoices (milestone_id) where milestone_id is not null and state <> 'void'`.execute(db);
  await sql`create index invoices_case on invoices (case_id, issued_at)`.execute(db);
  await sql`create index invoices_client on invoices (client_id, issued_at desc)`.execute(db);
  await sql`create index invoices_open_due on invoices (due_on) where state = 'issued'`.execute(db);
  await sql`create index invoices_paid_at on invoices (paid_at) where paid_at is not null`.execute(db);

  await sql`
    create table payments (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references invoices (id) on delete restrict,
      method text not null check (method in ('gateway', 'bank_transfer')),
      state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed', 'cancelled')),
      checkout_id text unique check (length(checkout_id) <= 200),
      amount_dirhams bigint not null check (amount_dirhams > 0),
      currency text not null default 'QAR' check (currency = 'QAR'),
      last_sequence integer not null default 0,
      bank_reference text check (length(bank_reference) <= 100),
      recorded_by text references "user" (id) on delete set null,
      started_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      check ((method = 'gateway') = (checkout_id is not null))
    )`.execute(db);
  await sql`create index payments_invoice on payments (invoice_id, created_at)`.execute(db);
  await sql`create index payments_pending on payments (created_at) where state = 'pending' and method = 'gateway'`.execute(db);
  // One payment of an invoice succeeds.
  await sql`create unique index payments_one_success on payments (invoice_id) where state = 'succeeded'`.execute(db);

  await sql`
    create table payment_events (
      id uuid primary key default gen_random_uuid(),
      event_id text check (length(event_id) <= 200),
      checkout_id text check (length(checkout_id) <= 200),
      type text check (length(type) <= 60),
      sequence integer,
      outcome text not null check (outcome in ('applied', 'ignored', 'rejected')),
      reason text not null check (length(reason) <= 200),
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index payment_events_once on payment_events (event_id) where outcome <> 'rejected'`.execute(db);
  await sql`create index payment_events_checkout on payment_events (checkout_id, received_at)`.execute(db);

  await sql`
    create table refunds (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null references invoices (id) on delete restrict,
      payment_id uuid references payments (id) on delete restrict,
      amount_dirhams bigint not null check (amount_dirhams > 0),
      gateway_refund_id text unique check (length(gateway_refund_id) <= 200),
      reason text not null check (length(btrim(reason)) > 0 and length(reason) <= 1000),
      created_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index refunds_invoice on refunds (invoice_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["refunds", "payment_events", "payments", "invoices", "billing_counters", "engagement_signing_codes", "engagement_letters", "engagement_terms"]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
  await sql`drop function if exists engagement_letter_frozen()`.execute(db);
  await sql`alter table firm_profile drop column iban, drop column bank_name_ar, drop column bank_name_en, drop column commercial_registration`.execute(db);
}
