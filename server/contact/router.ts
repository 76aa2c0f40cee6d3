import { expected, publicProcedure, router } from "#server/trpc/init";
import { sendContactMessage, sendContactMessageInput } from "./messages";

export const contactRouter = router({
  send: publicProcedure.input(sendContactMessageInput).mutation(({ ctx, input }) => expected(() => sendContactMessage({ db: ctx.db, ip: ctx.clientIp, input }))),
});
