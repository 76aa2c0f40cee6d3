import { sql } from "kysely";
import type { DB } from "#db/index";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { qatarToday } from "#server/lawyer-desk/schemas";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import { reviewPath } from "./decisions";
import { licenceExpiryEmail, licenceFactsOf } from "./emails";
import { claimApprovedLicences, runDueLicenceLapses } from "./licence-lapse";
import { LICENCE_NOTICE_DAYS } from "./schemas";
import { localeOf } from "~/i18n/config";

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The notice 30 days before a lawyer's licence expires (issue 10 §2), to the lawyer and to every admin,
 * each as an in-app notification and an email in their own language, exactly once per expiry date even
 * when several app servers run this worker: like the hearing reminders (server/cases/reminders.ts), a
 * run claims the due licences with SELECT ... FOR UPDATE SKIP LOCKED and marks them
 * (reminder_sent_for = the expiry date) in the transaction that writes the notifications, so another
 * server skips rows being sent and never sees them unsent again. A renewed licence (a new date) is
 * announced again when its own time comes; one recorded with less than 30 days left is announced at
 * the next run; an expired one, or a lawyer who is not approved, is not.
 */
export async function runDueLicenceReminders(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const limit = opts.limit ?? 50;
  const today = qatarToday(opts.now ?? new Date());
  const horizon = addDays(today, LICENCE_NOTICE_DAYS);
  const sent = await db.transaction().execute(async (trx) => {
    const due = await claimApprovedLicences(trx, {
      where: (q) =>
        q
          .where("ll.licence_expires_on", ">=", today)
          .where("ll.licence_expires_on", "<=", horizon)
          .where(sql<boolean>`ll.reminder_sent_for is distinct from ll.licence_expires_on`),
      limit,
    });
    if (due.length === 0) return 0;
    for (const row of due) {
      await trx.updateTable("lawyer_licences").set({ reminder_sent_for: row.licence_expires_on }).where("user_id", "=", row.user_id).execute();
    }
    const admins = await trx
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.id")
      .select(["user.id", "user.name", "user.email", "user.locale"])
      .where("profiles.user_type", "=", "admin")
      .where("user.suspended_at", "is", null)
      .execute();
    const baseUrl = getEnv().BASE_URL;
    for (const row of due) {
      const licence = licenceFactsOf(row);
      await notify(trx, [row.user_id], "licence_expiring", { href: "/dashboard/lawyer#documents", expiresOn: row.licence_expires_on });
      await notify(
        trx,
        admins.map((a) => a.id),
        "licence_expiring_admin",
        { href: reviewPath(row.user_id), expiresOn: row.licence_expires_on, lawyerName: row.name },
      );
      const lawyerMail = licenceExpiryEmail({
        name: row.name,
        locale: localeOf(row.locale),
        audience: "lawyer",
        lawyerName: row.name,
        licence,
        url: `${baseUrl}/dashboard/lawyer#documents`,
      });
      await enqueueMail(trx, { to: row.email, ...lawyerMail });
      for (const admin of admins) {
        const adminMail = licenceExpiryEmail({
          name: admin.name,
          locale: localeOf(admin.locale),
          audience: "admin",
          lawyerName: row.name,
          licence,
          url: `${baseUrl}${reviewPath(row.user_id)}`,
        });
        await enqueueMail(trx, { to: admin.email, ...adminMail });
      }
    }
    return due.length;
  });
  return sent;
}

/**
 * The licence worker of one app server: every `intervalMs` (REMINDER_INTERVAL_MS), see
 * server/common/worker.ts, the 30-day notices and the lapses whose date passed by itself (issue 25 §10,
 * ./licence-lapse.ts), each done once whatever the number of servers.
 */
export function startLicenceReminderWorker(db: DB, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({
    name: "licence reminders",
    intervalMs,
    runBatch: async () => (await runDueLicenceReminders(db)) + (await runDueLicenceLapses(db)),
  });
}
