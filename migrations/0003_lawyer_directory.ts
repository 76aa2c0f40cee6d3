import { sql, type Kysely } from "kysely";

// Arabic marks removed before matching: the harakat and Quranic marks (U+064B-U+065F), the
// superscript alef (U+0670) and tatweel (U+0640). Built here so the migration text stays ASCII.
const ARABIC_MARKS = String.fromCharCode(...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => 0x064b + i), 0x0670, 0x0640);
// Letter variants folded to one form (أ إ آ ٱ → ا, ى → ي, ة → ه) and Arabic-Indic digits to ASCII.
const FOLD_FROM = "\u0623\u0625\u0622\u0671\u0649\u0629\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669";
const FOLD_TO = "\u0627\u0627\u0627\u0627\u064a\u0647" + "0123456789";
// Separators become one space: ASCII punctuation (which also removes LIKE's % and _), Arabic comma,
// semicolon and question mark, guillemets, dashes and curly quotes.
const SEPARATORS = "[[:space:][:punct:]\u060c\u061b\u061f\u00ab\u00bb\u2013\u2014\u2018\u2019\u201c\u201d]+";

/**
 * Issue 3 §2: the lawyer directory. Adds the profile fields to `lawyers`, and a search that matches
 * names and bios in either script, partial words and Arabic letter variants.
 *
 * `normalize_search(text)` folds the stored text (generated columns `search_name` and `search_text`)
 * and the visitor's query the same way; pg_trgm indexes the folded text, so `LIKE '%word%'`
 * (partial words) and `<%` (word similarity, for spelling variants of names) use an index.
 * PGlite needs pg_trgm passed when it opens (db/index.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // translate() drops the characters of its second argument that have no partner in the third:
  // the marks come last in the "from" list so they are deleted.
  await sql`
    create function normalize_search(value text) returns text
    language sql immutable strict parallel safe
    as $$
      select btrim(regexp_replace(
        translate(lower(value), ${sql.lit(FOLD_FROM + ARABIC_MARKS)}, ${sql.lit(FOLD_TO)}),
        ${sql.lit(SEPARATORS)}, ' ', 'g'
      ))
    $$`.execute(db);

  // City names were stored as English text ("Doha", "Al Rayyan"); they become slugs with labels in both languages.
  await sql`update lawyers set city = lower(regexp_replace(btrim(city), '[^A-Za-z]+', '-', 'g'))`.execute(db);

  await sql`
    alter table lawyers
      add column photo_key text check (photo_key is null or (photo_key ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$' and photo_key !~ '[.][.]')),
      add column practice_areas text[] not null default '{}' check (practice_areas <@ array[
        'commercial', 'commercial-litigation', 'criminal', 'family', 'dispute-resolution', 'civil',
        'commercial-cases', 'contract-drafting', 'legal-translation', 'company-services', 'qfc-litigation'
      ]::text[]),
      add column languages text[] not null default '{ar}' check (
        cardinality(languages) >= 1 and languages <@ array['ar', 'en', 'fr', 'ur', 'hi', 'ml', 'tl', 'fa', 'bn', 'tr']::text[]
      ),
      add column court_roll_level text not null default 'first_instance'
        check (court_roll_level in ('first_instance', 'appeal', 'cassation')),
      add column qfc_rights_of_audience boolean not null default false,
      add column fee_written_qar integer check (fee_written_qar between 0 and 100000),
      add column fee_video_qar integer check (fee_video_qar between 0 and 100000),
      add column fee_voice_qar integer check (fee_voice_qar between 0 and 100000),
      add column fee_in_person_qar integer check (fee_in_person_qar between 0 and 100000),
      add column accepting_new_clients boolean not null default true,
      add constraint lawyers_city_check check (city in (
        'doha', 'al-rayyan', 'al-wakrah', 'lusail', 'al-khor', 'umm-salal', 'al-daayen', 'al-shamal', 'mesaieed', 'dukhan'
      ))`.execute(db);

  // Derived columns: the lowest fee (sort by fee when no kind is chosen) and the folded search texts.
  await sql`
    alter table lawyers
      add column min_fee_qar integer generated always as (
        least(fee_written_qar, fee_video_qar, fee_voice_qar, fee_in_person_qar)
      ) stored,
      add column search_name text generated always as (normalize_search(name_ar || ' ' || name_en)) stored,
      add column search_text text generated always as (normalize_search(
        name_ar || ' ' || name_en || ' ' || title_ar || ' ' || title_en || ' ' || bio_ar || ' ' || bio_en
      )) stored`.execute(db);

  // Keep the folded text in the row itself (the bios move to TOAST first): a search reads it for
  // every candidate row, and fetching it from TOAST tripled the pages a search touched.
  await sql`alter table lawyers alter column search_text set storage main, alter column search_name set storage main`.execute(db);

  // Only verified lawyers are ever listed, so the directory's indexes cover those rows only.
  // (After a bulk insert, scripts/seed-lawyers.ts flushes the GIN pending lists: until then the
  // planner prices these indexes as unusable and scans the table.)
  await sql`create index lawyers_search_text_trgm_idx on lawyers using gin (search_text gin_trgm_ops) where verified`.execute(db);
  await sql`create index lawyers_search_name_trgm_idx on lawyers using gin (search_name gin_trgm_ops) where verified`.execute(db);
  await sql`create index lawyers_practice_areas_idx on lawyers using gin (practice_areas) where verified`.execute(db);
  await sql`create index lawyers_languages_idx on lawyers using gin (languages) where verified`.execute(db);
  await sql`create index lawyers_city_idx on lawyers (city) where verified`.execute(db);
  await sql`create index lawyers_experience_idx on lawyers (years_of_practice desc, id) where verified`.execute(db);
  await sql`create index lawyers_min_fee_idx on lawyers (min_fee_qar, id) where verified`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "lawyers_min_fee_idx",
    "lawyers_experience_idx",
    "lawyers_city_idx",
    "lawyers_languages_idx",
    "lawyers_practice_areas_idx",
    "lawyers_search_name_trgm_idx",
    "lawyers_search_text_trgm_idx",
  ]) {
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  }
  await sql`
    alter table lawyers
      drop column if exists search_text,
      drop column if exists search_name,
      drop column if exists min_fee_qar,
      drop constraint if exists lawyers_city_check,
      drop column if exists accepting_new_clients,
      drop column if exists fee_in_person_qar,
      drop column if exists fee_voice_qar,
      drop column if exists fee_video_qar,
      drop column if exists fee_written_qar,
      drop column if exists qfc_rights_of_audience,
      drop column if exists court_roll_level,
      drop column if exists languages,
      drop column if exists practice_areas,
      drop column if exists photo_key`.execute(db);
  await sql`drop function if exists normalize_search(text)`.execute(db);
}
