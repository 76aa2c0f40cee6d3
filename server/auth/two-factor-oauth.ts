import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { TWO_FACTOR_CHALLENGE_SECONDS } from "./constants";

/**
 * Issue 12 §1: an OpenID Connect sign-in of an account with two-factor sign-in asks for the code too.
 *
 * better-auth 1.7's twoFactor plugin only intercepts the password sign-in paths (its after hook matches
 * /sign-in/email, /sign-in/username, /sign-in/phone-number; better-auth issues #10322 and #9552 track
 * the rest), so an enrolled lawyer whose provider account was taken over would get in without a code.
 * This hook does for the OAuth callback exactly what the plugin does after a right password: the new
 * session is deleted with its cookie, and the plugin's own pending state is set up (a `2fa-…`
 * verification row naming the user, its `2fa-attempts-…` counter at 0, the signed `two_factor` cookie),
 * so the plugin's verify-totp and verify-backup-code endpoints finish the sign-in as usual. It then
 * sends the browser to /client-area/two-factor instead of the callback URL.
 * If a later better-auth gates OAuth itself, this hook finds no session left to intercept and does nothing.
 */
export function twoFactorForOAuth(opts: { secondStepUrl: string }): BetterAuthPlugin {
  return {
    id: "qanun-two-factor-oauth",
    hooks: {
      after: [
        {
          matcher: (context) => (context.path ?? "").startsWith("/callback/") || (context.path ?? "").startsWith("/oauth2/callback/"),
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data || !(data.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(opts.secondStepUrl);
          }),
        },
      ],
    },
  };
}
