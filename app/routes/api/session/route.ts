import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "#db/outage";
import { getAuth } from "#server/auth/auth";

/**
 * spec §9 session check, for page script (app/components/session/session-check.ts): whether this
 * browser's session still exists, and when it ends. better-auth's get-session also slides the expiry
 * forward when it is due (its Set-Cookie is passed on), but its answer carries the session token, which
 * page script must never see (the cookie is httpOnly): only `{ session: { expiresAt } }` or `null` leave.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  let response: Response;
  try {
    response = await getAuth().api.getSession({ headers: request.headers, asResponse: true });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response(null, { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } });
  }
  if (!response.ok) return new Response(null, { status: response.status >= 500 ? 503 : response.status, headers: { "Cache-Control": "no-store" } });
  const body = (await response.json().catch(() => null)) as { session?: { expiresAt?: string } } | null;
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const answer = body?.session ? { session: { expiresAt: body.session.expiresAt ?? null } } : null;
  return new Response(JSON.stringify(answer), { status: 200, headers });
}
