import type { DB } from "#db/index";
import { dbNow } from "#server/common/time";
import { licenceCurrent } from "#server/lawyers/listing";
import { renderMarkdown } from "./markdown";

const RELATED_COUNT = 3;

/**
 * What the public sees (issue 3 §3, issue 10 §4): published updates whose time has come, with the
 * author when they are a verified lawyer whose licence is in force (an expired one has no profile page
 * to link to, issue 25 §10; the update then reads as the firm's). A scheduled update is a published one whose published_at
 * is still ahead, so it appears here by itself when that time passes: the comparison is with the
 * database's now() at query time, and no job has to run.
 */
export function publishedUpdates(db: DB) {
  return db
    .selectFrom("legal_updates")
    .leftJoin("lawyers", (join) =>
      join.onRef("lawyers.id", "=", "legal_updates.author_id").on("lawyers.verified", "=", true).on(licenceCurrent("lawyers.licence_expires_on")),
    )
    .where("legal_updates.status", "=", "published")
    .where("legal_updates.published_at", "<=", dbNow());
}

export const SUMMARY_COLUMNS = [
  "legal_updates.id",
  "legal_updates.title_ar",
  "legal_updates.title_en",
  "legal_updates.summary_ar",
  "legal_updates.summary_en",
  "legal_updates.category",
  "legal_updates.tags",
  "legal_updates.published_at",
  "legal_updates.is_sample",
  "lawyers.id as author_id",
  "lawyers.name_ar as author_name_ar",
  "lawyers.name_en as author_name_en",
] as const;

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
