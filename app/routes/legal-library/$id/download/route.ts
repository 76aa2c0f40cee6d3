import type { LoaderFunctionArgs } from "@remix-run/node";
import { conditionalResponse } from "#server/http/conditional";
import { buildAttachmentDisposition } from "#server/storage/files";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * A library item's file, by the item's id (issue 3 §3: every published item is public, templates included).
 * The object key comes from the item's row, so no other stored object can be named from here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await orNotFound((await callerFor(request)).library.file({ id: params.id ?? "" }));
  // Revalidated on every download (issue 10 §4): a replaced file or an unpublished item must not be
  // served from a cache; the ETag names the stored version, so an unchanged file answers 304.
  return conditionalResponse(request, {
    body: file.body,
    etag: file.etag,
    lastModified: file.lastModified,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Content-Disposition": buildAttachmentDisposition(file.fileName),
    },
  });
}
