import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/utils/guards.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * The link in the firm's notice of a new application. CVs are private: only an admin gets a
 * short-lived signed link (the procedure checks the role again); anyone else is sent to sign in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const { url } = await orNotFound(caller.careers.cvDownloadUrl({ applicationId: params.applicationId ?? "" }));
  return redirect(url, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
