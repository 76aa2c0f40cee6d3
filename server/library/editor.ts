import type { DB } from "#db/index";
import crypto from "node:crypto";
import { deleteNowOrLater } from "#server/storage/deletions";
import { sql, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { changedFields, recordAudit, type AuditActor } from "#server/audit/record";
import { entityHistory } from "#server/common/entity-history";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { AppError, notFound } from "#server/errors/app-error";
import type { StorageDriver } from "#server/storage/types";
import { LIBRARY_BUCKET, LIBRARY_STATES, type LibraryState } from "./constants";
import type { z } from "zod";
import type {
  adminLibraryListInput,
  createLibraryItemInput,
  libraryTransitionInput,
  replaceLibraryFileInput,
  saveLibraryItemInput,
  LibraryContentInput,
} from "./schemas";
import { checkLibraryFile, libraryVersionKey, type CheckedLibraryFile } from "./upload";
import { columnsFrom } from "#server/common/columns";

/**
 * The back office's legal library (issue 10 §4), admins only (the procedures are in ./router.ts): list and search every item, create one
 * with its file, edit its metadata in both languages, replace the file, publish and unpublish. Files
 * follow the platform's upload rules (type by magic numbers, MAX_UPLOAD_BYTES, private storage; admins
 * open them through short-lived signed links). Each change runs in one transaction with its audit row
 * and increments the row's version (a stale form is refused with edit_conflict).
 *
 * Storage and database cannot share a transaction, so a new file is stored under a key of its own
 * first; if the row cannot be written it is deleted again, and a replaced file is deleted only after
 * the row that pointed at it has moved on (a failed delete leaves an orphan, never a broken item).
 */

const ENTITY = "library_item";
const SIGNED_LINK_SECONDS = 300;

type Trx = Transaction<Database>;
const summaryOf = (row: { title_ar: string; title_en: string }) => `${row.title_en} | ${row.title_ar}`;

const LIBRARY_KEYS = ["kind", "jurisdiction", "documentLanguage", "year", "titleAr", "titleEn", "summaryAr", "summaryEn"] as const;

function columnsOf(input: LibraryContentInput) {
  return columnsFrom(input, LIBRARY_KEYS);
}

async function checkedOrRefused(file: { fileName: string; bytes: Uint8Array | null }): Promise<CheckedLibraryFile> {
  const checked = await checkLibraryFile(file);
  if (typeof checked === "string") throw new AppError(checked);
  return checked;
}

async function lockItem(trx: Trx, id: string) {
  if (!isUuid(id)) notFound();
  const row = await trx
    .selectFrom("library_items")
    .select(["id", "kind", "jurisdiction", "document_language", "year", "title_ar", "title_en", "summary_ar", "summary_en", "file_key", "file_name", "content_type", "file_size", "status", "published_at", "version"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) notFound();
  return row;
}
type LockedItem = Awaited<ReturnType<typeof lockItem>>;

function requireVersion(row: LockedItem, version: number) {
  if (row.version !== version) throw new AppError("edit_conflict");
}

/** Removes a library file now, or queues it when storage is down (server/storage/deletions.ts). */
async function removeQuietly(db: DB, storage: StorageDriver, key: string) {
  await deleteNowOrLater(db, storage, [{ bucket: LIBRARY_BUCKET, key }]);
}

async function setState(opts: { trx: Trx; actor: AuditActor; row: LockedItem; to: LibraryState }) {
  const { trx, row, to } = opts;
  if (row.status === to) throw new AppError("publication_state_conflict");
  const updated = await trx
    .updateTable("library_items")
    .set({
      status: to,
      // Published again: dated now, so the sitemap and the list show it as new.
      ...(to === "published" ? { published_at: sql<Date>`now()` } : {}),
      version: row.version + 1,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", row.id)
    .returning(["version"])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, opts.actor, {
    action: to === "published" ? "library_item.publish" : "library_item.unpublish",
    entityType: ENTITY,
    entityId: row.id,
    summary: summaryOf(row),
    before: { status: row.status },
    after: { status: to },
  });
  return { id: row.id, version: updated.version, state: to };
}

type Change<Input> = { db: DB; actor: AuditActor; input: z.output<Input> };
type FileChange<Input> = Change<Input> & { storage: StorageDriver };

/** Every item, published or not: search (folded Arabic, partial words), a state filter, counts. */
export async function listLibraryItemsForAdmin(db: DB, { q, state, page }: z.output<typeof adminLibraryListInput>) {
  let base = db.selectFrom("library_items");
  for (const term of searchTerms(q)) base = base.where(matchesWord("search_text", "search_tsv", term));
  const filtered = state ? base.where("status", "=", state) : base;
  const [items, total, byState] = await Promise.all([
    filtered
      .select(["id", "kind", "title_ar", "title_en", "year", "jurisdiction", "content_type", "file_size", "status", "published_at", "updated_at", "is_sample"])
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    base.select(["status", (eb) => eb.fn.countAll<string>().as("total")]).groupBy("status").execute(),
  ]);
  const counts = Object.fromEntries(LIBRARY_STATES.map((s) => [s, 0])) as Record<LibraryState | "all", number>;
  counts.all = 0;
  for (const row of byState) {
    counts[row.status as LibraryState] = Number(row.total);
    counts.all += Number(row.total);
  }
  const count = Number(total.total);
  return { items, counts, total: count, page, pageCount: pageCountOf(count), pageSize: PAGE_SIZE };
}

/** One item for its edit page, with its recent history. */
export async function getLibraryItemForAdmin(db: DB, id: string) {
  if (!isUuid(id)) notFound();
  const row = await db
    .selectFrom("library_items")
    .select([
      "id", "kind", "jurisdiction", "document_language", "year", "title_ar", "title_en", "summary_ar", "summary_en",
      "file_name", "content_type", "file_size", "status", "published_at", "created_at", "updated_at", "version", "is_sample",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) notFound();
  const history = await entityHistory(db, { entityType: ENTITY, entityId: row.id });
  return { ...row, history };
}

/** A short-lived signed link to the item's current file, published or not (admins check a file before publishing it). */
export async function libraryFileLink(opts: { db: DB; storage: StorageDriver; id: string }) {
  if (!isUuid(opts.id)) notFound();
  const row = await opts.db.selectFrom("library_items").select(["file_key", "file_name"]).where("id", "=", opts.id).executeTakeFirst();
  if (!row) notFound();
  const url = await opts.storage.signedUrl({ bucket: LIBRARY_BUCKET, key: row.file_key, expiresInSeconds: SIGNED_LINK_SECONDS, downloadName: row.file_name });
  return { url };
}

/** A new item with its file, unpublished unless `publish` is set. */
export async function createLibraryItem({ db, storage, actor, input }: FileChange<typeof createLibraryItemInput>) {
  const file = await checkedOrRefused(input.file);
  const id = crypto.randomUUID();
  const key = libraryVersionKey(id, file.extension);
  await storage.put({ bucket: LIBRARY_BUCKET, key, body: file.bytes, contentType: file.contentType });
  try {
    return await db.transaction().execute(async (trx) => {
      const values = {
        ...columnsOf(input),
        file_key: key,
        file_name: file.fileName,
        content_type: file.contentType,
        file_size: file.bytes.byteLength,
        status: input.publish ? "published" : "unpublished",
      };
      const row = await trx.insertInto("library_items").values({ id, ...values }).returning(["id", "version"]).executeTakeFirstOrThrow();
      const { file_key: _key, ...logged } = values;
      await recordAudit(trx, actor, { action: "library_item.create", entityType: ENTITY, entityId: id, summary: summaryOf(values), after: logged });
      return { id: row.id, version: row.version, state: values.status as LibraryState };
    });
  } catch (error) {
    await removeQuietly(db, storage, key);
    throw error;
  }
}

/** Saves the metadata in both languages; a published item changes on the public list at once. */
export function saveLibraryItem({ db, actor, input }: Change<typeof saveLibraryItemInput>) {
  return db.transaction().execute(async (trx) => {
    const row = await lockItem(trx, input.id);
    requireVersion(row, input.version);
    const values = columnsOf(input);
    const diff = changedFields(row, values);
    const updated = await trx
      .updateTable("library_items")
      .set({ ...values, version: row.version + 1, updated_at: sql<Date>`now()` })
      .where("id", "=", row.id)
      .returning(["version"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "library_item.save", entityType: ENTITY, entityId: row.id, summary: summaryOf(values), before: diff.before, after: diff.after });
    return { id: row.id, version: updated.version, state: row.status as LibraryState };
  });
}

/** Replaces the file: the new one is stored under a new key, the row moves to it, then the old bytes go. */
export async function replaceLibraryFile({ db, storage, actor, input }: FileChange<typeof replaceLibraryFileInput>) {
  if (!isUuid(input.id)) notFound();
  const file = await checkedOrRefused(input.file);
  const key = libraryVersionKey(input.id, file.extension);
  await storage.put({ bucket: LIBRARY_BUCKET, key, body: file.bytes, contentType: file.contentType });
  let result: { id: string; version: number; oldKey: string };
  try {
    result = await db.transaction().execute(async (trx) => {
      const row = await lockItem(trx, input.id);
      requireVersion(row, input.version);
      const after = { file_name: file.fileName, content_type: file.contentType, file_size: file.bytes.byteLength };
      const updated = await trx
        .updateTable("library_items")
        .set({ ...after, file_key: key, version: row.version + 1, updated_at: sql<Date>`now()` })
        .where("id", "=", row.id)
        .returning(["version"])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "library_item.file_replace",
        entityType: ENTITY,
        entityId: row.id,
        summary: summaryOf(row),
        before: { file_name: row.file_name, content_type: row.content_type, file_size: row.file_size },
        after,
      });
      return { id: row.id, version: updated.version, oldKey: row.file_key };
    });
  } catch (error) {
    await removeQuietly(db, storage, key);
    throw error;
  }
  if (result.oldKey !== key) await removeQuietly(db, storage, result.oldKey);
  return { id: result.id, version: result.version };
}

/** Publishes (`published`) or unpublishes an item: it leaves or joins the public list, its download and the sitemap at once; nothing is deleted. */
export function setLibraryItemState({ db, actor, input, to }: Change<typeof libraryTransitionInput> & { to: LibraryState }) {
  return db.transaction().execute(async (trx) => {
    const row = await lockItem(trx, input.id);
    requireVersion(row, input.version);
    return setState({ trx, actor, row, to });
  });
}
