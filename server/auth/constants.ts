export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** The OAuth provider's id in better-auth's routes (its redirect URI is /api/auth/callback/{id}). */
export const OIDC_PROVIDER_ID = "oidc";
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
