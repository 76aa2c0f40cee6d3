import { sql } from "kysely";
import type { DB } from "#db/index";
import { qatarDateOf } from "#server/common/qatar-time";
import { startBatchWorker } from "#server/common/worker";
import { REMINDER_BEFORE_DAYS } from "./constants";
import { enqueueBillingMail } from "./emails";
import { addDays } from "./invoices";

/**
 * Reminders of unpaid invoices (issue 28 §6): the client is mailed REMINDER_BEFORE_DAYS days before the due date
 * and once it has passed, each once, even with several app servers: a run claims the due invoices with
 * FOR UPDATE SKIP LOCKED and marks them sent in the transaction that writes the email to the outbox, so another
 * server skips the rows being sent and never sees them unsent again. An invoice first seen already overdue gets
 * only the second reminder (its first is marked, not sent). Days are Doha's.
 */
export async function runDueInvoiceReminders(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = opts.now ?? (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0]!.now;
    const today = qatarDateOf(new Date(now));
    const soon = addDays(today, REMINDER_BEFORE_DAYS);
    const due = await trx
      .selectFrom("invoices")
      .select(["id", "due_on", "reminder_before_sent_at", "reminder_after_sent_at"])
      .where("state", "=", "issued")
      .where((eb) =>
        eb.or([
          eb.and([eb("reminder_before_sent_at", "is", null), eb("due_on", "<=", soon)]),
          eb.and([eb("reminder_after_sent_at", "is", null), eb("due_on", "<", today)]),
        ]),
      )
      .orderBy("due_on")
      .limit(opts.limit ?? 50)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    for (const invoice of due) {
      const overdue = invoice.due_on < today;
      await trx
        .updateTable("invoices")
        .set(overdue ? { reminder_before_sent_at: invoice.reminder_before_sent_at ?? new Date(now), reminder_after_sent_at: new Date(now) } : { reminder_before_sent_at: new Date(now) })
        .where("id", "=", invoice.id)
        .execute();
      await enqueueBillingMail(trx, invoice.id, overdue ? "reminderAfter" : "reminderBefore");
      sent += 1;
    }
    return sent;
  });
}

/** The invoice reminders worker of one app server: every `intervalMs` (REMINDER_INTERVAL_MS), see server/common/worker.ts. */
export function startInvoiceReminderWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "invoice reminders", intervalMs, runBatch: () => runDueInvoiceReminders(db) });
}
