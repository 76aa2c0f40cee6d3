import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { orNotFound, callerFor } from "~/utils/trpc.server";
import { requireViewer } from "~/utils/guards.server";

/**
 * The stable URL of a private document (what profiles.verification_documents holds). Only its
 * owner or an admin gets a short-lived signed link; anyone else gets 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  const { pathname } = new URL(request.url);
  const caller = await callerFor(request);
  const { url } = await orNotFound(caller.documents.signedDownloadUrl({ url: decodeURIComponent(pathname) }));
  return redirect(url, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
