import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeLocation, assertValidExpiry, buildAttachmentDisposition } from "./files";
import type { ObjectLocation, StorageDriver, StoredObject } from "./types";

export interface DiskStorageOptions {
  rootDir: string;
  /** Public origin of the app, without trailing slash; links point at `${baseUrl}/files/signed`. */
  baseUrl: string;
  secret: string;
}

export interface SignedDownload extends ObjectLocation {
  downloadName?: string;
  /** Shown in the browser under downloadName rather than saved. */
  inline?: boolean;
}

export type SignedLinkCheck = ({ ok: true } & SignedDownload) | { ok: false; reason: "invalid" | "expired" };

export interface DiskStorageDriver extends StorageDriver {
  readonly kind: "disk";
  /** Checks the query of a `/files/signed` link: signature first, then expiry. */
  verifySignedLink(params: URLSearchParams, nowMs?: number): SignedLinkCheck;
}

const SIGNED_PATH = "/files/signed";
const SIGNATURE_CONTEXT = "qanun-disk-download-v1";
// Bucket names cannot start with a dot, so the metadata tree never collides with a bucket.
const META_DIR = ".meta";
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function createDiskStorage(options: DiskStorageOptions): DiskStorageDriver {
  const rootDir = path.resolve(options.rootDir);
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const sign = (fields: SignedFields) => signFields(options.secret, fields);

  return {
    kind: "disk",
    async put({ bucket, key, body, contentType }) {
      const paths = resolvePaths({ rootDir, bucket, key });
      // Metadata first: once the data file appears, its content type is already there.
      await writeFileAtomically(paths.meta, JSON.stringify({ contentType }));
      await writeFileAtomically(paths.data, body);
    },
    async get({ bucket, key }) {
      return readStoredObject(resolvePaths({ rootDir, bucket, key }));
    },
    async delete({ bucket, key }) {
      const paths = resolvePaths({ rootDir, bucket, key });
      await fs.rm(paths.data, { force: true });
      await fs.rm(paths.meta, { force: true });
    },
    async signedUrl({ bucket, key, expiresInSeconds, downloadName, inline }) {
      assertSafeLocation({ bucket, key });
      assertValidExpiry(expiresInSeconds);
      const fields = {
        b: bucket,
        k: key,
        e: String(Math.floor(Date.now() / 1000) + expiresInSeconds),
        n: downloadName ?? "",
        i: downloadName && inline ? "1" : "",
      };
      const query = new URLSearchParams({ b: fields.b, k: fields.k, e: fields.e });
      if (fields.n) query.set("n", fields.n);
      if (fields.i) query.set("i", fields.i);
      query.set("s", sign(fields));
      return `${baseUrl}${SIGNED_PATH}?${query}`;
    },
    verifySignedLink(params, nowMs = Date.now()) {
      const fields = readSignedFields(params);
      const provided = params.get("s");
      if (!fields || !provided || !signaturesMatch(sign(fields), provided)) return { ok: false, reason: "invalid" };
      if (Number(fields.e) * 1000 <= nowMs) return { ok: false, reason: "expired" };
      return { ok: true, bucket: fields.b, key: fields.k, downloadName: fields.n || undefined, inline: fields.i === "1" };
    },
  };
}

export function isDiskStorage(driver: StorageDriver): driver is DiskStorageDriver {
  return driver.kind === "disk" && typeof (driver as Partial<DiskStorageDriver>).verifySignedLink === "function";
}

/** Serves a `/files/signed` link made by the disk driver's signedUrl(). */
export async function handleSignedDiskRequest(request: Request, driver: StorageDriver): Promise<Response> {
  if (!isDiskStorage(driver)) return textResponse(404, "Not found");
  if (request.method !== "GET" && request.method !== "HEAD") {
    return textResponse(405, "Method not allowed", { Allow: "GET, HEAD" });
  }
  const link = driver.verifySignedLink(new URL(request.url).searchParams);
  if (!link.ok) return textResponse(403, link.reason === "expired" ? "Link expired" : "Invalid link");
  const object = await driver.get(link);
  if (!object) return textResponse(404, "Not found");
  const body = request.method === "HEAD" ? null : toArrayBuffer(object.body);
  return new Response(body, { status: 200, headers: buildDownloadHeaders(object, link.downloadName, link.inline) });
}

interface SignedFields {
  b: string;
  k: string;
  e: string;
  n: string;
  /** "1": shown inline under the name n. */
  i: string;
}

function signFields(secret: string, fields: SignedFields): string {
  // The inline flag is signed only when set, so a link made before it existed still verifies.
  const payload = JSON.stringify([SIGNATURE_CONTEXT, fields.b, fields.k, fields.e, fields.n, ...(fields.i ? [fields.i] : [])]);
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

function readSignedFields(params: URLSearchParams): SignedFields | null {
  const b = params.get("b");
  const k = params.get("k");
  const e = params.get("e");
  if (!b || !k || !e || !/^\d{1,12}$/.test(e)) return null;
  return { b, k, e, n: params.get("n") ?? "", i: params.get("i") === "1" ? "1" : "" };
}

function signaturesMatch(expected: string, provided: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  return a.length === b.length && timingSafeEqual(a, b);
}

function buildDownloadHeaders(object: StoredObject, downloadName: string | undefined, inline = false): Headers {
  const headers = new Headers({
    "Content-Type": object.contentType,
    "Content-Length": String(object.body.byteLength),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  if (downloadName && !inline) headers.set("Content-Disposition", buildAttachmentDisposition(downloadName));
  else {
    // Without a name, the browser would title a PDF's tab and its "save as" after the URL's last segment ("signed").
    if (downloadName) headers.set("Content-Disposition", buildAttachmentDisposition(downloadName, "inline"));
    // A link without a download name is an inline preview (issue 10 §2: the review page frames a PDF):
    // our own pages may frame it, no other site may. Uploads are PDF or images only, checked by content.
    headers.set("Content-Security-Policy", "frame-ancestors 'self'");
    headers.set("X-Frame-Options", "SAMEORIGIN");
  }
  return headers;
}

function textResponse(status: number, text: string, extraHeaders: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extraHeaders },
  });
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

interface ObjectPaths {
  data: string;
  meta: string;
}

function resolvePaths({ rootDir, bucket, key }: ObjectLocation & { rootDir: string }): ObjectPaths {
  assertSafeLocation({ bucket, key });
  const segments = key.split("/");
  const data = path.join(rootDir, bucket, ...segments);
  if (!data.startsWith(path.join(rootDir, bucket) + path.sep)) throw new Error("Storage key escapes its bucket");
  return { data, meta: `${path.join(rootDir, META_DIR, bucket, ...segments)}.json` };
}

async function readStoredObject(paths: ObjectPaths): Promise<StoredObject | null> {
  let data: Buffer;
  try {
    data = await fs.readFile(paths.data);
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
  const body = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { body, contentType: await readContentType(paths.meta) };
}

async function readContentType(metaPath: string): Promise<string> {
  try {
    const meta = JSON.parse(await fs.readFile(metaPath, "utf8")) as { contentType?: unknown };
    return typeof meta.contentType === "string" ? meta.contentType : DEFAULT_CONTENT_TYPE;
  } catch (error) {
    if (isMissingFileError(error)) return DEFAULT_CONTENT_TYPE;
    throw error;
  }
}

/** Readers never see half a file: write beside the target, then rename over it. */
async function writeFileAtomically(target: string, contents: Uint8Array | string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temp, contents);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // ENOTDIR/EISDIR: the key names a "folder" of other keys, or passes through a file.
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
