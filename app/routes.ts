import { index, route, type RouteConfig } from "@remix-run/route-config";
import { CONTENT_PAGES } from "./content/pages";
import { PLACEHOLDERS, REDIRECTS } from "./content/route-table";

const idOf = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");

export default [
  index("routes/home.tsx"),
  // Informational pages that share one module; their text lives in app/locales/*/pages.json.
  ...CONTENT_PAGES.map((page) => route(page.path.slice(1), "routes/content-page.tsx", { id: `content-${idOf(page.path)}` })),
  // Service pages created in the back office (issue 10 §4); the fixed paths above and below rank first.
  route("services/*", "routes/service-page.tsx", { id: "service-page-services" }),
  route("company-services/*", "routes/service-page.tsx", { id: "service-page-company-services" }),
  route("browse-law-firms", "routes/browse-law-firms.tsx"),
  route("lawyer-profile/:lawyerId", "routes/lawyer-profile.tsx"),
  route("legal-updates", "routes/legal-updates.tsx"),
  route("legal-updates/:id", "routes/legal-update.tsx"),
  route("legal-library", "routes/legal-library.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:postingId", "routes/careers.posting.tsx"),
  route("contact", "routes/contact.tsx"),
  route("chatbot", "routes/chatbot.tsx"),
  route("case/:caseId", "routes/case.tsx"),
  route("voice-consultation", "routes/voice-consultation.tsx"),
  route("consultations", "routes/consultations.tsx"),
  route("consultations/:id", "routes/consultations.$id.tsx"),
  route("consultations/:id/call", "routes/consultations.call.tsx"),

  route("client-area", "routes/client-area.tsx"),
  // Issue 12 §1: the second step of a sign-in (TOTP or a recovery code).
  route("client-area/two-factor", "routes/client-area.two-factor.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("update-password", "routes/update-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("logout", "routes/logout.tsx"),
  route("account-settings", "routes/account-settings.tsx"),
  // Issue 12 §1: turning two-factor sign-in on and off, recovery codes (and their .txt download).
  route("account-settings/two-factor", "routes/account-settings.two-factor.tsx"),
  // Issue 12 §3: a copy of the person's data (prepared in the background) and its download.
  route("account-settings/data", "routes/account-settings.data.tsx"),
  route("account-settings/data/:exportId", "routes/account-settings.data.$exportId.ts"),
  // Issue 12 §3: closing the account (password, and a code with two-factor), and where it lands, signed out.
  route("account-settings/delete", "routes/account-settings.delete.tsx"),
  route("account-closed", "routes/account-closed.tsx"),
  route("account-settings/recovery-codes", "routes/account-settings.recovery-codes.ts"),
  route("notifications", "routes/notifications.tsx"),

  route("dashboard/user", "routes/dashboard.user.tsx"),
  route("dashboard/company", "routes/dashboard.company.tsx"),
  route("company-invite", "routes/company-invite.tsx"),
  route("dashboard/lawyer", "routes/dashboard.lawyer.tsx"),
  // Issue 12 §4: the lawyer's reviews, each answered once.
  route("dashboard/lawyer/reviews", "routes/dashboard.lawyer.reviews.tsx"),
  // Issue 13 §1: the lawyer states their courts and QFC rights with a document.
  route("dashboard/lawyer/standing", "routes/dashboard.lawyer.standing.tsx"),
  // The back office (issue 10): nested routes share the layout's navigation and admin guard.
  route("dashboard/admin", "routes/dashboard.admin.tsx", [
    index("routes/dashboard.admin._index.tsx"),
    route("consultations", "routes/dashboard.admin.consultations.tsx"),
    // Issue 10 §2: the verification review.
    route("verifications", "routes/dashboard.admin.verifications.tsx"),
    // Issue 13 §1: lawyers' stated courts and QFC rights, confirmed before the directory shows them.
    route("standing", "routes/dashboard.admin.standing.tsx"),
    route("verifications/:userId", "routes/dashboard.admin.verifications.$userId.tsx"),
    route("users", "routes/dashboard.admin.users.tsx"),
    route("users/:userId", "routes/dashboard.admin.users.$userId.tsx"),
    // The inboxes (issue 10 §5): each a list and an item page.
    route("inbox/contact", "routes/dashboard.admin.inbox.contact.tsx"),
    route("inbox/contact/:id", "routes/dashboard.admin.inbox.contact.$id.tsx"),
    route("inbox/applications", "routes/dashboard.admin.inbox.applications.tsx"),
    route("inbox/applications/:id", "routes/dashboard.admin.inbox.applications.$id.tsx"),
    route("inbox/company-requests", "routes/dashboard.admin.inbox.company-requests.tsx"),
    route("inbox/company-requests/:id", "routes/dashboard.admin.inbox.company-requests.$id.tsx"),
    // Issue 10 §4: legal updates and the legal library.
    route("updates", "routes/dashboard.admin.updates.tsx"),
    route("updates/:id", "routes/dashboard.admin.updates.$id.tsx"),
    route("updates/:id/preview", "routes/dashboard.admin.updates.$id.preview.tsx"),
    route("library", "routes/dashboard.admin.library.tsx"),
    route("library/:id", "routes/dashboard.admin.library.$id.tsx"),
    route("library/:id/file", "routes/dashboard.admin.library.$id.file.ts"),
    route("chatbot", "routes/dashboard.admin.chatbot.tsx"),
    // Issue 12 §4: clients' reviews of lawyers, hidden with a reason.
    route("reviews", "routes/dashboard.admin.reviews.tsx"),
    // Issue 10 §4: service pages and job postings.
    route("services", "routes/dashboard.admin.services.tsx"),
    route("services/new", "routes/dashboard.admin.services.new.tsx"),
    route("services/preview/*", "routes/dashboard.admin.services.preview.tsx"),
    route("services/*", "routes/dashboard.admin.services.edit.tsx"),
    route("jobs", "routes/dashboard.admin.jobs.tsx"),
    route("jobs/:id", "routes/dashboard.admin.jobs.$id.tsx"),
    // Issue 10 §6: the audit log and its CSV.
    route("audit", "routes/dashboard.admin.audit.tsx"),
    route("audit.csv", "routes/dashboard.admin.audit.csv.ts"),
  ]),
  route("admin/cases", "routes/admin.cases.tsx"),
  route("admin/cases/export.csv", "routes/admin.cases.export.ts"),

  ...Object.keys(REDIRECTS).map((path) => route(path.slice(1), "routes/redirect.ts", { id: `redirect-${idOf(path)}` })),
  ...PLACEHOLDERS.map((path) => route(path.slice(1), "routes/not-found.tsx", { id: `placeholder-${idOf(path)}` })),

  // Resource routes.
  route("set-language", "routes/set-language.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/session", "routes/api.session.ts"),
  route("api/trpc/*", "routes/api.trpc.ts"),
  route("api/notifications/stream", "routes/api.notifications.stream.ts"),
  route("api/calls/:id/events", "routes/api.calls.events.ts"),
  route("files/signed", "routes/files.signed.ts"),
  route("files/*", "routes/files.ts"),
  route("lawyer-photo/:lawyerId", "routes/lawyer-photo.ts"),
  route("legal-updates/rss.xml", "routes/legal-updates.rss.ts"),
  route("legal-library/:id/download", "routes/legal-library.download.ts"),
  route("careers/applications/:applicationId/cv", "routes/careers.application-cv.ts"),
  route("case/:caseId/events", "routes/case.events.ts"),
  route("case/:caseId/summary.pdf", "routes/case.pdf.ts"),
  route("case/:caseId/documents/:documentId", "routes/case.document.ts"),
  route("calendar/hearings/:token", "routes/calendar.hearings.ts"),

  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
