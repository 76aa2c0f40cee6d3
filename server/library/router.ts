import { z } from "zod";
import { singleLineString } from "#server/common/text";
import { notFound } from "#server/errors/app-error";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init";
import {
  createLibraryItem,
  getLibraryItemForAdmin,
  libraryFileLink,
  listLibraryItemsForAdmin,
  replaceLibraryFile,
  saveLibraryItem,
  setLibraryItemState,
} from "./editor";
import { getPublishedLibraryFile, listPublishedLibraryItems } from "./queries";
import {
  adminLibraryListInput,
  createLibraryItemInput,
  libraryRefInput,
  libraryTransitionInput,
  listLibraryInput,
  replaceLibraryFileInput,
  saveLibraryItemInput,
} from "./schemas";

/** The back office's legal library (issue 10 §4), admins only; the rules (files, versions, audit) are in ./editor.ts. */
const adminLibraryRouter = router({
  list: adminProcedure.input(adminLibraryListInput.optional()).query(({ ctx, input }) => listLibraryItemsForAdmin(ctx.db, adminLibraryListInput.parse(input ?? {}))),
  byId: adminProcedure.input(libraryRefInput).query(({ ctx, input }) => getLibraryItemForAdmin(ctx.db, input.id)),
  fileLink: adminProcedure.input(libraryRefInput).query(({ ctx, input }) => libraryFileLink({ db: ctx.db, storage: ctx.storage, id: input.id })),
  create: adminProcedure.input(createLibraryItemInput).mutation(({ ctx, input }) => createLibraryItem({ db: ctx.db, storage: ctx.storage, actor: ctx, input })),
  save: adminProcedure.input(saveLibraryItemInput).mutation(({ ctx, input }) => saveLibraryItem({ db: ctx.db, actor: ctx, input })),
  replaceFile: adminProcedure.input(replaceLibraryFileInput).mutation(({ ctx, input }) => replaceLibraryFile({ db: ctx.db, storage: ctx.storage, actor: ctx, input })),
  publish: adminProcedure.input(libraryTransitionInput).mutation(({ ctx, input }) => setLibraryItemState({ db: ctx.db, actor: ctx, input, to: "published" })),
  unpublish: adminProcedure.input(libraryTransitionInput).mutation(({ ctx, input }) => setLibraryItemState({ db: ctx.db, actor: ctx, input, to: "unpublished" })),
});

/** The public legal library (issue 3 §3) and, under `admin`, the back office's. */
export const libraryRouter = router({
  list: publicProcedure.input(listLibraryInput.optional()).query(({ ctx, input }) => listPublishedLibraryItems(ctx.db, listLibraryInput.parse(input ?? {}))),
  /** The bytes of one published item's file, for the download route. */
  file: publicProcedure
    .input(z.object({ id: singleLineString().max(64) }))
    .query(async ({ ctx, input }) => (await getPublishedLibraryFile({ db: ctx.db, storage: ctx.storage, id: input.id })) ?? notFound()),
  admin: adminLibraryRouter,
});
