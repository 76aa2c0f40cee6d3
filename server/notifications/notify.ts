import type { Transaction } from "kysely";
import type { Database } from "#db/schema";
import { publish } from "#server/realtime/bus";

/**
 * One in-app notification per reader that is not about a consultation or a case (account news: the
 * verification review, licences, reviews), written with the transaction of the change and announced
 * live on commit (server/realtime). `data.href` is where it leads (a path of ours); the rest are the
 * facts its sentence needs (app/components/notifications/notification-text.ts).
 */
export async function notify(trx: Transaction<Database>, userIds: string[], type: string, data: Record<string, unknown>) {
  if (userIds.length === 0) return;
  const rows = await trx
    .insertInto("notifications")
    .values(userIds.map((userId) => ({ user_id: userId, type, consultation_id: null, data: JSON.stringify(data) })))
    .returning(["id", "user_id"])
    .execute();
  for (const row of rows) await publish(trx, "user", { userId: row.user_id, kind: "notification", notificationId: row.id });
}
