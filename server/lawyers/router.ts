import { z } from "zod";
import { notFound, publicProcedure, router } from "#server/trpc/init";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
    if (!UUID.test(input.id)) notFound();
    const lawyer = await ctx.db
      .selectFrom("lawyers")
      .select(PUBLIC_COLUMNS)
      .where("id", "=", input.id)
      .where("verified", "=", true)
      .executeTakeFirst();
    return lawyer ?? notFound();
  }),
});
