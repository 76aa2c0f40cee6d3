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

/** Account and signed-in pages (app/routes.ts), which the sample content does not hold but questions lead to. */
export const CONTACT = "/contact";
export const SIGN_IN = "/client-area";
export const SIGN_IN_2FA = "/client-area/two-factor";
export const SIGN_UP = "/signup";
export const VERIFY_EMAIL = "/verify-email";
export const FORGOT_PASSWORD = "/forgot-password";
export const UPDATE_PASSWORD = "/update-password";
export const SETTINGS = "/account-settings";
export const SETTINGS_2FA = "/account-settings/two-factor";
export const DATA_EXPORT = "/account-settings/data";
export const DELETE_ACCOUNT = "/account-settings/delete";
export const NOTIFICATIONS = "/notifications";
export const DASH_USER = "/dashboard/user";
export const DASH_COMPANY = "/dashboard/company";
/** The lawyer's dashboard and its pages (profile, availability, reviews, standing). */
export const DASH_LAWYER = "/dashboard/lawyer*";
export const COMPANY_INVITE = "/company-invite";
/**
 * A client's case page (and its pages), and `/case`, the address that sends each signed-in person to their own case
 * (app/routes/case/_index): the assistant cannot know a visitor's case number, so it cites that.
 */
export const CASE = "/case*";
