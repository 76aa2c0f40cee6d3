import { AppError } from "#server/errors/app-error";
import { publicProcedure, roleProcedure, router, toTRPCError, expected } from "#server/trpc/init";
import { companyProfileInput, inviteIdInput, inviteInput, inviteTokenInput, memberInput, memberRoleInput, serviceRequestInput } from "./catalog";
import { acceptInvite, inviteColleague, previewInvite, revokeInvite } from "./invites";
import { ensureCompanyFor, type Membership } from "./membership";
import { createServiceRequest, listCompanyConsultations, listMembers, listPendingInvites, listServiceRequests, readProfile, removeMember, setMemberRole, updateProfile } from "./queries";

/** Company-role callers, with their membership (their own company is made on first use). */
const companyProcedure = roleProcedure(["company"]).use(async ({ ctx, next }) => {
  const membership = await ensureCompanyFor(ctx.db, ctx.viewer.user.id);
  return next({ ctx: { ...ctx, membership } });
});

function requireOwner(membership: Membership) {
  if (membership.role !== "owner") throw toTRPCError(new AppError("forbidden"));
}

/**
 * The company dashboard (issue 4 §4): every procedure is scoped to the caller's own company, read
 * from company_members on the server; ids of other companies' rows are simply not found.
 */
export const companyRouter = router({
  overview: companyProcedure.query(async ({ ctx }) => {
    const { companyId, role } = ctx.membership;
    const [profile, members, invites, consultations, serviceRequests] = await Promise.all([
      readProfile(ctx.db, companyId),
      listMembers(ctx.db, companyId),
      role === "owner" ? listPendingInvites(ctx.db, companyId) : Promise.resolve([]),
      listCompanyConsultations(ctx.db, companyId),
      listServiceRequests(ctx.db, companyId),
    ]);
    return { viewerRole: role, viewerId: ctx.viewer.user.id, profile, members, invites, consultations, serviceRequests };
  }),

  consultations: companyProcedure.query(({ ctx }) => listCompanyConsultations(ctx.db, ctx.membership.companyId)),

  updateProfile: companyProcedure.input(companyProfileInput).mutation(async ({ ctx, input }) => {
    requireOwner(ctx.membership);
    await updateProfile(ctx.db, ctx.membership.companyId, input);
    return { saved: true as const };
  }),

  invite: companyProcedure.input(inviteInput).mutation(async ({ ctx, input }) => {
    requireOwner(ctx.membership);
    const { id } = await expected(() =>
      inviteColleague(ctx.db, { membership: ctx.membership, viewer: ctx.viewer, email: input.email, role: input.role })
    );
    return { id };
  }),

  revokeInvite: companyProcedure.input(inviteIdInput).mutation(async ({ ctx, input }) => {
    requireOwner(ctx.membership);
    await expected(() => revokeInvite(ctx.db, { companyId: ctx.membership.companyId, inviteId: input.id }));
    return { revoked: true as const };
  }),

  removeMember: companyProcedure.input(memberInput).mutation(async ({ ctx, input }) => {
    requireOwner(ctx.membership);
    await expected(() => removeMember(ctx.db, { companyId: ctx.membership.companyId, userId: input.userId }));
    return { removed: true as const };
  }),

  setMemberRole: companyProcedure
    .input(memberRoleInput)
    .mutation(async ({ ctx, input }) => {
      requireOwner(ctx.membership);
      await expected(() => setMemberRole(ctx.db, { companyId: ctx.membership.companyId, userId: input.userId, role: input.role }));
      return { role: input.role };
    }),

  requestService: companyProcedure.input(serviceRequestInput).mutation(async ({ ctx, input }) => {
    return createServiceRequest(ctx.db, { membership: ctx.membership, userId: ctx.viewer.user.id, input });
  }),

  /** The invitation page: public, so a signed-out invitee sees whose invitation it is. */
  invitePreview: publicProcedure
    .input(inviteTokenInput)
    .query(({ ctx, input }) => expected(() => previewInvite(ctx.db, { token: input.token, viewer: ctx.viewer }))),

  /** Not companyProcedure: joining must not first create a company of the caller's own. */
  acceptInvite: roleProcedure(["company"])
    .input(inviteTokenInput)
    .mutation(({ ctx, input }) => expected(() => acceptInvite(ctx.db, { token: input.token, viewer: ctx.viewer }))),
});
