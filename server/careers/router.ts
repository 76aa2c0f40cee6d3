import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { isAppError } from "#server/errors/app-error";
import { adminProcedure, notFound, publicProcedure, router, toTRPCError } from "#server/trpc/init";
import { applyInput, openPostings, signedCvUrl, submitApplication } from "./applications";

const POSTING_COLUMNS = [
  "id",
  "title_ar",
  "title_en",
  "description_ar",
  "description_en",
  "requirements_ar",
  "requirements_en",
  "location_ar",
  "location_en",
  "employment_type",
  "closes_at",
  "published_at",
  "is_sample",
] as const;

/** Issue 3 §4: open postings only (a closed one is "not found"), applications with a private CV. */
export const careersRouter = router({
  listOpen: publicProcedure.query(({ ctx }) =>
    openPostings(ctx.db).select(POSTING_COLUMNS).orderBy("published_at", "desc").orderBy("id").limit(100).execute(),
  ),

  byId: publicProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const posting = await openPostings(ctx.db).select(POSTING_COLUMNS).where("id", "=", input.id).executeTakeFirst();
    return posting ?? notFound();
  }),

  submitApplication: publicProcedure.input(applyInput).mutation(async ({ ctx, input }) => {
    if (!isUuid(input.postingId)) notFound();
    try {
      return await submitApplication({ db: ctx.db, storage: ctx.storage, ip: ctx.clientIp, input });
    } catch (error) {
      if (isAppError(error)) throw toTRPCError(error);
      throw error;
    }
  }),

  /** Admins only: a signed link (five minutes) to an application's CV; anyone else never learns it exists. */
  cvDownloadUrl: adminProcedure.input(z.object({ applicationId: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.applicationId)) notFound();
    const url = await signedCvUrl({ db: ctx.db, storage: ctx.storage, applicationId: input.applicationId });
    return url ? { url } : notFound();
  }),
});
