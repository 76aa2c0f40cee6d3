import { getEnv } from "#server/config/env";
import { renderSitemap } from "#server/seo/sitemap";
import { PUBLIC_STATIC_PATHS } from "~/content/pages";
import { callerFor } from "~/utils/trpc.server";

export async function loader({ request }: { request: Request }) {
  const entries = await (await callerFor(request)).seo.sitemapEntries({ staticPaths: [...PUBLIC_STATIC_PATHS] });
  return new Response(renderSitemap(getEnv().BASE_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
