import { accountsRouter } from "#server/accounts/router";
import { adminRouter } from "#server/admin/router";
import { casesRouter } from "#server/cases/router";
import { dashboardRouter } from "#server/dashboard/router";
import { documentsRouter } from "#server/documents/router";
import { lawyersRouter } from "#server/lawyers/router";
import { legalUpdatesRouter } from "#server/legal-updates/router";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  accounts: accountsRouter,
  admin: adminRouter,
  cases: casesRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  lawyers: lawyersRouter,
  legalUpdates: legalUpdatesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
