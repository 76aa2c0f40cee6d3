import type { DB } from "#db/index";
import { DISALLOWED_PATHS } from "./paths";
import { dbNow } from "#server/common/time";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Every public page a search engine should know: the fixed pages given by the caller, plus each
 * listed (verified) lawyer, each published update, each library item and each open posting.
 */
export async function listSitemapEntries(db: DB, staticPaths: readonly string[]): Promise<SitemapEntry[]> {
  const now = dbNow();
  const [lawyers, updates, items, postings] = await Promise.all([
    db.selectFrom("lawyers").select(["id", "created_at"]).where("verified", "=", true).orderBy("created_at").execute(),
    db.selectFrom("legal_updates").select(["id", "published_at"]).where("published_at", "<=", now).orderBy("published_at", "desc").execute(),
    db.selectFrom("library_items").select(["id", "published_at"]).where("published_at", "<=", now).orderBy("published_at", "desc").execute(),
    db
      .selectFrom("job_postings")
      .select(["id", "published_at"])
      .where("published_at", "<=", now)
      .where("closes_at", ">", now)
      .execute(),
  ]);
  return [
    ...staticPaths.map((path) => ({ path })),
    ...lawyers.map((l) => ({ path: `/lawyer-profile/${l.id}`, lastModified: new Date(l.created_at) })),
    ...updates.map((u) => ({ path: `/legal-updates/${u.id}`, lastModified: new Date(u.published_at) })),
    ...items.map((i) => ({ path: `/legal-library/${i.id}/download`, lastModified: new Date(i.published_at) })),
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
