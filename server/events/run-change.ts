import type { Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { deleteNowOrLater } from "#server/storage/deletions";
import type { StorageDriver } from "#server/storage/types";

/**
 * Runs one change in a transaction. Everything the change causes (timeline, audit row, notifications,
 * live events, the emails in the mail outbox) is written in that transaction, so it happens only if the
 * change commits. Objects the work stored (their keys pushed on `stored`, in `bucket`) are deleted again
 * when the transaction fails; `refuse` turns a database refusal into the app's own error.
 */
export async function runChange<T>(
  db: DB,
  work: (trx: Transaction<Database>, stored: string[]) => Promise<T>,
  opts: { bucket: string; storage?: StorageDriver; refuse?: (error: unknown) => void },
): Promise<T> {
  const stored: string[] = [];
  try {
    return await db.transaction().execute((trx) => work(trx, stored));
  } catch (error) {
    if (opts.storage && stored.length) await deleteNowOrLater(db, opts.storage, stored.map((key) => ({ bucket: opts.bucket, key })));
    opts.refuse?.(error);
    throw error;
  }
}
