import { sql } from "kysely";
import type { DB } from "#db/index";
import { DISALLOWED_PATHS } from "./paths";
import { dbNow } from "#server/common/time";
import { licenceCurrent } from "#server/lawyers/listing";
import { isServiceSlug } from "#server/services/slugs";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Every public page a search engine should know: the fixed pages given by the caller, plus each
 * listed (verified) lawyer, each published update, each library item and each open posting. Service
 * pages carry the date of their last publication (issue 10 §4); those created in the back office are
 * listed from the moment they are published.
 */
export async function listSitemapEntries(db: DB, staticPaths: readonly string[]): Promise<SitemapEntry[]> {
  const now = dbNow();
  const [services, lawyers, updates, items, postings] = await Promise.all([
    db.selectFrom("service_pages").select(["slug", "updated_at"]).orderBy("sort_order").orderBy("slug").execute(),
    db.selectFrom("lawyers").select(["id", "created_at"]).where("verified", "=", true).where(licenceCurrent()).orderBy("created_at").execute(),
    // Issue 10 §4: published updates whose time has come (a scheduled one appears by itself), never
    // drafts or withdrawn ones; lastmod moves with each edit.
    db
      .selectFrom("legal_updates")
      .select(["id", sql<Date>`greatest(published_at, updated_at)`.as("modified")])
      .where("status", "=", "published")
      .where("published_at", "<=", now)
      .orderBy("published_at", "desc")
      .execute(),
    db
      .selectFrom("library_items")
      .select(["id", sql<Date>`greatest(published_at, updated_at)`.as("modified")])
      .where("status", "=", "published")
      .where("published_at", "<=", now)
      .orderBy("published_at", "desc")
      .execute(),
    db
      .selectFrom("job_postings")
      .select(["id", "published_at"])
      .where("state", "=", "open")
      .where("published_at", "<=", now)
      .where("closes_at", ">", now)
      .execute(),
  ]);
  const serviceUpdated = new Map(services.map((s) => [s.slug, new Date(s.updated_at)]));
  const created = services.filter((s) => !isServiceSlug(s.slug) && !staticPaths.includes(s.slug));
  return [
    ...staticPaths.map((path) => (serviceUpdated.has(path) ? { path, lastModified: serviceUpdated.get(path) } : { path })),
    ...created.map((s) => ({ path: s.slug, lastModified: new Date(s.updated_at) })),
    ...lawyers.map((l) => ({ path: `/lawyer-profile/${l.id}`, lastModified: new Date(l.created_at) })),
    ...updates.map((u) => ({ path: `/legal-updates/${u.id}`, lastModified: new Date(u.modified) })),
    ...items.map((i) => ({ path: `/legal-library/${i.id}/download`, lastModified: new Date(i.modified) })),
    ...postings.map((p) => ({ path: `/careers/${p.id}`, lastModified: new Date(p.published_at) })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The URL of a page in one language: Arabic (the default) has no parameter. */
export function localizedUrl(baseUrl: string, path: string, locale: "ar" | "en"): string {
  return locale === "ar" ? `${baseUrl}${path}` : `${baseUrl}${path}${path.includes("?") ? "&" : "?"}lang=en`;
}

/** sitemaps.org XML with an hreflang alternate for each language of every page. */
export function renderSitemap(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    (["ar", "en"] as const).map((locale) => {
      const alternates = (["ar", "en"] as const)
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(localizedUrl(baseUrl, entry.path, alt))}"/>`)
        .join("");
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeXml(localizedUrl(baseUrl, entry.path, locale))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
