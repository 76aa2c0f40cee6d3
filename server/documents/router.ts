import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { z } from "zod";
import { notFound } from "#server/errors/app-error";
import { authedProcedure, router } from "#server/trpc/init";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import { DOCUMENT_KEYS, parseDocumentUrl, uploadVerificationDocuments } from "./verification-documents";
import { singleLineString } from "#server/common/text";

const SIGNED_URL_SECONDS = 60;

export const documentsRouter = router({
  /** Dashboard upload: always for the caller's own profile (the user id never comes from input). */
  uploadVerification: authedProcedure
    .input(
      z.object({
        documents: z
          .array(z.object({ key: z.enum(DOCUMENT_KEYS), fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable() }))
          .min(1)
          .max(8),
      }),
    )
    .mutation(({ ctx, input }) =>
      uploadVerificationDocuments({ db: ctx.db, storage: ctx.storage, userId: ctx.viewer.user.id, documents: input.documents }),
    ),

  /**
   * A short-lived link to one verification document, for its owner or an admin. Anyone else, and
   * any path that is not a verification document, gets "not found".
   */
  signedDownloadUrl: authedProcedure.input(z.object({ url: singleLineString().max(1024) })).query(async ({ ctx, input }) => {
    const parsed = parseDocumentUrl(input.url);
    if (!parsed) notFound();
    if (parsed.ownerId !== ctx.viewer.user.id && ctx.viewer.role !== "admin") notFound();
    const profile = await ctx.db
      .selectFrom("profiles")
      .select("verification_documents")
      .where("id", "=", parsed.ownerId)
      .executeTakeFirst();
    const known = Object.values(profile?.verification_documents ?? {}).includes(input.url);
    if (!known) notFound();
    const downloadName = parsed.objectKey.split("/").pop()!;
    return {
      url: await ctx.storage.signedUrl({
        bucket: VERIFICATION_BUCKET,
        key: parsed.objectKey,
        expiresInSeconds: SIGNED_URL_SECONDS,
        downloadName,
      }),
    };
  }),
});
