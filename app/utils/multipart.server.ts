import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import { BodyTooLargeError, bodyLimits, limitRequestBody, payloadTooLargeResponse } from "#server/http/body-limits";

/** The upload cap (MAX_UPLOAD_BYTES) as upload hints show it, in whole megabytes. */
export function maxUploadMegabytes(): number {
  return Math.floor(getEnv().MAX_UPLOAD_BYTES / (1024 * 1024));
}

/** Marks a file part that went over the cap; its bytes were read and dropped, never kept. */
export const TOO_LARGE_TYPE = "application/x-qanun-too-large";

async function readCapped(data: AsyncIterable<Uint8Array>, cap: number): Promise<Uint8Array[] | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > cap) over = true;
    if (!over) chunks.push(chunk);
  }
  return over ? null : chunks;
}

/**
 * Parses a multipart form in memory with a cap per file: an oversized file becomes an empty File
 * of type TOO_LARGE_TYPE (so the form can say which file was too large), not a failed request.
 * Empty file inputs (nothing chosen) are dropped.
 *
 * The whole form is capped too (server/http/body-limits.ts: bytes, parts, file parts, a text field's
 * size), counted as it streams in: the first cap crossed stops the reading with BodyTooLargeError,
 * before the form reaches the action, so nothing has been written.
 */
export async function parseMultipartForm(request: Request, opts: { maxFileBytes: number }): Promise<FormData> {
  const limits = bodyLimits();
  const limited = limitRequestBody(request, limits);
  let fileParts = 0;
  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    if (filename === undefined) {
      const chunks = await readCapped(data, limits.textFieldBytes);
      if (!chunks) throw new BodyTooLargeError(`a text field over ${limits.textFieldBytes} bytes`);
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    if (++fileParts > limits.fileParts) throw new BodyTooLargeError(`more than ${limits.fileParts} files`);
    const chunks = await readCapped(data, opts.maxFileBytes);
    if (!filename) return undefined;
    if (chunks === null) return new File([], filename, { type: TOO_LARGE_TYPE });
    if (chunks.length === 0) return undefined;
    return new File(chunks as BlobPart[], filename, { type: contentType || "application/octet-stream" });
  };
  try {
    return await unstable_parseMultipartFormData(limited.request, handler);
  } catch (error) {
    throw limited.exceeded() ? new BodyTooLargeError(String(error)) : error;
  }
}

/** The documents of a parsed form, as the procedures take them. */
export async function documentsFromForm<K extends string>(formData: FormData, keys: readonly K[]) {
  const documents: { key: K; fileName: string; bytes: Uint8Array | null }[] = [];
  for (const key of keys) {
    // One file per document key: the profile maps each key to one URL (spec §3).
    const value = formData.get(`document_${key}`);
    if (!(value instanceof File) || !value.name) continue;
    const bytes = value.type === TOO_LARGE_TYPE ? null : new Uint8Array(await value.arrayBuffer());
    documents.push({ key, fileName: value.name, bytes });
  }
  return documents;
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

/**
 * The form of a POST, multipart or urlencoded. A body that cannot be parsed (truncated, malformed,
 * wrong content type) is bad input, not a server error: it yields null. A body over the caps
 * (server/http/body-limits.ts) throws the 413 response, in the visitor's language.
 */
export async function readPostedForm(request: Request, opts: { maxFileBytes: number }): Promise<FormData | null> {
  try {
    if (isMultipart(request)) return await parseMultipartForm(request, opts);
    const limited = limitRequestBody(request);
    try {
      return await limited.request.formData();
    } catch (error) {
      throw limited.exceeded() ? new BodyTooLargeError(String(error)) : error;
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw payloadTooLargeResponse(request);
    return null;
  }
}

/** For forms without files: the parsed form, or a 400 response (rendered as the bad-request page). */
export async function requireForm(request: Request): Promise<FormData> {
  const form = await readPostedForm(request, { maxFileBytes: 0 });
  if (!form) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return form;
}
