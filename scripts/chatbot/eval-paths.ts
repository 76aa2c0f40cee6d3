/**
 * The pages the evaluation sets expect (./eval-set.ts, ./held-out-set.ts), named once: each is a page of the
 * sample content (scripts/seed-service-pages.ts, seed-publications.ts, seed-data.ts). A path ending in *
 * matches every page under it (./eval-types.ts).
 */
/** The sample legal update number n (scripts/seed-publications.ts). */
export const U = (n: number) => `/legal-updates/5a1e0000-0000-4000-9000-${String(n).padStart(12, "0")}`;
export const UPDATES = "/legal-updates*";
export const FAMILY = "/services/family";
export const CRIMINAL = "/services/criminal";
export const CIVIL = "/services/civil-cases";
export const COMMERCIAL = "/services/commercial";
export const COMM_LIT = "/services/commercial/litigation";
export const COMM_CASES = "/services/commercial-cases";
export const DISPUTES = "/services/dispute-resolution";
export const CONTRACTS = "/services/contract-drafting";
export const EMPLOYMENT = "/services/employment";
export const TRANSLATION = "/legal-translation";
export const COMPANY = "/company-services";
export const QFC = "/company-services/qfc-qicdrc/litigation";
export const SERVICES = "/services";
export const LIST = "/services/comprehensive-list";
export const LIBRARY = "/legal-library*";
export const CAREERS = "/careers*";
export const ABOUT = "/about";
export const BOOK = "/consultations";
export const VOICE = "/voice-consultation";
export const DIRECTORY = "/browse-law-firms";
export const LAWYERS = [DIRECTORY, "/lawyer-profile/*"];
