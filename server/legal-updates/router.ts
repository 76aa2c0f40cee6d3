import { z } from "zod";
import { singleLineString } from "#server/common/text";
import { notFound } from "#server/errors/app-error";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init";
import {
  createUpdate,
  getUpdateForAdmin,
  listUpdateAuthors,
  listUpdatesForAdmin,
  previewUpdate,
  publishUpdateNow,
  saveUpdate,
  scheduleUpdate,
  unscheduleUpdate,
  withdrawUpdate,
} from "./editor";
import { getPublishedUpdatePage, isWithdrawnUpdate, lastPublicUpdateChange, listFeedUpdates, listPublishedUpdates } from "./queries";
import {
  adminListInput,
  listUpdatesInput,
  saveUpdateInput,
  scheduleInput,
  transitionInput,
  updateContentInput,
  updateRefInput,
} from "./schemas";

const updateIdInput = z.object({ id: singleLineString().max(64) });

/**
 * The back office's legal updates (issue 10 §4), admins only; the rules (states, versions, authors,
 * audit) are in ./editor.ts.
 */
const adminUpdatesRouter = router({
  list: adminProcedure.input(adminListInput.optional()).query(({ ctx, input }) => listUpdatesForAdmin(ctx.db, adminListInput.parse(input ?? {}))),
  byId: adminProcedure.input(updateRefInput).query(({ ctx, input }) => getUpdateForAdmin(ctx.db, input.id)),
  preview: adminProcedure.input(updateRefInput).query(({ ctx, input }) => previewUpdate(ctx.db, input.id)),
  authors: adminProcedure.query(({ ctx }) => listUpdateAuthors(ctx.db)),
  create: adminProcedure.input(updateContentInput).mutation(({ ctx, input }) => createUpdate({ db: ctx.db, actor: ctx, input })),
  save: adminProcedure.input(saveUpdateInput).mutation(({ ctx, input }) => saveUpdate({ db: ctx.db, actor: ctx, input })),
  schedule: adminProcedure.input(scheduleInput).mutation(({ ctx, input }) => scheduleUpdate({ db: ctx.db, actor: ctx, input })),
  publishNow: adminProcedure.input(transitionInput).mutation(({ ctx, input }) => publishUpdateNow({ db: ctx.db, actor: ctx, input })),
  unschedule: adminProcedure.input(transitionInput).mutation(({ ctx, input }) => unscheduleUpdate({ db: ctx.db, actor: ctx, input })),
  withdraw: adminProcedure.input(transitionInput).mutation(({ ctx, input }) => withdrawUpdate({ db: ctx.db, actor: ctx, input })),
});

/** The public legal updates (issue 3 §3) and, under `admin`, the back office's. */
export const legalUpdatesRouter = router({
  list: publicProcedure.input(listUpdatesInput.optional()).query(({ ctx, input }) => listPublishedUpdates(ctx.db, listUpdatesInput.parse(input ?? {}))),

  /** One published update, its body rendered from Markdown through the sanitizer, and related updates. */
  byId: publicProcedure.input(updateIdInput).query(async ({ ctx, input }) => (await getPublishedUpdatePage(ctx.db, input.id)) ?? notFound()),

  isWithdrawn: publicProcedure.input(updateIdInput).query(({ ctx, input }) => isWithdrawnUpdate(ctx.db, input.id)),
  feed: publicProcedure.query(({ ctx }) => listFeedUpdates(ctx.db)),
  lastChange: publicProcedure.query(({ ctx }) => lastPublicUpdateChange(ctx.db)),
  admin: adminUpdatesRouter,
});
