import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, pageField, searchQueryField, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { notFound } from "#server/errors/app-error";
import { publicProcedure, router } from "#server/trpc/init";
import { JURISDICTIONS, LIBRARY_BUCKET, LIBRARY_KINDS } from "./constants";
import { dbNow } from "#server/common/time";
import { adminLibraryRouter } from "./admin";
import { singleLineString } from "#server/common/text";

export const listLibraryInput = z.object({
  q: searchQueryField,
  kind: z.enum(LIBRARY_KINDS).optional(),
  jurisdiction: z.enum(JURISDICTIONS).optional(),
  /** An item in both languages matches a search for either. */
  language: z.enum(["ar", "en"]).optional(),
  year: z.number().int().min(1900).max(2200).optional(),
  page: pageField,
});
export type ListLibraryInput = z.infer<typeof listLibraryInput>;

const ITEM_COLUMNS = [
  "id",
  "kind",
  "title_ar",
  "title_en",
  "summary_ar",
  "summary_en",
  "jurisdiction",
  "year",
  "document_language",
  "file_name",
  "content_type",
  "file_size",
  "published_at",
  "is_sample",
] as const;

/**
 * Issue 3 §3: every published library item is public, templates included; only library files are
 * served. Issue 10 §4: an unpublished item is invisible here (list, file, sitemap) like an unknown one.
 */
export const libraryRouter = router({
  list: publicProcedure.input(listLibraryInput.optional()).query(async ({ ctx, input }) => {
    const { q, kind, jurisdiction, language, year, page } = listLibraryInput.parse(input ?? {});
    let query = ctx.db.selectFrom("library_items").where("status", "=", "published").where("published_at", "<=", dbNow());
    if (kind) query = query.where("kind", "=", kind);
    if (jurisdiction) query = query.where("jurisdiction", "=", jurisdiction);
    if (language) query = query.where("document_language", "in", [language, "both"]);
    if (year) query = query.where("year", "=", year);
    for (const term of searchTerms(q)) query = query.where(matchesWord("search_text", "search_tsv", term));
    const [items, count, years] = await Promise.all([
      query
        .select(ITEM_COLUMNS)
        .orderBy("year", "desc")
        .orderBy("title_en")
        .orderBy("id")
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom("library_items")
        .select("year")
        .distinct()
        .where("status", "=", "published")
        .where("published_at", "<=", dbNow())
        .orderBy("year", "desc")
        .limit(100)
        .execute(),
    ]);
    const total = Number(count.total);
    return { items, total, page, pageCount: pageCountOf(total), pageSize: PAGE_SIZE, years: years.map((y) => y.year) };
  }),

  /**
   * The file of one item, by the item's id: the object key comes from the row, never from the
   * request, and only the library bucket is read, so no other stored object is reachable here.
   */
  file: publicProcedure.input(z.object({ id: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const item = await ctx.db
      .selectFrom("library_items")
      .select(["file_key", "file_name", "content_type", "updated_at", "version"])
      .where("id", "=", input.id)
      .where("status", "=", "published")
      .where("published_at", "<=", dbNow())
      .executeTakeFirst();
    if (!item) notFound();
    const object = await ctx.storage.get({ bucket: LIBRARY_BUCKET, key: item.file_key });
    if (!object) notFound();
    // A replaced file gets a new key (server/library/admin.ts) and every change a new version, so
    // the pair names these exact bytes and headers.
    const etag = `"${item.file_key.slice("items/".length)}-v${item.version}"`;
    return { fileName: item.file_name, contentType: item.content_type, body: object.body, etag, lastModified: new Date(item.updated_at) };
  }),

  admin: adminLibraryRouter,
});
