import { adminProcedure, authedProcedure, publicProcedure, roleProcedure, router } from "#server/trpc/init";
import { listLawyerReviews, listMyReviews, listReviewsByMe, listReviewsForAdmin } from "./queries";
import { createReview, hideReview, replyToReview, reviewEligibility } from "./reviews";
import { adminReviewsInput, createReviewInput, hideInput, lawyerReviewsInput, myReviewsInput, replyInput, reviewEligibilityInput } from "./schemas";

const lawyerProcedure = roleProcedure(["lawyer"]);

/**
 * Reviews of lawyers (issue 12 §4). The public reads a listed lawyer's visible reviews; a signed-in
 * person asks whether they may review a consultation and writes the review (the checks are in
 * ./reviews.ts, whatever the page showed); the reviewed lawyer replies once; an admin hides one.
 */
export const reviewsRouter = router({
  forLawyer: publicProcedure.input(lawyerReviewsInput).query(({ ctx, input }) => listLawyerReviews(ctx.db, input)),
  eligibility: authedProcedure.input(reviewEligibilityInput).query(({ ctx, input }) => reviewEligibility(ctx.db, ctx.viewer, input.consultationId)),
  create: authedProcedure.input(createReviewInput).mutation(({ ctx, input }) => createReview(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input)),
  mine: authedProcedure.query(({ ctx }) => listReviewsByMe(ctx.db, ctx.viewer)),
  aboutMe: lawyerProcedure.input(myReviewsInput).query(({ ctx, input }) => listMyReviews(ctx.db, ctx.viewer, input)),
  reply: lawyerProcedure.input(replyInput).mutation(({ ctx, input }) => replyToReview(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input)),
  adminList: adminProcedure.input(adminReviewsInput).query(({ ctx, input }) => listReviewsForAdmin(ctx.db, input)),
  hide: adminProcedure.input(hideInput).mutation(({ ctx, input }) => hideReview(ctx.db, { viewer: ctx.viewer, clientIp: ctx.clientIp }, input)),
});
