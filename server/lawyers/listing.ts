import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "#db/schema";

/** A column holding a licence's expiry date: lawyers.licence_expires_on or lawyer_licences.licence_expires_on, under any alias. */
type ExpiryColumn = "licence_expires_on" | `${string}.licence_expires_on`;

/**
 * Issue 10 §2: a lawyer whose licence has expired leaves the directory, their profile, the sitemap and
 * booking by itself. The condition is evaluated at query time against today's date in Qatar
 * (qatar_today(), migration 0009), so nothing has to run on the day it lapses; a licence is valid
 * through its expiry date. NULL means no expiry recorded (every lawyer listed before the review existed).
 * Use it beside `verified = true` wherever a lawyer is shown to the public or offered for booking.
 */
export function licenceCurrent(column: ExpiryColumn = "licence_expires_on"): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  return sql<SqlBool>`(${ref} is null or ${ref} >= qatar_today())`;
}

/**
 * Issue 25 §10: the lawyer account `userId` (a column, `sql.ref("user.id")`, or a value, `sql.val(id)`)
 * holds a licence in force, by the same rule as licenceCurrent: neither the licence the firm recorded
 * (lawyer_licences) nor its mirror on the directory entry (lawyers) has expired. An account with no
 * licence recorded is in force, as it is listed. Expiry ends the lawyer's work at once: use it wherever
 * a lawyer is given work (assignment lists and actions, authorship) or acts as a consultation's lawyer.
 */
export function lawyerLicenceCurrent(userId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not exists (select 1 from lawyer_licences recorded where recorded.user_id = ${userId} and not ${licenceCurrent("recorded.licence_expires_on")})
    and not exists (select 1 from lawyers entry where entry.user_id = ${userId} and not ${licenceCurrent("entry.licence_expires_on")}))`;
}

/**
 * Whether the lawyer account's licence is in force now (lawyerLicenceCurrent). Inside a transaction,
 * `lock` takes a share lock on the recorded licence first, so an admin recording a lapsed date at the same
 * moment (server/verifications/decisions.ts locks the row for update) is seen: the lawyer's act either
 * commits before the lapse is recorded, or waits for it and is refused.
 */
export async function isLawyerLicenceInForce(db: Kysely<Database>, userId: string, opts: { lock?: boolean } = {}): Promise<boolean> {
  if (opts.lock) await db.selectFrom("lawyer_licences").select("user_id").where("user_id", "=", userId).forShare().execute();
  const row = await db
    .selectNoFrom(lawyerLicenceCurrent(sql.val(userId)).as("in_force"))
    .executeTakeFirstOrThrow();
  return Boolean(row.in_force);
}
