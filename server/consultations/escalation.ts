import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { addWorkingHours } from "#server/common/working-hours";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { consultationEventEmail } from "#server/mail/consultation-templates";
import { enqueueMail } from "#server/mail/outbox";
import { recordConsultationEvent } from "./events";

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
    const escalated = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("consultations")
        .set({ escalated_at: now })
        .where("id", "=", row.id)
        .where("escalated_at", "is", null)
        .where("status", "=", "requested")
        .where("lawyer_id", "is", null)
        .returning(["id", "reference", "kind", "status", "starts_at"])
        .executeTakeFirst();
      if (!claimed) return false;
      await tellOffice(trx, { consultation: claimed });
      return true;
    });
    if (escalated) count += 1;
  }
  return count;
}

type Trx = Transaction<Database>;
type Claimed = { id: string; reference: string; kind: "written" | "video" | "voice" | "in_person"; status: string; starts_at: Date | null };

/**
 * A request has reached the office (escalated_at set by the caller, in `trx`): its timeline event notifies
 * the admins and the client and mails the client in their language (./events.ts), and the firm's mailbox
 * gets its email. `cause` "lawyer_unavailable": the lawyer it was addressed to can no longer take it.
 */
async function tellOffice(trx: Trx, opts: { consultation: Claimed; cause?: "lawyer_unavailable" }) {
  const { consultation } = opts;
  await recordConsultationEvent(
    trx,
    { consultationId: consultation.id, type: "escalated", actorId: null, data: opts.cause ? { cause: opts.cause } : {} },
  );
  const env = getEnv();
  const office = consultationEventEmail({
    type: "escalated",
    locale: "ar",
    name: "",
    recipientRole: "office",
    reference: consultation.reference,
    kind: consultation.kind,
    status: consultation.status,
    startsAt: consultation.starts_at ? new Date(consultation.starts_at) : null,
    previousStartsAt: null,
    counterpart: null,
    reason: null,
    cause: opts.cause ?? null,
    url: `${env.BASE_URL}/dashboard/admin/consultations`,
  });
  await enqueueMail(trx, { to: env.FIRM_EMAIL, ...office });
}

/**
 * Issue 25 §10: a lawyer whose licence has lapsed cannot answer the requests waiting for them, so they go
 * to the office at once, as an unanswered "any suitable lawyer" request does (runDueEscalations):
 * - a request addressed to them loses its lawyer and their fee (the office assigns another lawyer by hand,
 *   assignConsultation in ./lifecycle.ts) and is escalated, the client being told that the lawyer they
 *   chose can no longer take it;
 * - their open offers of "any suitable lawyer" requests are withdrawn, and a request left with no open
 *   offer is escalated as well (the other lawyers' offers stay open otherwise).
 * Runs in the transaction that records or finds the lapse; its emails go to the mail outbox in the same transaction.
 * Returns how many requests went to the office.
 */
export async function handOverRequestsOfLapsedLawyer(trx: Trx, opts: { userId: string; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const lawyerIds = (await trx.selectFrom("lawyers").select("id").where("user_id", "=", opts.userId).execute()).map((l) => l.id);
  if (lawyerIds.length === 0) return 0;
  const addressed = await trx
    .updateTable("consultations")
    .set({ lawyer_id: null, fee_qar: null, any_lawyer: true, escalated_at: now, updated_at: sql<Date>`now()` })
    .where("lawyer_id", "in", lawyerIds)
    .where("status", "=", "requested")
    .returning(["id", "reference", "kind", "status", "starts_at"])
    .execute();
  for (const consultation of addressed) await tellOffice(trx, { consultation, cause: "lawyer_unavailable" });
  const withdrawn = await trx
    .deleteFrom("consultation_offers")
    .where("lawyer_id", "in", lawyerIds)
    .where("declined_at", "is", null)
    .returning("consultation_id")
    .execute();
  let orphaned: Claimed[] = [];
  if (withdrawn.length > 0) {
    orphaned = await trx
      .updateTable("consultations")
      .set({ escalated_at: now })
      .where("id", "in", [...new Set(withdrawn.map((w) => w.consultation_id))])
      .where("status", "=", "requested")
      .where("lawyer_id", "is", null)
      .where("escalated_at", "is", null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("consultation_offers as o")
              .select("o.consultation_id")
              .whereRef("o.consultation_id", "=", "consultations.id")
              .where("o.declined_at", "is", null),
          ),
        ),
      )
      .returning(["id", "reference", "kind", "status", "starts_at"])
      .execute();
    for (const consultation of orphaned) await tellOffice(trx, { consultation });
  }
  return addressed.length + orphaned.length;
}

/** The escalation worker of one app server (every REMINDER_INTERVAL_MS, with the reminders). */
export function startEscalationWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  // The loop stops when a batch escalates nothing; a batch of candidates not yet due escalates nothing.
  return startBatchWorker({ name: "request escalation", intervalMs, runBatch: () => runDueEscalations(db) });
}
