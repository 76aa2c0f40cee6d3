import { isAppError } from "#server/errors/app-error";
import { publicProcedure, router, toTRPCError } from "#server/trpc/init";
import { sendContactMessage, sendContactMessageInput } from "./messages";

export const contactRouter = router({
  send: publicProcedure.input(sendContactMessageInput).mutation(async ({ ctx, input }) => {
    try {
      return await sendContactMessage({ db: ctx.db, ip: ctx.clientIp, input });
    } catch (error) {
      if (isAppError(error)) throw toTRPCError(error);
      throw error;
    }
  }),
});
