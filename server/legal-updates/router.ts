import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { notFound, publicProcedure, router } from "#server/trpc/init";


export const legalUpdatesRouter = router({
  list: publicProcedure.query(({ ctx }) =>
    ctx.db
      .selectFrom("legal_updates")
      .select(["id", "title_ar", "title_en", "summary_ar", "summary_en", "category", "published_at", "is_sample"])
      .where("published_at", "<=", new Date())
      .orderBy("published_at", "desc")
      .limit(50)
      .execute(),
  ),
  byId: publicProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const update = await ctx.db
      .selectFrom("legal_updates")
      .selectAll()
      .where("id", "=", input.id)
      .where("published_at", "<=", new Date())
      .executeTakeFirst();
    return update ?? notFound();
  }),
});
