import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { isIndexable } from "#server/seo/paths";
import { listSitemapEntries, renderRobots, renderSitemap } from "#server/seo/sitemap";
import { seedSampleContent } from "../../../scripts/seed-data";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller } from "../../setup/callers";

let db: DB;
useTestDatabase(async (ready) => {
  db = ready;
  await seedSampleContent(db, { lawyerCount: 40 });
});

describe("sitemap", () => {
  it("lists the static pages, every verified lawyer, published update, library item and open posting — nothing else", async () => {
    const entries = await anonymousCaller(db).seo.sitemapEntries({ staticPaths: ["/", "/services"] });
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 2)).toEqual(["/", "/services"]);
    const verified = await db.selectFrom("lawyers").select("id").where("verified", "=", true).execute();
    const unverified = await db.selectFrom("lawyers").select("id").where("verified", "=", false).execute();
    for (const { id } of verified) expect(paths).toContain(`/lawyer-profile/${id}`);
    for (const { id } of unverified) expect(paths).not.toContain(`/lawyer-profile/${id}`);
    const closed = await db.selectFrom("job_postings").select("id").where("closes_at", "<=", new Date()).execute();
    for (const { id } of closed) expect(paths).not.toContain(`/careers/${id}`);
    expect(paths.some((p) => p.startsWith("/legal-updates/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("/legal-library/"))).toBe(true);
    expect(await listSitemapEntries(db, [])).toHaveLength(entries.length - 2);
  });

  it("renders each page in both languages with hreflang alternates, escaped", () => {
    const xml = renderSitemap("https://qanun.example", [{ path: "/legal-updates?q=a&b", lastModified: new Date("2026-10-05T08:00:00Z") }]);
    expect(xml).toContain("<loc>https://qanun.example/legal-updates?q=a&amp;b</loc>");
    expect(xml).toContain("<loc>https://qanun.example/legal-updates?q=a&amp;b&amp;lang=en</loc>");
    expect(xml).toContain('hreflang="ar"');
    expect(xml).toContain('hreflang="en"');
    expect(xml).toContain("<lastmod>2026-10-05</lastmod>");
  });

  it("robots.txt keeps crawlers out of personal areas and points at the sitemap", () => {
    const robots = renderRobots("https://qanun.example");
    expect(robots).toContain("Disallow: /dashboard/");
    expect(robots).toContain("Disallow: /account-settings");
    expect(robots).toContain("Sitemap: https://qanun.example/sitemap.xml");
    expect(isIndexable("/services/family")).toBe(true);
    expect(isIndexable("/dashboard/admin")).toBe(false);
    expect(isIndexable("/case/abc")).toBe(false);
  });
});
