import type { DB } from "#db/index";
import { emailField, fullNameField, passwordField } from "#server/accounts/schemas";
import { provisionUser } from "#server/accounts/provision";
import { isCommonPassword } from "#server/auth/common-passwords";

/**
 * Creates an admin account (email confirmed, since an operator vouches for it) or promotes an
 * existing one. Throws with a plain message on bad input.
 */
export async function createAdmin(db: DB, opts: { email: string; name?: string; password?: string }) {
  const email = emailField.parse(opts.email);
  const existing = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) {
    await db.updateTable("profiles").set({ user_type: "admin" }).where("id", "=", existing.id).execute();
    return { created: false, email, userId: existing.id };
  }
  const name = fullNameField.safeParse(opts.name ?? "");
  if (!name.success) throw new Error("--name is required for a new admin (at least 2 letters).");
  const password = passwordField.safeParse(opts.password ?? "");
  if (!password.success || isCommonPassword(opts.password ?? "")) {
    throw new Error("A new admin needs --password (or ADMIN_PASSWORD) of at least 10 characters that is not a common password.");
  }
  const { userId } = await provisionUser(db, { email, name: name.data, password: password.data, role: "admin" });
  return { created: true, email, userId };
}
