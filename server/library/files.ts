import type { DB } from "#db/index";
import { deleteNowOrLater } from "#server/storage/deletions";
import type { StorageDriver } from "#server/storage/types";
import { sanitizeFileName } from "#server/storage/files";
import { LIBRARY_BUCKET, type DocumentLanguage, type Jurisdiction, type LibraryKind } from "./constants";

export interface NewLibraryItem {
  id: string;
  kind: LibraryKind;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  jurisdiction: Jurisdiction;
  year: number;
  document_language: DocumentLanguage;
  /** The name a visitor's download is saved under (Arabic letters allowed; made header-safe on download). */
  file_name: string;
  content_type: string;
  body: Uint8Array;
  is_sample?: boolean;
  published_at?: Date;
}

/** The object key of an item's file: derived from its id only, never from a name someone typed. */
export function libraryFileKey(opts: { id: string; fileName: string }): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(opts.fileName)?.[1]?.toLowerCase() ?? "bin";
  return `items/${sanitizeFileName(opts.id)}.${extension}`;
}

/**
 * Stores the file first, then the row (idempotent on the id: an existing row is left as it is, and
 * only its missing file is put back). If
 * the row cannot be written, the file just stored is removed so nothing is left behind.
 */
export async function upsertLibraryItem(opts: { db: DB; storage: StorageDriver; item: NewLibraryItem }): Promise<void> {
  const { body, ...item } = opts.item;
  const fileKey = libraryFileKey({ id: item.id, fileName: item.file_name });
  const existing = await opts.db.selectFrom("library_items").select("file_key").where("id", "=", item.id).executeTakeFirst();
  if (existing) {
    // A data folder restored without its files (or a new storage) gets the file back.
    if (!(await opts.storage.get({ bucket: LIBRARY_BUCKET, key: existing.file_key }))) {
      await opts.storage.put({ bucket: LIBRARY_BUCKET, key: existing.file_key, body, contentType: item.content_type });
    }
    return;
  }
  await opts.storage.put({ bucket: LIBRARY_BUCKET, key: fileKey, body, contentType: item.content_type });
  try {
    await opts.db
      .insertInto("library_items")
      .values({ ...item, file_key: fileKey, file_size: body.byteLength })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  } catch (error) {
    await deleteNowOrLater(opts.db, opts.storage, [{ bucket: LIBRARY_BUCKET, key: fileKey }]);
    throw error;
  }
}
