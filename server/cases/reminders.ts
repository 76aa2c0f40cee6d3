import { startBatchWorker } from "#server/common/worker";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordCaseEvent } from "./events";

/**
 * Hearing reminders 24 h before (issue 9 §4), to the client side and the assigned lawyers, exactly
 * once even when several app servers run the worker against one database: like the consultations'
 * reminders (server/consultations/reminders.ts), a run claims due hearings with SELECT ... FOR
 * UPDATE SKIP LOCKED and marks them sent in the transaction that records the reminder, so another
 * server skips rows being sent and never sees them unsent again. A hearing that was moved gets a
 * new due time (and may be reminded again for its new time); a cancelled or held one, or a hearing
 * of a closed case, has none.
 */
export async function runDueHearingReminders(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const limit = opts.limit ?? 50;
  const sent = await db.transaction().execute(async (trx) => {
    const now = opts.now ?? (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0]!.now;
    const due = await trx
      .selectFrom("case_hearings as h")
      .innerJoin("cases as c", "c.id", "h.case_id")
      .select(["h.id", "h.case_id", "h.starts_at", "h.status", "c.status as case_status"])
      .where("h.reminder_sent_at", "is", null)
      .where("h.reminder_due_at", "is not", null)
      .where("h.reminder_due_at", "<=", new Date(now))
      .orderBy("h.reminder_due_at")
      .limit(limit)
      .forUpdate("h")
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    await trx
      .updateTable("case_hearings")
      .set({ reminder_sent_at: new Date(now) })
      .where(
        "id",
        "in",
        due.map((row) => row.id),
      )
      .execute();
    let count = 0;
    for (const row of due) {
      // Marked without sending: no longer scheduled, already started, or the case was closed.
      if (row.status !== "scheduled" || row.case_status === "closed" || new Date(row.starts_at).getTime() <= new Date(now).getTime()) continue;
      await recordCaseEvent(
        trx,
        { caseId: row.case_id, type: "hearing_reminder", actorId: null, payload: { hearingId: row.id, startsAt: new Date(row.starts_at).toISOString() }, audit: null },
      );
      count += 1;
    }
    return count;
  });
  return sent;
}

/** The hearing reminders worker of one app server: every `intervalMs` (REMINDER_INTERVAL_MS), see server/common/worker.ts. */
export function startHearingReminderWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "hearing reminders", intervalMs, runBatch: () => runDueHearingReminders(db) });
}
