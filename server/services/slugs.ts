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

/** Where "book a consultation" leads for a service: the booking flow reads `service` (a later issue). */
export function consultationHrefOf(slug: string): string {
  return `/consultations?service=${slug.replace(/^\//, "")}`;
}
