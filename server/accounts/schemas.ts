import { z } from "zod";
import { SIGNUP_USER_TYPES } from "#db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#server/auth/constants";
import { singleLineString } from "#server/common/text";

/**
 * Field rules shared by the forms (conform parses with these on the server) and the procedures.
 * Messages are locale keys under `validation.` in app/locales/{ar,en}/common.json.
 */
export const emailField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(254, "validation.tooLong")
  .pipe(z.email({ error: "validation.email" }))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, "validation.passwordMin")
  .max(PASSWORD_MAX_LENGTH, "validation.tooLong");

/** Names: letters of any script, spaces and common punctuation; no markup. */
export const fullNameField = z
  .string({ error: "validation.required" })
  .trim()
  .min(2, "validation.nameMin")
  .max(100, "validation.tooLong")
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u, "validation.nameChars");

export const userTypeField = z.enum(SIGNUP_USER_TYPES, { error: "validation.userType" });
export const localeField = z.enum(["ar", "en"]);

export const signInInput = z.object({
  email: emailField,
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(PASSWORD_MAX_LENGTH, "validation.tooLong"),
});

export const requestPasswordResetInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: singleLineString().min(1).max(512),
  newPassword: passwordField,
});

/**
 * A code from the authenticator app or a recovery code, asked besides the password when the account has
 * two-factor sign-in on (issue 25 item 2); optional here, required by the procedure for such an account.
 */
export const secondFactorCodeField = z.string().trim().max(40, "validation.tooLong").optional();

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: "validation.required" }).min(1, "validation.required").max(PASSWORD_MAX_LENGTH),
  newPassword: passwordField,
  code: secondFactorCodeField,
  revokeOtherSessions: z.boolean().default(true),
});

export const updateProfileInput = z.object({ fullName: fullNameField });
