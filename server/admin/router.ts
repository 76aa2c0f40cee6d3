import { z } from "zod";
import { sql } from "kysely";
import { adminProcedure, notFound, router } from "#server/trpc/init";

export const adminRouter = router({
  /** An admin accepts or rejects the documents a lawyer or company submitted. */
  setVerification: adminProcedure
    .input(z.object({ profileId: z.string().min(1).max(128), decision: z.enum(["verified", "rejected"]) }))
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.db
        .updateTable("profiles")
        .set({ verification_status: input.decision, updated_at: sql`now()` })
        .where("id", "=", input.profileId)
        .where("user_type", "in", ["lawyer", "company"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) notFound();
      // lawyers.verified mirrors the account's verification: only a verified lawyer is listed in the directory.
      await ctx.db
        .updateTable("lawyers")
        .set({ verified: input.decision === "verified" })
        .where("user_id", "=", input.profileId)
        .execute();
      return { status: input.decision };
    }),
});
