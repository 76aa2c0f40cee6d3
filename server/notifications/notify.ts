import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { publish } from "#server/realtime/bus";

/** What a notification is about: a consultation, a case, or neither (account news). */
export type NotificationSubject = { consultationId: string } | { caseId: string } | null;

/**
 * The one writer of in-app notifications: one per reader, written with the transaction of the change
 * and announced live on commit (server/realtime). Case and consultation news comes through their event
 * pipeline (server/events/record.ts) with `about` set; account news (the verification review, licences,
 * reviews) has none, and `data.href` is where it leads (a path of ours). The rest of `data` are the facts
 * its sentence needs (app/components/notifications/notification-text.ts).
 */
export async function notify(trx: Transaction<Database>, userIds: string[], type: string, data: Record<string, unknown>, about: NotificationSubject = null) {
  if (userIds.length === 0) return;
  const subject = about && "caseId" in about ? { case_id: about.caseId } : { consultation_id: about?.consultationId ?? null };
  const rows = await trx
    .insertInto("notifications")
    .values(userIds.map((userId) => ({ user_id: userId, type, ...subject, data: JSON.stringify(data) })))
    .returning(["id", "user_id"])
    .execute();
  for (const row of rows) await publish(trx, "user", { userId: row.user_id, kind: "notification", notificationId: row.id });
}
