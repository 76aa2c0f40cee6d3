import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import { publish } from "#server/realtime/bus";

/**
 * Everything that happens to a consultation goes through recordConsultationEvent, inside the
 * transaction that made the change: it appends to the consultation's timeline, writes an in-app
 * notification for each other party and announces it live (delivered on commit). Work that must not
 * run before the commit (emails with their .ics files) is queued on `effects` and run by the caller
 * after the transaction commits: `await effects.run()`.
 */
export const CONSULTATION_EVENT_TYPES = [
  "requested",
  "offered",
  "confirmed",
  "declined",
  "cancelled",
  "rescheduled",
  "completed",
  "no_show",
  "message",
  "file",
  "reminder_24h",
  "reminder_1h",
] as const;
export type ConsultationEventType = (typeof CONSULTATION_EVENT_TYPES)[number];

export class AfterCommit {
  private readonly tasks: (() => Promise<void>)[] = [];

  add(task: () => Promise<void>) {
    this.tasks.push(task);
  }

  /** Runs the queued work once the transaction has committed; one failure does not stop the rest. */
  async run(onError: (error: unknown) => void = () => {}): Promise<void> {
    for (const task of this.tasks.splice(0)) {
      try {
        await task();
      } catch (error) {
        onError(error);
      }
    }
  }
}

export interface ConsultationEventInput {
  consultationId: string;
  type: ConsultationEventType;
  /** The user who did it; null for the system (reminders, expiry). Never notified of their own act. */
  actorId: string | null;
  /** Small facts the timeline and the notification text need (a reason, the previous time...). */
  data?: Record<string, unknown>;
}

/** The users a consultation's news goes to: the client, the lawyer's account, or the offered lawyers. */
export async function partiesOf(db: Kysely<Database>, consultationId: string): Promise<{ clientId: string; lawyerUserIds: string[] }> {
  const row = await db
    .selectFrom("consultations")
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select(["consultations.client_id", "consultations.lawyer_id", "lawyers.user_id as lawyer_user_id"])
    .where("consultations.id", "=", consultationId)
    .executeTakeFirstOrThrow();
  if (row.lawyer_id) return { clientId: row.client_id, lawyerUserIds: row.lawyer_user_id ? [row.lawyer_user_id] : [] };
  const offered = await db
    .selectFrom("consultation_offers")
    .innerJoin("lawyers", "lawyers.id", "consultation_offers.lawyer_id")
    .select("lawyers.user_id")
    .where("consultation_offers.consultation_id", "=", consultationId)
    .where("consultation_offers.declined_at", "is", null)
    .where("lawyers.user_id", "is not", null)
    .execute();
  return { clientId: row.client_id, lawyerUserIds: offered.map((o) => o.user_id!) };
}

export async function recordConsultationEvent(
  trx: Transaction<Database>,
  input: ConsultationEventInput,
  _effects: AfterCommit,
): Promise<void> {
  const data = input.data ?? {};
  await trx
    .insertInto("consultation_events")
    .values({ consultation_id: input.consultationId, actor_id: input.actorId, type: input.type, data: JSON.stringify(data) })
    .execute();
  const { clientId, lawyerUserIds } = await partiesOf(trx, input.consultationId);
  const recipients = [...new Set([clientId, ...lawyerUserIds])].filter((id) => id !== input.actorId);
  if (recipients.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(recipients.map((userId) => ({ user_id: userId, type: input.type, consultation_id: input.consultationId, data: JSON.stringify(data) })))
    .execute();
  for (const userId of recipients) await publish(trx, "user", { userId, kind: "notification" });
}
