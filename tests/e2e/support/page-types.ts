/**
 * Issue 13 §3: one address per kind of page, with who opens it. The layout walk (tests/e2e/ui/layout-widths.spec.ts, which covers these kinds among its pages)
 * and `npm run screenshots` (scripts/screenshots.ts) both walk this list, at every width, in both languages. The
 * scan for English words on Arabic pages (tests/e2e/ui/arabic-words.spec.ts) walks it on a server of its own, where
 * each fixture id below must have an equivalent there (a new id fails that spec until it is mapped).
 */
import type { Browser } from "@playwright/test";
import { BASE_URL, FIXTURE_CASE, SAMPLE_LAWYER_ID, SAMPLE_UPDATE_ID, type FixtureRole, type Lang } from "./fixtures";
import { setLang } from "./helpers";
import { authStatePath } from "./paths";

export const WIDTHS = [360, 768, 1280, 1920] as const;
/** The header's most: one row on a phone and everywhere else (spec §9's 80px scroll padding). */
export const MAX_HEADER_HEIGHT = 80;

export interface PageType {
  name: string;
  path: string;
  as?: FixtureRole;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service-page", path: "/services/commercial" },
  { name: "company-service-page", path: "/company-services/qfc-qicdrc/litigation" },
  { name: "directory", path: "/browse-law-firms" },
  { name: "lawyer-profile", path: `/lawyer-profile/${SAMPLE_LAWYER_ID}` },
  { name: "booking", path: "/consultations" },
  { name: "legal-updates", path: "/legal-updates" },
  { name: "legal-update", path: `/legal-updates/${SAMPLE_UPDATE_ID}` },
  { name: "legal-library", path: "/legal-library" },
  { name: "careers", path: "/careers" },
  { name: "content-page", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "chatbot", path: "/chatbot" },
  { name: "sign-in", path: "/client-area" },
  { name: "sign-up", path: "/signup" },
  { name: "not-found", path: "/no-such-page" },
  { name: "dashboard-user", path: "/dashboard/user", as: "individual" },
  { name: "dashboard-company", path: "/dashboard/company", as: "company" },
  { name: "dashboard-lawyer", path: "/dashboard/lawyer", as: "lawyer" },
  { name: "lawyer-profile-page", path: "/dashboard/lawyer/profile", as: "lawyer" },
  { name: "lawyer-availability", path: "/dashboard/lawyer/availability", as: "lawyer" },
  { name: "lawyer-reviews", path: "/dashboard/lawyer/reviews", as: "lawyer" },
  { name: "dashboard-admin", path: "/dashboard/admin", as: "admin" },
  { name: "admin-users", path: "/dashboard/admin/users", as: "admin" },
  // The firm's contact details: bilingual pairs and left-to-right number fields side by side.
  { name: "admin-firm", path: "/dashboard/admin/firm", as: "admin" },
  { name: "admin-cases", path: "/admin/cases", as: "admin" },
  { name: "case", path: `/case/${FIXTURE_CASE.id}`, as: "individual" },
  // The firm's view of the same case: its facts (the client's e-mail) and every action button.
  { name: "case-admin", path: `/case/${FIXTURE_CASE.id}`, as: "admin" },
  { name: "account-settings", path: "/account-settings", as: "individual" },
  { name: "notifications", path: "/notifications", as: "individual" },
];

/** A new browser context in `lang` for a page type, signed in as its `as` account when it has one, and a page in it. */
export async function pageOfType(browser: Browser, type: PageType, lang: Lang) {
  const context = await browser.newContext({ baseURL: BASE_URL, ...(type.as ? { storageState: authStatePath(type.as) } : {}) });
  await setLang(context, lang);
  return { context, page: await context.newPage() };
}
