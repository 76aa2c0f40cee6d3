import crypto from "node:crypto";
import type { DB } from "#db/index";
import { EMAIL_VERIFICATION_TTL_SECONDS } from "./constants";

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Keeps the hash of a confirmation token so that /verify-email can accept it once only. */
export async function rememberEmailToken(db: DB, opts: { token: string; userId: string }) {
  await db
    .insertInto("email_tokens")
    .values({
      token_hash: hash(opts.token),
      user_id: opts.userId,
      purpose: "verify-email",
      expires_at: new Date(Date.now() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
    })
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .execute();
}

/** Deletes the token and says whether it was live: true at most once per token. */
export async function consumeEmailToken(db: DB, token: string): Promise<boolean> {
  const row = await db
    .deleteFrom("email_tokens")
    .where("token_hash", "=", hash(token))
    .where("purpose", "=", "verify-email")
    .returning("expires_at")
    .executeTakeFirst();
  return Boolean(row && new Date(row.expires_at) > new Date());
}
