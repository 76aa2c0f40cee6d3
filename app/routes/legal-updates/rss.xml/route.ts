import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import { conditionalResponse } from "#server/http/conditional";
import { renderRss } from "#server/legal-updates/rss";
import { getFixedT } from "~/i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/config";
import { pickLocale } from "~/utils/localize";
import { callerFor } from "~/utils/trpc.server";

/** Issue 3 §3: one RSS 2.0 feed per language, /legal-updates/rss.xml?lang=ar|en (Arabic by default). */
export async function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const t = await getFixedT(locale, "updates");
  const caller = await callerFor(request);
  const [rows, lastChange] = await Promise.all([caller.legalUpdates.feed(), caller.legalUpdates.lastChange()]);
  const siteUrl = getEnv().BASE_URL;
  const categories = (key: string) => t(`updates:categories.${key}`);
  const xml = renderRss({
    title: t("updates:rssTitle"),
    description: t("updates:rssDescription"),
    language: locale,
    siteUrl,
    selfUrl: `${siteUrl}/legal-updates/rss.xml?lang=${locale}`,
    items: rows.map((row) => ({
      id: row.id,
      title: pickLocale(locale, { ar: row.title_ar, en: row.title_en }),
      summary: pickLocale(locale, { ar: row.summary_ar, en: row.summary_en }),
      category: categories(row.category),
      publishedAt: new Date(row.published_at),
      author: row.author_id ? pickLocale(locale, { ar: row.author_name_ar ?? "", en: row.author_name_en ?? "" }) : null,
    })),
  });
  // Revalidated on every read (ETag of the XML): a scheduled update shows up in the feed the moment
  // it falls due, and a withdrawn one leaves it, whatever a reader or a proxy cached before.
  return conditionalResponse(request, {
    body: xml,
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
    lastModified: lastChange,
  });
}
