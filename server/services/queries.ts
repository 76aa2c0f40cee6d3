import { sql, type Selectable } from "kysely";
import type { DB } from "#db/index";
import type { ServicePagesTable } from "#db/schema";
import type { PracticeArea } from "#server/lawyers/catalog";
import type { ServiceLanguageContent, ServicePageContent } from "./schemas";
import { isCreatedServiceSlug, LISTING_PREFIXES } from "./slugs";

type Bilingual = { ar: string; en: string };

export interface ServicePage extends ServicePageContent {
  isSample: boolean;
  updatedAt: Date;
}

/** A link to another service page: its title and a one-line description in both languages. */
export interface ServiceLink {
  slug: string;
  title: Bilingual;
  description: Bilingual;
}

/** The columns an edit (seed or admin) writes; the rest are bookkeeping. */
const CONTENT_COLUMNS = [
  "sort_order",
  "practice_area",
  "title_ar",
  "title_en",
  "meta_title_ar",
  "meta_title_en",
  "meta_description_ar",
  "meta_description_en",
  "intro_ar",
  "intro_en",
  "audience_ar",
  "audience_en",
  "sections_ar",
  "sections_en",
  "steps_ar",
  "steps_en",
  "documents_ar",
  "documents_en",
  "fee_qar",
  "fee_note_ar",
  "fee_note_en",
  "faqs_ar",
  "faqs_en",
  "related_slugs",
  "cta_ar",
  "cta_en",
] as const satisfies readonly (keyof ServicePagesTable)[];

/** The row values of a page's content (JSONB lists written as JSON text). */
function contentValues(page: ServicePageContent) {
  const { ar, en } = page;
  return {
    sort_order: page.sortOrder,
    practice_area: page.practiceArea,
    title_ar: ar.title,
    title_en: en.title,
    meta_title_ar: ar.metaTitle,
    meta_title_en: en.metaTitle,
    meta_description_ar: ar.metaDescription,
    meta_description_en: en.metaDescription,
    intro_ar: ar.intro,
    intro_en: en.intro,
    audience_ar: JSON.stringify(ar.audience),
    audience_en: JSON.stringify(en.audience),
    sections_ar: JSON.stringify(ar.sections),
    sections_en: JSON.stringify(en.sections),
    steps_ar: JSON.stringify(ar.steps),
    steps_en: JSON.stringify(en.steps),
    documents_ar: JSON.stringify(ar.documents),
    documents_en: JSON.stringify(en.documents),
    fee_qar: page.feeQar,
    fee_note_ar: ar.feeNote,
    fee_note_en: en.feeNote,
    faqs_ar: JSON.stringify(ar.faqs),
    faqs_en: JSON.stringify(en.faqs),
    related_slugs: [...page.relatedSlugs],
    cta_ar: ar.cta,
    cta_en: en.cta,
  } satisfies Record<(typeof CONTENT_COLUMNS)[number], unknown>;
}

function languageOf(row: Selectable<ServicePagesTable>, lang: "ar" | "en"): ServiceLanguageContent {
  return {
    title: row[`title_${lang}`],
    metaTitle: row[`meta_title_${lang}`],
    metaDescription: row[`meta_description_${lang}`],
    intro: row[`intro_${lang}`],
    audience: row[`audience_${lang}`],
    sections: row[`sections_${lang}`],
    steps: row[`steps_${lang}`],
    documents: row[`documents_${lang}`],
    feeNote: row[`fee_note_${lang}`],
    faqs: row[`faqs_${lang}`],
    cta: row[`cta_${lang}`],
  };
}

function toServicePage(row: Selectable<ServicePagesTable>): ServicePage {
  return {
    slug: row.slug,
    sortOrder: row.sort_order,
    practiceArea: row.practice_area as PracticeArea | null,
    feeQar: row.fee_qar,
    relatedSlugs: row.related_slugs as ServicePage["relatedSlugs"],
    ar: languageOf(row, "ar"),
    en: languageOf(row, "en"),
    isSample: row.is_sample,
    updatedAt: new Date(row.updated_at),
  };
}

const LINK_COLUMNS = ["slug", "title_ar", "title_en", "meta_description_ar", "meta_description_en"] as const;

function toLink(row: Pick<Selectable<ServicePagesTable>, (typeof LINK_COLUMNS)[number]>): ServiceLink {
  return {
    slug: row.slug,
    title: { ar: row.title_ar, en: row.title_en },
    description: { ar: row.meta_description_ar, en: row.meta_description_en },
  };
}

export async function getServicePage(db: DB, slug: string): Promise<ServicePage | null> {
  const row = await db.selectFrom("service_pages").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toServicePage(row) : null;
}

/** Every service page, in the overview's order, as links with the fields a listing needs. */
export async function listServicePages(db: DB) {
  const rows = await db
    .selectFrom("service_pages")
    .select([...LINK_COLUMNS, "practice_area", "fee_qar", "updated_at"])
    .orderBy("sort_order")
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({
    ...toLink(row),
    practiceArea: row.practice_area as PracticeArea | null,
    feeQar: row.fee_qar,
    updatedAt: new Date(row.updated_at),
  }));
}

/** The pages a page links to, in the order it lists them (slugs without a page are skipped). */
export async function getServiceLinks(db: DB, slugs: readonly string[]): Promise<ServiceLink[]> {
  if (slugs.length === 0) return [];
  const rows = await db.selectFrom("service_pages").select(LINK_COLUMNS).where("slug", "in", [...slugs]).execute();
  const bySlug = new Map(rows.map((row) => [row.slug, toLink(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/**
 * What a listing page links to (issue 29): its own related pages, then every page created in the back office
 * under its path (LISTING_PREFIXES) that it does not already link to, in the overview's order.
 */
export async function getListingLinks(db: DB, opts: { slug: string; related: ServiceLink[] }): Promise<ServiceLink[]> {
  const prefix = LISTING_PREFIXES[opts.slug as keyof typeof LISTING_PREFIXES];
  if (prefix === undefined) return opts.related;
  const linked = new Set([opts.slug, ...opts.related.map((link) => link.slug)]);
  const created = (await listServicePages(db)).filter((page) => isCreatedServiceSlug(page.slug) && page.slug.startsWith(prefix) && !linked.has(page.slug));
  return [...opts.related, ...created.map(({ slug, title, description }) => ({ slug, title, description }))];
}

/** The service pages above this one in the path ("/services" and "/services/commercial" for "/services/commercial/litigation"). */
export function ancestorSlugsOf(slug: string): string[] {
  const parts = slug.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}`);
}

/**
 * The seed's write: inserts a page, or refreshes the seeded text of an existing one. A page an admin
 * has edited (updated_by set) is never overwritten, and an unchanged page keeps its updated_at.
 * Returns whether the row was written.
 */
export async function upsertSeededServicePage(db: DB, page: ServicePageContent): Promise<boolean> {
  const values = contentValues(page);
  const result = await db
    .insertInto("service_pages")
    .values({ slug: page.slug, ...values, is_sample: false })
    .onConflict((oc) =>
      oc
        .column("slug")
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(CONTENT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          updated_at: sql<Date>`now()`,
        }))
        .where("service_pages.updated_by", "is", null)
        .where(
          sql<boolean>`(${sql.join(CONTENT_COLUMNS.map((c) => sql.ref(`service_pages.${c}`)))}) is distinct from (${sql.join(
            CONTENT_COLUMNS.map((c) => sql.ref(`excluded.${c}`)),
          )})`,
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The editable content of a page (what the editor, drafts and versions hold), without bookkeeping. */
export function toContent(page: ServicePage): ServicePageContent {
  const { isSample: _isSample, updatedAt: _updatedAt, ...content } = page;
  return content;
}

/**
 * The back office's publication (server/services/editor.ts): makes `page` the live content, creating the
 * row for a page published for the first time. Sets updated_by, so the seed never overwrites it.
 */
export async function publishServicePage(db: DB, opts: { page: ServicePageContent; editorId: string }): Promise<void> {
  const values = contentValues(opts.page);
  await db
    .insertInto("service_pages")
    .values({ slug: opts.page.slug, ...values, is_sample: false, updated_by: opts.editorId })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ ...values, updated_at: sql<Date>`now()`, updated_by: opts.editorId }))
    .execute();
}
