import type { AppLocale } from "~/i18n/config";

/** The firm as schema.org knows it, in each language. */
export const FIRM_NAME: Record<AppLocale, string> = { ar: "قانون للمحاماة", en: "Qanun Legal" };
const QATAR: Record<AppLocale, string> = { ar: "قطر", en: "Qatar" };

export interface ServiceJsonLdInput {
  locale: AppLocale;
  /** The page's absolute URL in this language. */
  url: string;
  /** The site's origin, for the provider. */
  baseUrl: string;
  name: string;
  description: string;
  feeQar: number | null;
  feeNote: string;
  faqs: { question: string; answer: string }[];
  /** Home first, this page last, with absolute URLs. */
  breadcrumbs: { name: string; url: string }[];
}

/**
 * schema.org structured data of a service page (issue 3 §1): the LegalService with its provider, area
 * served and, when a fixed fee exists, the indicative offer in QAR ("from", so a minimum price); the
 * FAQPage of its questions; and its BreadcrumbList. Serialize with serializeJsonLd (app/utils/json-ld.ts).
 */
export function buildServiceJsonLd(input: ServiceJsonLdInput) {
  const service = {
    "@type": "LegalService",
    "@id": `${input.url}#service`,
    name: input.name,
    description: input.description,
    url: input.url,
    areaServed: { "@type": "Country", name: QATAR[input.locale] },
    provider: { "@type": "Organization", name: FIRM_NAME[input.locale], url: input.baseUrl },
    ...(input.feeQar !== null
      ? {
          makesOffer: {
            "@type": "Offer",
            price: input.feeQar,
            priceCurrency: "QAR",
            priceSpecification: { "@type": "PriceSpecification", minPrice: input.feeQar, priceCurrency: "QAR" },
            description: input.feeNote,
            url: input.url,
          },
        }
      : {}),
  };
  const graph: Record<string, unknown>[] = [service];
  if (input.faqs.length > 0) {
    graph.push({
      "@type": "FAQPage",
      "@id": `${input.url}#faq`,
      inLanguage: input.locale,
      mainEntity: input.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    });
  }
  if (input.breadcrumbs.length > 0) {
    graph.push({
      "@type": "BreadcrumbList",
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}
