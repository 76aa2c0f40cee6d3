import { sql } from "kysely";
import { deleteNowOrLater } from "#server/storage/deletions";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { logger } from "#server/observability/logger";
import type { StorageDriver } from "#server/storage/types";
import { documentNameFor, sniffDocumentType, VERIFICATION_BUCKET, verificationObjectKey, type AllowedDocumentType } from "#server/storage/files";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";

/** Document keys a person can upload; the form shows the ones that apply to their role. */
export const DOCUMENT_KEYS = [
  "qatar_id",
  "passport",
  "bar_license",
  "commercial_registration",
  "signatory_authorization",
  "qfc_license",
  "other",
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const DOCUMENT_KEYS_BY_ROLE = {
  individual: ["qatar_id", "passport", "other"],
  lawyer: ["bar_license", "qatar_id", "other"],
  company: ["commercial_registration", "signatory_authorization", "qfc_license", "other"],
  admin: ["qatar_id", "other"],
} as const satisfies Record<"individual" | "lawyer" | "company" | "admin", readonly DocumentKey[]>;

export interface IncomingDocument {
  key: DocumentKey;
  fileName: string;
  /** null when the upload was larger than the cap and its bytes were dropped while parsing. */
  bytes: Uint8Array | null;
}

export type UploadFailureReason = "too_large" | "type_not_allowed" | "empty" | "storage_error";

export interface UploadOutcome {
  uploaded: { key: DocumentKey; fileName: string; url: string }[];
  failed: { key: DocumentKey; fileName: string; reason: UploadFailureReason }[];
  profileUpdateFailed: boolean;
}

/** The app URL of a stored document; it is not public: /files/* checks owner or admin first. */
export function documentUrl(objectKey: string): string {
  return `/files/${VERIFICATION_BUCKET}/${objectKey}`;
}

/** Parses a URL made by documentUrl back into its owner and object key, or null. */
export function parseDocumentUrl(url: string): { ownerId: string; objectKey: string } | null {
  const prefix = `/files/${VERIFICATION_BUCKET}/`;
  if (!url.startsWith(prefix)) return null;
  const objectKey = url.slice(prefix.length);
  const match = /^verifications\/([A-Za-z0-9_-]+)\/[A-Za-z0-9._-]+$/.exec(objectKey);
  if (!match || objectKey.includes("..")) return null;
  return { ownerId: match[1]!, objectKey };
}

/** Size, emptiness and sniffed content type of one upload (also the standing request's document, server/verifications). */
export async function checkDocument(doc: Pick<IncomingDocument, "bytes">): Promise<Exclude<UploadFailureReason, "storage_error"> | { contentType: AllowedDocumentType }> {
  if (doc.bytes === null) return "too_large";
  if (doc.bytes.byteLength === 0) return "empty";
  if (doc.bytes.byteLength > getEnv().MAX_UPLOAD_BYTES) return "too_large";
  const contentType = await sniffDocumentType(doc.bytes);
  return contentType ? { contentType } : "type_not_allowed";
}

/** The files that would be refused before reaching storage (size, emptiness, content type). */
export async function findRefusedDocuments(documents: IncomingDocument[]): Promise<UploadOutcome["failed"]> {
  const failed: UploadOutcome["failed"] = [];
  for (const doc of documents) {
    const check = await checkDocument(doc);
    if (typeof check === "string") failed.push({ key: doc.key, fileName: doc.fileName, reason: check });
  }
  return failed;
}

/**
 * spec §3/§5: each file goes to translation_documents/verifications/{userId}/{key}-{timestamp}-{name}
 * on its own; a failed one is reported and skipped while the others proceed. Then the profile's
 * map is updated once with every stored URL. If that update fails, the files just stored are
 * removed again so nothing half-written is left behind.
 */
export async function uploadVerificationDocuments(opts: {
  db: DB;
  storage: StorageDriver;
  userId: string;
  documents: IncomingDocument[];
}): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { uploaded: [], failed: [], profileUpdateFailed: false };
  const stored: string[] = [];
  for (const doc of opts.documents) {
    const check = await checkDocument(doc);
    if (typeof check === "string") {
      outcome.failed.push({ key: doc.key, fileName: doc.fileName, reason: check });
      continue;
    }
    const fileName = documentNameFor(doc.fileName, check.contentType);
    const objectKey = verificationObjectKey({
      userId: opts.userId,
      key: doc.key,
      timestamp: Date.now(),
      fileName,
    });
    try {
      await opts.storage.put({ bucket: VERIFICATION_BUCKET, key: objectKey, body: doc.bytes!, contentType: check.contentType });
      stored.push(objectKey);
      outcome.uploaded.push({ key: doc.key, fileName, url: documentUrl(objectKey) });
    } catch (error) {
      logger.warn("verification document upload failed", { userId: opts.userId, key: doc.key, error });
      outcome.failed.push({ key: doc.key, fileName: doc.fileName, reason: "storage_error" });
    }
  }
  if (outcome.uploaded.length === 0) return outcome;

  const additions = Object.fromEntries(outcome.uploaded.map((u) => [u.key, u.url]));
  let before: { verification_documents: Record<string, string>; verification_status: string } | undefined;
  try {
    await opts.db.transaction().execute(async (trx) => {
      before = await trx
        .selectFrom("profiles")
        .select(["verification_documents", "verification_status"])
        .where("id", "=", opts.userId)
        .forUpdate()
        .executeTakeFirst();
      // A first upload submits the documents for review. A verified account stays verified; a rejected
      // one stays rejected until the person resubmits (issue 10 §2), so they can replace several files first.
      const result = await trx
        .updateTable("profiles")
        .set({
          verification_documents: sql`verification_documents || ${JSON.stringify(additions)}::jsonb`,
          verification_status: sql`case when verification_status in ('verified', 'rejected') then verification_status else 'pending' end`,
          updated_at: sql`now()`,
        })
        .where("id", "=", opts.userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error("no profile row for user");
      if (before?.verification_status === "none") {
        await trx
          .insertInto("verification_history")
          .values({ user_id: opts.userId, kind: "submitted", actor_id: opts.userId, details: JSON.stringify({ documents: Object.keys(additions) }) })
          .execute();
      }
      // Issue 29: documents that now wait for review (a first submission, or new files while it waits) tell the admins;
      // a refused account's new files wait for its resubmission, which tells them then.
      if (before?.verification_status === "none" || before?.verification_status === "pending") {
        await noticeAdmins(trx, "admin_verification_submitted", { href: ADMIN_NOTICE_QUEUES.admin_verification_submitted });
      }
    });
  } catch (error) {
    logger.error("profile update after upload failed", { userId: opts.userId, error });
    outcome.profileUpdateFailed = true;
    await deleteNowOrLater(opts.db, opts.storage, stored.map((key) => ({ bucket: VERIFICATION_BUCKET, key })));
    outcome.uploaded = [];
    return outcome;
  }
  // A new file under a key replaces the old one: remove the object it pointed at.
  const replaced = Object.keys(additions)
    .map((key) => before?.verification_documents?.[key])
    .map((url) => (url ? parseDocumentUrl(url)?.objectKey : undefined))
    .filter((key): key is string => Boolean(key));
  await deleteNowOrLater(opts.db, opts.storage, replaced.map((key) => ({ bucket: VERIFICATION_BUCKET, key })));
  return outcome;
}
