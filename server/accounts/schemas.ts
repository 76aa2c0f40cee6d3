import { z } from "zod";
import { SIGNUP_USER_TYPES } from "#db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#server/auth/constants";
import { singleLineString } from "#server/common/text";
import { emailField, fullNameField, localeField } from "#server/common/fields";

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
