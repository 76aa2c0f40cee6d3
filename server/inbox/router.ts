import { z } from "zod";
import type { Viewer } from "#server/auth/viewer";
import { adminProcedure, router } from "#server/trpc/init";
import { assignApplication, listApplications, listPostingsWithApplications, noteOnApplication, readApplication, setApplicationState } from "./applications";
import { assignCompanyRequest, listCompanyRequests, noteOnCompanyRequest, readCompanyRequest, replyToCompanyRequest, setCompanyRequestState } from "./company-requests";
import { INBOX_KINDS } from "./constants";
import { assignContactMessage, listContactMessages, noteOnContactMessage, readContactMessage, replyToContactMessage, setContactState } from "./contact";
import { listStaff, type InboxActor } from "./items";
import {
  applicationListInput,
  applicationStateInput,
  assignInput,
  byIdInput,
  companyRequestListInput,
  companyRequestStateInput,
  contactListInput,
  contactStateInput,
  textInput,
} from "./schemas";

/**
 * The back office's inboxes (issue 10 §5). Admins only: every procedure checks the role itself
 * (loaders are not a boundary); the actor and the client IP for the audit log come from the context.
 */
const actorOf = (ctx: { viewer: Viewer; clientIp: string }): InboxActor => ({ viewer: ctx.viewer, clientIp: ctx.clientIp });

export const inboxRouter = router({
  /** Who may be assigned an item of an inbox (admins; for company requests also verified lawyers). */
  staff: adminProcedure.input(z.object({ inbox: z.enum(INBOX_KINDS) })).query(async ({ ctx, input }) =>
    (await listStaff(ctx.db, input.inbox)).map(({ id, name, role }) => ({ id, name, role })),
  ),

  contact: router({
    list: adminProcedure.input(contactListInput).query(({ ctx, input }) => listContactMessages(ctx.db, { viewerId: ctx.viewer.user.id, input })),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readContactMessage(ctx.db, input.id)),
    setStatus: adminProcedure.input(contactStateInput).mutation(({ ctx, input }) => setContactState(ctx.db, { actor: actorOf(ctx), ...input })),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignContactMessage(ctx.db, { actor: actorOf(ctx), ...input })),
    reply: adminProcedure.input(textInput).mutation(({ ctx, input }) => replyToContactMessage(ctx.db, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnContactMessage(ctx.db, { actor: actorOf(ctx), ...input })),
  }),

  applications: router({
    list: adminProcedure.input(applicationListInput).query(({ ctx, input }) => listApplications(ctx.db, { viewerId: ctx.viewer.user.id, input })),
    postings: adminProcedure.query(({ ctx }) => listPostingsWithApplications(ctx.db)),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readApplication(ctx.db, input.id)),
    setStatus: adminProcedure.input(applicationStateInput).mutation(({ ctx, input }) => setApplicationState(ctx.db, { actor: actorOf(ctx), ...input })),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignApplication(ctx.db, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnApplication(ctx.db, { actor: actorOf(ctx), ...input })),
  }),

  companyRequests: router({
    list: adminProcedure.input(companyRequestListInput).query(({ ctx, input }) => listCompanyRequests(ctx.db, { viewerId: ctx.viewer.user.id, input })),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readCompanyRequest(ctx.db, input.id)),
    setStatus: adminProcedure.input(companyRequestStateInput).mutation(({ ctx, input }) => setCompanyRequestState(ctx.db, { actor: actorOf(ctx), ...input })),
    reply: adminProcedure.input(textInput).mutation(({ ctx, input }) => replyToCompanyRequest(ctx.db, { actor: actorOf(ctx), ...input })),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignCompanyRequest(ctx.db, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnCompanyRequest(ctx.db, { actor: actorOf(ctx), ...input })),
  }),
});
