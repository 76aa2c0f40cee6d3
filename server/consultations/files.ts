import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { documentNameFor, sanitizeFileName, sniffDocumentType, type AllowedDocumentType } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { CONSULTATION_FILES_BUCKET } from "./constants";

/** A file posted with a booking or a message (the shape documentsFromForm gives; `key` is ignored). */
export interface IncomingConsultationFile {
  key?: string;
  fileName: string;
  /** null when the upload was larger than the cap and its bytes were dropped while parsing. */
  bytes: Uint8Array | null;
}

export interface CheckedFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
}

export type FileRefusal = "too_large" | "empty" | "type_not_allowed";

/**
 * The same rules as verification documents: not empty, at most MAX_UPLOAD_BYTES, and really a PDF,
 * JPEG, PNG or WebP by its bytes (never by its name). One refused file refuses the whole request
 * (AppError file_refused, naming the file and the reason) before anything is written.
 */
export async function checkConsultationFiles(files: readonly IncomingConsultationFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  const max = getEnv().MAX_UPLOAD_BYTES;
  for (const file of files) {
    let refusal: FileRefusal | null = null;
    let contentType: AllowedDocumentType | null = null;
    if (file.bytes === null || file.bytes.byteLength > max) refusal = "too_large";
    else if (file.bytes.byteLength === 0) refusal = "empty";
    else {
      contentType = await sniffDocumentType(file.bytes);
      if (!contentType) refusal = "type_not_allowed";
    }
    if (refusal) throw new AppError("file_refused", { message: `${refusal}: ${file.fileName}` });
    checked.push({ fileName: documentNameFor(file.fileName, contentType!), bytes: file.bytes!, contentType: contentType! });
  }
  return checked;
}

let lastTimestamp = 0;
/** Distinct, increasing timestamps, so two files with one name never share a key. */
function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** consultation_files/{consultationId}/{timestamp}-{sanitized name} */
export function consultationObjectKey(consultationId: string, fileName: string): string {
  return `${consultationId}/${nextTimestamp()}-${sanitizeFileName(fileName)}`;
}

/**
 * Stores checked files privately and adds their rows, inside the caller's transaction. Every object
 * put is pushed to `stored` first, so the caller can delete them if the transaction rolls back
 * (a failed upload throws, which rolls the transaction back).
 */
export async function storeConsultationFiles(
  trx: Kysely<Database>,
  opts: {
    storage: StorageDriver;
    consultationId: string;
    messageId?: string | null;
    uploadedBy: string;
    files: readonly CheckedFile[];
    stored: string[];
  },
): Promise<void> {
  if (opts.files.length === 0) return;
  const rows = [];
  for (const file of opts.files) {
    const key = consultationObjectKey(opts.consultationId, file.fileName);
    await opts.storage.put({ bucket: CONSULTATION_FILES_BUCKET, key, body: file.bytes, contentType: file.contentType });
    opts.stored.push(key);
    rows.push({
      consultation_id: opts.consultationId,
      message_id: opts.messageId ?? null,
      uploaded_by: opts.uploadedBy,
      purpose: "document" as const,
      storage_key: key,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.bytes.byteLength,
    });
  }
  await trx.insertInto("consultation_files").values(rows).execute();
}
