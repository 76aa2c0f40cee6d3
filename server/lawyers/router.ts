import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { notFound, publicProcedure, router } from "#server/trpc/init";

const PUBLIC_COLUMNS = [
  "id",
  "name_ar",
  "name_en",
  "title_ar",
  "title_en",
  "bio_ar",
  "bio_en",
  "city",
  "years_of_practice",
  "is_sample",
] as const;

/** Only verified lawyers are public; an unverified or unknown id is "not found". */
export const lawyersRouter = router({
  list: publicProcedure.query(({ ctx }) =>
    ctx.db.selectFrom("lawyers").select(PUBLIC_COLUMNS).where("verified", "=", true).orderBy("name_en").limit(100).execute(),
  ),
  byId: publicProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const lawyer = await ctx.db
      .selectFrom("lawyers")
      .select(PUBLIC_COLUMNS)
      .where("id", "=", input.id)
      .where("verified", "=", true)
      .executeTakeFirst();
    return lawyer ?? notFound();
  }),
});
