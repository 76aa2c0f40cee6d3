import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { recordAudit } from "#server/audit/record";
import { CASE_FILES_BUCKET, CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { startBatchWorker } from "#server/common/worker";
import { logger } from "#server/observability/logger";
import type { StorageDriver } from "#server/storage/types";

/**
 * Issue 25 item 11: the documents a client gave the firm in a case it still holds outlive the client's
 * account as the firm's copy (case_documents.former_client_at, set by ./deletion.ts), but not the firm's
 * duty to keep them: once the case is closed and CLOSED_CASE_RETENTION_YEARS have passed since, they
 * are deleted from the database and from storage. A case reopened meanwhile is held again, and its
 * retention starts over at its next closure.
 */

/** The case is still held by the firm: not closed, or closed less than the retention period ago. Over `cases`. */
export const caseWithinRetention = sql<SqlBool>`(cases.status <> 'closed' or coalesce(cases.closed_at, cases.updated_at) > now() - make_interval(years => ${CLOSED_CASE_RETENTION_YEARS}))`;

/**
 * Purges one batch of former clients' documents whose case's retention has run out; returns how many.
 * Every app server runs it: the batch is claimed with SELECT ... FOR UPDATE SKIP LOCKED and deleted in
 * the claiming transaction, so two servers never take the same rows. The objects are queued in
 * storage_deletions in that transaction (so they go only if it commits) and deleted right after; any
 * storage refuses stays queued for the retrying worker (server/storage/deletions.ts). Each case's purge
 * is in the audit log, without names.
 */
export async function runDueFormerClientPurge(db: DB, storage: StorageDriver, opts: { limit?: number } = {}): Promise<number> {
  const { purged, queued } = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("case_documents")
      .innerJoin("cases", "cases.id", "case_documents.case_id")
      .select(["case_documents.id", "case_documents.case_id", "case_documents.storage_key", "cases.reference"])
      .where("case_documents.former_client_at", "is not", null)
      .where("cases.status", "=", "closed")
      .where((eb) => eb.not(caseWithinRetention))
      .orderBy("case_documents.created_at")
      .limit(opts.limit ?? 50)
      .forUpdate("case_documents")
      .skipLocked()
      .execute();
    if (due.length === 0) return { purged: 0, queued: [] };
    await trx
      .deleteFrom("case_documents")
      .where(
        "id",
        "in",
        due.map((d) => d.id),
      )
      .execute();
    const queued = await trx
      .insertInto("storage_deletions")
      .values(due.map((d) => ({ bucket: CASE_FILES_BUCKET, object_key: d.storage_key })))
      .returning(["id", "bucket", "object_key"])
      .execute();
    const byCase = new Map<string, { reference: string; n: number }>();
    for (const d of due) byCase.set(d.case_id, { reference: d.reference, n: (byCase.get(d.case_id)?.n ?? 0) + 1 });
    for (const [caseId, { reference, n }] of byCase) {
      await recordAudit(
        trx,
        { viewer: null, clientIp: "" },
        {
          action: "case.former_client_documents.purge",
          entityType: "case",
          entityId: caseId,
          summary: reference,
          after: { documentsDeleted: n, retentionYears: CLOSED_CASE_RETENTION_YEARS },
        },
        { always: true },
      );
    }
    return { purged: due.length, queued };
  });
  for (const row of queued) {
    try {
      await storage.delete({ bucket: row.bucket, key: row.object_key });
      await db.deleteFrom("storage_deletions").where("id", "=", row.id).execute();
    } catch (error) {
      logger.warn("former client's document not deleted from storage yet; queued for retry", { bucket: row.bucket, error: String(error) });
    }
  }
  return purged;
}

/** The purge worker of one app server: hourly (retention is counted in years), see server/common/worker.ts. */
export function startFormerClientPurgeWorker(db: DB, storage: StorageDriver, intervalMs = 60 * 60_000): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "former client documents purge", intervalMs, runBatch: () => runDueFormerClientPurge(db, storage) });
}
