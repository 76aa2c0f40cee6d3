/**
 * The back office's sections (issue 10), in the order of its navigation. Every path is a nested route
 * of /dashboard/admin (app/routes.ts) except the case list, whose address the spec fixes (/admin/cases).
 * `key` names the label in the backOffice namespace (`nav.{key}`).
 */
export const BACK_OFFICE_SECTIONS = [
  { key: "overview", path: "/dashboard/admin", end: true },
  { key: "verifications", path: "/dashboard/admin/verifications" },
  { key: "standing", path: "/dashboard/admin/standing" },
  { key: "users", path: "/dashboard/admin/users" },
  { key: "consultations", path: "/dashboard/admin/consultations" },
  { key: "cases", path: "/admin/cases" },
  { key: "finance", path: "/dashboard/admin/finance" },
  { key: "services", path: "/dashboard/admin/services" },
  { key: "updates", path: "/dashboard/admin/updates" },
  { key: "library", path: "/dashboard/admin/library" },
  { key: "jobs", path: "/dashboard/admin/jobs" },
  { key: "contact", path: "/dashboard/admin/inbox/contact" },
  { key: "applications", path: "/dashboard/admin/inbox/applications" },
  { key: "companyRequests", path: "/dashboard/admin/inbox/company-requests" },
  { key: "reviews", path: "/dashboard/admin/reviews" },
  { key: "chatbot", path: "/dashboard/admin/chatbot" },
  { key: "firm", path: "/dashboard/admin/firm" },
  { key: "engagementTerms", path: "/dashboard/admin/engagement-terms" },
  { key: "audit", path: "/dashboard/admin/audit" },
] as const;

export type BackOfficeSectionKey = (typeof BACK_OFFICE_SECTIONS)[number]["key"];
