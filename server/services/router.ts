import { notFound } from "#server/errors/app-error";
import { adminProcedure, publicProcedure, router, expected } from "#server/trpc/init";
import { createServicePage, discardServiceDraft, publishServiceDraft, restoreServiceVersion, saveServiceDraft } from "./editor";
import { getServiceEditorData, getServicePreviewContent, listServicePagesForEditor } from "./editor-reads";
import { ancestorSlugsOf, getListingLinks, getServiceLinks, getServicePage, listServicePages } from "./queries";
import { adminServiceListInput, createServicePageInput, previewServiceInput, restoreServiceVersionInput, saveServiceDraftInput, serviceSlugInput, serviceVersionActionInput } from "./schemas";

/**
 * The service pages of spec §2 (issue 3 §1): public reads of the live pages. The back office's editor
 * (issue 10 §4, admins only; server/services/editor.ts): list, read, create, save a draft, preview,
 * publish, discard, restore a version. Every write is audited in its own transaction.
 */
export const servicesRouter = router({
  list: publicProcedure.query(({ ctx }) => listServicePages(ctx.db)),

  /** One live page with the pages it links to and the service pages above it (for breadcrumbs). */
  bySlug: publicProcedure.input(serviceSlugInput).query(async ({ ctx, input }) => {
    const page = await getServicePage(ctx.db, input.slug);
    if (!page) notFound();
    const [related, ancestors] = await Promise.all([
      getServiceLinks(ctx.db, page.relatedSlugs).then((links) => getListingLinks(ctx.db, { slug: page.slug, related: links })),
      getServiceLinks(ctx.db, ancestorSlugsOf(page.slug)),
    ]);
    return { page, related, ancestors };
  }),

  adminList: adminProcedure.input(adminServiceListInput).query(({ ctx, input }) => listServicePagesForEditor(ctx.db, input)),

  adminGet: adminProcedure.input(serviceSlugInput).query(async ({ ctx, input }) => (await getServiceEditorData(ctx.db, input.slug)) ?? notFound()),

  /**
   * The draft (or the live page, or version `version`) as the public page would render it, with the
   * links it would show. Only admins: a draft is never public before it is published.
   */
  preview: adminProcedure.input(previewServiceInput).query(async ({ ctx, input }) => {
    const found = await getServicePreviewContent(ctx.db, input);
    if (!found) notFound();
    const [related, ancestors] = await Promise.all([
      getServiceLinks(ctx.db, found.content.relatedSlugs),
      getServiceLinks(ctx.db, ancestorSlugsOf(found.content.slug)),
    ]);
    return {
      source: found.source,
      number: found.number,
      page: { ...found.content, isSample: false, updatedAt: found.updatedAt },
      related,
      ancestors,
    };
  }),

  create: adminProcedure
    .input(createServicePageInput)
    .mutation(({ ctx, input }) => expected(() => createServicePage({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp } }, input.content))),

  saveDraft: adminProcedure
    .input(saveServiceDraftInput)
    .mutation(({ ctx, input }) => expected(() => saveServiceDraft({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp } }, input))),

  publish: adminProcedure
    .input(serviceVersionActionInput)
    .mutation(({ ctx, input }) => expected(() => publishServiceDraft({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp } }, input))),

  discardDraft: adminProcedure
    .input(serviceVersionActionInput)
    .mutation(({ ctx, input }) => expected(() => discardServiceDraft({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp } }, input))),

  restoreVersion: adminProcedure
    .input(restoreServiceVersionInput)
    .mutation(({ ctx, input }) => expected(() => restoreServiceVersion({ db: ctx.db, actor: { viewer: ctx.viewer, clientIp: ctx.clientIp } }, input))),
});
