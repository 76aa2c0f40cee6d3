import { sql } from "kysely";
import type { DB } from "#db/index";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { dbNow } from "#server/common/time";
import { licenceCurrent } from "#server/lawyers/listing";
import { renderMarkdown } from "./markdown";
import type { ListUpdatesInput } from "./schemas";

const RELATED_COUNT = 3;
const FEED_SIZE = 30;

/**
 * What the public sees (issue 3 §3, issue 10 §4): published updates whose time has come, with the
 * author when they are a verified lawyer whose licence is in force (an expired one has no profile page
 * to link to, issue 25 §10; the update then reads as the firm's). A scheduled update is a published one whose published_at
 * is still ahead, so it appears here by itself when that time passes: the comparison is with the
 * database's now() at query time, and no job has to run.
 */
export function publishedUpdates(db: DB) {
  return updatesWithAuthor(db).where("legal_updates.status", "=", "published").where("legal_updates.published_at", "<=", dbNow());
}

/** Updates with the author the public may see: a verified lawyer whose licence is in force (otherwise none: the firm's). */
export function updatesWithAuthor(db: DB) {
  return db
    .selectFrom("legal_updates")
    .leftJoin("lawyers", (join) =>
      join.onRef("lawyers.id", "=", "legal_updates.author_id").on("lawyers.verified", "=", true).on(licenceCurrent("lawyers.licence_expires_on")),
    );
}

/** What a list shows of an update but its date: its texts, category and tags. */
export const SUMMARY_TEXT_COLUMNS = [
  "legal_updates.id",
  "legal_updates.title_ar",
  "legal_updates.title_en",
  "legal_updates.summary_ar",
  "legal_updates.summary_en",
  "legal_updates.category",
  "legal_updates.tags",
] as const;

/** The public author of updatesWithAuthor, or nulls. */
export const AUTHOR_COLUMNS = ["lawyers.id as author_id", "lawyers.name_ar as author_name_ar", "lawyers.name_en as author_name_en"] as const;

export const SUMMARY_COLUMNS = [...SUMMARY_TEXT_COLUMNS, "legal_updates.published_at", "legal_updates.is_sample", ...AUTHOR_COLUMNS] as const;

/** Published updates of a category, newest first, other than `exceptId`. */
export function relatedUpdates(db: DB, opts: { category: string; exceptId: string }) {
  return publishedUpdates(db)
    .select(SUMMARY_COLUMNS)
    .$narrowType<{ published_at: Date }>()
    .where("legal_updates.category", "=", opts.category)
    .where("legal_updates.id", "!=", opts.exceptId)
    .orderBy("legal_updates.published_at", "desc")
    .limit(RELATED_COUNT)
    .execute();
}

/**
 * The page of one update, public or previewed: the body rendered from Markdown through the one
 * sanitizer (./markdown.ts) in both languages, never the raw Markdown, and up to three related
 * published updates.
 */
export async function updatePageView<T extends { id: string; category: string; body_ar: string; body_en: string }>(db: DB, update: T) {
  const related = await relatedUpdates(db, { category: update.category, exceptId: update.id });
  const { body_ar, body_en, ...rest } = update;
  return { ...rest, body_html_ar: renderMarkdown(body_ar), body_html_en: renderMarkdown(body_en), related };
}

/** Issue 3 §3: category filter, Arabic/English search (folded letter variants, partial words), pages. */
export async function listPublishedUpdates(db: DB, { q, category, tag, page }: ListUpdatesInput) {
  let query = publishedUpdates(db);
  if (category) query = query.where("legal_updates.category", "=", category);
  if (tag) query = query.where(sql<boolean>`${tag} = any(legal_updates.tags)`);
  for (const term of searchTerms(q)) query = query.where(matchesWord("legal_updates.search_text", "legal_updates.search_tsv", term));
  const [items, count] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .$narrowType<{ published_at: Date }>()
      .orderBy("legal_updates.published_at", "desc")
      .orderBy("legal_updates.id")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { items, total, page, pageCount: pageCountOf(total), pageSize: PAGE_SIZE };
}

/** One published update as its page shows it (body rendered, related updates), or null. */
export async function getPublishedUpdatePage(db: DB, id: string) {
  if (!isUuid(id)) return null;
  const update = await publishedUpdates(db)
    .select([...SUMMARY_COLUMNS, "legal_updates.body_ar", "legal_updates.body_en"])
    .$narrowType<{ published_at: Date }>()
    .where("legal_updates.id", "=", id)
    .executeTakeFirst();
  return update ? updatePageView(db, update) : null;
}

/**
 * Whether an id names an update the firm withdrew (issue 10 §4): its public page answers
 * 410 Gone instead of 404, so search engines drop it. Drafts and updates not yet due are "not
 * found" like any unknown id (nothing about them leaks).
 */
export async function isWithdrawnUpdate(db: DB, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await db
    .selectFrom("legal_updates")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "withdrawn")
    .where("published_at", "<=", dbNow())
    .executeTakeFirst();
  return Boolean(row);
}

/** The newest updates for the RSS feed of one language (titles and summaries are plain text). */
export function listFeedUpdates(db: DB) {
  return publishedUpdates(db)
    .select(SUMMARY_COLUMNS)
    .$narrowType<{ published_at: Date }>()
    .orderBy("legal_updates.published_at", "desc")
    .limit(FEED_SIZE)
    .execute();
}

/**
 * When the public set of updates last changed (the feed's Last-Modified): the latest edit,
 * publication or withdrawal of any update that has been public. It only moves forward: an update
 * falling due counts from its own time, which is after any earlier answer.
 */
export async function lastPublicUpdateChange(db: DB): Promise<Date | null> {
  const row = await db
    .selectFrom("legal_updates")
    .select(sql<Date | null>`max(greatest(updated_at, published_at))`.as("at"))
    .where("status", "in", ["published", "withdrawn"])
    .where("published_at", "<=", dbNow())
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}
