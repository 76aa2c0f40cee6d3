/**
 * The informational routes of spec §2 that render from locale text (app/locales/{ar,en}/pages.json,
 * under each page's `key`). Issue 3 moves service content into the database. /contact, /careers and
 * /legal-library have their own route modules (app/routes.ts); their pages.json text is their intro.
 */
export const CONTENT_PAGES = [
  { path: "/services", key: "services" },
  { path: "/services/commercial", key: "servicesCommercial" },
  { path: "/services/commercial/litigation", key: "servicesCommercialLitigation" },
  { path: "/services/criminal", key: "servicesCriminal" },
  { path: "/services/family", key: "servicesFamily" },
  { path: "/services/employment", key: "servicesEmployment" },
  { path: "/services/dispute-resolution", key: "servicesDisputeResolution" },
  { path: "/services/comprehensive-list", key: "servicesComprehensiveList" },
  { path: "/services/civil-cases", key: "servicesCivilCases" },
  { path: "/services/commercial-cases", key: "servicesCommercialCases" },
  { path: "/services/contract-drafting", key: "servicesContractDrafting" },
  { path: "/company-services", key: "companyServices" },
  { path: "/company-services/qfc-qicdrc/litigation", key: "companyServicesQfcLitigation" },
  { path: "/legal-translation", key: "legalTranslation" },
  { path: "/about", key: "about" },
] as const;

export type ContentPageKey = (typeof CONTENT_PAGES)[number]["key"];

export function findContentPage(pathname: string) {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return CONTENT_PAGES.find((page) => page.path === clean);
}


/** Public pages with fixed paths: what the sitemap lists besides lawyers, updates, library items and postings. */
export const PUBLIC_STATIC_PATHS = [
  "/",
  ...CONTENT_PAGES.map((page) => page.path),
  "/consultations",
  "/voice-consultation",
  "/browse-law-firms",
  "/legal-updates",
  "/legal-library",
  "/careers",
  "/contact",
] as const;
