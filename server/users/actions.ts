import type { Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { recordAudit } from "#server/audit/record";
import { createConfirmationToken, sendConfirmationEmail } from "#server/auth/auth";
import { getEnv } from "#server/config/env";
import { enqueueMail } from "#server/mail/outbox";
import { accountSuspendedEmail, twoFactorResetEmail } from "#server/mail/templates";
import { forgetSuspendedSessions, rememberSuspendedSessions } from "#server/auth/suspended-sessions";
import { getFirmProfile } from "#server/firm/profile";
import { displayPhone } from "#server/firm/constants";
import type { Viewer } from "#server/auth/viewer";
import { AppError, notFound } from "#server/errors/app-error";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { localeOf } from "~/i18n/config";

/**
 * The back office's changes to an account (issue 10 §3). Each runs in one transaction with its audit
 * row, so the change and its record commit or roll back together. The caller is an admin (checked by
 * the procedures in ./router.ts); the target is whatever id was posted and is looked up here.
 */

interface AdminContext {
  db: DB;
  viewer: Viewer;
  clientIp: string;
}

/** Confirmation emails an admin may resend: per account, and per admin across accounts. */
export const RESEND_LIMIT_PER_ACCOUNT = { limit: 3, windowSeconds: 60 * 60 };
export const RESEND_LIMIT_PER_ADMIN = { limit: 30, windowSeconds: 60 * 60 };

const summaryOf = (user: { name: string; email: string }) => `${user.name} <${user.email}>`;

/** The audit row of an admin's change to an account, in the change's transaction (the account named by its name and address). */
function auditAccountChange(
  trx: Transaction<Database>,
  ctx: AdminContext,
  target: { id: string; name: string; email: string },
  change: { action: string; before?: Record<string, unknown>; after: Record<string, unknown> },
) {
  return recordAudit(
    trx,
    { viewer: ctx.viewer, clientIp: ctx.clientIp },
    { action: change.action, entityType: "user", entityId: target.id, summary: summaryOf(target), before: change.before, after: change.after },
  );
}

/** Signs the account out everywhere: every session row goes; how many there were. */
async function endSessions(trx: Transaction<Database>, userId: string) {
  const ended = await trx.deleteFrom("session").where("userId", "=", userId).executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/**
 * Suspends an account: it is signed out everywhere at once (every session row is deleted in the same
 * transaction) and no new session can be created while it stays suspended (server/auth/suspension.ts).
 * An admin cannot suspend their own account. The reason goes to the audit log and, issue 29, to the person: they
 * are emailed in their language with the reason and the firm's contact details (from the firm's settings), and a
 * page opened with an ended session's cookie explains the suspension (server/auth/suspended-sessions.ts).
 */
export async function suspendUser(ctx: AdminContext, input: { userId: string; reason: string }) {
  if (input.userId === ctx.viewer.user.id) throw new AppError("cannot_suspend_self");
  const firm = await getFirmProfile(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("user")
      .select(["id", "name", "email", "locale", "suspended_at"])
      .where("id", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) notFound();
    if (target.suspended_at) throw new AppError("user_already_suspended");
    const now = new Date();
    await trx
      .updateTable("user")
      .set({ suspended_at: now, suspension_reason: input.reason, suspended_by: ctx.viewer.user.id, updatedAt: now })
      .where("id", "=", target.id)
      .execute();
    await rememberSuspendedSessions(trx, target.id);
    const sessionsEnded = await endSessions(trx, target.id);
    await auditAccountChange(trx, ctx, target, { action: "user.suspend", before: { suspended: false }, after: { suspended: true, reason: input.reason, sessionsEnded } });
    const mail = accountSuspendedEmail({
      name: target.name,
      locale: localeOf(target.locale),
      reason: input.reason,
      firm: { email: firm.email, phone: firm.phone ? displayPhone(firm.phone) : null, whatsapp: firm.whatsapp ? displayPhone(firm.whatsapp) : null },
      contactUrl: `${getEnv().BASE_URL}/contact`,
    });
    await enqueueMail(trx, { to: target.email, ...mail });
    return { suspendedAt: now, sessionsEnded };
  });
}

/** Lifts a suspension: the person can sign in again (their old sessions stay ended). */
export async function reactivateUser(ctx: AdminContext, input: { userId: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("user")
      .select(["id", "name", "email", "suspended_at", "suspension_reason"])
      .where("id", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) notFound();
    if (!target.suspended_at) throw new AppError("user_not_suspended");
    await trx
      .updateTable("user")
      .set({ suspended_at: null, suspension_reason: null, suspended_by: null, updatedAt: new Date() })
      .where("id", "=", target.id)
      .execute();
    await forgetSuspendedSessions(trx, target.id);
    await auditAccountChange(trx, ctx, target, {
      action: "user.reactivate",
      before: { suspended: true, suspendedAt: new Date(target.suspended_at).toISOString(), reason: target.suspension_reason },
      after: { suspended: false },
    });
    return { reactivated: true as const };
  });
}

/**
 * Sends the account's confirmation email again, the same message and one-time link as at sign-up, in
 * the person's own language. Only for an address not yet confirmed; limited per account and per admin.
 * The token, the audit row and the sending go together: if the mail cannot be sent, neither the token
 * nor the record is kept.
 */
export async function resendConfirmation(ctx: AdminContext, input: { userId: string }) {
  const target = await ctx.db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "locale"])
    .where("id", "=", input.userId)
    .executeTakeFirst();
  if (!target) notFound();
  if (target.emailVerified) throw new AppError("email_already_confirmed");
  for (const check of [
    { key: `resend-confirmation:user:${target.id}`, ...RESEND_LIMIT_PER_ACCOUNT },
    { key: `resend-confirmation:admin:${ctx.viewer.user.id}`, ...RESEND_LIMIT_PER_ADMIN },
  ]) {
    const result = await consumeRateLimit(ctx.db, check);
    if (!result.allowed) throw new AppError("rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
  }
  const token = await createConfirmationToken(ctx.db, target);
  await ctx.db.transaction().execute(async (trx) => {
    await auditAccountChange(trx, ctx, target, { action: "user.confirmation.resend", after: { sentTo: target.email } });
    await sendConfirmationEmail(trx, { user: target, token });
  });
  return { sentTo: target.email };
}

/**
 * Issue 12 §1: resets an account's second factor for someone who lost their phone. Their secret and
 * recovery codes are deleted (better-auth's twoFactor row, and the flag on the account), every session
 * of theirs ends, and the audit row with the reason goes in the same transaction. They are then emailed
 * in their language: if they did not ask for it, they know to contact the firm. They sign in with their
 * password alone and set two-factor up again (a lawyer or an admin is sent straight to that page).
 */
export async function resetTwoFactor(ctx: AdminContext, input: { userId: string; reason: string }) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("user")
      .select(["id", "name", "email", "locale", "twoFactorEnabled"])
      .where("id", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) notFound();
    const factor = await trx.deleteFrom("twoFactor").where("userId", "=", row.id).executeTakeFirst();
    if (!row.twoFactorEnabled && Number(factor.numDeletedRows) === 0) throw new AppError("two_factor_not_enabled");
    const now = new Date();
    await trx
      .updateTable("user")
      .set({ twoFactorEnabled: false, two_factor_reset_at: now, two_factor_reset_by: ctx.viewer.user.id, updatedAt: now })
      .where("id", "=", row.id)
      .execute();
    const sessionsEnded = await endSessions(trx, row.id);
    await auditAccountChange(trx, ctx, row, { action: "user.two_factor.reset", before: { twoFactor: true }, after: { twoFactor: false, reason: input.reason, sessionsEnded } });
    const env = getEnv();
    const mail = twoFactorResetEmail({
      name: row.name,
      locale: localeOf(row.locale),
      signInUrl: `${env.BASE_URL}/client-area`,
      contactUrl: `${env.BASE_URL}/contact`,
    });
    // Queued with the reset itself: the notice is never lost, and SMTP being down does not undo the reset.
    await enqueueMail(trx, { to: row.email, ...mail });
    return row;
  });
  return { reset: true as const };
}
