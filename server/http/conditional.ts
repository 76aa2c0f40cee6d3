import crypto from "node:crypto";

/**
 * Public resources that must never outlive their content in a cache (issue 10 §4: a scheduled
 * update appears, a withdrawn one disappears, a replaced library file changes, all "at once"):
 * every cache revalidates on each use, and revalidation is cheap because the answer carries a
 * validator that changes with the bytes. Same policy as the anonymous HTML pages (app/root.tsx).
 */
export const REVALIDATE_ALWAYS = "public, max-age=0, must-revalidate";

/** A weak ETag of the exact bytes served. */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * A weak ETag of a rendered page that ignores its CSP nonce (different on every response): the SHA-1 of
 * the bytes between the nonce's occurrences, i.e. of the page with the nonce removed, without decoding
 * the page to text and copying it again.
 */
export function pageEtagOf(html: Uint8Array, nonce: string, salt = ""): string {
  const hash = crypto.createHash("sha1");
  // What the page stands for beyond its bytes (entry.server.tsx: the stylesheet put in after hashing).
  if (salt) hash.update(salt);
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  if (nonce) {
    const needle = Buffer.from(nonce, "utf8");
    let from = 0;
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, from)) {
      hash.update(bytes.subarray(from, at));
      from = at + needle.length;
    }
    hash.update(bytes.subarray(from));
  } else hash.update(bytes);
  return `W/"${hash.digest("base64url")}"`;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * 200 with ETag (and Last-Modified when known), or 304 when the request's If-None-Match already
 * names this ETag. Only the ETag decides: Last-Modified is informational, since an HTTP date has
 * one-second precision and two changes within a second must still be told apart.
 */
export function conditionalResponse(
  request: Request,
  opts: { body: string | Uint8Array; headers: Record<string, string>; etag?: string; lastModified?: Date | null },
): Response {
  const etag = opts.etag ?? etagOf(opts.body);
  const headers = new Headers({ ...opts.headers, ETag: etag });
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", REVALIDATE_ALWAYS);
  if (opts.lastModified) headers.set("Last-Modified", opts.lastModified.toUTCString());
  if (request.method === "GET" || request.method === "HEAD") {
    if (matches(request.headers.get("If-None-Match"), etag)) {
      for (const name of ["Content-Length", "Content-Type", "Content-Disposition"]) headers.delete(name);
      return new Response(null, { status: 304, headers });
    }
  }
  const body = typeof opts.body === "string" ? opts.body : (opts.body.buffer.slice(opts.body.byteOffset, opts.body.byteOffset + opts.body.byteLength) as ArrayBuffer);
  return new Response(body, { status: 200, headers });
}
