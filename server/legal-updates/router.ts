import { z } from "zod";
import { notFound, publicProcedure, router } from "#server/trpc/init";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (!UUID.test(input.id)) notFound();
    const update = await ctx.db
      .selectFrom("legal_updates")
      .selectAll()
      .where("id", "=", input.id)
      .where("published_at", "<=", new Date())
      .executeTakeFirst();
    return update ?? notFound();
  }),
});
