import { sql } from "kysely";
import type { DB } from "#db/index";
import { claimDue } from "#server/common/claim";
import { startBatchWorker } from "#server/common/worker";
import { logger } from "#server/observability/logger";
import type { ObjectLocation, StorageDriver } from "./types";

/**
 * Deletions that storage must carry out eventually (issue 14 §1, migration 0022): with S3 down a
 * replaced document or the files of a failed write would otherwise stay behind for good, which for
 * people's legal documents is a privacy fault, not only clutter. Deleting a missing object succeeds
 * (S3 and the disk driver both), so a retry after a success that was not recorded is harmless.
 */

const LEASE_SECONDS = 60;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH_SIZE = 50;

/**
 * Deletes now; what storage refuses or cannot be reached for is queued for the worker. For objects a
 * failed write stored (no transaction to join) and for removals after a commit. Never throws.
 */
export async function deleteNowOrLater(db: DB, storage: StorageDriver, objects: readonly ObjectLocation[]): Promise<void> {
  const results = await Promise.allSettled(objects.map((o) => storage.delete(o)));
  const failed = objects.filter((_, i) => results[i]!.status === "rejected");
  if (failed.length === 0) return;
  logger.warn("storage deletion failed; queued for retry", { count: failed.length, error: String((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason) });
  try {
    await db
      .insertInto("storage_deletions")
      .values(failed.map((o) => ({ bucket: o.bucket, object_key: o.key, attempts: 1, next_attempt_at: sql<Date>`now() + make_interval(secs => ${FIRST_RETRY_MS / 1000})` })))
      .execute();
  } catch (error) {
    // Storage and the database both away: nothing left to record it in.
    logger.error("storage deletion could not be queued; object left behind", { objects: failed, error });
  }
}

/** Retries one batch of due deletions; returns how many it handled. */
export async function runDueStorageDeletions(db: DB, storage: StorageDriver, opts: { limit?: number } = {}): Promise<number> {
  const ids = await claimDue(db, "storage_deletions", { limit: opts.limit ?? BATCH_SIZE, leaseSeconds: LEASE_SECONDS });
  const claimed = ids.length ? await db.selectFrom("storage_deletions").select(["id", "bucket", "object_key", "attempts"]).where("id", "in", ids).execute() : [];
  for (const row of claimed) {
    try {
      await storage.delete({ bucket: row.bucket, key: row.object_key });
      await db.deleteFrom("storage_deletions").where("id", "=", row.id).execute();
    } catch (error) {
      const delayMs = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_MS);
      await db
        .updateTable("storage_deletions")
        .set({ last_error: String(error).slice(0, 500), next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  return claimed.length;
}

export function startStorageDeletionWorker(db: DB, storage: StorageDriver, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "storage deletions", intervalMs, runBatch: () => runDueStorageDeletions(db, storage) });
}
