import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "#db/index";
import { isUuid } from "#server/common/ids";
import { containsTerm, PAGE_SIZE, pageCountOf, pageField, searchQueryField, searchTerms } from "#server/common/search";
import { notFound, publicProcedure, router } from "#server/trpc/init";
import { UPDATE_CATEGORIES } from "./constants";
import { renderMarkdown } from "./markdown";
import { dbNow } from "#server/common/time";

const RELATED_COUNT = 3;
const FEED_SIZE = 30;

export const listUpdatesInput = z.object({
  q: searchQueryField,
  category: z.enum(UPDATE_CATEGORIES).optional(),
  tag: z.string().trim().min(1).max(64).optional(),
  page: pageField,
});
export type ListUpdatesInput = z.infer<typeof listUpdatesInput>;

/** Published updates only (published_at in the past), with the author when they are a verified lawyer. */
function publishedUpdates(db: DB) {
  return db
    .selectFrom("legal_updates")
    .leftJoin("lawyers", (join) =>
      join.onRef("lawyers.id", "=", "legal_updates.author_id").on("lawyers.verified", "=", true),
    )
    .where("legal_updates.published_at", "<=", dbNow());
}

const SUMMARY_COLUMNS = [
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

export const legalUpdatesRouter = router({
  /** Issue 3 §3: category filter, Arabic/English search (folded letter variants, partial words), pages. */
  list: publicProcedure.input(listUpdatesInput.optional()).query(async ({ ctx, input }) => {
    const { q, category, tag, page } = listUpdatesInput.parse(input ?? {});
    let query = publishedUpdates(ctx.db);
    if (category) query = query.where("legal_updates.category", "=", category);
    if (tag) query = query.where(sql<boolean>`${tag} = any(legal_updates.tags)`);
    for (const term of searchTerms(q)) query = query.where(containsTerm("legal_updates.search_text", term));
    const [items, count] = await Promise.all([
      query
        .select(SUMMARY_COLUMNS)
        .orderBy("legal_updates.published_at", "desc")
        .orderBy("legal_updates.id")
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return { items, total, page, pageCount: pageCountOf(total), pageSize: PAGE_SIZE };
  }),

  /** One published update, its body rendered from Markdown through the sanitizer, and related updates. */
  byId: publicProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const update = await publishedUpdates(ctx.db)
      .select([...SUMMARY_COLUMNS, "legal_updates.body_ar", "legal_updates.body_en"])
      .where("legal_updates.id", "=", input.id)
      .executeTakeFirst();
    if (!update) notFound();
    const related = await publishedUpdates(ctx.db)
      .select(SUMMARY_COLUMNS)
      .where("legal_updates.category", "=", update.category)
      .where("legal_updates.id", "!=", update.id)
      .orderBy("legal_updates.published_at", "desc")
      .limit(RELATED_COUNT)
      .execute();
    const { body_ar, body_en, ...rest } = update;
    return { ...rest, body_html_ar: renderMarkdown(body_ar), body_html_en: renderMarkdown(body_en), related };
  }),

  /** The newest updates for the RSS feed of one language (titles and summaries are plain text). */
  feed: publicProcedure.query(({ ctx }) =>
    publishedUpdates(ctx.db)
      .select(SUMMARY_COLUMNS)
      .orderBy("legal_updates.published_at", "desc")
      .limit(FEED_SIZE)
      .execute(),
  ),
});
