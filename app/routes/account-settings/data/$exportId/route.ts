import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireViewer } from "~/utils/guards.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/** /account-settings/data/{id}: a five-minute signed link to one of the person's own ready exports (404 otherwise). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  const caller = await callerFor(request);
  const url = await orNotFound(caller.accounts.dataExportUrl({ id: params.exportId ?? "" }));
  return redirect(url, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
