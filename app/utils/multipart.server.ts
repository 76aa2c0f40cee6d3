import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { getEnv } from "#server/config/env";
import { BodyTooLargeError, bodyLimits, limitRequestBody, payloadTooLargeResponse } from "#server/http/body-limits";

/** The upload cap (MAX_UPLOAD_BYTES) as upload hints show it, in whole megabytes. */
export function maxUploadMegabytes(): number {
  return Math.floor(getEnv().MAX_UPLOAD_BYTES / (1024 * 1024));
}

/** Marks a file part that went over the cap; its bytes were read and dropped, never kept. */
export const TOO_LARGE_TYPE = "application/x-qanun-too-large";

/**
 * An uploaded file held in one Buffer. A File normally holds a Node Blob, whose memory V8 does not count: it
 * stayed allocated until some later full collection, which that memory never prompted. A Buffer is counted,
 * so it is freed soon after the request is done. The actions read a file's name, type and bytes (arrayBuffer);
 * Node's own Blob code (new Blob([file])) would see it empty.
 */
class BufferFile extends File {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer, name: string, options: FilePropertyBag) {
    super([], name, options);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }
  /** The file's own memory when the Buffer has it to itself (as fs.readFile gives it), else a copy. */
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    return own ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
  }
  override async text(): Promise<string> {
    return this.#bytes.toString("utf8");
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const bytes = new Uint8Array(this.#bytes);
    return new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
  }
  override slice(start?: number, end?: number, contentType?: string): Blob {
    return new Blob([new Uint8Array(this.#bytes.subarray(start, end))], { type: contentType });
  }
}

/** A text part's value; a part over `cap` stops the reading at once (413). */
async function readText(data: AsyncIterable<Uint8Array>, cap: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > cap) throw new BodyTooLargeError(`a text field over ${cap} bytes`);
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A file part written to the request's spool folder, read back once the whole form has passed the caps. */
class SpooledFile extends File {
  constructor(
    readonly spoolPath: string,
    name: string,
    options: FilePropertyBag,
  ) {
    super([], name, options);
  }
}

/**
 * The file parts of one request, on disk while the body streams in: a form refused at its last part
 * (issue 25 §4: 413 after seven files of 9 MB) then never held its files in memory. Memory a request took
 * and gave back still raised the resident size for good (freed in pieces, it is not returned to the
 * system: 100 such posts took the server from 528 to 700 MB when the files were kept in memory).
 */
class UploadSpool {
  #dir: Promise<string> | null = null;
  #count = 0;

  /** Writes a part's bytes to a new file; null (and nothing kept) when it goes over `cap`. */
  async write(data: AsyncIterable<Uint8Array>, cap: number): Promise<{ path: string; size: number } | null> {
    this.#dir ??= fs.mkdtemp(path.join(os.tmpdir(), "qanun-upload-"));
    const file = path.join(await this.#dir, String(++this.#count));
    const handle = await fs.open(file, "w", 0o600);
    let size = 0;
    try {
      for await (const chunk of data) {
        size += chunk.byteLength;
        // Over the cap: the rest of the part is read and dropped, so the form can name the file.
        if (size <= cap) await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
    if (size > cap) {
      await fs.rm(file, { force: true });
      return null;
    }
    return { path: file, size };
  }

  async remove(): Promise<void> {
    if (this.#dir) await fs.rm(await this.#dir, { recursive: true, force: true });
  }
}

/**
 * Parses a multipart form with a cap per file: an oversized file becomes an empty File of type
 * TOO_LARGE_TYPE (so the form can say which file was too large), not a failed request. Empty file inputs
 * (nothing chosen) are dropped.
 *
 * The whole form is capped too (server/http/body-limits.ts: bytes, parts, file parts, a text field's
 * size), counted as it streams in: the first cap crossed stops the reading with BodyTooLargeError, before
 * the form reaches the action, so nothing has been written. File parts go to a temporary folder as they
 * arrive and come back into memory only when the whole form was accepted; the folder is always removed.
 */
export async function parseMultipartForm(request: Request, opts: { maxFileBytes: number }): Promise<FormData> {
  const limits = bodyLimits();
  const limited = limitRequestBody(request, limits);
  const spool = new UploadSpool();
  let fileParts = 0;
  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    if (filename === undefined) return readText(data, limits.textFieldBytes);
    if (++fileParts > limits.fileParts) throw new BodyTooLargeError(`more than ${limits.fileParts} files`);
    if (!filename) {
      // An input where nothing was chosen: its (empty) part is read, nothing is kept.
      for await (const chunk of data) void chunk;
      return undefined;
    }
    const spooled = await spool.write(data, opts.maxFileBytes);
    if (spooled === null) return new File([], filename, { type: TOO_LARGE_TYPE });
    if (spooled.size === 0) return undefined;
    return new SpooledFile(spooled.path, filename, { type: contentType || "application/octet-stream" });
  };
  try {
    const parsed = await unstable_parseMultipartFormData(limited.request, handler);
    const form = new FormData();
    for (const [name, value] of parsed) {
      form.append(name, value instanceof SpooledFile ? new BufferFile(await fs.readFile(value.spoolPath), value.name, { type: value.type }) : value);
    }
    return form;
  } catch (error) {
    throw limited.exceeded() ? new BodyTooLargeError(String(error)) : error;
  } finally {
    await spool.remove();
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
