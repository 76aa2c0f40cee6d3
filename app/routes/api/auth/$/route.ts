import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAuth } from "#server/auth/auth";
import { isAllowedAuthRequest } from "#server/auth/http-allowlist";

/**
 * better-auth's own endpoints, only those the app's flows need (server/auth/http-allowlist.ts: the
 * password-reset link and the OpenID callback). Everything else under /api/auth is "not found":
 * sign-in, second factor, sessions and profile changes go through the app's procedures.
 */
function handle(request: Request): Promise<Response> {
  if (!isAllowedAuthRequest(request)) throw new Response(null, { status: 404, statusText: "Not Found" });
  return getAuth().handler(request);
}

export function loader({ request }: LoaderFunctionArgs) {
  return handle(request);
}

export function action({ request }: ActionFunctionArgs) {
  return handle(request);
}
