import { startBatchWorker } from "#server/common/worker";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordConsultationEvent } from "./events";

/**
 * Reminders 24 h and 1 h before a confirmed consultation (issue 4 §1), sent exactly once each even
 * when several app servers run the worker against one database: a run claims due rows with
 * SELECT ... FOR UPDATE SKIP LOCKED and marks them sent in the same transaction that records the
 * reminder event, so a second server skips rows being sent and never sees them unsent again. The rows
 * follow each consultation through ./reminder-schedule.ts.
 */

/**
 * Sends the reminders that are due and returns how many it sent. Safe to run concurrently from
 * any number of processes. A due row whose consultation is no longer confirmed, or has started, is
 * marked without sending; when both reminders are due (the worker was down) only the 1 h one goes.
 */
export async function runDueReminders(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const limit = opts.limit ?? 50;
  const sent = await db.transaction().execute(async (trx) => {
    const now = opts.now ?? (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0].now;
    const due = await trx
      .selectFrom("consultation_reminders as r")
      .innerJoin("consultations as c", "c.id", "r.consultation_id")
      .select(["r.consultation_id", "r.kind", "r.due_at", "c.status", "c.starts_at"])
      .where("r.sent_at", "is", null)
      .where("r.due_at", "<=", new Date(now))
      .orderBy("r.due_at")
      .limit(limit)
      .forUpdate("r")
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    await trx
      .updateTable("consultation_reminders")
      .set({ sent_at: new Date(now) })
      .where((eb) =>
        eb.or(due.map((row) => eb.and([eb("consultation_id", "=", row.consultation_id), eb("kind", "=", row.kind)]))),
      )
      .execute();
    let count = 0;
    for (const row of due) {
      const startsAt = row.starts_at ? new Date(row.starts_at).getTime() : null;
      if (row.status !== "confirmed" || startsAt === null || startsAt <= new Date(now).getTime()) continue;
      if (row.kind === "24h" && due.some((other) => other.consultation_id === row.consultation_id && other.kind === "1h")) continue;
      await recordConsultationEvent(
        trx,
        { consultationId: row.consultation_id, type: row.kind === "24h" ? "reminder_24h" : "reminder_1h", actorId: null },
      );
      count += 1;
    }
    return count;
  });
  return sent;
}

/** The consultation reminders worker of one app server: every `intervalMs` (REMINDER_INTERVAL_MS), see server/common/worker.ts. */
export function startReminderWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "consultation reminders", intervalMs, runBatch: () => runDueReminders(db) });
}

