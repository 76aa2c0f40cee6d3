import { adminProcedure, publicProcedure, router } from "#server/trpc/init";
import { getFirmProfileForAdmin, saveFirmProfile } from "./editor";
import { getFirmProfileEntry } from "./profile";
import { firmProfileInput } from "./schemas";

/**
 * The firm's own facts (issue 27 §2, issue 29): anyone reads them (/contact, the assistant); only an admin reads
 * the back office's form values and saves them, audited.
 */
export const firmRouter = router({
  profile: publicProcedure.query(({ ctx }) => getFirmProfileEntry(ctx.db)),

  adminGet: adminProcedure.query(({ ctx }) => getFirmProfileForAdmin(ctx.db)),

  save: adminProcedure.input(firmProfileInput).mutation(async ({ ctx, input }) => {
    await saveFirmProfile({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp }, input });
    return { saved: true as const };
  }),
});
