import { OIDC_PROVIDER_ID } from "./constants";

/** Where better-auth is mounted (server/auth/auth.ts basePath, app/routes.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * Issue 25 §2: the better-auth HTTP endpoints reachable from outside, and only these. Every other
 * sign-in, second factor, password, email and session change goes through the app's own procedures,
 * which add what better-auth's endpoints lack (per-account limits, password and code, email to the
 * person, audit row, validated names) and never hand page script a session token.
 * - the password-reset link of the email (better-auth checks the token, then redirects to /update-password);
 * - the OpenID provider's redirect back (GET, or POST for a form_post response).
 * An allowlist on the normalised path, not better-auth's `disabledPaths` (a denylist whose router once
 * read `//path` as `/path`: GHSA-x732-6j76-qmhm).
 */
const ALLOWED: readonly { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "GET", path: /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/ },
  { method: "GET", path: new RegExp(`^/callback/${OIDC_PROVIDER_ID}$`) },
  { method: "POST", path: new RegExp(`^/callback/${OIDC_PROVIDER_ID}$`) },
];

/** True when better-auth may answer this request; anything else is "not found". */
export function isAllowedAuthRequest(request: Pick<Request, "method" | "url">): boolean {
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return false;
  }
  // The raw path must already be plain: no encoded characters, no doubled or dot segments, no backslash.
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`) || /%|\/\/|\\|\/\.\.?(\/|$)/.test(pathname)) return false;
  const rest = pathname.slice(AUTH_BASE_PATH.length);
  const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();
  return ALLOWED.some((rule) => rule.method === method && rule.path.test(rest));
}
