import { index, route, type RouteConfig } from "@remix-run/route-config";
import { CONTENT_PAGES } from "./content/pages";
import { PLACEHOLDERS, REDIRECTS } from "./content/route-table";

const idOf = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");

export default [
  index("routes/_index/route.tsx"),
  // Informational pages that share one module; their text lives in app/locales/*/pages.json.
  ...CONTENT_PAGES.map((page) => route(page.path.slice(1), "routes/_content/route.tsx", { id: `content-${idOf(page.path)}` })),
  // Service pages created in the back office (issue 10 §4); the fixed paths above and below rank first.
  route("services/*", "routes/_service-page/route.tsx", { id: "service-page-services" }),
  route("company-services/*", "routes/_service-page/route.tsx", { id: "service-page-company-services" }),
  route("browse-law-firms", "routes/browse-law-firms/route.tsx"),
  route("lawyer-profile/:lawyerId", "routes/lawyer-profile/$lawyerId/route.tsx"),
  route("legal-updates", "routes/legal-updates/route.tsx"),
  route("legal-updates/:id", "routes/legal-updates/$id/route.tsx"),
  route("legal-library", "routes/legal-library/route.tsx"),
  route("careers", "routes/careers/route.tsx"),
  route("careers/:postingId", "routes/careers/$postingId/route.tsx"),
  route("contact", "routes/contact/route.tsx"),
  route("chatbot", "routes/chatbot/route.tsx"),
  route("case", "routes/case/_index/route.ts"),
  route("case/:caseId", "routes/case/$caseId/route.tsx"),
  route("case/:caseId/engagement", "routes/case/$caseId/engagement/route.tsx"),
  route("voice-consultation", "routes/voice-consultation/route.tsx"),
  route("consultations", "routes/consultations/route.tsx"),
  route("consultations/:id", "routes/consultations/$id/route.tsx"),
  route("consultations/:id/call", "routes/consultations/$id/call/route.tsx"),

  route("client-area", "routes/client-area/route.tsx"),
  // Issue 12 §1: the second step of a sign-in (TOTP or a recovery code).
  route("client-area/two-factor", "routes/client-area/two-factor/route.tsx"),
  route("signup", "routes/signup/route.tsx"),
  route("forgot-password", "routes/forgot-password/route.tsx"),
  route("update-password", "routes/update-password/route.tsx"),
  route("verify-email", "routes/verify-email/route.tsx"),
  route("logout", "routes/logout/route.tsx"),
  route("account-settings", "routes/account-settings/route.tsx"),
  // Issue 12 §1: turning two-factor sign-in on and off, recovery codes (and their .txt download).
  route("account-settings/two-factor", "routes/account-settings/two-factor/route.tsx"),
  // Issue 12 §3: a copy of the person's data (prepared in the background) and its download.
  route("account-settings/data", "routes/account-settings/data/route.tsx"),
  route("account-settings/data/:exportId", "routes/account-settings/data/$exportId/route.ts"),
  // Issue 12 §3: closing the account (password, and a code with two-factor), and where it lands, signed out.
  route("account-settings/delete", "routes/account-settings/delete/route.tsx"),
  route("account-closed", "routes/account-closed/route.tsx"),
  route("account-settings/recovery-codes", "routes/account-settings/recovery-codes/route.ts"),
  route("notifications", "routes/notifications/route.tsx"),

  route("dashboard/user", "routes/dashboard/user/route.tsx"),
  route("dashboard/company", "routes/dashboard/company/route.tsx"),
  route("company-invite", "routes/company-invite/route.tsx"),
  route("dashboard/lawyer", "routes/dashboard/lawyer/route.tsx"),
  // Issue 29: the desk's pages: the directory profile and fees, the weekly hours and blocked dates.
  route("dashboard/lawyer/profile", "routes/dashboard/lawyer/profile/route.tsx"),
  route("dashboard/lawyer/availability", "routes/dashboard/lawyer/availability/route.tsx"),
  // Issue 12 §4: the lawyer's reviews, each answered once.
  route("dashboard/lawyer/reviews", "routes/dashboard/lawyer/reviews/route.tsx"),
  // Issue 13 §1: the lawyer states their courts and QFC rights with a document.
  route("dashboard/lawyer/standing", "routes/dashboard/lawyer/standing/route.tsx"),
  // The back office (issue 10): nested routes share the layout's navigation and admin guard.
  route("dashboard/admin", "routes/dashboard/admin/dashboard/admin/route.tsx", [
    index("routes/dashboard/admin/_index/route.tsx"),
    route("consultations", "routes/dashboard/admin/consultations/route.tsx"),
    // Issue 10 §2: the verification review.
    route("verifications", "routes/dashboard/admin/verifications/route.tsx"),
    // Issue 13 §1: lawyers' stated courts and QFC rights, confirmed before the directory shows them.
    route("standing", "routes/dashboard/admin/standing/route.tsx"),
    route("verifications/:userId", "routes/dashboard/admin/verifications/$userId/route.tsx"),
    route("users", "routes/dashboard/admin/users/route.tsx"),
    route("users/:userId", "routes/dashboard/admin/users/$userId/route.tsx"),
    // The inboxes (issue 10 §5): each a list and an item page.
    route("inbox/contact", "routes/dashboard/admin/inbox/contact/route.tsx"),
    route("inbox/contact/:id", "routes/dashboard/admin/inbox/contact/$id/route.tsx"),
    route("inbox/applications", "routes/dashboard/admin/inbox/applications/route.tsx"),
    route("inbox/applications/:id", "routes/dashboard/admin/inbox/applications/$id/route.tsx"),
    route("inbox/company-requests", "routes/dashboard/admin/inbox/company-requests/route.tsx"),
    route("inbox/company-requests/:id", "routes/dashboard/admin/inbox/company-requests/$id/route.tsx"),
    // Issue 10 §4: legal updates and the legal library.
    route("updates", "routes/dashboard/admin/updates/route.tsx"),
    route("updates/:id", "routes/dashboard/admin/updates/$id/route.tsx"),
    route("updates/:id/preview", "routes/dashboard/admin/updates/$id/preview/route.tsx"),
    route("library", "routes/dashboard/admin/library/route.tsx"),
    route("library/:id", "routes/dashboard/admin/library/$id/route.tsx"),
    route("library/:id/file", "routes/dashboard/admin/library/$id/file/route.ts"),
    route("chatbot", "routes/dashboard/admin/chatbot/route.tsx"),
    // Issue 12 §4: clients' reviews of lawyers, hidden with a reason.
    route("reviews", "routes/dashboard/admin/reviews/route.tsx"),
    // Issue 10 §4: service pages and job postings.
    route("services", "routes/dashboard/admin/services/route.tsx"),
    route("services/new", "routes/dashboard/admin/services/new/route.tsx"),
    route("services/preview/*", "routes/dashboard/admin/services/preview/$/route.tsx"),
    route("services/*", "routes/dashboard/admin/services/$/route.tsx"),
    route("jobs", "routes/dashboard/admin/jobs/route.tsx"),
    route("jobs/:id", "routes/dashboard/admin/jobs/$id/route.tsx"),
    // Issues 27 §2 and 29: the firm's contact details, shown on /contact and answered by the assistant.
    route("firm", "routes/dashboard/admin/firm/route.tsx"),
    // Issue 28 §1: the firm's standard terms of engagement, versioned.
    route("engagement-terms", "routes/dashboard/admin/engagement-terms/route.tsx"),
    // Issue 10 §6: the audit log and its CSV.
    route("audit", "routes/dashboard/admin/audit/route.tsx"),
    route("audit.csv", "routes/dashboard/admin/audit.csv/route.ts"),
    // Issue 28 §6: the firm's money view and its CSV.
    route("finance", "routes/dashboard/admin/finance/route.tsx"),
    route("finance.csv", "routes/dashboard/admin/finance.csv/route.ts"),
  ]),
  route("admin/cases", "routes/admin/cases/route.tsx"),
  route("admin/cases/export.csv", "routes/admin/cases/export.csv/route.ts"),

  ...Object.keys(REDIRECTS).map((path) => route(path.slice(1), "routes/_redirect/route.ts", { id: `redirect-${idOf(path)}` })),
  ...PLACEHOLDERS.map((path) => route(path.slice(1), "routes/_not-found/route.tsx", { id: `placeholder-${idOf(path)}` })),

  // Resource routes.
  route("set-language", "routes/set-language/route.ts"),
  route("healthz", "routes/healthz/route.ts"),
  route("sitemap.xml", "routes/sitemap.xml/route.ts"),
  route("robots.txt", "routes/robots.txt/route.ts"),
  route("api/auth/*", "routes/api/auth/$/route.ts"),
  route("api/session", "routes/api/session/route.ts"),
  route("api/trpc/*", "routes/api/trpc/$/route.ts"),
  route("api/notifications/stream", "routes/api/notifications/stream/route.ts"),
  route("api/calls/:id/events", "routes/api/calls/$id/events/route.ts"),
  route("api/payments/webhook", "routes/api/payments/webhook/route.ts"),
  route("files/signed", "routes/files/signed/route.ts"),
  route("files/*", "routes/files/$/route.ts"),
  route("lawyer-photo/:lawyerId", "routes/lawyer-photo/$lawyerId/route.ts"),
  route("legal-updates/rss.xml", "routes/legal-updates/rss.xml/route.ts"),
  route("legal-library/:id/download", "routes/legal-library/$id/download/route.ts"),
  route("careers/applications/:applicationId/cv", "routes/careers/applications/$applicationId/cv/route.ts"),
  route("case/:caseId/events", "routes/case/$caseId/events/route.ts"),
  route("case/:caseId/summary.pdf", "routes/case/$caseId/summary.pdf/route.ts"),
  route("case/:caseId/engagement/letters/:letterId", "routes/case/$caseId/engagement/letters/$letterId/route.ts"),
  route("case/:caseId/billing", "routes/case/$caseId/billing/route.ts"),
  route("case/:caseId/invoices/:invoiceId/:document", "routes/case/$caseId/invoices/$invoiceId/$document/route.ts"),
  route("case/:caseId/documents/:documentId", "routes/case/$caseId/documents/$documentId/route.ts"),
  route("calendar/hearings/:token", "routes/calendar/hearings/$token/route.ts"),

  route("*", "routes/_not-found/route.tsx", { id: "not-found" }),
] satisfies RouteConfig;
