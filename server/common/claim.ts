import { sql, type RawBuilder } from "kysely";
import type { DB } from "#db/index";

/** The work tables whose rows workers claim with a lease (mail, storage deletions, data exports). */
export type LeasedTable = "mail_outbox" | "storage_deletions" | "data_exports";

/**
 * Claims up to `limit` due rows of a work table for this worker, in one statement: rows whose
 * `next_attempt_at` has passed (and that match `where`), locked with FOR UPDATE SKIP LOCKED so that two
 * servers never take the same row, with their attempt counted and `next_attempt_at` moved a lease ahead.
 * If the worker dies before it finishes, the rows come due again when the lease runs out. Returns the ids.
 */
export async function claimDue(
  db: DB,
  table: LeasedTable,
  opts: { limit: number; leaseSeconds: number; where?: RawBuilder<unknown>; set?: RawBuilder<unknown> },
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    update ${sql.table(table)}
    set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${opts.leaseSeconds})${opts.set ? sql`, ${opts.set}` : sql``}
    where id in (
      select id from ${sql.table(table)}
      where next_attempt_at <= now()${opts.where ? sql` and ${opts.where}` : sql``}
      order by next_attempt_at
      limit ${opts.limit}
      for update skip locked
    )
    returning id`.execute(db);
  return rows.map((row) => row.id);
}
