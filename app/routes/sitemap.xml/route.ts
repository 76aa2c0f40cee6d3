import { getEnv } from "#server/config/env";
import { conditionalResponse } from "#server/http/conditional";
import { renderSitemap } from "#server/seo/sitemap";
import { PUBLIC_STATIC_PATHS } from "~/content/pages";
import { callerFor } from "~/utils/trpc.server";

export async function loader({ request }: { request: Request }) {
  const entries = await (await callerFor(request)).seo.sitemapEntries({ staticPaths: [...PUBLIC_STATIC_PATHS] });
  // Revalidated on every read (ETag of the XML), so a scheduled update, a withdrawal or an unpublished
  // library item is reflected at once rather than after a cache's hour.
  return conditionalResponse(request, {
    body: renderSitemap(getEnv().BASE_URL, entries),
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
