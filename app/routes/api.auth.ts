import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getAuth } from "#server/auth/auth";

/** better-auth's own endpoints (OAuth callback, session reads, the JSON API). */
export async function loader({ request }: LoaderFunctionArgs) {
  return getAuth().handler(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return getAuth().handler(request);
}
