import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init";
import { approveVerification, rejectVerification } from "#server/verifications/decisions";
import { rejectionReason } from "#server/verifications/schemas";
import { singleLineString } from "#server/common/text";

export const adminRouter = router({
  /**
   * The first, one-click decision, kept for scripts (seed --demo) and test fixtures: it goes through the
   * review's own decisions (history, notification, email, audit), but approves a lawyer without recording
   * a licence. A rejection still needs its reason. The back office uses verifications.* instead.
   */
  setVerification: adminProcedure
    .input(
      z.discriminatedUnion("decision", [
        z.object({ profileId: singleLineString().min(1).max(128), decision: z.literal("verified") }),
        z.object({ profileId: singleLineString().min(1).max(128), decision: z.literal("rejected"), reason: rejectionReason }),
      ]),
    )
    .mutation(async ({ ctx, input }) =>
      input.decision === "verified"
        ? approveVerification(ctx, { userId: input.profileId }, { requireLicence: false })
        : rejectVerification(ctx, { userId: input.profileId, reason: input.reason }),
    ),
});
