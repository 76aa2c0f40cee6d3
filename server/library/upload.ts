import { fileTypeFromBuffer } from "file-type";
import { displayFileName } from "#server/common/text";
import { getEnv } from "#server/config/env";
import { sanitizeFileName } from "#server/storage/files";
import { LIBRARY_FILE_TYPES, type LibraryFileType } from "./constants";

export type LibraryFileProblem = "file_required" | "file_too_large" | "file_type_not_allowed";

export interface CheckedLibraryFile {
  contentType: LibraryFileType;
  extension: string;
  /** The name visitors download it under: the posted name's last segment, cleaned, with the real extension. */
  fileName: string;
  bytes: Uint8Array;
}


/**
 * The same upload rules as the rest of the platform (issue 10 §4): not empty, at most
 * MAX_UPLOAD_BYTES (bytes beyond it were already dropped while the form was read: `null`), and
 * really a PDF or a Word .docx by its magic numbers, so an .exe renamed .pdf is refused.
 */
export async function checkLibraryFile(file: { fileName: string; bytes: Uint8Array | null }): Promise<CheckedLibraryFile | LibraryFileProblem> {
  if (file.bytes === null || file.bytes.byteLength > getEnv().MAX_UPLOAD_BYTES) return "file_too_large";
  if (file.bytes.byteLength === 0) return "file_required";
  const detected = (await fileTypeFromBuffer(file.bytes))?.mime as string | undefined;
  if (!detected || !(detected in LIBRARY_FILE_TYPES)) return "file_type_not_allowed";
  const contentType = detected as LibraryFileType;
  const extension = LIBRARY_FILE_TYPES[contentType];
  return { contentType, extension, fileName: libraryDownloadName(file.fileName, extension), bytes: file.bytes };
}

/** Arabic letters are kept (this is a display name; the object key never comes from it). */
export function libraryDownloadName(posted: string, extension: string): string {
  return displayFileName(posted, extension);
}

let lastStamp = 0;
/**
 * A fresh object key for each stored version of an item's file (items/{id}-{stamp}.{ext}): a
 * replacement never overwrites the bytes the current row points at, so a failed save loses nothing.
 */
export function libraryVersionKey(id: string, extension: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `items/${sanitizeFileName(id)}-${lastStamp}.${extension}`;
}
