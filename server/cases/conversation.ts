import type { DB } from "#db/index";
import { AppError } from "#server/errors/app-error";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import type { StorageDriver } from "#server/storage/types";
import { requireAction, requireCase } from "./access";
import { CASE_MESSAGE_RATE_LIMIT } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";
import { checkCaseFiles, storeCaseDocuments, type IncomingCaseFile } from "./files";

/**
 * The case's conversation (issue 9 §1): internal notes for the firm only, and one message thread
 * between the client side and the firm, with attachments (client-visible case documents linked to
 * the message). Each note or message is one timeline entry; a note's is internal.
 */

export async function addCaseNote(opts: CaseActor & { db: DB; id: string; body: string }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "addNote");
    const note = await trx
      .insertInto("case_notes")
      .values({ case_id: found.id, author_id: viewer.user.id, body: opts.body })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      { caseId: found.id, type: "note_added", actorId: viewer.user.id, actorCapacity: found.capacity, internal: true, payload: { noteId: note.id }, audit: auditOf(opts, null, { noteId: note.id }) },
    );
    return { id: note.id, created_at: new Date(note.created_at).toISOString() };
  });
}

export async function postCaseMessage(opts: CaseActor & { db: DB; storage: StorageDriver; id: string; body: string; documents?: IncomingCaseFile[] }) {
  const { db, storage, viewer } = opts;
  const visible = await requireCase(db, viewer, opts.id);
  requireAction(visible, "postMessage");
  const rate = await consumeRateLimit(db, { key: `case-message:${viewer.user.id}`, ...CASE_MESSAGE_RATE_LIMIT });
  if (!rate.allowed) throw new AppError("rate_limited", { retryAfterSeconds: rate.retryAfterSeconds });
  const files = await checkCaseFiles(opts.documents ?? []);
  return runCaseChange(
    db,
    async (trx, stored) => {
      const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
      requireAction(found, "postMessage");
      const message = await trx
        .insertInto("case_messages")
        .values({ case_id: found.id, author_id: viewer.user.id, body: opts.body })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
      const attachments = await storeCaseDocuments(trx, { storage, caseId: found.id, visibility: "client", uploadedBy: viewer.user.id, messageId: message.id, files, stored });
      await recordCaseEvent(
        trx,
        {
          caseId: found.id,
          type: "message",
          actorId: viewer.user.id,
          actorCapacity: found.capacity,
          payload: { messageId: message.id, attachments: attachments.length },
          audit: auditOf(opts, null, { messageId: message.id, attachments: attachments.map((a) => a.fileName) }),
        },
      );
      return { id: message.id, created_at: new Date(message.created_at).toISOString(), attachments };
    },
    { storage },
  );
}
