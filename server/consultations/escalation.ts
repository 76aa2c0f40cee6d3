import type { DB } from "#db/index";
import { addWorkingHours } from "#server/common/working-hours";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { consultationEventEmail } from "#server/mail/consultation-templates";
import { enqueueMail } from "#server/mail/outbox";
import { logger } from "#server/observability/logger";
import { AfterCommit, recordConsultationEvent } from "./events";

/**
 * Issue 13 §1: no request waits forever unseen. An "any suitable lawyer" request that no lawyer has
 * accepted within ANY_LAWYER_ESCALATION_HOURS working hours (Sunday to Thursday, 08:00 to 17:00 Doha
 * time, counted from the request) goes to the office: the admins are notified and it is marked on their
 * queue, the firm's mailbox gets an email, and the client is told that the office is assigning it. The
 * offers stay open, so a lawyer may still accept it first. Each request is escalated once, whichever
 * app server gets there first (a guarded UPDATE); the admin then assigns a lawyer by hand
 * (assignConsultation in ./lifecycle.ts).
 */
export function escalationDueAt(createdAt: Date, hours = getEnv().ANY_LAWYER_ESCALATION_HOURS): Date {
  return addWorkingHours(createdAt, hours);
}

export async function runDueEscalations(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  // A request created now is due no sooner than this many hours later: older ones are the candidates.
  const waiting = await db
    .selectFrom("consultations")
    .select(["id", "created_at"])
    .where("status", "=", "requested")
    .where("lawyer_id", "is", null)
    .where("escalated_at", "is", null)
    .where("created_at", "<=", new Date(now.getTime() - getEnv().ANY_LAWYER_ESCALATION_HOURS * 3_600_000))
    .orderBy("created_at")
    .limit(opts.limit ?? 50)
    .execute();
  let count = 0;
  for (const row of waiting) {
    if (escalationDueAt(new Date(row.created_at)).getTime() > now.getTime()) continue;
    const effects = new AfterCommit();
    const escalated = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("consultations")
        .set({ escalated_at: now })
        .where("id", "=", row.id)
        .where("escalated_at", "is", null)
        .where("status", "=", "requested")
        .where("lawyer_id", "is", null)
        .returning(["reference", "kind", "status", "starts_at"])
        .executeTakeFirst();
      if (!claimed) return false;
      await recordConsultationEvent(trx, { consultationId: row.id, type: "escalated", actorId: null }, effects);
      const env = getEnv();
      const office = consultationEventEmail({
        type: "escalated",
        locale: "ar",
        name: "",
        recipientRole: "office",
        reference: claimed.reference,
        kind: claimed.kind,
        status: claimed.status,
        startsAt: claimed.starts_at ? new Date(claimed.starts_at) : null,
        previousStartsAt: null,
        counterpart: null,
        reason: null,
        url: `${env.BASE_URL}/dashboard/admin/consultations`,
      });
      await enqueueMail(trx, { to: env.FIRM_EMAIL, ...office });
      return true;
    });
    await effects.run((error) => logger.error("escalation email failed", { error }));
    if (escalated) count += 1;
  }
  return count;
}

/** The escalation worker of one app server (every REMINDER_INTERVAL_MS, with the reminders). */
export function startEscalationWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  // The loop stops when a batch escalates nothing; a batch of candidates not yet due escalates nothing.
  return startBatchWorker({ name: "request escalation", intervalMs, runBatch: () => runDueEscalations(db) });
}
