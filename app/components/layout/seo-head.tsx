import { useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isIndexable } from "#server/seo/paths";
import type { AppLocale } from "~/i18n/config";
import type { PageMeta } from "~/utils/meta";

function urlFor(baseUrl: string, pathname: string, locale: AppLocale) {
  return locale === "ar" ? `${baseUrl}${pathname}` : `${baseUrl}${pathname}?lang=en`;
}

/**
 * Canonical URL, hreflang alternates (Arabic at the bare path, English at ?lang=en), Open Graph
 * tags from the page's own title and description, and noindex for personal and error pages.
 */
export function SeoHead({ locale, baseUrl }: { locale: AppLocale; baseUrl: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const meta = (leaf?.data as { meta?: PageMeta } | undefined)?.meta;
  const notFound = leaf?.id === "not-found" || leaf?.id?.startsWith("placeholder-") || !meta;
  if (notFound || !isIndexable(pathname)) return <meta name="robots" content="noindex" />;
  const canonical = urlFor(baseUrl, pathname, locale);
  return (
    <>
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="ar" href={urlFor(baseUrl, pathname, "ar")} />
      <link rel="alternate" hrefLang="en" href={urlFor(baseUrl, pathname, "en")} />
      <link rel="alternate" hrefLang="x-default" href={urlFor(baseUrl, pathname, "ar")} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t("brand.name")} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale === "ar" ? "ar_QA" : "en_QA"} />
      <meta property="og:locale:alternate" content={locale === "ar" ? "en_QA" : "ar_QA"} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
