import { fileTypeFromBuffer } from "file-type";
import { displayFileName, LINE_CONTROL_CHARACTERS } from "#server/common/text";
import type { ObjectLocation } from "./types";

export const VERIFICATION_BUCKET = "translation_documents";

export const ALLOWED_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type AllowedDocumentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];
export type AllowedType = AllowedDocumentType;

/** Longest presigned lifetime S3 accepts (SigV4); the disk driver follows the same rule. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

const MAX_FILE_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 16;
const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]+$/;
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Every Unicode code point other than ASCII letters, digits, `.`, `-` and `_` becomes one `_`
 * (so `عقد.pdf` → `___.pdf`, and an emoji → a single `_`). Slashes are replaced too, so the
 * result is always a single path segment. Empty or dots-only names become `file`.
 */
export function sanitizeFileName(name: string): string {
  const replaced = name.replace(/[^A-Za-z0-9._-]/gu, "_");
  if (/^\.*$/.test(replaced)) return "file";
  return truncateKeepingExtension(replaced, MAX_FILE_NAME_LENGTH);
}

function truncateKeepingExtension(name: string, maxLength: number): string {
  if (name.length <= maxLength) return name;
  const dot = name.lastIndexOf(".");
  const hasExtension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH;
  const extension = hasExtension ? name.slice(dot) : "";
  return name.slice(0, maxLength - extension.length) + extension;
}

const EXTENSION_BY_TYPE: Record<AllowedDocumentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * The name a stored document is shown and downloaded under (issue 14 §4): the last path segment
 * of what the browser sent, without control or bidi characters, its extension taken from the type
 * the bytes really are (so `poly.html` that is a PDF becomes `poly.pdf`), and shortened to
 * 100 characters instead of being refused. Arabic letters are kept: this is a display name; object
 * keys still go through sanitizeFileName.
 */
export function documentNameFor(fileName: string, contentType: AllowedDocumentType): string {
  return displayFileName(fileName, EXTENSION_BY_TYPE[contentType]);
}

export function verificationObjectKey(opts: {
  userId: string;
  key: string;
  timestamp: number;
  fileName: string;
}): string {
  assertIdentifier("userId", opts.userId);
  assertIdentifier("key", opts.key);
  if (!Number.isSafeInteger(opts.timestamp) || opts.timestamp < 0) {
    throw new Error("timestamp must be a non-negative integer");
  }
  return `verifications/${opts.userId}/${opts.key}-${opts.timestamp}-${sanitizeFileName(opts.fileName)}`;
}

function assertIdentifier(label: string, value: string): void {
  if (!IDENTIFIER_PATTERN.test(value)) throw new Error(`${label} may only contain A-Z, a-z, 0-9, _ and -`);
}

export function isAllowedDocumentType(mime: string | undefined): mime is AllowedDocumentType {
  return (ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(mime ?? "");
}

/** The type the bytes really are (magic numbers), never the name or the browser's claim. */
export async function sniffDocumentType(bytes: Uint8Array): Promise<AllowedDocumentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return isAllowedDocumentType(detected?.mime) ? detected.mime : null;
}

/**
 * Throws unless the logical bucket is a plain lowercase name and the key is relative, has no
 * empty, `.` or `..` segments, no backslashes and no control characters (NUL included).
 */
export function assertSafeLocation({ bucket, key }: ObjectLocation): void {
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`Invalid storage bucket name: ${JSON.stringify(bucket)}`);
  if (!isSafeObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

function isSafeObjectKey(key: string): boolean {
  if (key === "" || key.includes("\\") || LINE_CONTROL_CHARACTERS.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function assertValidExpiry(expiresInSeconds: number): void {
  const valid =
    Number.isInteger(expiresInSeconds) && expiresInSeconds > 0 && expiresInSeconds <= MAX_SIGNED_URL_SECONDS;
  if (!valid) throw new Error(`expiresInSeconds must be an integer between 1 and ${MAX_SIGNED_URL_SECONDS}`);
}

/** `attachment` with an ASCII fallback name for old clients and the exact name as RFC 5987 `filename*`. */
export function buildAttachmentDisposition(downloadName: string, type: "attachment" | "inline" = "attachment"): string {
  const wellFormed = downloadName.replace(/\p{Surrogate}/gu, "\uFFFD");
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(wellFormed)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
