import type { PracticeArea } from "#server/lawyers/catalog";

/** The service page of each practice area (spec §2 routes), so a profile links to what the lawyer handles. */
export const SERVICE_PAGE_OF_AREA = {
  commercial: "/services/commercial",
  "commercial-litigation": "/services/commercial/litigation",
  criminal: "/services/criminal",
  family: "/services/family",
  employment: "/services/employment",
  "dispute-resolution": "/services/dispute-resolution",
  civil: "/services/civil-cases",
  "commercial-cases": "/services/commercial-cases",
  "contract-drafting": "/services/contract-drafting",
  "legal-translation": "/legal-translation",
  "company-services": "/company-services",
  "qfc-litigation": "/company-services/qfc-qicdrc/litigation",
} as const satisfies Record<PracticeArea, string>;
