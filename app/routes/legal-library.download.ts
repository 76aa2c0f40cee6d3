import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildAttachmentDisposition } from "#server/storage/files";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/**
 * A library item's file, by the item's id (issue 3 §3: every item is public, templates included).
 * The object key comes from the item's row, so no other stored object can be named from here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await orNotFound((await callerFor(request)).library.file({ id: params.id ?? "" }));
  const body = file.body;
  return new Response(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": buildAttachmentDisposition(file.fileName),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
