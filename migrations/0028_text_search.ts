import { sql, type Kysely } from "kysely";

/**
 * Issue 13 §2: searching the legal library, the legal updates and the directory finds singular and plural
 * forms (شركة/شركات, company/companies) and both spellings (labour/labor). Each table keeps a `search_tsv`
 * generated from its English text through the 'english' text search configuration and from its Arabic text,
 * folded first by content_fold (migration 0004), through 'arabic' (both snowball stemmers ship with
 * PostgreSQL and PGlite), with a GIN index. Queries match a word there or, as before, as a part of the folded
 * text (partial words, letter variants); server/common/search-equivalents.ts adds what the stemmers miss
 * (broken plurals, spelling variants). Lawyers' names stay out of the stemmed text: names are matched as
 * typed (migration 0003). Why: docs/decisions/030-text-search-plurals-and-spellings.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table legal_updates add column search_tsv tsvector generated always as (
      to_tsvector('english', title_en || ' ' || summary_en || ' ' || body_en || ' ' || content_tags_text(tags)) ||
      to_tsvector('arabic', content_fold(title_ar || ' ' || summary_ar || ' ' || body_ar || ' ' || content_tags_text(tags)))
    ) stored`.execute(db);
  await sql`create index legal_updates_search_tsv_idx on legal_updates using gin (search_tsv)`.execute(db);
  await sql`
    alter table library_items add column search_tsv tsvector generated always as (
      to_tsvector('english', title_en || ' ' || summary_en) ||
      to_tsvector('arabic', content_fold(title_ar || ' ' || summary_ar))
    ) stored`.execute(db);
  await sql`create index library_items_search_tsv_idx on library_items using gin (search_tsv)`.execute(db);
  await sql`
    alter table lawyers add column search_tsv tsvector generated always as (
      to_tsvector('english', title_en || ' ' || bio_en) ||
      to_tsvector('arabic', content_fold(title_ar || ' ' || bio_ar))
    ) stored`.execute(db);
  await sql`create index lawyers_search_tsv_idx on lawyers using gin (search_tsv) where verified`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table legal_updates drop column if exists search_tsv`.execute(db);
  await sql`alter table library_items drop column if exists search_tsv`.execute(db);
  await sql`alter table lawyers drop column if exists search_tsv`.execute(db);
}
