import { z } from "zod";
import { SIGNUP_USER_TYPES } from "#db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RECOVERY_CODE_COUNT } from "#server/auth/constants";
import { singleLineString } from "#server/common/text";
import { asciiDigits, emailField, fullNameField, localeField } from "#server/common/fields";

// The account fields the sign-in and profile forms share with other domains live in the field vocabulary.
export { emailField, fullNameField, localeField };

/**
 * Field rules shared by the forms (conform parses with these on the server) and the procedures.
 * Messages are locale keys under `validation.` in app/locales/{ar,en}/common.json.
 */
export const passwordField = z
  .string({ error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, "validation.passwordMin")
  .max(PASSWORD_MAX_LENGTH, "validation.tooLong");

export const userTypeField = z.enum(SIGNUP_USER_TYPES, { error: "validation.userType" });

/** The password a person already has (sign-in, and re-entered before a sensitive change): any non-empty text. */
export const currentPasswordField = z
  .string({ error: "validation.required" })
  .min(1, "validation.required")
  .max(PASSWORD_MAX_LENGTH, "validation.tooLong");

export const signInInput = z.object({ email: emailField, password: currentPasswordField });

/** The fields of the sign-up form; the procedure adds the documents and where to go after confirming. */
export const signUpFields = z.object({
  fullName: fullNameField,
  email: emailField,
  password: passwordField,
  userType: userTypeField,
});

export const requestPasswordResetInput = z.object({ email: emailField });

export const resendConfirmationInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: singleLineString().min(1).max(512),
  newPassword: passwordField,
});

/**
 * A code from the authenticator app or a recovery code, asked besides the password when the account has
 * two-factor sign-in on (issue 25 item 2); optional here, required by the procedure for such an account.
 */
export const secondFactorCodeField = z.string().trim().max(40, "validation.tooLong").optional();

/** The same code where it must be given: an account with two-factor sign-in on, or turning it off. */
export const requiredSecondFactorCodeField = z
  .string({ error: "errors.two_factor_code_required" })
  .trim()
  .min(1, "errors.two_factor_code_required")
  .max(40, "validation.tooLong");

export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
  code: secondFactorCodeField,
  revokeOtherSessions: z.boolean().default(true),
});

export const updateProfileInput = z.object({ fullName: fullNameField });

/** A password for an account that has none yet (signed in with an identity provider only). */
export const setPasswordInput = z.object({ newPassword: passwordField, code: secondFactorCodeField });

export const verifyEmailInput = z.object({ token: z.string().min(1).max(2048) });

export const changeEmailInput = z.object({ newEmail: emailField, password: currentPasswordField, code: secondFactorCodeField });

export const setLocaleInput = z.object({ locale: localeField });

export const dataExportUrlInput = z.object({ id: z.string().max(64) });

export const closeAccountInput = z.object({ password: currentPasswordField, code: secondFactorCodeField });

export const revokeSessionInput = z.object({ sessionId: singleLineString().min(1).max(128) });

/** "١٢٣ ٤٥٦" → "123456": the six digits of an authenticator app, as phones set to Arabic type them. */
export const totpCodeField = z
  .string({ error: "validation.required" })
  .transform((v) => asciiDigits(v).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "validation.totpCode"));

export const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;

/**
 * A recovery code as a person types it: ten letters and digits, in any case, with or without the dash (or a
 * dash-like character, spaces anywhere), as XXXXX-XXXXX in upper case, the form the codes are compared in
 * (server/auth/recovery-codes.ts; codes made before issue 29 mixed cases and are compared upper-cased too).
 */
export function normaliseRecoveryCode(typed: string): string {
  const v = typed.normalize("NFKC").replace(/[\s\-\u2010-\u2015\u2212_]/g, "").toUpperCase();
  return /^[A-Z0-9]{10}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v;
}

export const recoveryCodeField = z
  .string({ error: "validation.required" })
  .transform(normaliseRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, "validation.recoveryCode"));

/** The second step of a sign-in: a code from the app, or a recovery code. */
export const signInStepInput = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCodeField }),
  z.object({ method: z.literal("recovery"), code: recoveryCodeField }),
]);

const reenteredPassword = z.object({ password: currentPasswordField });

/** The inputs of accounts.twoFactor.* (./two-factor.router.ts); the settings page's forms are these. */
export const twoFactorInputs = {
  start: reenteredPassword,
  confirm: z.object({ code: totpCodeField }),
  regenerateRecoveryCodes: reenteredPassword,
  recoveryCodesMatch: z.object({ codes: z.array(z.string().max(20)).min(1).max(RECOVERY_CODE_COUNT) }),
  disable: reenteredPassword.extend({ code: requiredSecondFactorCodeField }),
  verifySignIn: signInStepInput,
};
