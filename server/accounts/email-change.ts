import { createEmailVerificationToken } from "better-auth/api";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { recordOwnAccountChange } from "#server/audit/record";
import { getAuth } from "#server/auth/auth";
import { EMAIL_VERIFICATION_TTL_SECONDS } from "#server/auth/constants";
import { rememberEmailToken } from "#server/auth/email-tokens";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { emailChangeConfirmEmail, emailChangedEmail, emailChangeRequestedEmail } from "#server/mail/account-templates";
import { enqueueMail } from "#server/mail/outbox";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { passwordMatches, requireSecondFactorIfEnrolled } from "./two-factor";
import { localeOf } from "~/i18n/config";

/**
 * Issue 12 §2: changing the sign-in email address (decision record 025). The password (and, when two-factor
 * sign-in is on, a code from the app or a recovery code: issue 25 item 2) confirms that the person at the
 * keyboard owns the account; the new address confirms with a one-time link (better-auth's
 * own change-email token, through /verify-email like every confirmation link); the current address is
 * told at once and again when the change is done. An address that already has an account gets the same
 * answer and no email, so the form cannot tell anyone which addresses are registered.
 */

const CHANGES_PER_HOUR = 3;

interface Ctx {
  db: DB;
  viewer: Viewer;
  headers: Headers;
  clientIp: string;
}

export async function requestEmailChange(ctx: Ctx, input: { newEmail: string; password: string; code?: string }): Promise<{ requested: true }> {
  const user = ctx.viewer.user;
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw new AppError("email_unchanged");
  const limit = await consumeRateLimit(ctx.db, { key: `email-change:${user.id}`, limit: CHANGES_PER_HOUR, windowSeconds: 3600 });
  if (!limit.allowed) throw new AppError("rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
  if (!(await passwordMatches(ctx.db, user.id, input.password))) throw new AppError("wrong_current_password");
  // After the password, so a wrong one spends no recovery code.
  await requireSecondFactorIfEnrolled(ctx, input.code);

  const env = getEnv();
  const locale = localeOf((user as { locale?: string | null }).locale);
  const taken = await ctx.db
    .selectFrom("user")
    .select("id")
    .where(sql<string>`lower(email)`, "=", newEmail)
    .executeTakeFirst();
  const authContext = await getAuth(ctx.db).$context;
  await ctx.db.transaction().execute(async (trx) => {
    if (!taken) {
      const token = await createEmailVerificationToken(authContext.secret, user.email.toLowerCase(), newEmail, EMAIL_VERIFICATION_TTL_SECONDS, {
        requestType: "change-email-verification",
        userId: user.id,
      });
      await rememberEmailToken(trx, { token, userId: user.id });
      // Known to the account from now on, confirmed or not: closing it scrubs this address too (migration 0031).
      await trx.insertInto("user_email_history").values({ user_id: user.id, email: newEmail }).onConflict((oc) => oc.columns(["user_id", "email"]).doNothing()).execute();
      // kind=change: the page says it confirms a new address, not that it activates an account.
      const url = `${env.BASE_URL}/verify-email?token=${encodeURIComponent(token)}&kind=change`;
      await enqueueMail(trx, { to: newEmail, ...emailChangeConfirmEmail({ name: user.name, locale, url, newEmail }) });
    }
    await enqueueMail(trx, {
      to: user.email,
      ...emailChangeRequestedEmail({
        name: user.name,
        locale,
        newEmail,
        settingsUrl: `${env.BASE_URL}/account-settings`,
        resetUrl: `${env.BASE_URL}/forgot-password`,
      }),
    });
  });
  await recordOwnAccountChange(ctx.db, ctx, { action: "account.email.change_requested", after: { newEmail } });
  return { requested: true };
}

/** The change a confirmation token carries, read without checking it (better-auth checks it when it is used). */
export function emailChangeOf(token: string): { from: string; to: string; userId: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: string;
      updateTo?: string;
      userId?: string;
      requestType?: string;
    };
    if (payload.requestType !== "change-email-verification" || !payload.email || !payload.updateTo || !payload.userId) return null;
    return { from: payload.email, to: payload.updateTo, userId: payload.userId };
  } catch {
    return null;
  }
}

/** After a confirmed change: the former address is told. */
export async function afterEmailChanged(db: DB, change: { from: string; to: string; userId: string }): Promise<void> {
  const user = await db.selectFrom("user").select(["id", "name", "email", "locale"]).where("id", "=", change.userId).executeTakeFirst();
  if (!user || user.email.toLowerCase() !== change.to) return;
  await enqueueMail(db, {
    to: change.from,
    ...emailChangedEmail({ name: user.name, locale: localeOf(user.locale), newEmail: change.to, contactUrl: `${getEnv().BASE_URL}/contact` }),
  });
}
