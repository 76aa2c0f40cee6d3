import { sql } from "kysely";
import { z } from "zod";
import { isUuid } from "#server/common/ids";
import { notFound } from "#server/errors/app-error";
import { adminProcedure, publicProcedure, router, expected } from "#server/trpc/init";
import { applyInput, listOpenPostings, openPostings, POSTING_COLUMNS, publishedPostings, signedCvUrl, submitApplication } from "./applications";
import { adminPostingListInput, closePosting, createPosting, getPostingForAdmin, listPostingsForAdmin, openPosting, postingContentSchema, postingIdInput, updatePosting } from "./postings";
import { singleLineString } from "#server/common/text";

/**
 * Issue 3 §4: open postings only (a closed one is "not found" to byId), applications with a private CV.
 * Issue 10 §4: a closed posting's page says so (`page`), and admins manage postings (list, create,
 * edit, open, close), each change audited.
 */
export const careersRouter = router({
  listOpen: publicProcedure.query(({ ctx }) => listOpenPostings(ctx.db)),

  byId: publicProcedure.input(z.object({ id: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const posting = await openPostings(ctx.db).select(POSTING_COLUMNS).where("id", "=", input.id).executeTakeFirst();
    return posting ?? notFound();
  }),

  /** A posting's public page: open, or closed since (then `isOpen` is false and no application is taken). Drafts: not found. */
  page: publicProcedure.input(z.object({ id: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    const posting = await publishedPostings(ctx.db)
      .select([...POSTING_COLUMNS, sql<boolean>`state = 'open' and closes_at > now()`.as("is_open")])
      .where("id", "=", input.id)
      .executeTakeFirst();
    return posting ?? notFound();
  }),

  submitApplication: publicProcedure.input(applyInput).mutation(async ({ ctx, input }) => {
    if (!isUuid(input.postingId)) notFound();
    return expected(() => submitApplication({ db: ctx.db, storage: ctx.storage, ip: ctx.clientIp, input }));
  }),

  /** Admins only: a signed link (five minutes) to an application's CV; anyone else never learns it exists. */
  cvDownloadUrl: adminProcedure.input(z.object({ applicationId: singleLineString().max(64) })).query(async ({ ctx, input }) => {
    if (!isUuid(input.applicationId)) notFound();
    const url = await signedCvUrl({ db: ctx.db, storage: ctx.storage, applicationId: input.applicationId });
    return url ? { url } : notFound();
  }),

  adminList: adminProcedure.input(adminPostingListInput).query(({ ctx, input }) => listPostingsForAdmin(ctx.db, input)),

  adminGet: adminProcedure.input(postingIdInput).query(async ({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    return (await getPostingForAdmin(ctx.db, input.id)) ?? notFound();
  }),

  create: adminProcedure
    .input(z.object({ content: postingContentSchema }))
    .mutation(({ ctx, input }) => expected(() => createPosting({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp }, content: input.content }))),

  update: adminProcedure.input(z.object({ id: singleLineString().max(64), content: postingContentSchema })).mutation(({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    return expected(() => updatePosting({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp }, id: input.id, content: input.content }));
  }),

  open: adminProcedure.input(postingIdInput).mutation(({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    return expected(() => openPosting({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp }, id: input.id }));
  }),

  close: adminProcedure.input(postingIdInput).mutation(({ ctx, input }) => {
    if (!isUuid(input.id)) notFound();
    return expected(() => closePosting({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp }, id: input.id }));
  }),
});
