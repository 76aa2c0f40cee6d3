import type { DB } from "#db/index";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { dbNow } from "#server/common/time";
import type { StorageDriver } from "#server/storage/types";
import { LIBRARY_BUCKET } from "./constants";
import type { ListLibraryInput } from "./schemas";

/**
 * Issue 3 §3: every published library item is public, templates included; only library files are
 * served. Issue 10 §4: an unpublished item is invisible here (list, file, sitemap) like an unknown one.
 */

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

/** A page of published items, newest year first, with the years a visitor may filter by. */
export async function listPublishedLibraryItems(db: DB, { q, kind, jurisdiction, language, year, page }: ListLibraryInput) {
  let query = db.selectFrom("library_items").where("status", "=", "published").where("published_at", "<=", dbNow());
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
    db
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
}

/**
 * The file of one published item, by the item's id, or null: the object key comes from the row, never
 * from the request, and only the library bucket is read, so no other stored object is reachable here.
 */
export async function getPublishedLibraryFile(opts: { db: DB; storage: StorageDriver; id: string }) {
  if (!isUuid(opts.id)) return null;
  const item = await opts.db
    .selectFrom("library_items")
    .select(["file_key", "file_name", "content_type", "updated_at", "version"])
    .where("id", "=", opts.id)
    .where("status", "=", "published")
    .where("published_at", "<=", dbNow())
    .executeTakeFirst();
  if (!item) return null;
  const object = await opts.storage.get({ bucket: LIBRARY_BUCKET, key: item.file_key });
  if (!object) return null;
  // A replaced file gets a new key (./editor.ts) and every change a new version, so the pair names
  // these exact bytes and headers.
  const etag = `"${item.file_key.slice("items/".length)}-v${item.version}"`;
  return { fileName: item.file_name, contentType: item.content_type, body: object.body, etag, lastModified: new Date(item.updated_at) };
}
