import { betterAuth } from "better-auth";
import { genericOAuth, twoFactor } from "better-auth/plugins";
import { getDb, type DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { safeRedirectPath } from "#server/common/safe-redirect";
import { enqueueMail } from "#server/mail/outbox";
import { generateRecoveryCodes, recoveryCodeStore } from "./recovery-codes";
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "#server/mail/templates";
import { rememberEmailToken } from "./email-tokens";
import { isCommonPassword } from "./common-passwords";
import { fullNameField } from "#server/common/fields";
import { passwordHashingFor } from "./password-hashing";
import { suspensionGuard } from "./suspension";
import { twoFactorForOAuth } from "./two-factor-oauth";
import { APIError, createAuthMiddleware, createEmailVerificationToken } from "better-auth/api";
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  OIDC_PROVIDER_ID,
  PASSWORD_MAX_LENGTH,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
  TWO_FACTOR_CHALLENGE_SECONDS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from "./constants";
import { localeOf, type AppLocale } from "~/i18n/config";


/**
 * The account name as the settings page accepts it (fullNameField). A provider's name with markup, a
 * formula or other characters the form refuses keeps only what the form allows, spaces collapsed; if
 * that is not a name, the account is not made or changed.
 */
export function accountNameOrRefuse(raw: unknown): string {
  const direct = fullNameField.safeParse(raw);
  if (direct.success) return direct.data;
  const cleaned = String(raw ?? "")
    .normalize("NFC")
    .replace(/<[^>]*>/g, " ")
    .replace(/[^\p{L}\p{M}\s.'’-]/gu, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.'’-]+/u, "")
    .slice(0, 100)
    .trim();
  const second = fullNameField.safeParse(cleaned);
  if (second.success) return second.data;
  throw new APIError("BAD_REQUEST", { message: "Invalid name", code: "INVALID_NAME" });
}

function localeOfUser(user: object): AppLocale {
  return localeOf((user as { locale?: unknown }).locale);
}

/**
 * The confirmation email (sign-up, sign-in before confirming, and the back office's resend): the link
 * goes through /verify-email, which lets each token work once (see email-tokens.ts). `db` may be a
 * transaction, so the resend records the token with its audit row.
 */
export async function sendConfirmationEmail(
  db: DB,
  opts: { user: { id: string; name: string; email: string; locale?: string | null }; token: string; redirectTo?: string },
): Promise<void> {
  const env = getEnv();
  await rememberEmailToken(db, { token: opts.token, userId: opts.user.id });
  const back = opts.redirectTo ?? "";
  const path = safeRedirectPath(back, "");
  const redirectTo = path !== "/" && path !== "/client-area" ? path : "";
  const url = `${env.BASE_URL}/verify-email?token=${encodeURIComponent(opts.token)}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  const mail = verificationEmail({ name: opts.user.name, url, locale: localeOfUser(opts.user) });
  await enqueueMail(db, { to: opts.user.email, ...mail });
}

/** A fresh confirmation token, made the way better-auth makes the one of its own emails. */
export async function createConfirmationToken(db: DB, user: { id: string; email: string }): Promise<string> {
  const ctx = await getAuth(db).$context;
  return createEmailVerificationToken(ctx.secret, user.email, undefined, EMAIL_VERIFICATION_TTL_SECONDS, { userId: user.id });
}

function buildAuth(db: DB) {
  const env = getEnv();
  const oidcConfigured = Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID);
  // The recovery codes' store needs better-auth's key, known once the instance below exists (read lazily).
  let keyOf: () => Promise<Parameters<typeof recoveryCodeStore>[0] extends () => Promise<infer K> ? K : never> = () => Promise.reject(new Error("auth not built"));
  const auth = betterAuth({
    appName: "Qanun Legal",
    logger: { level: env.NODE_ENV === "test" ? "error" : "warn" },
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.BASE_URL],
    database: { db, type: "postgres", transaction: true },
    user: {
      // spec §3: the user's metadata is full_name and user_type; full_name is better-auth's `name`.
      additionalFields: {
        user_type: { type: "string", required: false, input: true },
        locale: { type: "string", required: false, input: true, defaultValue: "ar" },
        // Issue 10 §3 (migration 0010): set and cleared by the back office only, never from a request body.
        suspended_at: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      password: passwordHashingFor(env.NODE_ENV),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const mail = passwordResetEmail({ name: user.name, url, locale: localeOfUser(user) });
        await enqueueMail(db, { to: user.email, ...mail });
      },
      onPasswordReset: async ({ user }) => {
        const mail = passwordChangedEmail({
          name: user.name,
          locale: localeOfUser(user),
          resetUrl: `${env.BASE_URL}/forgot-password`,
        });
        await enqueueMail(db, { to: user.email, ...mail });
      },
      // No account enumeration: better-auth answers as for a new account; the owner is told by email.
      onExistingUserSignUp: async ({ user }) => {
        const mail = accountExistsEmail({
          name: user.name,
          signInUrl: `${env.BASE_URL}/client-area`,
          resetUrl: `${env.BASE_URL}/forgot-password`,
          locale: localeOfUser(user),
        });
        await enqueueMail(db, { to: user.email, ...mail });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token, url: authUrl }) => {
        // A sign-up that started elsewhere (e.g. a booking) carries its way back: a same-site path only.
        const back = new URL(authUrl, env.BASE_URL).searchParams.get("callbackURL") ?? "";
        await sendConfirmationEmail(db, { user, token, redirectTo: back });
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    advanced: {
      // server/http sets this header from the socket address and drops any value the client sent.
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      useSecureCookies: env.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Every signed-in request reads its session and user: one query with a join instead of two round
      // trips (issue 14 §2; the Kysely adapter supports joins).
      database: { joins: true },
    },
    // Issue 25 §2: a name that arrives through a request (the sign-up form, an OpenID provider's profile,
    // any better-auth endpoint) enters by the settings page's rule, or is refused. Server-side provisioning
    // (seed, create-admin, fixtures) calls the adapter without a request and is trusted as written.
    databaseHooks: {
      user: {
        create: { before: async (user, context) => (context ? { data: { ...user, name: accountNameOrRefuse(user.name) } } : undefined) },
        update: {
          before: async (user, context) =>
            context && typeof user.name === "string" ? { data: { ...user, name: accountNameOrRefuse(user.name) } } : undefined,
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // Issue 25 §2: no "trust this device" cookie that would skip the code at the next sign-in.
        if (body.trustDevice) throw new APIError("BAD_REQUEST", { message: "Trusted devices are not offered", code: "TRUST_DEVICE_REFUSED" });
        if (ctx.path === "/sign-up/email") {
          // spec §6 and issue: admin is never accepted from sign-up, whatever is posted.
          const type = body.user_type;
          if (type !== undefined && type !== "individual" && type !== "company" && type !== "lawyer") {
            throw new APIError("BAD_REQUEST", { message: "Invalid user type", code: "INVALID_USER_TYPE" });
          }
        }
        const password =
          ctx.path === "/sign-up/email" ? body.password : ctx.path === "/reset-password" || ctx.path === "/change-password" ? body.newPassword : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { message: "Password is too common", code: "PASSWORD_TOO_COMMON" });
        }
      }),
    },
    plugins: [
      suspensionGuard(),
      // Issue 12 §1: TOTP with one-time recovery codes (docs/decisions/022-two-factor.md). The secret is
      // confirmed with a first code before it counts (skipVerificationOnEnable stays false); no
      // "trust this device": every password sign-in of an enrolled account asks for the second step.
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        // Issue 29: codes without look-alike characters, accepted in any case (server/auth/recovery-codes.ts).
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          length: 10,
          customBackupCodesGenerate: generateRecoveryCodes,
          storeBackupCodes: recoveryCodeStore(() => keyOf()),
        },
      }),
      // better-auth does not ask OAuth sign-ins for the second factor; this does (see the file).
      twoFactorForOAuth({ secondStepUrl: `${env.BASE_URL}/client-area/two-factor` }),
      ...(oidcConfigured
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: env.OIDC_PROVIDER_NAME,
                  discoveryUrl: `${env.OIDC_ISSUER!.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID!,
                  clientSecret: env.OIDC_CLIENT_SECRET,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  keyOf = async () => (await auth.$context).secretConfig;
  return auth;
}

export type Auth = ReturnType<typeof buildAuth>;

const cache = new WeakMap<DB, Auth>();

/** The better-auth instance for the current database (one per database, so tests can swap it). */
export function getAuth(db: DB = getDb()): Auth {
  let auth = cache.get(db);
  if (!auth) {
    auth = buildAuth(db);
    cache.set(db, auth);
  }
  return auth;
}
