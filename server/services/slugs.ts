/**
 * The service routes of spec §2 whose content lives in service_pages (issue 3 §1), in the order the
 * overview lists them. No server-only imports: the content-page route reads this list to decide which
 * pages render from the database; the rest of app/content/pages.ts still render from pages.json.
 */
export const SERVICE_SLUGS = [
  "/services",
  "/services/commercial",
  "/services/commercial/litigation",
  "/services/commercial-cases",
  "/services/civil-cases",
  "/services/criminal",
  "/services/family",
  "/services/employment",
  "/services/dispute-resolution",
  "/services/contract-drafting",
  "/legal-translation",
  "/company-services",
  "/company-services/qfc-qicdrc/litigation",
  "/services/comprehensive-list",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(path: string): path is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(path);
}

/**
 * The listing pages and which pages they list besides their own related links (issue 29): every page created
 * and published in the back office under their path ("" for the comprehensive list: all of them), so a new page
 * appears there by itself instead of being linked from nowhere.
 */
export const LISTING_PREFIXES: Partial<Record<ServiceSlug, string>> = {
  "/services": "/services/",
  "/company-services": "/company-services/",
  "/services/comprehensive-list": "",
};

/** A page created in the back office (not one of the fixed pages of spec §2). */
export const isCreatedServiceSlug = (slug: string): boolean => !isServiceSlug(slug);

/** Where "book a consultation" leads for a service: the booking flow reads `service` (a later issue). */
export function consultationHrefOf(slug: string): string {
  return `/consultations?service=${slug.replace(/^\//, "")}`;
}

/**
 * Pages the back office creates (issue 10 §4) live under these prefixes, one or two segments deep
 * (e.g. /services/labour-cases); app/routes.ts sends such paths to the service page module.
 */
export const NEW_SERVICE_SLUG_PATTERN = /^\/(services|company-services)\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;

/**
 * Paths under those prefixes that spec §2 gives another meaning (redirects and placeholder pages that
 * must show the not-found page): a service page there could never be reached, so none may be created.
 * tests/integration/services/editor.test.ts checks this list against app/content/route-table.ts.
 */
export const RESERVED_SERVICE_PATHS = [
  "/services/family-cases/sub-services",
  "/services/contract-drafting/sub-services",
  "/services/labor-cases/sub-services",
  "/services/rental-disputes/sub-services",
  "/services/arbitration/sub-services",
  "/company-services/qfc-qicdrc/registration",
  "/company-services/general/governance",
] as const;

/** Whether a path could hold a page created in the back office (not a fixed route of spec §2). */
export function isCreatableServiceSlug(slug: string): boolean {
  return (
    NEW_SERVICE_SLUG_PATTERN.test(slug) &&
    slug.length <= 120 &&
    !isServiceSlug(slug) &&
    !(RESERVED_SERVICE_PATHS as readonly string[]).includes(slug)
  );
}
