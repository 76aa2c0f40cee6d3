import type { Role } from "#db/schema";
import { adminProcedure, roleProcedure, router } from "#server/trpc/init";
import { countAdminQueues, listUnacceptedConsultations, unacceptedConsultationsInput } from "./admin-queues";
import { loadAdminSummary, loadSummary } from "./summary";

const summaryFor = (roles: readonly (Role | null)[]) =>
  roleProcedure(roles).query(({ ctx }) => loadSummary(ctx));

/** One procedure per dashboard, each guarded by the role that spec §2 gives it. */
export const dashboardRouter = router({
  /** The back office's home (issue 10 §1): what waits for the firm, one count per queue. */
  adminQueues: adminProcedure.query(({ ctx }) => countAdminQueues(ctx.db)),
  unacceptedConsultations: adminProcedure.input(unacceptedConsultationsInput).query(({ ctx, input }) => listUnacceptedConsultations(ctx.db, input)),
  user: summaryFor(["individual", null]),
  company: summaryFor(["company"]),
  lawyer: summaryFor(["lawyer"]),
  admin: roleProcedure(["admin"]).query(({ ctx }) => loadAdminSummary(ctx)),
});
