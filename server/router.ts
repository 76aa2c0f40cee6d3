import { accountsRouter } from "#server/accounts/router";
import { adminRouter } from "#server/admin/router";
import { auditRouter } from "#server/audit/router";
import { billingRouter } from "#server/billing/router";
import { callsRouter } from "#server/calls/router";
import { careersRouter } from "#server/careers/router";
import { casesRouter } from "#server/cases/router";
import { chatbotRouter } from "#server/chatbot/router";
import { companyRouter } from "#server/company/router";
import { consultationsRouter } from "#server/consultations/router";
import { contactRouter } from "#server/contact/router";
import { dashboardRouter } from "#server/dashboard/router";
import { documentsRouter } from "#server/documents/router";
import { engagementRouter } from "#server/engagement/router";
import { firmRouter } from "#server/firm/router";
import { inboxRouter } from "#server/inbox/router";
import { lawyerDeskRouter } from "#server/lawyer-desk/router";
import { lawyersRouter } from "#server/lawyers/router";
import { reviewsRouter } from "#server/reviews/router";
import { legalUpdatesRouter } from "#server/legal-updates/router";
import { libraryRouter } from "#server/library/router";
import { notificationsRouter } from "#server/notifications/router";
import { seoRouter } from "#server/seo/router";
import { servicesRouter } from "#server/services/router";
import { usersRouter } from "#server/users/router";
import { verificationsRouter } from "#server/verifications/router";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { createContext } from "#server/trpc/context";
import { createCallerFactory, router } from "#server/trpc/init";

/**
 * The one root router, at the top of server/: it gathers every domain's router and nothing imports it
 * but the HTTP handler, the page callers, scripts and tests.
 */
export const appRouter = router({
  accounts: accountsRouter,
  admin: adminRouter,
  audit: auditRouter,
  billing: billingRouter,
  calls: callsRouter,
  careers: careersRouter,
  cases: casesRouter,
  chatbot: chatbotRouter,
  company: companyRouter,
  consultations: consultationsRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  engagement: engagementRouter,
  firm: firmRouter,
  inbox: inboxRouter,
  lawyerDesk: lawyerDeskRouter,
  lawyers: lawyersRouter,
  reviews: reviewsRouter,
  legalUpdates: legalUpdatesRouter,
  library: libraryRouter,
  notifications: notificationsRouter,
  seo: seoRouter,
  services: servicesRouter,
  users: usersRouter,
  verifications: verificationsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** The permission boundary for loaders and actions: a tRPC caller bound to this request. */
export async function createRequestCaller(request: Request, opts: { db?: DB; viewer?: Viewer | null } = {}) {
  return createCaller(await createContext(request, opts));
}
