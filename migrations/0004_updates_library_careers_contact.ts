import { sql, type Kysely } from "kysely";

/**
 * Issue 3 §3-§4 and the contact form of §1: legal updates gain tags, an author and a search text;
 * the legal library, job postings, job applications and contact messages get their tables.
 *
 * Search: `content_fold` lowers the text, drops Arabic diacritics and tatweel, folds the letter
 * variants that to_tsvector('arabic') keeps apart (أ إ آ ٱ → ا, ة → ه, ى → ي) and Arabic-Indic
 * digits to ASCII. Each table keeps a generated `search_text` column folded this way; queries fold
 * the visitor's words with the same function and match them with LIKE (partial words included).
 * The reference lists (categories, kinds, jurisdictions, job types) are enforced by check constraints
 * here and named in server/<area>/constants.ts; their labels live in the locale files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function content_fold(value text) returns text
    language sql immutable parallel safe
    as $$
      select lower(translate(
        regexp_replace(coalesce(value, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
        'أإآٱةى٠١٢٣٤٥٦٧٨٩',
        'اااا' || 'هي' || '0123456789'
      ))
    $$`.execute(db);
  // array_to_string is only "stable" in the catalogue; over text[] it cannot change, so this is safe
  // to mark immutable for use in a generated column.
  await sql`
    create function content_tags_text(tags text[]) returns text
    language sql immutable parallel safe
    as $$ select coalesce(array_to_string(tags, ' '), '') $$`.execute(db);

  // ---------------------------------------------------------------- legal updates
  await sql`alter table legal_updates add column tags text[] not null default '{}'`.execute(db);
  await sql`alter table legal_updates add column author_id uuid references lawyers (id) on delete set null`.execute(db);
  await sql`
    alter table legal_updates add constraint legal_updates_category_check check (category in (
      'corporate', 'commercial', 'employment', 'real-estate', 'family', 'criminal', 'dispute-resolution', 'qfc'
    ))`.execute(db);
  await sql`
    alter table legal_updates add column search_text text generated always as (
      content_fold(title_ar || ' ' || title_en || ' ' || summary_ar || ' ' || summary_en || ' ' ||
                   body_ar || ' ' || body_en || ' ' || content_tags_text(tags))
    ) stored`.execute(db);
  await sql`create index legal_updates_category_idx on legal_updates (category, published_at desc)`.execute(db);
  await sql`create index legal_updates_author_idx on legal_updates (author_id)`.execute(db);

  // ---------------------------------------------------------------- legal library
  await sql`
    create table library_items (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('law', 'regulation', 'judgment', 'guide', 'template')),
      title_ar text not null,
      title_en text not null,
      summary_ar text not null,
      summary_en text not null,
      jurisdiction text not null check (jurisdiction in ('qatar', 'qfc')),
      year integer not null check (year between 1900 and 2200),
      document_language text not null check (document_language in ('ar', 'en', 'both')),
      file_key text not null unique check (file_key ~ '^items/[A-Za-z0-9._-]+$'),
      file_name text not null,
      content_type text not null,
      file_size integer not null check (file_size > 0),
      published_at timestamptz not null default now(),
      is_sample boolean not null default false,
      created_at timestamptz not null default now(),
      search_text text generated always as (
        content_fold(title_ar || ' ' || title_en || ' ' || summary_ar || ' ' || summary_en || ' ' || year::text)
      ) stored
    )`.execute(db);
  await sql`create index library_items_listing_idx on library_items (kind, jurisdiction, year desc)`.execute(db);

  // ---------------------------------------------------------------- careers
  await sql`
    create table job_postings (
      id uuid primary key default gen_random_uuid(),
      title_ar text not null,
      title_en text not null,
      description_ar text not null,
      description_en text not null,
      requirements_ar text[] not null default '{}',
      requirements_en text[] not null default '{}',
      location_ar text not null,
      location_en text not null,
      employment_type text not null check (employment_type in ('full_time', 'part_time', 'internship')),
      closes_at timestamptz not null,
      published_at timestamptz not null default now(),
      is_sample boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_postings_open_idx on job_postings (closes_at)`.execute(db);

  await sql`
    create table job_applications (
      id uuid primary key default gen_random_uuid(),
      posting_id uuid not null references job_postings (id) on delete restrict,
      full_name text not null,
      email text not null,
      phone text not null,
      cover_letter text not null,
      cv_key text not null unique,
      cv_file_name text not null,
      cv_content_type text not null,
      cv_size integer not null check (cv_size > 0),
      locale text not null check (locale in ('ar', 'en')),
      status text not null default 'received' check (status in ('received', 'reviewing', 'shortlisted', 'rejected', 'hired')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_applications_posting_idx on job_applications (posting_id, created_at desc)`.execute(db);

  // ---------------------------------------------------------------- contact
  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      full_name text not null,
      email text not null,
      phone text,
      subject text not null,
      message text not null,
      preferred_language text not null check (preferred_language in ('ar', 'en')),
      status text not null default 'new' check (status in ('new', 'answered', 'closed')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_messages_created_idx on contact_messages (created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["contact_messages", "job_applications", "job_postings", "library_items"]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop index if exists legal_updates_author_idx`.execute(db);
  await sql`drop index if exists legal_updates_category_idx`.execute(db);
  await sql`alter table legal_updates drop column if exists search_text`.execute(db);
  await sql`alter table legal_updates drop constraint if exists legal_updates_category_check`.execute(db);
  await sql`alter table legal_updates drop column if exists author_id`.execute(db);
  await sql`alter table legal_updates drop column if exists tags`.execute(db);
  await sql`drop function if exists content_tags_text(text[])`.execute(db);
  await sql`drop function if exists content_fold(text)`.execute(db);
}
