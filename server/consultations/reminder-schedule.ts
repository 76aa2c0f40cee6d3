import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema";

/** When the two reminders of a confirmed consultation fall due (issue 4 §1): 24 h and 1 h before it. */
export const REMINDER_OFFSETS = { "24h": 24 * 60 * 60 * 1000, "1h": 60 * 60 * 1000 } as const;
type ReminderKind = keyof typeof REMINDER_OFFSETS;

/**
 * Makes the reminder rows follow the consultation: for a confirmed consultation with a time, one row
 * per reminder still in the future (sent_at reset when the time moved); otherwise the unsent rows go.
 * Called by recordConsultationEvent, in the transaction of the change.
 */
export async function syncConsultationReminders(trx: Kysely<Database>, consultationId: string): Promise<void> {
  const c = await trx
    .selectFrom("consultations")
    .select(["status", "starts_at", sql<Date>`now()`.as("now")])
    .where("id", "=", consultationId)
    .executeTakeFirst();
  if (!c || c.status !== "confirmed" || !c.starts_at) {
    await trx.deleteFrom("consultation_reminders").where("consultation_id", "=", consultationId).where("sent_at", "is", null).execute();
    return;
  }
  const startsAt = new Date(c.starts_at).getTime();
  const now = new Date(c.now).getTime();
  for (const kind of Object.keys(REMINDER_OFFSETS) as ReminderKind[]) {
    const dueAt = new Date(startsAt - REMINDER_OFFSETS[kind]);
    if (dueAt.getTime() <= now) {
      // Already past for this time: no late "24 hours before" reminder; a sent one stays as the record.
      await trx
        .deleteFrom("consultation_reminders")
        .where("consultation_id", "=", consultationId)
        .where("kind", "=", kind)
        .where((eb) => eb.or([eb("sent_at", "is", null), eb("due_at", "<>", dueAt)]))
        .execute();
      continue;
    }
    await trx
      .insertInto("consultation_reminders")
      .values({ consultation_id: consultationId, kind, due_at: dueAt, sent_at: null })
      .onConflict((oc) =>
        oc.columns(["consultation_id", "kind"]).doUpdateSet({
          due_at: dueAt,
          sent_at: sql`case when consultation_reminders.due_at = excluded.due_at then consultation_reminders.sent_at else null end`,
        }),
      )
      .execute();
  }
}
