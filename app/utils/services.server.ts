import type { ServiceLink, ServicePage } from "#server/services/queries";
import { consultationHrefOf, SERVICE_SLUGS } from "#server/services/slugs";
import type { Crumb } from "~/components/layout/page-header";
import { buildServiceJsonLd } from "~/components/services/structured-data";
import type { AppLocale } from "~/i18n/config";
import { formatDate, formatQar } from "~/utils/format";
import { serializeJsonLd } from "~/utils/json-ld";

/** Arabic at the bare path, English at ?lang=en: the same URLs as the hreflang alternates. */
export function serviceUrlOf(baseUrl: string, slug: string, locale: AppLocale): string {
  return locale === "ar" ? `${baseUrl}${slug}` : `${baseUrl}${slug}?lang=en`;
}

/**
 * What a service page shows, in one language, with dates and the fee already formatted (so the
 * server and the hydrating browser print the same text) and its JSON-LD already serialized.
 */
export function toServicePageView(opts: {
  data: { page: ServicePage; related: ServiceLink[]; ancestors: ServiceLink[] };
  locale: AppLocale;
  baseUrl: string;
  homeLabel: string;
}) {
  const { page, related, ancestors } = opts.data;
  const { locale, baseUrl } = opts;
  const content = page[locale];
  const crumbs: Crumb[] = [...ancestors.map((a) => ({ to: a.slug, label: a.title[locale] })), { to: page.slug, label: content.title }];
  const url = serviceUrlOf(baseUrl, page.slug, locale);
  const jsonLd = buildServiceJsonLd({
    locale,
    url,
    baseUrl,
    name: content.title,
    description: content.metaDescription,
    feeQar: page.feeQar,
    feeNote: content.feeNote,
    faqs: content.faqs,
    breadcrumbs: [
      { name: opts.homeLabel, url: serviceUrlOf(baseUrl, "/", locale) },
      ...crumbs.map((c) => ({ name: c.label, url: serviceUrlOf(baseUrl, c.to, locale) })),
    ],
  });
  return {
    slug: page.slug,
    title: content.title,
    intro: content.intro,
    audience: content.audience,
    sections: content.sections,
    steps: content.steps,
    documents: content.documents,
    fee: { amount: page.feeQar === null ? null : formatQar(page.feeQar, locale), note: content.feeNote },
    faqs: content.faqs,
    cta: content.cta,
    related: related.map((r) => ({ slug: r.slug, title: r.title[locale], description: r.description[locale] })),
    /**
     * The overview pages link every other fixed service: they show them as the page's main list. Pages created in the
     * back office are listed there too (issue 29), so the test is "every fixed page", not a count.
     */
    listsAllServices: SERVICE_SLUGS.every((slug) => slug === page.slug || related.some((r) => r.slug === slug)),
    consultationHref: consultationHrefOf(page.slug),
    directoryHref: page.practiceArea ? `/browse-law-firms?area=${page.practiceArea}` : null,
    updated: { date: formatDate(page.updatedAt, locale), dateTime: page.updatedAt.toISOString() },
    crumbs,
    jsonLd: serializeJsonLd(jsonLd),
    meta: { title: content.metaTitle, description: content.metaDescription },
  };
}

export type ServicePageView = ReturnType<typeof toServicePageView>;
