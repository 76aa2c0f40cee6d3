import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §4 (first half): editing service pages and job postings from the back office.
 *
 * Service pages: an admin's changes are saved as a draft (one per page, beside the live row in
 * service_pages) that is previewed and then published. A page created in the back office exists only
 * as a draft until its first publication, so nothing unpublished is ever public. Every save, publish
 * and restore also writes the content it produced to service_page_versions in the same transaction,
 * numbered per page, so earlier versions can be read and restored. The content is the JSON of
 * ServicePageContent (server/services/schemas.ts), validated by zod before it is written.
 *
 * Job postings: a state (draft: created and never opened, not public; open; closed by an admin) and
 * who changed them last. Rows that exist are open, as they were public before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const slugCheck = sql`slug ~ '^/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$' and length(slug) <= 120`;
  await sql`
    create table service_page_drafts (
      slug text primary key check (${slugCheck}),
      content jsonb not null check (jsonb_typeof(content) = 'object'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by text references "user" (id) on delete set null
    )`.execute(db);

  await sql`
    create table service_page_versions (
      id uuid primary key default gen_random_uuid(),
      slug text not null check (${slugCheck}),
      number integer not null check (number > 0),
      -- original: the live content before the first edit from the back office; draft: a saved draft;
      -- published: what went live; restored: an earlier version copied into the draft.
      kind text not null check (kind in ('original', 'draft', 'published', 'restored')),
      content jsonb not null check (jsonb_typeof(content) = 'object'),
      restored_from integer,
      created_at timestamptz not null default now(),
      created_by text references "user" (id) on delete set null,
      unique (slug, number)
    )`.execute(db);

  await sql`
    alter table job_postings
      add column state text not null default 'open' check (state in ('draft', 'open', 'closed')),
      add column closed_at timestamptz,
      add column created_by text references "user" (id) on delete set null,
      add column updated_by text references "user" (id) on delete set null,
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`drop index if exists job_postings_open_idx`.execute(db);
  await sql`create index job_postings_open_idx on job_postings (closes_at) where state = 'open'`.execute(db);
  await sql`create index job_postings_updated_idx on job_postings (updated_at desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists job_postings_updated_idx`.execute(db);
  await sql`drop index if exists job_postings_open_idx`.execute(db);
  await sql`create index job_postings_open_idx on job_postings (closes_at)`.execute(db);
  await sql`
    alter table job_postings
      drop column if exists state,
      drop column if exists closed_at,
      drop column if exists created_by,
      drop column if exists updated_by,
      drop column if exists updated_at`.execute(db);
  await sql`drop table if exists service_page_versions`.execute(db);
  await sql`drop table if exists service_page_drafts`.execute(db);
}
