import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";

/** better-auth's error code for a suspended account; server/auth/auth-errors.ts maps it to `account_suspended`. */
export const ACCOUNT_SUSPENDED_CODE = "ACCOUNT_SUSPENDED";

/**
 * Issue 10 §3: a suspended account gets no session, whichever way it signs in.
 *
 * Every sign-in path of better-auth (email and password, OpenID Connect, any later one) ends in
 * `internalAdapter.createSession`, and this hook runs before that insert: it reads the account through
 * better-auth's own adapter (inside the sign-in's transaction when there is one) and refuses when
 * `suspended_at` is set. Password sign-in answers 403 with ACCOUNT_SUSPENDED only after the password
 * has been checked, so the answer never tells a stranger that an address is suspended; the OAuth
 * callback redirects to its error URL with `error=ACCOUNT_SUSPENDED`.
 *
 * The same idea as better-auth's admin plugin ban check, without that plugin's own `user.role` (this
 * app's roles are profiles.user_type) or its /admin/* endpoints (set-role would be a second way to
 * make an admin). See docs/decisions/014-user-suspension.md.
 */
export function suspensionGuard() {
  return {
    id: "qanun-suspension",
    init(authContext) {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                async before(session, ctx) {
                  const adapter = ctx?.context.internalAdapter ?? authContext.internalAdapter;
                  const user = await adapter.findUserById(session.userId);
                  if (user && (user as { suspended_at?: Date | string | null }).suspended_at) {
                    throw new APIError("FORBIDDEN", { message: "This account is suspended", code: ACCOUNT_SUSPENDED_CODE });
                  }
                },
              },
            },
          },
        },
      };
    },
  } satisfies BetterAuthPlugin;
}
