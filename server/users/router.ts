import { notFound } from "#server/errors/app-error";
import { adminProcedure, router } from "#server/trpc/init";
import { reactivateUser, resendConfirmation, resetTwoFactor, suspendUser } from "./actions";
import { getUserDetail, listUsers } from "./queries";
import { listUsersInput, suspendUserInput, userIdInput } from "./schemas";

/**
 * The back office's users (issue 10 §3): admins only, every procedure. Nothing here changes a role:
 * only scripts/create-admin makes admins.
 */
export const usersRouter = router({
  /** Search by name or email (Arabic letter variants folded), filter by role and state, sorted, paged. */
  list: adminProcedure.input(listUsersInput).query(({ ctx, input }) => listUsers(ctx.db, input)),

  /** One account: profile, documents, consultations, cases, company and history. */
  byId: adminProcedure.input(userIdInput).query(async ({ ctx, input }) => {
    const detail = await getUserDetail(ctx.db, input.userId);
    if (!detail) notFound();
    return detail;
  }),

  suspend: adminProcedure.input(suspendUserInput).mutation(({ ctx, input }) => suspendUser(ctx, input)),

  reactivate: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => reactivateUser(ctx, input)),

  /** Issue 12 §1: a lost phone; recorded with its reason and emailed to the person. */
  resetTwoFactor: adminProcedure.input(suspendUserInput).mutation(({ ctx, input }) => resetTwoFactor(ctx, input)),

  resendConfirmation: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => resendConfirmation(ctx, input)),
});
