import { accountsRouter } from "#server/accounts/router";
import { adminRouter } from "#server/admin/router";
import { careersRouter } from "#server/careers/router";
import { casesRouter } from "#server/cases/router";
import { contactRouter } from "#server/contact/router";
import { dashboardRouter } from "#server/dashboard/router";
import { documentsRouter } from "#server/documents/router";
import { lawyersRouter } from "#server/lawyers/router";
import { legalUpdatesRouter } from "#server/legal-updates/router";
import { libraryRouter } from "#server/library/router";
import { seoRouter } from "#server/seo/router";
import { servicesRouter } from "#server/services/router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  accounts: accountsRouter,
  admin: adminRouter,
  careers: careersRouter,
  cases: casesRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  lawyers: lawyersRouter,
  legalUpdates: legalUpdatesRouter,
  library: libraryRouter,
  seo: seoRouter,
  services: servicesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
