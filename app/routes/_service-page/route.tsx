/**
 * Service pages created in the back office (issue 10 §4), under /services/… and /company-services/…:
 * the same module as the fixed service pages (content-page.tsx), reached through a splat route, so a
 * published page shows at once. Fixed routes (spec §2 pages, redirects, placeholders) rank above these.
 */
export { default, loader, meta } from "~/routes/_content/route";

/** A form posted to such a path gets the not-found page, as on any unknown path. */
export function action(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}
