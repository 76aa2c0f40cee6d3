import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { AdminEmailFrequency, Database } from "#db/schema";
import { ADMIN_EMAIL_FREQUENCIES } from "#db/schema";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { enqueueMail } from "#server/mail/outbox";
import { adminDigestEmail, adminNoticeEmail } from "#server/mail/admin-notice-templates";
import { publish } from "#server/realtime/bus";
import { localeOf } from "~/i18n/config";
import { ADMIN_NOTICE_KINDS, ADMIN_NOTICE_QUEUES, ADMIN_NOTICE_WINDOW_MINUTES, type AdminNoticeKind } from "./constants";
import { notify } from "./notify";

/**
 * Issue 29: every new item waiting for the firm (verification documents, a resubmission, a standing request, a company's
 * request, a contact message) tells every active admin, in the item's transaction: in-app, and by email in their language.
 *
 * Grouped: an item joins the admin's unread notification of the same kind from the last ADMIN_NOTICE_WINDOW_MINUTES
 * (its count goes up and it leads to the queue instead of the one item), and only a new notification sends an email,
 * so a burst of twenty contact messages is one notification and one email. An admin who chose the daily digest gets
 * no email per item; the digest worker below sends them one email a day that counts what arrived, by kind.
 */

type Db = Kysely<Database>;

async function activeAdmins(trx: Db) {
  return trx
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .leftJoin("admin_notice_settings as s", "s.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "user.locale", "s.email_frequency"])
    .where("profiles.user_type", "=", "admin")
    .where("user.suspended_at", "is", null)
    .execute();
}

export async function noticeAdmins(trx: Transaction<Database>, kind: AdminNoticeKind, item: { href: string }): Promise<void> {
  const admins = await activeAdmins(trx);
  if (admins.length === 0) return;
  // Joined: the admins who already have this kind's unread notification from the window.
  const joined = await trx
    .updateTable("notifications")
    .set({
      data: sql`jsonb_build_object('count', coalesce((data->>'count')::int, 1) + 1, 'href', ${ADMIN_NOTICE_QUEUES[kind]}::text)`,
    })
    .where("type", "=", kind)
    .where("read_at", "is", null)
    .where(
      "user_id",
      "in",
      admins.map((a) => a.id),
    )
    .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${ADMIN_NOTICE_WINDOW_MINUTES})`)
    .returning(["id", "user_id"])
    .execute();
  for (const row of joined) await publish(trx, "user", { userId: row.user_id, kind: "notification", notificationId: row.id });
  const already = new Set(joined.map((row) => row.user_id));
  const fresh = admins.filter((a) => !already.has(a.id));
  await notify(
    trx,
    fresh.map((a) => a.id),
    kind,
    { count: 1, href: item.href },
  );
  const baseUrl = getEnv().BASE_URL;
  for (const admin of fresh) {
    if ((admin.email_frequency ?? "each") !== "each") continue;
    const mail = adminNoticeEmail({ name: admin.name, locale: localeOf(admin.locale), kind, url: `${baseUrl}${item.href}`, queueUrl: `${baseUrl}${ADMIN_NOTICE_QUEUES[kind]}` });
    await enqueueMail(trx, { to: admin.email, ...mail });
  }
}

export async function getAdminEmailFrequency(db: DB, userId: string): Promise<AdminEmailFrequency> {
  const row = await db.selectFrom("admin_notice_settings").select("email_frequency").where("user_id", "=", userId).executeTakeFirst();
  return row?.email_frequency ?? "each";
}

/** Choosing the digest starts it from now: what arrived before was already emailed one by one. */
export async function setAdminEmailFrequency(db: DB, userId: string, frequency: AdminEmailFrequency): Promise<void> {
  if (!(ADMIN_EMAIL_FREQUENCIES as readonly string[]).includes(frequency)) throw new Error(`unknown frequency ${frequency}`);
  await db
    .insertInto("admin_notice_settings")
    .values({ user_id: userId, email_frequency: frequency, digest_sent_at: new Date(), updated_at: new Date() })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        email_frequency: frequency,
        updated_at: new Date(),
        digest_sent_at: sql`case when admin_notice_settings.email_frequency = 'daily' then admin_notice_settings.digest_sent_at else now() end`,
      }),
    )
    .execute();
}

export const DIGEST_EVERY_HOURS = 24;

/**
 * The daily digests that are due (the last one a day ago or more), each sent once even with several servers: the
 * admin's settings row is claimed FOR UPDATE SKIP LOCKED and moved forward in the transaction that queues the email.
 * A day with nothing new sends nothing. Returns how many admins were handled.
 */
export async function runDueAdminDigests(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_HOURS * 3_600_000);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("admin_notice_settings as s")
      .innerJoin("user", "user.id", "s.user_id")
      .innerJoin("profiles", "profiles.id", "s.user_id")
      .select(["s.user_id", "s.digest_sent_at", "user.name", "user.email", "user.locale"])
      .where("s.email_frequency", "=", "daily")
      .where("profiles.user_type", "=", "admin")
      .where("user.suspended_at", "is", null)
      .where((eb) => eb.or([eb("s.digest_sent_at", "is", null), eb("s.digest_sent_at", "<=", dueBefore)]))
      .limit(opts.limit ?? 50)
      .forUpdate("s")
      .skipLocked()
      .execute();
    let handled = 0;
    for (const admin of due) {
      const since = admin.digest_sent_at ? new Date(admin.digest_sent_at) : dueBefore;
      const rows = await trx
        .selectFrom("notifications")
        .select(["type", sql<number>`sum(coalesce((data->>'count')::int, 1))::int`.as("count")])
        .where("user_id", "=", admin.user_id)
        .where("type", "in", [...ADMIN_NOTICE_KINDS])
        .where("created_at", ">", since)
        .where("created_at", "<=", now)
        .groupBy("type")
        .execute();
      await trx.updateTable("admin_notice_settings").set({ digest_sent_at: now }).where("user_id", "=", admin.user_id).execute();
      handled++;
      if (rows.length === 0) continue;
      const counts = rows.map((r) => ({ kind: r.type as AdminNoticeKind, count: Number(r.count) }));
      const baseUrl = getEnv().BASE_URL;
      const mail = adminDigestEmail({ name: admin.name, locale: localeOf(admin.locale), counts, baseUrl });
      await enqueueMail(trx, { to: admin.email, ...mail });
    }
    return handled;
  });
}

/** The digest worker of one app server (server/common/worker.ts); a pass finds nothing until a digest is a day old. */
export function startAdminDigestWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "admin digests", intervalMs, runBatch: () => runDueAdminDigests(db) });
}
