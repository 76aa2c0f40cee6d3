import type { LoaderFunctionArgs } from "@remix-run/node";
import { callerFor, orNotFound } from "~/utils/trpc.server";

/** A listed lawyer's photo (bucket lawyer_photos); 404 when there is none or the lawyer is not listed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const photo = await orNotFound((await callerFor(request)).lawyers.photo({ id: params.lawyerId ?? "" }));
  const { body } = photo;
  return new Response(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer, {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
