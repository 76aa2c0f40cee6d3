import { APIError } from "better-auth/api";
import { AppError, type AppErrorCode } from "#server/errors/app-error";

const BY_BETTER_AUTH_CODE: Record<string, AppErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  INVALID_PASSWORD: "wrong_current_password",
  EMAIL_NOT_VERIFIED: "email_not_verified",
  PASSWORD_TOO_SHORT: "password_too_short",
  PASSWORD_TOO_LONG: "invalid_input",
  PASSWORD_TOO_COMMON: "password_too_common",
  INVALID_TOKEN: "token_invalid",
  TOKEN_EXPIRED: "token_invalid",
  INVALID_EMAIL: "invalid_input",
  INVALID_USER_TYPE: "invalid_input",
  FAILED_TO_CREATE_USER: "user_not_created",
  // server/auth/suspension.ts
  ACCOUNT_SUSPENDED: "account_suspended",
  // better-auth's twoFactor plugin (issue 12 §1)
  INVALID_CODE: "two_factor_code_invalid",
  INVALID_BACKUP_CODE: "recovery_code_invalid",
  INVALID_TWO_FACTOR_COOKIE: "two_factor_challenge_expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "two_factor_challenge_expired",
  ACCOUNT_TEMPORARILY_LOCKED: "two_factor_locked",
  TOTP_ALREADY_ENABLED: "two_factor_already_enabled",
  TOTP_NOT_ENABLED: "two_factor_not_enabled",
  TWO_FACTOR_NOT_ENABLED: "two_factor_not_enabled",
  BACKUP_CODES_NOT_ENABLED: "two_factor_not_enabled",
};

/** Runs a better-auth API call and turns its expected errors into AppErrors with catalogue codes. */
export async function callAuth<T>(fn: () => Promise<T>, fallback: AppErrorCode): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? "";
      // The plugin's account lock is a 429 of its own, with its own message.
      if (code === "ACCOUNT_TEMPORARILY_LOCKED") throw new AppError("two_factor_locked", { cause: error });
      if (error.status === "TOO_MANY_REQUESTS") throw new AppError("rate_limited", { cause: error });
      throw new AppError(BY_BETTER_AUTH_CODE[code] ?? fallback, { message: code || error.message, cause: error });
    }
    throw error;
  }
}

/** Set-Cookie headers of a better-auth Response, to forward on the page's own response. */
export function setCookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** For calls made with asResponse: throws the mapped AppError when the response is not ok. */
export async function expectOk(response: Response, fallback: AppErrorCode): Promise<Response> {
  if (response.ok || (response.status >= 300 && response.status < 400)) return response;
  const body = (await response.clone().json().catch(() => ({}))) as { code?: string; message?: string };
  if (body.code === "ACCOUNT_TEMPORARILY_LOCKED") throw new AppError("two_factor_locked");
  if (response.status === 429) throw new AppError("rate_limited");
  throw new AppError(BY_BETTER_AUTH_CODE[body.code ?? ""] ?? fallback, { message: body.code ?? body.message });
}
