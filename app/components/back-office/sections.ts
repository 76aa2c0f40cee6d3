/**
 * The back office's sections (issue 10), grouped (issue 29: nineteen tabs filled a phone's screen before any content).
 * Every path is a nested route of /dashboard/admin (app/routes.ts) except the case list, whose address the spec fixes
 * (/admin/cases). `key` names the label in the backOffice namespace (`nav.{key}`), `group` its group (`nav.groups.{group}`).
 */
export const BACK_OFFICE_GROUPS = ["work", "people", "inbox", "publishing", "firm"] as const;
export type BackOfficeGroup = (typeof BACK_OFFICE_GROUPS)[number];

export const BACK_OFFICE_SECTIONS = [
  { key: "overview", path: "/dashboard/admin", end: true, group: "work" },
  { key: "consultations", path: "/dashboard/admin/consultations", group: "work" },
  { key: "cases", path: "/admin/cases", group: "work" },
  { key: "finance", path: "/dashboard/admin/finance", group: "work" },
  { key: "verifications", path: "/dashboard/admin/verifications", group: "people" },
  { key: "standing", path: "/dashboard/admin/standing", group: "people" },
  { key: "users", path: "/dashboard/admin/users", group: "people" },
  { key: "reviews", path: "/dashboard/admin/reviews", group: "people" },
  { key: "contact", path: "/dashboard/admin/inbox/contact", group: "inbox" },
  { key: "applications", path: "/dashboard/admin/inbox/applications", group: "inbox" },
  { key: "companyRequests", path: "/dashboard/admin/inbox/company-requests", group: "inbox" },
  { key: "chatbot", path: "/dashboard/admin/chatbot", group: "inbox" },
  { key: "services", path: "/dashboard/admin/services", group: "publishing" },
  { key: "updates", path: "/dashboard/admin/updates", group: "publishing" },
  { key: "library", path: "/dashboard/admin/library", group: "publishing" },
  { key: "jobs", path: "/dashboard/admin/jobs", group: "publishing" },
  { key: "firm", path: "/dashboard/admin/firm", group: "firm" },
  { key: "engagementTerms", path: "/dashboard/admin/engagement-terms", group: "firm" },
  { key: "audit", path: "/dashboard/admin/audit", group: "firm" },
] as const satisfies readonly { key: string; path: string; end?: boolean; group: BackOfficeGroup }[];

export type BackOfficeSectionKey = (typeof BACK_OFFICE_SECTIONS)[number]["key"];

/** The section a path belongs to: the overview only at its own address, any other at its path or below it. */
export function currentSection(pathname: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  return BACK_OFFICE_SECTIONS.find((s) => ("end" in s && s.end ? path === s.path : path === s.path || path.startsWith(`${s.path}/`)));
}
