import { z } from "zod";
import type { Viewer } from "#server/auth/viewer";
import { adminProcedure, router } from "#server/trpc/init";
import { INBOX_KINDS } from "./constants";
import { assignInboxItem, listItems, noteOnItem, readItem, setItemState } from "./inbox";
import { APPLICATIONS_INBOX, COMPANY_REQUESTS_INBOX, CONTACT_INBOX, listPostingsWithApplications } from "./inboxes";
import { listStaff, type InboxActor } from "./items";
import { replyToCompanyRequest, replyToContactMessage } from "./replies";
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
    list: adminProcedure.input(contactListInput).query(({ ctx, input }) => listItems(ctx.db, CONTACT_INBOX, { viewerId: ctx.viewer.user.id, input })),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readItem(ctx.db, CONTACT_INBOX, input.id)),
    setStatus: adminProcedure
      .input(contactStateInput)
      .mutation(async ({ ctx, input }) => ({ status: (await setItemState(ctx.db, CONTACT_INBOX, { actor: actorOf(ctx), ...input })).to })),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignInboxItem(ctx.db, CONTACT_INBOX, { actor: actorOf(ctx), ...input })),
    reply: adminProcedure.input(textInput).mutation(({ ctx, input }) => replyToContactMessage(ctx.db, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnItem(ctx.db, CONTACT_INBOX, { actor: actorOf(ctx), ...input })),
  }),

  applications: router({
    list: adminProcedure.input(applicationListInput).query(({ ctx, input }) => listItems(ctx.db, APPLICATIONS_INBOX, { viewerId: ctx.viewer.user.id, input })),
    postings: adminProcedure.query(({ ctx }) => listPostingsWithApplications(ctx.db)),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readItem(ctx.db, APPLICATIONS_INBOX, input.id)),
    /** A decision (shortlisted, rejected, hired) is mailed to the applicant; `mailed` says whether one was. */
    setStatus: adminProcedure.input(applicationStateInput).mutation(async ({ ctx, input }) => {
      const changed = await setItemState(ctx.db, APPLICATIONS_INBOX, { actor: actorOf(ctx), ...input });
      return { status: changed.to, mailed: changed.mailed };
    }),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignInboxItem(ctx.db, APPLICATIONS_INBOX, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnItem(ctx.db, APPLICATIONS_INBOX, { actor: actorOf(ctx), ...input })),
  }),

  companyRequests: router({
    list: adminProcedure
      .input(companyRequestListInput)
      .query(({ ctx, input }) => listItems(ctx.db, COMPANY_REQUESTS_INBOX, { viewerId: ctx.viewer.user.id, input })),
    byId: adminProcedure.input(byIdInput).query(({ ctx, input }) => readItem(ctx.db, COMPANY_REQUESTS_INBOX, input.id)),
    setStatus: adminProcedure
      .input(companyRequestStateInput)
      .mutation(async ({ ctx, input }) => ({ status: (await setItemState(ctx.db, COMPANY_REQUESTS_INBOX, { actor: actorOf(ctx), ...input })).to })),
    reply: adminProcedure.input(textInput).mutation(({ ctx, input }) => replyToCompanyRequest(ctx.db, { actor: actorOf(ctx), ...input })),
    assign: adminProcedure.input(assignInput).mutation(({ ctx, input }) => assignInboxItem(ctx.db, COMPANY_REQUESTS_INBOX, { actor: actorOf(ctx), ...input })),
    addNote: adminProcedure.input(textInput).mutation(({ ctx, input }) => noteOnItem(ctx.db, COMPANY_REQUESTS_INBOX, { actor: actorOf(ctx), ...input })),
  }),
});
