import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#db/index";

/**
 * How long a claimed code is kept: better-auth accepts a code in the 30-second step before and after the
 * current one (90 s in all), so a code can be replayed for at most that long; two minutes covers it with
 * clock steps to spare.
 */
const CLAIM_SECONDS = 120;

function codeHash(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}\u0000${code.trim()}`).digest("hex");
}

/**
 * Issue 25 §6: marks a TOTP code that better-auth has just accepted for `userId` as spent. Returns false
 * when the same code was already spent within its window (a replay, or a second sign-in racing the first
 * with the same code): the caller must then undo what the code would have allowed. The insert is the
 * arbiter, so two servers accepting the same code at once still let only one through.
 */
export async function claimTotpCode(db: DB, opts: { userId: string; code: string }): Promise<boolean> {
  await db
    .deleteFrom("totp_codes_used")
    .where("user_id", "=", opts.userId)
    .where("used_at", "<", sql<Date>`now() - make_interval(secs => ${CLAIM_SECONDS})`)
    .execute();
  const claimed = await db
    .insertInto("totp_codes_used")
    .values({ user_id: opts.userId, code_hash: codeHash(opts.userId, opts.code) })
    .onConflict((oc) => oc.columns(["user_id", "code_hash"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return claimed !== undefined;
}
