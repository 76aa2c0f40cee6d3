import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { getEnv } from "#server/config/env";
import { handOverRequestsOfLapsedLawyer } from "#server/consultations/escalation";
import { licenceCurrent } from "#server/lawyers/listing";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import { licenceExpiredEmail, licenceFactsOf, type LicenceFacts } from "./emails";
import { localeOf } from "~/i18n/config";

/** Where the lawyer renews: their dashboard's documents, where the renewed licence is uploaded. */
export const RENEWAL_PATH = "/dashboard/lawyer#documents";

export interface LapsedLawyer {
  userId: string;
  name: string;
  email: string;
  locale: string | null;
  licence: LicenceFacts;
}

/**
 * Issue 25 §10: what a lapsed licence does, once (lawyer_licences.lapse_handled_at, migration 0030), in
 * the transaction that records or finds the lapse: the requests waiting for the lawyer go to the office
 * (server/consultations/escalation.ts, the clients told), and the lawyer gets an in-app notification and an
 * email in their language saying what stopped and how to renew. The lawyer's work itself is refused by the
 * procedures from the moment the date passes (server/lawyers/listing.ts, lawyerLicenceCurrent), whether
 * or not this has run yet.
 */
export async function handleLicenceLapse(trx: Transaction<Database>, lawyer: LapsedLawyer, opts: { now?: Date } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const handedOver = await handOverRequestsOfLapsedLawyer(trx, { userId: lawyer.userId, now });
  await notify(trx, [lawyer.userId], "licence_expired", { href: RENEWAL_PATH, expiresOn: lawyer.licence.licenceExpiresOn });
  const mail = licenceExpiredEmail({
    name: lawyer.name,
    locale: localeOf(lawyer.locale),
    licence: lawyer.licence,
    handedOver,
    url: `${getEnv().BASE_URL}${RENEWAL_PATH}`,
  });
  await enqueueMail(trx, { to: lawyer.email, ...mail });
  await trx.updateTable("lawyer_licences").set({ lapse_handled_at: now }).where("user_id", "=", lawyer.userId).execute();
}

function approvedLicences(trx: Transaction<Database>) {
  return trx
    .selectFrom("lawyer_licences as ll")
    .innerJoin("profiles as p", "p.id", "ll.user_id")
    .innerJoin("user as u", "u.id", "ll.user_id")
    .select(["ll.user_id", "ll.court_roll_level", "ll.licence_number", "ll.licence_expires_on", "u.name", "u.email", "u.locale"])
    .where("p.verification_status", "=", "verified");
}

/**
 * The licences of approved lawyers that `where` picks, earliest expiry first, claimed for this transaction
 * (FOR UPDATE SKIP LOCKED): what the licence workers (the 30-day notice, the lapse) run on, so that another
 * app server skips rows being handled and, once the transaction marks them, never sees them due again.
 */
export function claimApprovedLicences(
  trx: Transaction<Database>,
  opts: { where: (query: ReturnType<typeof approvedLicences>) => ReturnType<typeof approvedLicences>; limit: number },
) {
  return opts.where(approvedLicences(trx)).orderBy("ll.licence_expires_on").limit(opts.limit).forUpdate("ll").skipLocked().execute();
}

/**
 * The lapses nobody recorded: licences of approved lawyers whose date passed by itself, not handled yet.
 * Run by the licence worker of every app server (./licence-reminders.ts): a run claims the rows with
 * SELECT ... FOR UPDATE SKIP LOCKED and marks them in the transaction that handles them, so another
 * server skips rows being handled and never sees them unhandled again. Returns how many were handled.
 */
export async function runDueLicenceLapses(db: DB, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const handled = await db.transaction().execute(async (trx) => {
    const due = await claimApprovedLicences(trx, {
      where: (q) => q.where(sql<boolean>`not ${licenceCurrent("ll.licence_expires_on")}`).where("ll.lapse_handled_at", "is", null),
      limit: opts.limit ?? 20,
    });
    for (const row of due) {
      await handleLicenceLapse(
        trx,
        { userId: row.user_id, name: row.name, email: row.email, locale: row.locale, licence: licenceFactsOf(row) },
        { now: opts.now },
      );
    }
    return due.length;
  });
  return handled;
}
