import { notFound } from "#server/errors/app-error";
import { adminProcedure, roleProcedure, router } from "#server/trpc/init";
import { z } from "zod";
import { approveVerification, rejectVerification, resubmitVerification, updateLicence } from "./decisions";
import { getOwnVerification, getVerificationDetail, listVerifications } from "./queries";
import { decideStandingRequest, listStandingRequests, myStanding, submitStandingRequest } from "./standing";
import { approveInput, decideStandingInput, listStandingInput, listVerificationsInput, rejectInput, resubmitInput, standingRequestInput, updateLicenceInput, userId } from "./schemas";

/**
 * The verification review (issue 10 §2). Every review procedure is for admins only, checked here
 * whatever the page did; the two that end in `Own` belong to the lawyer or company whose account it is
 * (the account is the caller's own: no id is taken from input).
 */
export const verificationsRouter = router({
  /** Lawyers and companies by state (waiting by default), kind and name or email, with every state's count. */
  list: adminProcedure.input(listVerificationsInput).query(({ ctx, input }) => listVerifications(ctx.db, input)),

  /** One account: details, documents with signed preview links, licence, and the history of decisions. */
  byId: adminProcedure.input(z.object({ userId })).query(async ({ ctx, input }) => {
    const detail = await getVerificationDetail(ctx.db, ctx.storage, input.userId);
    if (!detail) notFound();
    return detail;
  }),

  /** Approve; a lawyer's approval records the court roll level, licence number and licence expiry. */
  approve: adminProcedure.input(approveInput).mutation(({ ctx, input }) => approveVerification(ctx, input)),

  /** Reject with a reason, which the person receives by email in their language. */
  reject: adminProcedure.input(rejectInput).mutation(({ ctx, input }) => rejectVerification(ctx, input)),

  /** Record a lawyer's renewed (or corrected, or lapsed) licence. */
  updateLicence: adminProcedure.input(updateLicenceInput).mutation(({ ctx, input }) => updateLicence(ctx, input)),

  /** The caller's own verification, for their dashboard. */
  own: roleProcedure(["lawyer", "company"]).query(({ ctx }) =>
    getOwnVerification(ctx.db, ctx.viewer.user.id, ctx.viewer.role === "lawyer" ? "lawyer" : "company"),
  ),

  /** The caller resubmits their rejected application after uploading again. */
  resubmitOwn: roleProcedure(["lawyer", "company"]).input(resubmitInput).mutation(({ ctx, input }) => resubmitVerification(ctx, input)),

  /** Issue 13 §1: the lawyer's listed courts and QFC rights, the request waiting and past decisions. */
  standingOwn: roleProcedure(["lawyer"]).query(({ ctx }) => myStanding(ctx.db, ctx.viewer)),
  /** The lawyer states their roll level and QFC rights with a document; nothing public changes until confirmed. */
  requestStanding: roleProcedure(["lawyer"])
    .input(standingRequestInput)
    .mutation(({ ctx, input }) => submitStandingRequest(ctx.db, ctx.storage, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input)),
  /** Admins: the requests waiting (oldest first) or decided. */
  standingList: adminProcedure.input(listStandingInput).query(({ ctx, input }) => listStandingRequests(ctx.db, input)),
  /** Admins: confirm (the directory shows it at once) or reject with a reason. */
  decideStanding: adminProcedure.input(decideStandingInput).mutation(({ ctx, input }) => decideStandingRequest(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input)),
});
