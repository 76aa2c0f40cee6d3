import type { Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { checkConsultationFiles, consultationObjectKey, type CheckedFile, type IncomingConsultationFile } from "#server/consultations/files";
import type { StorageDriver } from "#server/storage/types";
import { notFound } from "#server/errors/app-error";
import { requireAction, requireCase } from "./access";
import { CASE_FILES_BUCKET, CASE_FILE_URL_SECONDS, type DocumentVisibility } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";

/**
 * Case documents (issue 9 §1): private files in storage bucket "case_documents", under the same rules
 * as consultation files (server/consultations/files.ts: not empty, at most MAX_UPLOAD_BYTES, really a
 * PDF, JPEG, PNG or WebP by its bytes; one refused file refuses the request before anything is
 * written), downloaded through short-lived signed links.
 *
 * A file uploaded again under the same name becomes the next version of that document. Versions are
 * counted per (case, visibility, name), so a firm-internal draft never turns the client's copy into
 * "version 2" and the client never learns that an internal file exists. The case row is locked while
 * versions are counted, so two uploads of one name never get the same number.
 */

export type IncomingCaseFile = IncomingConsultationFile;

export const checkCaseFiles = checkConsultationFiles;

export interface StoredCaseDocument {
  id: string;
  fileName: string;
  version: number;
}

/** Stores checked files and adds their rows (next version of each name), inside the caller's transaction. */
export async function storeCaseDocuments(
  trx: Kysely<Database>,
  opts: {
    storage: StorageDriver;
    caseId: string;
    visibility: DocumentVisibility;
    uploadedBy: string;
    messageId?: string | null;
    files: readonly CheckedFile[];
    stored: string[];
  },
): Promise<StoredCaseDocument[]> {
  const result: StoredCaseDocument[] = [];
  for (const file of opts.files) {
    const last = await trx
      .selectFrom("case_documents")
      .select((eb) => eb.fn.max("version").as("max"))
      .where("case_id", "=", opts.caseId)
      .where("visibility", "=", opts.visibility)
      .where("file_name", "=", file.fileName)
      .executeTakeFirstOrThrow();
    const version = Number(last.max ?? 0) + 1;
    const key = consultationObjectKey(opts.caseId, file.fileName);
    await opts.storage.put({ bucket: CASE_FILES_BUCKET, key, body: file.bytes, contentType: file.contentType });
    opts.stored.push(key);
    const row = await trx
      .insertInto("case_documents")
      .values({
        case_id: opts.caseId,
        message_id: opts.messageId ?? null,
        storage_key: key,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.bytes.byteLength,
        visibility: opts.visibility,
        version,
        uploaded_by: opts.uploadedBy,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    result.push({ id: row.id, fileName: file.fileName, version });
  }
  return result;
}

/**
 * Uploads documents to a case: the firm (assigned lawyer, admin) chooses client-visible or internal;
 * the client side uploads client-visible documents only. One timeline entry for the upload.
 */
export async function uploadCaseDocuments(opts: CaseActor & {
  db: DB;
  storage: StorageDriver;
  id: string;
  visibility: DocumentVisibility;
  documents: IncomingCaseFile[];
}) {
  const { db, storage, viewer } = opts;
  const visible = await requireCase(db, viewer, opts.id);
  const visibility = opts.visibility;
  requireAction(visible, visibility === "internal" ? "uploadInternalDocument" : "uploadDocument");
  const files = await checkCaseFiles(opts.documents);
  return runCaseChange(
    db,
    async (trx, stored) => {
      const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
      requireAction(found, visibility === "internal" ? "uploadInternalDocument" : "uploadDocument");
      const documents = await storeCaseDocuments(trx, { storage, caseId: found.id, visibility, uploadedBy: viewer.user.id, files, stored });
      await recordCaseEvent(
        trx,
        {
          caseId: found.id,
          type: "document_added",
          actorId: viewer.user.id,
          actorCapacity: found.capacity,
          internal: visibility === "internal",
          payload: {
            visibility,
            documentId: documents[0]!.id,
            fileName: documents.map((d) => d.fileName).join("، "),
            documents: documents.map((d) => ({ id: d.id, fileName: d.fileName, version: d.version })),
          },
          audit: auditOf(opts, null, { visibility, documents: documents.map((d) => ({ id: d.id, fileName: d.fileName, version: d.version })) }),
        },
      );
      return { documents };
    },
    { storage },
  );
}

/**
 * A short-lived link to one document of a case. An internal document, and the firm's copy of a former
 * client's document (issue 25 item 11), is "not found" for the client side, exactly like a document of
 * another case or an unknown id.
 */
export async function caseDocumentUrl(db: DB, storage: StorageDriver, viewer: Viewer, opts: { id: string; documentId: string }) {
  const found = await requireCase(db, viewer, opts.id);
  if (!isUuid(opts.documentId)) notFound();
  const document = await db
    .selectFrom("case_documents")
    .select(["storage_key", "file_name", "visibility", "former_client_at"])
    .where("case_id", "=", found.id)
    .where("id", "=", opts.documentId.toLowerCase())
    .executeTakeFirst();
  if (!document || (found.capacity === "client" && (document.visibility === "internal" || document.former_client_at !== null))) notFound();
  return {
    url: await storage.signedUrl({ bucket: CASE_FILES_BUCKET, key: document.storage_key, expiresInSeconds: CASE_FILE_URL_SECONDS, downloadName: document.file_name }),
  };
}
