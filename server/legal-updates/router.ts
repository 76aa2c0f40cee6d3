import { sql } from "kysely";
import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, pageField, searchQueryField, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { notFound } from "#server/errors/app-error";
import { publicProcedure, router } from "#server/trpc/init";
import { UPDATE_CATEGORIES } from "./constants";
import { dbNow } from "#server/common/time";
import { adminUpdatesRouter } from "./admin";
import { publishedUpdates, SUMMARY_COLUMNS, updatePageView } from "./queries";
import { singleLineString } from "#server/common/text";

const FEED_SIZE = 30;

export const listUpdatesInput = z.object({
  q: searchQueryField,
  category: z.enum(UPDATE_CATEGORIES).optional(),
  tag: singleLineString().trim().min(1).max(64).optional(),
  page: pageField,
});
export type ListUpdatesInput = z.infer<typeof listUpdatesInput>;

export const legalUpdatesRouter = router({
  /** Issue 3 §3: category filter, Arabic/English search (folded letter variants, partial words), pages. */
  list: publicProcedure.input(listUpdatesInput.optional()).query(async ({ ctx, input }) => {
    const { q, category, tag, page } = listUpdatesInput.parse(input ?? {});
    let query = publishedUpdates(ctx.db);
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
  }),

  /** One published update, its body rendered from Markdown through the sanitizer, and related updates. */
  byId: publicProcedure.input(z.object({ id: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const update = await publishedUpdates(ctx.db)
      .select([...SUMMARY_COLUMNS, "legal_updates.body_ar", "legal_updates.body_en"])
      .$narrowType<{ published_at: Date }>()
      .where("legal_updates.id", "=", input.id)
      .executeTakeFirst();
    if (!update) notFound();
    return updatePageView(ctx.db, update);
  }),

  /**
   * Whether an id names an update the firm withdrew (issue 10 §4): its public page answers
   * 410 Gone instead of 404, so search engines drop it. Drafts and updates not yet due are "not
   * found" like any unknown id (nothing about them leaks).
   */
  isWithdrawn: publicProcedure.input(z.object({ id: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) return false;
    const row = await ctx.db
      .selectFrom("legal_updates")
      .select("id")
      .where("id", "=", input.id)
      .where("status", "=", "withdrawn")
      .where("published_at", "<=", dbNow())
      .executeTakeFirst();
    return Boolean(row);
  }),

  /** The newest updates for the RSS feed of one language (titles and summaries are plain text). */
  feed: publicProcedure.query(({ ctx }) =>
    publishedUpdates(ctx.db)
      .select(SUMMARY_COLUMNS)
      .$narrowType<{ published_at: Date }>()
      .orderBy("legal_updates.published_at", "desc")
      .limit(FEED_SIZE)
      .execute(),
  ),

  /**
   * When the public set of updates last changed (the feed's Last-Modified): the latest edit,
   * publication or withdrawal of any update that has been public. It only moves forward: an update
   * falling due counts from its own time, which is after any earlier answer.
   */
  lastChange: publicProcedure.query(async ({ ctx }) => {
    const row = await ctx.db
      .selectFrom("legal_updates")
      .select(sql<Date | null>`max(greatest(updated_at, published_at))`.as("at"))
      .where("status", "in", ["published", "withdrawn"])
      .where("published_at", "<=", dbNow())
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }),

  admin: adminUpdatesRouter,
});
