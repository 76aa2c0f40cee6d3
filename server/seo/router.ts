import { z } from "zod";
import { publicProcedure, router } from "#server/trpc/init";
import { listSitemapEntries } from "./sitemap";
import { singleLineString } from "#server/common/text";

export const seoRouter = router({
  sitemapEntries: publicProcedure
    .input(z.object({ staticPaths: z.array(singleLineString().startsWith("/").max(200)).max(200) }))
    .query(({ ctx, input }) => listSitemapEntries(ctx.db, input.staticPaths)),
});
