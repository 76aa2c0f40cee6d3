import type { DB } from "#db/index";
import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { isUuid } from "#server/common/ids";
import { EXPORTS_BUCKET, listExports, requestExport } from "#server/privacy/export";
import { findDeletionBlockers } from "#server/privacy/closure-scope";
import { closeAccount, previewDeletion } from "#server/privacy/deletion";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { afterEmailChanged, emailChangeOf, requestEmailChange } from "./email-change";
import { recordOwnAccountChange } from "#server/audit/record";
import { runInBackground } from "#server/common/background";
import { z } from "zod";
import { getEnv } from "#server/config/env";
import { safeRedirectPath } from "#server/common/safe-redirect";
import { getAuth } from "#server/auth/auth";
import { callAuth, expectOk, setCookiesOf } from "#server/auth/auth-errors";
import { OIDC_PROVIDER_ID } from "#server/auth/constants";
import { consumeEmailToken } from "#server/auth/email-tokens";
import { AppError } from "#server/errors/app-error";
import { enforceAuthRateLimit } from "#server/rate-limit/rate-limit";
import {
  DOCUMENT_KEYS,
  findRefusedDocuments,
  uploadVerificationDocuments,
  type UploadOutcome,
} from "#server/documents/verification-documents";
import { authedProcedure, publicProcedure, router } from "#server/trpc/init";
import {
  changeEmailInput,
  changePasswordInput,
  closeAccountInput,
  dataExportUrlInput,
  localeField,
  requestPasswordResetInput,
  resendConfirmationInput,
  resetPasswordInput,
  revokeSessionInput,
  setLocaleInput,
  setPasswordInput,
  signInInput,
  signUpFields,
  updateProfileInput,
  verifyEmailInput,
} from "./schemas";
import { passwordMatches, requireSecondFactorIfEnrolled } from "./two-factor";
import { twoFactorRouter } from "./two-factor.router";
import { resendConfirmationTo } from "./confirmation";
import { endOwnSessions, hasPasswordSignIn, listOwnSessions, readyExportOf, setUserLocale, userExists, verificationOf } from "./queries";
import { isCommonPassword } from "#server/auth/common-passwords";
import { readRole, type Viewer } from "#server/auth/viewer";
import { passwordChangedEmail } from "#server/mail/templates";
import { enqueueMail } from "#server/mail/outbox";
import { localeOf } from "~/i18n/config";

const incomingDocument = z.object({
  key: z.enum(DOCUMENT_KEYS),
  fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH),
  bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable(),
});

const signUpInput = signUpFields.extend({
  locale: localeField.default("ar"),
  documents: z.array(incomingDocument).max(8).default([]),
  // Where to go after confirming and signing in (e.g. back to a booking); a same-site path only.
  redirectTo: z
    .string()
    .max(1000)
    .transform((value) => safeRedirectPath(value, "") || undefined)
    .optional()
    .catch(undefined),
});


/** The password form's tries per account (a session alone must not be a way to guess the password or a code). */
const PASSWORD_CHANGES = { limit: 10, windowSeconds: 10 * 60 };

async function enforcePasswordChangeLimit(db: DB, userId: string) {
  const limit = await consumeRateLimit(db, { key: `password-change:${userId}`, ...PASSWORD_CHANGES });
  if (!limit.allowed) throw new AppError("rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
}

/**
 * Issue 25 item 2: every change or setting of a password is told to the account's current address, in its
 * language, with the way back (a reset) in case it was not them. Queued in the outbox by the same request.
 */
async function queuePasswordChangedNotice(db: DB, viewer: Viewer) {
  const mail = passwordChangedEmail({
    name: viewer.user.name,
    locale: localeOf(viewer.user.locale),
    resetUrl: `${getEnv().BASE_URL}/forgot-password`,
  });
  await enqueueMail(db, { to: viewer.user.email, ...mail });
}

export const accountsRouter = router({
  /** Issue 12 §1: TOTP and recovery codes (./two-factor.router.ts). */
  twoFactor: twoFactorRouter,

  /**
   * spec §5/§7: sign-up with metadata {full_name, user_type}; confirmation pending, no session.
   * An address that already has an account gets the same answer (better-auth returns a synthetic
   * user and mails the owner instead), and its documents are not stored anywhere.
   */
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    await enforceAuthRateLimit(ctx.db, { action: "sign-up", ip: ctx.clientIp, email: input.email });
    const result = await callAuth(
      () =>
        getAuth(ctx.db).api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: input.fullName,
            user_type: input.userType,
            locale: input.locale,
            callbackURL: input.redirectTo ?? "/client-area",
          },
          headers: ctx.headers,
        }),
      "user_not_created",
    );
    if (!result?.user?.id) throw new AppError("user_not_created");
    const created = (await userExists(ctx.db, result.user.id)) ? { id: result.user.id } : undefined;
    let uploads: UploadOutcome = { uploaded: [], failed: [], profileUpdateFailed: false };
    const wantsDocuments = input.userType === "lawyer" || input.userType === "company";
    if (created && wantsDocuments && input.documents.length > 0) {
      uploads = await uploadVerificationDocuments({
        db: ctx.db,
        storage: ctx.storage,
        userId: created.id,
        documents: input.documents,
      });
    } else if (!created && wantsDocuments) {
      // The address already has an account: store nothing, but report the files that a new
      // account would have had refused, so the two answers look alike.
      uploads.failed = await findRefusedDocuments(input.documents);
    }
    return { confirmationPending: true as const, uploads };
  }),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    await enforceAuthRateLimit(ctx.db, { action: "sign-in", ip: ctx.clientIp, email: input.email });
    const response = await getAuth(ctx.db).api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: ctx.headers,
      asResponse: true,
    });
    await expectOk(response, "sign_in_failed");
    const body = (await response.json()) as { user?: { id: string }; twoFactorRedirect?: boolean };
    // Issue 12 §1: an enrolled account gets no session yet, only better-auth's two_factor cookie; the
    // second step (twoFactor.verifySignIn) turns it into a session.
    if (body.twoFactorRedirect) return { userId: null, role: null, twoFactorRequired: true as const, setCookies: setCookiesOf(response) };
    const userId = body.user?.id ?? null;
    // The role picks the dashboard the sign-in lands on.
    return { userId, role: userId ? await readRole(ctx.db, userId) : null, twoFactorRequired: false as const, setCookies: setCookiesOf(response) };
  }),

  /** OpenID Connect sign-in (spec §7): returns the provider URL and the state cookie to set. */
  startOAuth: publicProcedure.mutation(async ({ ctx }) => {
    const env = getEnv();
    if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) throw new AppError("oauth_unavailable");
    // better-auth 1.7's genericOAuth registers the provider as a social provider: sign-in starts at
    // /sign-in/social and the provider calls back to /api/auth/callback/{id}.
    const response = await getAuth(ctx.db).api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: `${env.BASE_URL}/client-area`,
        errorCallbackURL: `${env.BASE_URL}/client-area?oauth=failed`,
        newUserCallbackURL: `${env.BASE_URL}/client-area`,
        disableRedirect: true,
      },
      headers: ctx.headers,
      asResponse: true,
    });
    await expectOk(response, "oauth_unavailable");
    const body = (await response.json()) as { url?: string };
    if (!body.url) throw new AppError("oauth_unavailable");
    return { url: body.url, setCookies: setCookiesOf(response) };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const response = await getAuth(ctx.db).api.signOut({ headers: ctx.headers, asResponse: true });
    return { setCookies: setCookiesOf(response) };
  }),

  /**
   * Always answers the same, whether or not the address has an account, in words and in time: the reset
   * itself (a token and a queued email for a known address, nothing for an unknown one) runs after the
   * answer (issue 14 §4). The rate limit is counted first, and an outage still answers 503 from it.
   */
  requestPasswordReset: publicProcedure.input(requestPasswordResetInput).mutation(async ({ ctx, input }) => {
    await enforceAuthRateLimit(ctx.db, { action: "password-reset", ip: ctx.clientIp, email: input.email });
    const headers = new Headers(ctx.headers);
    runInBackground("password reset request", () =>
      getAuth(ctx.db).api.requestPasswordReset({
        body: { email: input.email, redirectTo: `${getEnv().BASE_URL}/update-password` },
        headers,
      }),
    );
    return { sent: true as const };
  }),

  /** Issue 29: a new confirmation link for an account that waits for one; the same answer whatever the address. */
  resendConfirmation: publicProcedure.input(resendConfirmationInput).mutation(async ({ ctx, input }) => {
    await enforceAuthRateLimit(ctx.db, { action: "confirmation-resend", ip: ctx.clientIp, email: input.email });
    // In the background, like the reset request: the answer takes as long whether or not the address has an account.
    runInBackground("confirmation resend", () => resendConfirmationTo(ctx.db, input.email));
    return { sent: true as const };
  }),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await callAuth(
      () => getAuth(ctx.db).api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers: ctx.headers }),
      "token_invalid",
    );
    return { updated: true as const };
  }),

  /**
   * The current password and, when two-factor sign-in is on, a code from the app or a recovery code (issue 25
   * item 2). The password and the new password are checked before the code, so a refused change spends no
   * recovery code; the person is emailed and a lawyer's or an admin's change is in the audit log.
   */
  changePassword: authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.viewer.user.id;
    await enforcePasswordChangeLimit(ctx.db, userId);
    if (!(await passwordMatches(ctx.db, userId, input.currentPassword))) throw new AppError("wrong_current_password");
    if (isCommonPassword(input.newPassword)) throw new AppError("password_too_common");
    await requireSecondFactorIfEnrolled(ctx, input.code);
    const response = await getAuth(ctx.db).api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.revokeOtherSessions,
      },
      headers: ctx.headers,
      asResponse: true,
    });
    await expectOk(response, "invalid_input");
    await recordOwnAccountChange(ctx.db, ctx, { action: "account.password.change", after: { otherSessionsSignedOut: input.revokeOtherSessions } });
    await queuePasswordChangedNotice(ctx.db, ctx.viewer);
    return { updated: true as const, setCookies: setCookiesOf(response) };
  }),

  /**
   * For people who signed in through OAuth and have no password yet; with two-factor sign-in on, a code as
   * well (issue 25 item 2). Emailed and, for a lawyer or an admin, audited like a change.
   */
  setPassword: authedProcedure.input(setPasswordInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.viewer.user.id;
    await enforcePasswordChangeLimit(ctx.db, userId);
    // Refused before the code, so it spends no recovery code: an account that has a password changes it instead.
    if (await hasPasswordSignIn(ctx.db, userId)) throw new AppError("invalid_input");
    // better-auth's common-password hook covers sign-up, reset and change, not /set-password.
    if (isCommonPassword(input.newPassword)) throw new AppError("password_too_common");
    await requireSecondFactorIfEnrolled(ctx, input.code);
    await callAuth(
      () => getAuth(ctx.db).api.setPassword({ body: { newPassword: input.newPassword }, headers: ctx.headers }),
      "invalid_input",
    );
    await recordOwnAccountChange(ctx.db, ctx, { action: "account.password.set" });
    await queuePasswordChangedNotice(ctx.db, ctx.viewer);
    return { updated: true as const };
  }),

  /** The one-time link of the confirmation email (see server/auth/email-tokens.ts). */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    if (!(await consumeEmailToken(ctx.db, input.token))) throw new AppError("token_invalid");
    await callAuth(() => getAuth(ctx.db).api.verifyEmail({ query: { token: input.token } }), "token_invalid");
    // Issue 12 §2: a confirmed change of address is also told to the former one.
    const change = emailChangeOf(input.token);
    if (change) await afterEmailChanged(ctx.db, change);
    return { verified: true as const, newEmail: change?.to ?? null };
  }),

  /**
   * Issue 12 §2: asks to change the sign-in address (the password, and a code when two-factor sign-in is on,
   * confirm; the new address confirms by link).
   */
  requestEmailChange: authedProcedure
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx, input)),

  me: authedProcedure.query(async ({ ctx }) => {
    const [verification, hasPassword] = await Promise.all([verificationOf(ctx.db, ctx.viewer.user.id), hasPasswordSignIn(ctx.db, ctx.viewer.user.id)]);
    return { user: ctx.viewer.user, role: ctx.viewer.role, hasPassword, ...verification };
  }),

  updateProfile: authedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    await callAuth(
      () => getAuth(ctx.db).api.updateUser({ body: { name: input.fullName }, headers: ctx.headers }),
      "invalid_input",
    );
    if (input.fullName !== ctx.viewer.user.name) {
      await recordOwnAccountChange(ctx.db, ctx, { action: "account.profile.update", before: { name: ctx.viewer.user.name }, after: { name: input.fullName } });
    }
    return { updated: true as const };
  }),

  /** Keeps a signed-in person's language with their account, for emails and other devices. */
  setLocale: publicProcedure.input(setLocaleInput).mutation(async ({ ctx, input }) => {
    if (ctx.viewer) {
      await setUserLocale(ctx.db, ctx.viewer.user.id, input.locale);
    }
    return { locale: input.locale };
  }),

  listSessions: authedProcedure.query(({ ctx }) => listOwnSessions(ctx.db, { userId: ctx.viewer.user.id, currentSessionId: ctx.viewer.session.id })),

  /** Issue 12 §3: the caller's data exports, newest first. */
  dataExports: authedProcedure.query(({ ctx }) => listExports(ctx.db, ctx.viewer.user.id)),

  /** Issue 12 §3: asks for a copy of everything the platform holds about the caller (prepared in the background). */
  requestDataExport: authedProcedure.mutation(({ ctx }) => requestExport(ctx.db, ctx.viewer.user.id)),

  /** A short-lived link to one of the caller's own ready exports; anything else is "not found". */
  dataExportUrl: authedProcedure.input(dataExportUrlInput).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) throw new AppError("not_found");
    const ready = await readyExportOf(ctx.db, { userId: ctx.viewer.user.id, id: input.id });
    if (!ready) throw new AppError("not_found");
    const day = ready.createdAt.toISOString().slice(0, 10);
    return ctx.storage.signedUrl({ bucket: EXPORTS_BUCKET, key: ready.objectKey, expiresInSeconds: 300, downloadName: `qanun-data-${day}.zip` });
  }),

  /** Issue 12 §3: what closing the caller's account would delete, keep and cancel, and what must be handed over first. */
  deletionPreview: authedProcedure.query(async ({ ctx }) => {
    const preview = await previewDeletion(ctx.db, ctx.viewer.user.id);
    const credential = await hasPasswordSignIn(ctx.db, ctx.viewer.user.id);
    return { ...preview, role: ctx.viewer.role, hasPassword: credential, twoFactorEnabled: ctx.viewer.twoFactorEnabled };
  }),

  /**
   * Issue 12 §3: closes the caller's account for good (server/privacy/deletion.ts), after the password and,
   * when two-factor sign-in is on, a code from the app or a recovery code. Nothing to hand over is checked
   * first, so a refused closure spends no recovery code. Returns the cookies that end this browser's session
   * (every other session ended with the account).
   */
  closeAccount: authedProcedure
    .input(closeAccountInput)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.viewer.user.id;
      const limit = await consumeRateLimit(ctx.db, { key: `account-close:${userId}`, limit: 10, windowSeconds: 600 });
      if (!limit.allowed) throw new AppError("rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
      if ((await findDeletionBlockers(ctx.db, userId)).length > 0) throw new AppError("account_deletion_blocked");
      if (!(await hasPasswordSignIn(ctx.db, userId))) throw new AppError("account_needs_password");
      if (!(await passwordMatches(ctx.db, userId, input.password))) throw new AppError("wrong_current_password");
      await requireSecondFactorIfEnrolled(ctx, input.code);
      const closed = await closeAccount({ db: ctx.db, storage: ctx.storage, userId });
      // The session row went with the account; better-auth's sign-out still answers with the cookies that clear it.
      const response = await getAuth(ctx.db).api.signOut({ headers: ctx.headers, asResponse: true });
      return { closed: true as const, label: closed.label, setCookies: setCookiesOf(response) };
    }),

  /** Issue 12 §2: ends every session of the caller but this one (a lost phone, a shared computer). */
  revokeOtherSessions: authedProcedure.mutation(async ({ ctx }) => {
    const ended = await endOwnSessions(ctx.db, { userId: ctx.viewer.user.id, keep: ctx.viewer.session.id });
    if (ended > 0) await recordOwnAccountChange(ctx.db, ctx, { action: "account.session.revoke_others", after: { sessionsEnded: ended } });
    return { ended };
  }),

  /** Ends one of the caller's own sessions; someone else's session id is "not found". */
  revokeSession: authedProcedure.input(revokeSessionInput).mutation(async ({ ctx, input }) => {
    const ended = await endOwnSessions(ctx.db, { userId: ctx.viewer.user.id, keep: ctx.viewer.session.id, sessionId: input.sessionId });
    if (ended === 0) throw new AppError("not_found");
    await recordOwnAccountChange(ctx.db, ctx, { action: "account.session.revoke", after: { sessionId: input.sessionId } });
    return { revoked: true as const };
  }),
});
