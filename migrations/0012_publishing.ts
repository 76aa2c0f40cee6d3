import { sql, type Kysely } from "kysely";

/**
 * Issue 10 §4: legal updates and legal-library items edited in the back office.
 *
 * Legal updates get a stored `status` (draft, published, withdrawn). "Scheduled" is not stored: it is
 * a published update whose `published_at` is still in the future, so it goes live by itself when the
 * clock passes that time (every public query compares with now(); no job flips a flag). A draft has no
 * publication time yet; a withdrawn update keeps the one it had. Rows that existed before this
 * migration (seeded, or written by issue 3's code) are published, as they were.
 *
 * Library items get a `status` (published, unpublished). Both tables get `updated_at`, which the
 * public feeds use for Last-Modified, and a `version` that each back-office change increments, so a
 * form saved over someone else's newer change is refused instead of silently overwriting it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // ---------------------------------------------------------------- legal updates
  await sql`
    alter table legal_updates
      add column status text not null default 'published' check (status in ('draft', 'published', 'withdrawn')),
      add column created_at timestamptz not null default now(),
      add column updated_at timestamptz not null default now(),
      add column withdrawn_at timestamptz,
      add column version integer not null default 1 check (version >= 1)`.execute(db);
  await sql`alter table legal_updates alter column published_at drop not null`.execute(db);
  await sql`
    alter table legal_updates add constraint legal_updates_published_at_check
      check (status = 'draft' or published_at is not null)`.execute(db);
  await sql`
    alter table legal_updates add constraint legal_updates_withdrawn_at_check
      check ((status = 'withdrawn') = (withdrawn_at is not null))`.execute(db);
  // The public list, feed and sitemap read published rows by date.
  await sql`create index legal_updates_live_idx on legal_updates (published_at desc) where status = 'published'`.execute(db);
  // The back office lists everything, most recently changed first.
  await sql`create index legal_updates_updated_idx on legal_updates (updated_at desc)`.execute(db);

  // ---------------------------------------------------------------- legal library
  await sql`
    alter table library_items
      add column status text not null default 'published' check (status in ('published', 'unpublished')),
      add column updated_at timestamptz not null default now(),
      add column version integer not null default 1 check (version >= 1)`.execute(db);
  await sql`create index library_items_updated_idx on library_items (updated_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists library_items_updated_idx`.execute(db);
  await sql`alter table library_items drop column if exists version, drop column if exists updated_at, drop column if exists status`.execute(db);
  await sql`drop index if exists legal_updates_updated_idx`.execute(db);
  await sql`drop index if exists legal_updates_live_idx`.execute(db);
  await sql`alter table legal_updates drop constraint if exists legal_updates_withdrawn_at_check`.execute(db);
  await sql`alter table legal_updates drop constraint if exists legal_updates_published_at_check`.execute(db);
  await sql`update legal_updates set published_at = coalesce(published_at, created_at)`.execute(db);
  await sql`alter table legal_updates alter column published_at set not null`.execute(db);
  await sql`
    alter table legal_updates
      drop column if exists version, drop column if exists withdrawn_at, drop column if exists updated_at,
      drop column if exists created_at, drop column if exists status`.execute(db);
}
