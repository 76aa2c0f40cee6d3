import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { getAuth } from "#server/auth/auth";

/**
 * Creates an account with a confirmed email and the given role, outside the sign-up form. Used by
 * scripts/create-admin (the only way an admin comes to exist) and by test fixtures; never by a route.
 */
export async function provisionUser(
  db: DB,
  opts: { email: string; name: string; password: string; role: Role | null; locale?: "ar" | "en" },
) {
  const ctx = await getAuth(db).$context;
  const hash = await ctx.password.hash(opts.password);
  const user = await ctx.internalAdapter.createUser(
    { email: opts.email, name: opts.name, emailVerified: true, locale: opts.locale ?? "ar" },
    { method: "admin" },
  );
  await ctx.internalAdapter.createAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  // The trigger made the profile with an unset role; set the one asked for.
  await db.updateTable("profiles").set({ user_type: opts.role }).where("id", "=", user.id).execute();
  return { userId: user.id };
}
