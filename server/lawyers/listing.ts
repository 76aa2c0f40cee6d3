import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * Issue 10 §2: a lawyer whose licence has expired leaves the directory, their profile, the sitemap and
 * booking by itself. The condition is evaluated at query time against today's date in Qatar
 * (qatar_today(), migration 0009), so nothing has to run on the day it lapses; a licence is valid
 * through its expiry date. NULL means no expiry recorded (every lawyer listed before the review existed).
 * Use it beside `verified = true` wherever a lawyer is shown to the public or offered for booking.
 */
export function licenceCurrent(column: "licence_expires_on" | "lawyers.licence_expires_on" | "l.licence_expires_on" = "licence_expires_on"): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  return sql<SqlBool>`(${ref} is null or ${ref} >= qatar_today())`;
}
