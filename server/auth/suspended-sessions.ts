import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { getSessionCookie } from "better-auth/cookies";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";

/**
 * Issue 29: a person whose account is suspended while signed in is not dropped to the sign-in page without a word.
 * Suspension deletes their sessions (server/users/actions.ts); before it does, it remembers a hash of each
 * session's token in better-auth's key-value table (`verification`, as the recovery-codes mark does) until the
 * session would have expired. The next page they open with that cookie finds the mark and the sign-in page
 * explains the suspension. Only a hash is kept, and only the holder of the cookie can match it, so the mark tells
 * nobody else anything; reactivation forgets the marks.
 */
const PREFIX = "qanun-suspended-session:";

const keyOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

/** The session token inside better-auth's signed cookie value (`token.signature`, URL-encoded). */
function tokenOfCookie(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // a malformed value simply matches nothing
  }
  return decoded.split(".")[0] ?? "";
}

/** In the suspension's transaction, before its sessions are deleted. */
export async function rememberSuspendedSessions(trx: Kysely<Database>, userId: string): Promise<void> {
  const sessions = await trx.selectFrom("session").select(["token", "expiresAt"]).where("userId", "=", userId).execute();
  if (sessions.length === 0) return;
  await trx
    .insertInto("verification")
    .values(sessions.map((s) => ({ id: crypto.randomUUID(), identifier: keyOf(s.token), value: userId, expiresAt: new Date(s.expiresAt) })))
    .execute();
}

/** In the reactivation's transaction: old cookies no longer explain anything (the person can sign in again). */
export async function forgetSuspendedSessions(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom("verification").where("identifier", "like", `${PREFIX}%`).where("value", "=", userId).execute();
}

/** Whether this request's session cookie belonged to a session that a suspension ended. */
export async function endedBySuspension(db: DB, headers: Headers): Promise<boolean> {
  const cookie = getSessionCookie(headers);
  if (!cookie) return false;
  const token = tokenOfCookie(cookie);
  if (!token) return false;
  const row = await db
    .selectFrom("verification")
    .select("id")
    .where("identifier", "=", keyOf(token))
    .where("expiresAt", ">", new Date())
    .executeTakeFirst();
  return Boolean(row);
}
