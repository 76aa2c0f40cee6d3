export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The OAuth provider's id in better-auth's routes (its redirect URI is /api/auth/callback/{id}). */
export const OIDC_PROVIDER_ID = "oidc";
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** Issue 12 §1: the name authenticator apps show beside the account. */
export const TOTP_ISSUER = "Qanun Legal";
/** How long the second step of a sign-in stays open after the password (better-auth's two_factor cookie). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** Issue 29: recovery codes' characters, upper case without the look-alikes 0/O and 1/I/L (server/auth/recovery-codes.ts). */
export const RECOVERY_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** Where a lawyer or an admin without a second factor is sent, and where anyone manages theirs. */
export const TWO_FACTOR_SETTINGS_PATH = "/account-settings/two-factor";
