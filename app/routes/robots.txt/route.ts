import { getEnv } from "#server/config/env";
import { renderRobots } from "#server/seo/sitemap";

export function loader() {
  return new Response(renderRobots(getEnv().BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
