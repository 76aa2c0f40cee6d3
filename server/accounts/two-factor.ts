import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import type { z } from "zod";
import { normaliseRecoveryCode, recoveryCodeField, totpCodeField, twoFactorInputs } from "./schemas";
import { generateRecoveryCodes } from "#server/auth/recovery-codes";
import { twoFactorChangedEmail } from "#server/mail/account-templates";
import { enqueueMail } from "#server/mail/outbox";
import { recordOwnAccountChange } from "#server/audit/record";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import type { DB } from "#db/index";
import { getAuth } from "#server/auth/auth";
import { callAuth, expectOk, setCookiesOf } from "#server/auth/auth-errors";
import { TOTP_ISSUER } from "#server/auth/constants";
import { readRole, ROLES_NEEDING_TWO_FACTOR } from "#server/auth/viewer";
import { AppError } from "#server/errors/app-error";
import { consumeRateLimit, type RateLimitRule } from "#server/rate-limit/rate-limit";
import { claimTotpCode } from "./totp-replay";
import { hasPasswordSignIn } from "./queries";
import { localeOf } from "~/i18n/config";

/**
 * Issue 12 §1: two-factor sign-in through better-auth's `twoFactor` plugin (server/auth/auth.ts). The
 * plugin owns the secret, the recovery codes (both encrypted with BETTER_AUTH_SECRET), the second step of
 * a sign-in (its signed `two_factor` cookie, five attempts per sign-in, an account lock after ten
 * failures in a row) and the session it hands out at the end. This file adds what the plugin leaves to
 * the application: our own rate limits, plain-form inputs (Arabic-Indic digits, spaces), the catalogue
 * errors, and enrolment outside a request for scripts and test fixtures. Its procedures are in
 * ./two-factor.router.ts.
 */

/** The second step of a sign-in: per client IP (generous: offices share one) and per pending sign-in. */
const SIGN_IN_STEP_RULES = {
  ip: (): RateLimitRule => ({ limit: Number(process.env.AUTH_IP_LIMIT ?? "") || 60, windowSeconds: 10 * 60 }),
  challenge: { limit: 10, windowSeconds: 10 * 60 } satisfies RateLimitRule,
};
/** The settings forms that take a password or a code: per account. */
const SETTINGS_RULE: RateLimitRule = { limit: 10, windowSeconds: 10 * 60 };

async function enforce(db: DB, checks: ({ key: string } & RateLimitRule)[]) {
  for (const check of checks) {
    const result = await consumeRateLimit(db, check);
    if (!result.allowed) throw new AppError("rate_limited", { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/** The value of better-auth's two_factor cookie in a Cookie header (any prefix), or "". */
function challengeCookieOf(headers: Headers): string {
  const cookie = headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)[^=;]*two_factor=([^;]*)/.exec(cookie);
  return match?.[1] ?? "";
}

export function hasTwoFactorChallenge(headers: Headers): boolean {
  return challengeCookieOf(headers) !== "";
}

/** The Base32 secret inside an otpauth:// URI: what a person types when they cannot scan the code. */
export function secretOfTotpUri(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/** The current code for a Base32 secret (as shown to the person): for scripts and tests. */
export async function totpCodeFor(base32Secret: string, opts: { stepsAhead?: number } = {}): Promise<string> {
  const otp = createOTP(base32.decode(base32Secret.toUpperCase()));
  // Issue 25 §6 spends each code once; a later 30-second step's code (still inside better-auth's window)
  // is how a test, like a patient person, gets a second one without waiting.
  return opts.stepsAhead ? otp.hotp(Math.floor(Date.now() / 30_000) + opts.stepsAhead) : otp.totp();
}

async function twoFactorRow(db: DB, userId: string) {
  return db.selectFrom("twoFactor").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** How long freshly made recovery codes wait to be shown (once) by the page the action redirects to. */
const SHOW_CODES_SECONDS = 10 * 60;
const showCodesKey = (userId: string) => `qanun-2fa-show-codes:${userId}`;

/**
 * The settings page shows new recovery codes once, on the page its form redirects to (plain forms:
 * post, redirect, get). This marks that they may be shown; takeRecoveryCodesToShow spends the mark.
 */
async function allowShowingCodes(db: DB, userId: string) {
  const expiresAt = new Date(Date.now() + SHOW_CODES_SECONDS * 1000);
  await db.deleteFrom("verification").where("identifier", "=", showCodesKey(userId)).execute();
  await db.insertInto("verification").values({ id: crypto.randomUUID(), identifier: showCodesKey(userId), value: userId, expiresAt }).execute();
}

async function recoveryCodesOf(db: DB, userId: string): Promise<string[]> {
  const result = await getAuth(db).api.viewBackupCodes({ body: { userId } });
  return result.backupCodes;
}

/**
 * Enrols an account without a request (the demo seed, `create-admin`, test fixtures): the same row and
 * flag better-auth writes after a confirmed first code, encrypted the same way. `secret` (the raw secret
 * better-auth would generate, 32 letters and digits) may be fixed by a fixture; otherwise it is random.
 * Returns the Base32 secret, its otpauth:// URI and the recovery codes, for the caller to print once.
 */
export async function enrolTwoFactorDirectly(
  db: DB,
  opts: { userId: string; rawSecret?: string },
): Promise<{ secret: string; totpURI: string; recoveryCodes: string[] }> {
  const ctx = await getAuth(db).$context;
  const user = await db.selectFrom("user").select(["email"]).where("id", "=", opts.userId).executeTakeFirstOrThrow();
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const random = (length: number) => Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => alphabet[b % alphabet.length]).join("");
  const rawSecret = opts.rawSecret ?? random(32);
  const recoveryCodes = generateRecoveryCodes();
  const values = {
    secret: await symmetricEncrypt({ key: ctx.secretConfig, data: rawSecret }),
    backupCodes: await symmetricEncrypt({ key: ctx.secretConfig, data: JSON.stringify(recoveryCodes) }),
    verified: true,
    failedVerificationCount: 0,
    lockedUntil: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("twoFactor").where("userId", "=", opts.userId).execute();
    await trx
      .insertInto("twoFactor")
      .values({ id: crypto.randomUUID(), userId: opts.userId, ...values })
      .execute();
    await trx.updateTable("user").set({ twoFactorEnabled: true, updatedAt: new Date() }).where("id", "=", opts.userId).execute();
  });
  const totpURI = createOTP(rawSecret).url(TOTP_ISSUER, user.email);
  return { secret: secretOfTotpUri(totpURI), totpURI, recoveryCodes };
}

/** The Base32 secret stored for an account (encrypted by better-auth), for tests that sign in as it. */
export async function storedTotpSecret(db: DB, userId: string): Promise<string | null> {
  const row = await twoFactorRow(db, userId);
  if (!row) return null;
  const ctx = await getAuth(db).$context;
  const raw = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  return secretOfTotpUri(createOTP(raw).url(TOTP_ISSUER, "x"));
}

/** The security notice of turning two-factor sign-in on or off, to the account's address in its language. */
async function queueTwoFactorNotice(db: DB, viewer: Viewer, enabled: boolean) {
  const env = getEnv();
  const user = viewer.user as Viewer["user"] & { locale?: string | null };
  await enqueueMail(db, {
    to: user.email,
    ...twoFactorChangedEmail({
      name: user.name,
      locale: localeOf(user.locale),
      enabled,
      settingsUrl: `${env.BASE_URL}/account-settings`,
      resetUrl: `${env.BASE_URL}/forgot-password`,
    }),
  });
}

/** Checks the account's password the way better-auth does, without changing anything. */
export async function passwordMatches(db: DB, userId: string, password: string): Promise<boolean> {
  const account = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (!account?.password) return false;
  const ctx = await getAuth(db).$context;
  return ctx.password.verify({ hash: account.password, password });
}

/**
 * Checks a code from the signed-in person's authenticator app, or one of their recovery codes (which
 * it spends), through better-auth; throws two_factor_code_invalid or recovery_code_invalid. For the
 * settings that need more than the password (turning two-factor off, closing the account).
 */
export async function verifySecondFactor(db: DB, opts: { headers: Headers; userId: string; code: string }): Promise<void> {
  const { headers, code } = opts;
  const auth = getAuth(db);
  const recovery = recoveryCodeField.safeParse(code);
  if (recovery.success && !/^\d+$/.test(code.trim())) {
    await callAuth(() => auth.api.verifyBackupCode({ body: { code: recovery.data, disableSession: true }, headers }), "recovery_code_invalid");
    return;
  }
  const totp = totpCodeField.safeParse(code);
  if (!totp.success) throw new AppError("two_factor_code_invalid");
  await callAuth(() => auth.api.verifyTOTP({ body: { code: totp.data }, headers }), "two_factor_code_invalid");
  // Issue 25 §6: a code is accepted once, also when it was spent on a sign-in a moment ago.
  if (!(await claimTotpCode(db, { userId: opts.userId, code: totp.data }))) throw new AppError("two_factor_code_used");
}

/**
 * Issue 25 item 2: for an account with two-factor sign-in on, changing the password, setting one or
 * starting an email change needs a code from the app or a recovery code besides the password, so a
 * stolen session plus a guessed or phished password cannot take the account over. Call it after the
 * password has been checked (a wrong password then spends no recovery code) and before anything changes.
 * Does nothing for an account without two-factor sign-in; otherwise throws two_factor_code_required
 * without a code, or verifySecondFactor's error for a wrong or spent one.
 */
export async function requireSecondFactorIfEnrolled(
  ctx: { db: DB; headers: Headers; viewer: Pick<Viewer, "user" | "twoFactorEnabled"> },
  code: string | undefined,
): Promise<void> {
  if (!ctx.viewer.twoFactorEnabled) return;
  if (!code?.trim()) throw new AppError("two_factor_code_required");
  await verifySecondFactor(ctx.db, { headers: ctx.headers, userId: ctx.viewer.user.id, code });
}

/** The signed-in person and their request, as the two-factor settings need them. */
type Account = { db: DB; headers: Headers; viewer: Viewer; clientIp: string };
/** A request without a session yet (the second step of a sign-in). */
type Visitor = { db: DB; headers: Headers; clientIp: string };
type Input<K extends keyof typeof twoFactorInputs> = z.output<(typeof twoFactorInputs)[K]>;

/** What the settings page shows: on, waiting for the first code, or off; and whether the role needs it. */
export async function twoFactorStatus(ctx: Account) {
  const row = await twoFactorRow(ctx.db, ctx.viewer.user.id);
  const enabled = ctx.viewer.twoFactorEnabled && Boolean(row);
  const hasPassword = await hasPasswordSignIn(ctx.db, ctx.viewer.user.id);
  return {
    enabled,
    pending: !enabled && row?.verified === false,
    required: (ROLES_NEEDING_TWO_FACTOR as readonly (string | null)[]).includes(ctx.viewer.role),
    hasPassword,
    recoveryCodesLeft: enabled ? (await recoveryCodesOf(ctx.db, ctx.viewer.user.id)).length : null,
  };
}

/**
 * Step 1 of turning it on: the password, then better-auth makes a new secret (not yet in force: the
 * account keeps signing in with the password alone until the first code is confirmed).
 */
export async function startTwoFactor(ctx: Account, input: Input<"start">) {
  await enforce(ctx.db, [{ key: `2fa-settings:${ctx.viewer.user.id}`, ...SETTINGS_RULE }]);
  if (ctx.viewer.twoFactorEnabled) throw new AppError("two_factor_already_enabled");
  await callAuth(
    () => getAuth(ctx.db).api.enableTwoFactor({ body: { password: input.password }, headers: ctx.headers }),
    "invalid_input",
  );
  return { started: true as const };
}

/** Step 2's QR code and secret, while a new secret waits for its first code; never once it is in force. */
export async function pendingTwoFactorSetup(ctx: Account) {
  const row = await twoFactorRow(ctx.db, ctx.viewer.user.id);
  if (!row || row.verified !== false || ctx.viewer.twoFactorEnabled) return null;
  const auth = await getAuth(ctx.db).$context;
  const raw = await symmetricDecrypt({ key: auth.secretConfig, data: row.secret });
  const totpURI = createOTP(raw).url(TOTP_ISSUER, ctx.viewer.user.email);
  return { totpURI, secret: secretOfTotpUri(totpURI) };
}

/**
 * Step 3: the first code from the app. better-auth then turns two-factor on and replaces the session
 * (new cookie to forward); the recovery codes may then be shown once (takeRecoveryCodesToShow).
 */
export async function confirmTwoFactor(ctx: Account, input: Input<"confirm">) {
  await enforce(ctx.db, [{ key: `2fa-settings:${ctx.viewer.user.id}`, ...SETTINGS_RULE }]);
  const row = await twoFactorRow(ctx.db, ctx.viewer.user.id);
  if (!row || row.verified !== false) throw new AppError(ctx.viewer.twoFactorEnabled ? "two_factor_already_enabled" : "two_factor_not_set");
  const response = await getAuth(ctx.db).api.verifyTOTP({ body: { code: input.code }, headers: ctx.headers, asResponse: true });
  await expectOk(response, "two_factor_code_invalid");
  // The enrolment's first code is spent too, so it cannot also open a sign-in within its window.
  await claimTotpCode(ctx.db, { userId: ctx.viewer.user.id, code: input.code });
  await allowShowingCodes(ctx.db, ctx.viewer.user.id);
  await recordOwnAccountChange(ctx.db, ctx, { action: "account.two_factor.enable", before: { twoFactor: false }, after: { twoFactor: true } });
  await queueTwoFactorNotice(ctx.db, ctx.viewer, true);
  return { enabled: true as const, setCookies: setCookiesOf(response) };
}

/**
 * The recovery codes just made (by confirm or regenerateRecoveryCodes), once: the first read after
 * them gets the codes, every later one null. They are never shown again after that.
 */
export async function takeRecoveryCodesToShow(ctx: Account) {
  const mark = await ctx.db
    .deleteFrom("verification")
    .where("identifier", "=", showCodesKey(ctx.viewer.user.id))
    .where("expiresAt", ">", new Date())
    .returning("id")
    .executeTakeFirst();
  if (!mark || !ctx.viewer.twoFactorEnabled) return null;
  return recoveryCodesOf(ctx.db, ctx.viewer.user.id);
}

/** New recovery codes (the old ones stop working), after the password. */
export async function regenerateRecoveryCodes(ctx: Account, input: Input<"regenerateRecoveryCodes">) {
  await enforce(ctx.db, [{ key: `2fa-settings:${ctx.viewer.user.id}`, ...SETTINGS_RULE }]);
  if (!ctx.viewer.twoFactorEnabled) throw new AppError("two_factor_not_enabled");
  await callAuth(() => getAuth(ctx.db).api.generateBackupCodes({ body: { password: input.password }, headers: ctx.headers }), "invalid_input");
  await allowShowingCodes(ctx.db, ctx.viewer.user.id);
  await recordOwnAccountChange(ctx.db, ctx, { action: "account.recovery_codes.renew" });
  return { renewed: true as const };
}

/** Whether these are exactly the caller's unused recovery codes (the .txt download repeats only those). */
export async function recoveryCodesMatch(ctx: Account, input: Input<"recoveryCodesMatch">) {
  if (!ctx.viewer.twoFactorEnabled) return false;
  const current = new Set(await recoveryCodesOf(ctx.db, ctx.viewer.user.id));
  return input.codes.every((code) => current.has(normaliseRecoveryCode(code)));
}

/**
 * Turning it off needs the password and a code from the app (or a recovery code, for a lost phone).
 * The password is checked first, so a wrong one spends no recovery code.
 */
export async function disableTwoFactor(ctx: Account, input: Input<"disable">) {
  await enforce(ctx.db, [{ key: `2fa-settings:${ctx.viewer.user.id}`, ...SETTINGS_RULE }]);
  if (!ctx.viewer.twoFactorEnabled) throw new AppError("two_factor_not_enabled");
  if (!(await passwordMatches(ctx.db, ctx.viewer.user.id, input.password))) throw new AppError("wrong_current_password");
  await verifySecondFactor(ctx.db, { headers: ctx.headers, userId: ctx.viewer.user.id, code: input.code });
  const auth = getAuth(ctx.db);
  const response = await auth.api.disableTwoFactor({ body: { password: input.password }, headers: ctx.headers, asResponse: true });
  await expectOk(response, "wrong_current_password");
  await recordOwnAccountChange(ctx.db, ctx, { action: "account.two_factor.disable", before: { twoFactor: true }, after: { twoFactor: false } });
  await queueTwoFactorNotice(ctx.db, ctx.viewer, false);
  return { disabled: true as const, setCookies: setCookiesOf(response) };
}

/**
 * The second step of a sign-in (no session yet: better-auth's signed two_factor cookie says whose). A
 * wrong or expired code, a spent recovery code, five wrong tries (the sign-in must start again) and the
 * account lock each have their own catalogue code.
 */
export async function verifySignInStep(ctx: Visitor, input: Input<"verifySignIn">) {
  const challenge = challengeCookieOf(ctx.headers);
  if (!challenge) throw new AppError("two_factor_challenge_expired");
  await enforce(ctx.db, [
    { key: `2fa-sign-in:ip:${ctx.clientIp}`, ...SIGN_IN_STEP_RULES.ip() },
    { key: `2fa-sign-in:challenge:${challenge.slice(0, 200)}`, ...SIGN_IN_STEP_RULES.challenge },
  ]);
  const auth = getAuth(ctx.db);
  const response =
    input.method === "totp"
      ? await auth.api.verifyTOTP({ body: { code: input.code }, headers: ctx.headers, asResponse: true })
      : await auth.api.verifyBackupCode({ body: { code: input.code }, headers: ctx.headers, asResponse: true });
  await expectOk(response, input.method === "totp" ? "two_factor_code_invalid" : "recovery_code_invalid");
  const body = (await response.json()) as { token?: string; user?: { id: string } };
  // Issue 25 §6: better-auth accepts a code for its whole window; a code already spent (a replayed
  // sign-in, or two racing with one code) loses the session it was just given.
  if (input.method === "totp" && body.user?.id && !(await claimTotpCode(ctx.db, { userId: body.user.id, code: input.code }))) {
    if (body.token) await ctx.db.deleteFrom("session").where("token", "=", body.token).execute();
    throw new AppError("two_factor_code_used");
  }
  const userId = body.user?.id ?? null;
  // The role picks the dashboard the sign-in lands on.
  return { userId, role: userId ? await readRole(ctx.db, userId) : null, setCookies: setCookiesOf(response) };
}
