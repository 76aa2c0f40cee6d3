import { authedProcedure, publicProcedure, router } from "#server/trpc/init";
import {
  confirmTwoFactor,
  disableTwoFactor,
  pendingTwoFactorSetup,
  recoveryCodesMatch,
  regenerateRecoveryCodes,
  startTwoFactor,
  takeRecoveryCodesToShow,
  twoFactorStatus,
  verifySignInStep,
} from "./two-factor";
import { twoFactorInputs as inputs } from "./schemas";

/**
 * Issue 12 §1: the procedures of two-factor sign-in (accounts.twoFactor.*), apart from ./router.ts to
 * keep that under 400 lines; what each does is in ./two-factor.ts. All but the sign-in's second step
 * are the signed-in person's own settings.
 */
export const twoFactorRouter = router({
  status: authedProcedure.query(({ ctx }) => twoFactorStatus(ctx)),
  start: authedProcedure.input(inputs.start).mutation(({ ctx, input }) => startTwoFactor(ctx, input)),
  pendingSetup: authedProcedure.query(({ ctx }) => pendingTwoFactorSetup(ctx)),
  confirm: authedProcedure.input(inputs.confirm).mutation(({ ctx, input }) => confirmTwoFactor(ctx, input)),
  takeRecoveryCodesToShow: authedProcedure.mutation(({ ctx }) => takeRecoveryCodesToShow(ctx)),
  regenerateRecoveryCodes: authedProcedure.input(inputs.regenerateRecoveryCodes).mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, input)),
  recoveryCodesMatch: authedProcedure.input(inputs.recoveryCodesMatch).query(({ ctx, input }) => recoveryCodesMatch(ctx, input)),
  disable: authedProcedure.input(inputs.disable).mutation(({ ctx, input }) => disableTwoFactor(ctx, input)),
  verifySignIn: publicProcedure.input(inputs.verifySignIn).mutation(({ ctx, input }) => verifySignInStep(ctx, input)),
});
