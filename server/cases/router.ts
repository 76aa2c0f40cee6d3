import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { adminProcedure, authedProcedure, notFound, router } from "#server/trpc/init";
import { selectAccessibleCases } from "./access";


const CASE_COLUMNS = [
  "cases.id",
  "cases.reference",
  "cases.title_ar",
  "cases.title_en",
  "cases.service_area",
  "cases.status",
  "cases.updated_at",
] as const;

export const casesRouter = router({
  byId: authedProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const found = await selectAccessibleCases(ctx.db, ctx.viewer)
      .innerJoin("user as client", "client.id", "cases.client_id")
      .select([...CASE_COLUMNS, "cases.created_at", "client.name as client_name"])
      .where("cases.id", "=", input.id)
      .executeTakeFirst();
    if (!found) notFound();
    const lawyers = await ctx.db
      .selectFrom("case_lawyers")
      .innerJoin("user", "user.id", "case_lawyers.lawyer_user_id")
      .select(["user.id", "user.name"])
      .where("case_lawyers.case_id", "=", found.id)
      .execute();
    return { ...found, lawyers };
  }),

  /** spec §2 /admin/cases: every case, newest activity first. */
  listAll: adminProcedure
    .input(z.object({ status: z.enum(["open", "in_progress", "on_hold", "closed"]).optional() }).default({}))
    .query(async ({ ctx, input }) => {
      let query = ctx.db
        .selectFrom("cases")
        .innerJoin("user as client", "client.id", "cases.client_id")
        .select([...CASE_COLUMNS, "client.name as client_name"])
        .orderBy("cases.updated_at", "desc")
        .limit(200);
      if (input.status) query = query.where("cases.status", "=", input.status);
      return query.execute();
    }),
});
