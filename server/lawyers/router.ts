import { notFound } from "#server/errors/app-error";
import { publicProcedure, router } from "#server/trpc/init";
import { getLawyerPhoto, getLawyerProfile, searchLawyers } from "./queries";
import { lawyerIdInput, searchLawyersInput } from "./schemas";

/**
 * The public lawyer directory (issue 3 §2). Only verified lawyers are ever listed or shown; an
 * unverified or unknown id is "not found", exactly like one that never existed.
 */
export const lawyersRouter = router({
  search: publicProcedure.input(searchLawyersInput).query(({ ctx, input }) => searchLawyers(ctx.db, input)),
  byId: publicProcedure.input(lawyerIdInput).query(async ({ ctx, input }) => (await getLawyerProfile(ctx.db, input.id)) ?? notFound()),
  /** The photo's bytes, for the /lawyer-photo/{id} resource route (not meant for the HTTP API). */
  photo: publicProcedure
    .input(lawyerIdInput)
    .query(async ({ ctx, input }) => (await getLawyerPhoto(ctx.db, ctx.storage, input.id)) ?? notFound()),
});
