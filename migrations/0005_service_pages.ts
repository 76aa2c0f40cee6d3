import { sql, type Kysely } from "kysely";

/**
 * Issue 3 §1: the service pages of spec §2, stored in the database so admins can edit them later.
 * One row per service route (`slug` is the route path, e.g. "/services/family"); each text exists in
 * Arabic and English. Lists (who it is for, sections, steps, documents, FAQs) are JSONB arrays whose
 * item shapes are checked by the zod schemas in server/services/schemas.ts; here only "is an array".
 *
 * This is the firm's own content (is_sample false), written by scripts/seed-service-pages.ts.
 * `updated_by` is set when an admin edits a page; the seed never overwrites such a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const arrays = [
    "audience_ar",
    "audience_en",
    "sections_ar",
    "sections_en",
    "steps_ar",
    "steps_en",
    "documents_ar",
    "documents_en",
    "faqs_ar",
    "faqs_en",
  ];
  await sql`
    create table service_pages (
      slug text primary key check (slug ~ '^/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$' and length(slug) <= 120),
      sort_order integer not null default 0,
      practice_area text check (practice_area in (
        'commercial', 'commercial-litigation', 'criminal', 'family', 'dispute-resolution', 'civil',
        'commercial-cases', 'contract-drafting', 'legal-translation', 'company-services', 'qfc-litigation'
      )),
      title_ar text not null,
      title_en text not null,
      meta_title_ar text not null,
      meta_title_en text not null,
      meta_description_ar text not null,
      meta_description_en text not null,
      intro_ar text not null,
      intro_en text not null,
      audience_ar jsonb not null default '[]',
      audience_en jsonb not null default '[]',
      sections_ar jsonb not null default '[]',
      sections_en jsonb not null default '[]',
      steps_ar jsonb not null default '[]',
      steps_en jsonb not null default '[]',
      documents_ar jsonb not null default '[]',
      documents_en jsonb not null default '[]',
      fee_qar integer check (fee_qar between 0 and 1000000),
      fee_note_ar text not null,
      fee_note_en text not null,
      faqs_ar jsonb not null default '[]',
      faqs_en jsonb not null default '[]',
      related_slugs text[] not null default '{}',
      cta_ar text not null,
      cta_en text not null,
      is_sample boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by text references "user" (id) on delete set null
    )`.execute(db);
  for (const column of arrays) {
    await sql`
      alter table service_pages add constraint ${sql.id(`service_pages_${column}_check`)}
      check (jsonb_typeof(${sql.ref(column)}) = 'array')`.execute(db);
  }
  await sql`create index service_pages_order_idx on service_pages (sort_order, slug)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists service_pages cascade`.execute(db);
}
