import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { REDIRECTS } from "~/content/route-table";

/** spec §2 "Redirects": permanent, so search engines and bookmarks follow. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const target = REDIRECTS[pathname.replace(/\/+$/, "") as keyof typeof REDIRECTS];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 301);
}
