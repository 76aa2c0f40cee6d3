import { TRPCError } from "@trpc/server";
import { AppError } from "#server/errors/app-error";
import { adminProcedure, notFound, publicProcedure, router } from "#server/trpc/init";
import { ancestorSlugsOf, getServiceLinks, getServicePage, listServicePages, updateServicePage } from "./queries";
import { serviceSlugInput, updateServicePageInput } from "./schemas";

/**
 * The service pages of spec §2 (issue 3 §1): public reads for the pages, and an admin-only edit.
 * Content is the firm's own, in both languages; the page decides which language to show.
 */
export const servicesRouter = router({
  list: publicProcedure.query(({ ctx }) => listServicePages(ctx.db)),

  /** One page with the pages it links to and the service pages above it (for breadcrumbs). */
  bySlug: publicProcedure.input(serviceSlugInput).query(async ({ ctx, input }) => {
    const page = await getServicePage(ctx.db, input.slug);
    if (!page) notFound();
    const [related, ancestors] = await Promise.all([
      getServiceLinks(ctx.db, page.relatedSlugs),
      getServiceLinks(ctx.db, ancestorSlugsOf(page.slug)),
    ]);
    return { page, related, ancestors };
  }),

  /** Replaces a page's content; the page must exist, and every related slug must name a page. */
  update: adminProcedure.input(updateServicePageInput).mutation(async ({ ctx, input }) => {
    const known = await getServiceLinks(ctx.db, input.relatedSlugs);
    if (known.length !== input.relatedSlugs.length) {
      throw new TRPCError({ code: "BAD_REQUEST", cause: new AppError("invalid_input"), message: "unknown related service" });
    }
    const updated = await updateServicePage(ctx.db, { page: input, editorId: ctx.viewer.user.id });
    if (!updated) notFound();
    return { slug: input.slug };
  }),
});
