/**
 * RSS 2.0 for the legal updates of one language. Every text goes through escapeXml (titles and
 * summaries are plain text written by people, so `<`, `&` and quotes are expected in them).
 */
import { localizedUrl } from "#server/seo/sitemap";

export interface FeedItem {
  id: string;
  title: string;
  summary: string;
  category: string;
  publishedAt: Date;
  author: string | null;
}

// XML 1.0 forbids these code points even when escaped; they are dropped.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function renderRss(feed: {
  title: string;
  description: string;
  language: "ar" | "en";
  siteUrl: string;
  selfUrl: string;
  items: FeedItem[];
}): string {
  const items = feed.items.map((item) => {
    const link = localizedUrl(feed.siteUrl, `/legal-updates/${item.id}`, feed.language);
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : null,
      `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const lastBuild = feed.items[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(localizedUrl(feed.siteUrl, "/legal-updates", feed.language))}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${feed.language}</language>`,
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
