import { sql } from "kysely";
import type { DB } from "#db/index";
import { createConfirmationToken, sendConfirmationEmail } from "#server/auth/auth";

/**
 * Issue 29: "I did not get the email" after signing up. A new confirmation link goes to an address whose account
 * waits for confirmation (not one already confirmed or suspended); whoever asks gets the same answer either way,
 * so the form tells nobody which addresses have accounts. The caller limits it per IP and per address.
 */
export async function resendConfirmationTo(db: DB, email: string): Promise<void> {
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "locale", "suspended_at"])
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.emailVerified || user.suspended_at) return;
  const token = await createConfirmationToken(db, user);
  await sendConfirmationEmail(db, { user, token });
}
