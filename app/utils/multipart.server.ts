import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { getEnv } from "#server/config/env";

/** Marks a file part that went over the cap; its bytes were read and dropped, never kept. */
/** The upload cap (MAX_UPLOAD_BYTES) as upload hints show it, in whole megabytes. */
export function maxUploadMegabytes(): number {
  return Math.floor(getEnv().MAX_UPLOAD_BYTES / (1024 * 1024));
}

export const TOO_LARGE_TYPE = "application/x-qanun-too-large";
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

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
 */
export async function parseMultipartForm(request: Request, opts: { maxFileBytes: number }): Promise<FormData> {
  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    if (filename === undefined) {
      const chunks = await readCapped(data, MAX_TEXT_FIELD_BYTES);
      return chunks ? new TextDecoder().decode(Buffer.concat(chunks)) : "";
    }
    const chunks = await readCapped(data, opts.maxFileBytes);
    if (!filename) return undefined;
    if (chunks === null) return new File([], filename, { type: TOO_LARGE_TYPE });
    if (chunks.length === 0) return undefined;
    return new File(chunks as BlobPart[], filename, { type: contentType || "application/octet-stream" });
  };
  return unstable_parseMultipartFormData(request, handler);
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
 * wrong content type) is bad input, not a server error: it yields null.
 */
export async function readPostedForm(request: Request, opts: { maxFileBytes: number }): Promise<FormData | null> {
  try {
    return isMultipart(request) ? await parseMultipartForm(request, opts) : await request.formData();
  } catch {
    return null;
  }
}

/** For forms without files: the parsed form, or a 400 response (rendered as the bad-request page). */
export async function requireForm(request: Request): Promise<FormData> {
  const form = await readPostedForm(request, { maxFileBytes: 0 });
  if (!form) throw new Response(null, { status: 400, statusText: "Bad Request" });
  return form;
}
