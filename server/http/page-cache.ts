import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { DB } from "#db/index";
import { logger } from "#server/observability/logger";
import { subscribe } from "#server/realtime/bus";

/**
 * The anonymous public pages from memory (issue 14 §2, decision record 029). A page the app itself
 * marks shareable (`Cache-Control: public`, no Set-Cookie: root.tsx decides that) is kept after its
 * first render, keyed by path, query and language, with its ETag and gzip and brotli copies made
 * once; the next anonymous visitor gets those bytes without loaders or rendering, and a matching
 * If-None-Match a 304.
 *
 * - Content Security Policy: a kept page cannot carry the per-request nonce, so its answers list the
 *   SHA-256 hashes of its inline scripts instead (computed when it is kept); everything else in the
 *   policy stays as securityHeaders() wrote it for this request.
 * - Freshness: any change to a table public pages read (a trigger on each, migration 0023) NOTIFYs the
 *   `content` channel, and every app server empties its cache; entries also expire after
 *   PAGE_CACHE_SECONDS, which bounds what time alone changes (a scheduled update falling due, a slot
 *   passing).
 * - Only visitors without cookies other than `lang`, and only URLs whose query is at most `lang` and
 *   `page`, so random queries cannot push the real pages out.
 */

interface Entry {
  body: Buffer;
  /** The compressed copies, once the thread pool has made them (`compressed` settles then). */
  gzip?: Buffer;
  br?: Buffer;
  compressed: Promise<void>;
  /** Every header of a 200 as the first answer had them, with the policy's nonce replaced by script hashes. */
  headers: Record<string, string>;
  /** The same without the policy: a 304 must not replace the one stored with the browser's copy. */
  headers304: Record<string, string>;
  etag: string;
  storedAt: number;
}

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

const CACHEABLE_QUERY_PARAMS = new Set(["lang", "page"]);
const MAX_ENTRIES = 400;
/**
 * And at most this many bytes (each page with its gzip and brotli copies): the count alone allowed 400
 * pages of up to 2 MB each, far more than the server's memory budget (250 MB in all under load).
 */
const MAX_BYTES = 48 * 1024 * 1024;
/** Headers of the first answer that a kept copy must not repeat (they belong to that one response). */
const NOT_KEPT = new Set(["set-cookie", "content-security-policy", "content-length", "content-encoding", "transfer-encoding", "connection", "date", "keep-alive"]);

export interface PageCache {
  /**
   * Answers a request from the cache, before Express and its middleware see it (the whole point is to
   * cost next to nothing); returns false when the request is not for a kept page.
   */
  tryServe: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Express middleware that keeps what a miss renders, when the app marked it shareable. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Forgets every page (this server only; other servers hear the same NOTIFY). */
  clear: () => void;
  size: () => number;
  stop: () => void;
}

function languageOf(req: IncomingMessage): string {
  const cookie = req.headers.cookie ?? "";
  const match = /(?:^|;\s*)lang=(ar|en)(?:;|$)/.exec(cookie);
  return match?.[1] ?? "-";
}

/** Anonymous: no cookie but the language, no credentials. */
function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  return cookie.split(";").every((part) => part.trim() === "" || part.trim().startsWith("lang="));
}

function cacheKeyOf(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!isAnonymous(req)) return null;
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  if (q !== -1) {
    for (const name of new URLSearchParams(raw.slice(q + 1)).keys()) if (!CACHEABLE_QUERY_PARAMS.has(name)) return null;
  }
  return `${raw}|${languageOf(req)}`;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** This response's policy with the nonce replaced by the kept page's script hashes. */
export function policyWithHashes(policy: string, hashes: string[]): string {
  return policy.replace(/'nonce-[^']*'/, hashes.join(" ") || "'none'");
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export function createPageCache(opts: { db: DB | null; ttlSeconds: number }): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (entry: Entry) => entry.body.byteLength + (entry.gzip?.byteLength ?? 0) + (entry.br?.byteLength ?? 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const forgetAll = () => {
    entries.clear();
    bytes = 0;
  };
  const ttlMs = opts.ttlSeconds * 1000;
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  if (opts.db) {
    subscribe(opts.db, "content", forgetAll)
      .then((stop) => (stopped ? stop() : (unsubscribe = stop)))
      .catch((error: unknown) => logger.warn("page cache: not listening for content changes yet", { error: String(error) }));
  }

  const tryServe = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (ttlMs <= 0) return false;
    const key = cacheKeyOf(req);
    if (!key) return false;
    const entry = entries.get(key);
    if (!entry) return false;
    if (Date.now() - entry.storedAt >= ttlMs) {
      forget(key);
      return false;
    }
    // Most recently used last, so the oldest-first eviction drops the least used.
    entries.delete(key);
    entries.set(key, entry);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, entry.headers304);
      res.end();
      return true;
    }
    const accepts = req.headers["accept-encoding"] ?? "";
    const wanted = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    const send = () => {
      const compressed = wanted && entry[wanted];
      const body = compressed ?? entry.body;
      res.writeHead(200, { ...entry.headers, ...(compressed ? { "Content-Encoding": wanted } : {}), "Content-Length": String(body.byteLength) });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    // Kept a moment ago and still being compressed: answered when the copy is ready (a few milliseconds).
    if (wanted && !entry[wanted]) void entry.compressed.then(send, send);
    else send();
    return true;
  };

  const keep = (key: string, res: Response, body: Buffer) => {
    const etag = res.getHeader("ETag");
    if (typeof etag !== "string") return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (NOT_KEPT.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    headers["x-page-cache"] = "hit";
    const headers304 = { ...headers };
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") headers["content-security-policy"] = policyWithHashes(policy, inlineScriptHashes(body.toString("utf8")));
    const entry: Entry = { body, compressed: Promise.resolve(), headers, headers304, etag, storedAt: Date.now() };
    // Compressed on libuv's thread pool, not on the event loop: brotli at quality 9 takes 30 to 100 ms of a
    // ~100 kB page (bench:load), a pause every request in flight used to wait through on each miss.
    entry.compressed = Promise.all([
      gzip(body, { level: 9 }),
      brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]).then(
      ([gzipped, brotli]) => {
        if (entries.get(key) !== entry) return;
        entry.gzip = gzipped;
        entry.br = brotli;
        bytes += gzipped.byteLength + brotli.byteLength;
        makeRoom(0);
      },
      (error: unknown) => {
        logger.warn("page cache: could not compress a page", { key, error: String(error) });
        if (entries.get(key) === entry) forget(key);
      },
    );
    forget(key);
    makeRoom(sizeOf(entry));
    entries.set(key, entry);
    bytes += sizeOf(entry);
  };

  /** Least recently used first (tryServe moves a hit to the end), until `incoming` more bytes fit. */
  const makeRoom = (incoming: number) => {
    while (entries.size > 0 && (entries.size >= MAX_ENTRIES + (incoming ? 0 : 1) || bytes + incoming > MAX_BYTES)) forget(entries.keys().next().value!);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const key = ttlMs > 0 && req.method === "GET" ? cacheKeyOf(req) : null;
    if (!key) return next();
    // A miss: render as usual, and keep what went out if the app marked it shareable.
    const chunks: Buffer[] = [];
    let tooBig = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      chunks.push(buffer);
      if (chunks.reduce((n, c) => n + c.byteLength, 0) > 2_000_000) tooBig = true;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const type = String(res.getHeader("Content-Type") ?? "");
      if (res.statusCode === 200 && !tooBig && cacheControl.startsWith("public") && !res.getHeader("Set-Cookie") && type.startsWith("text/html")) {
        try {
          keep(key, res, Buffer.concat(chunks));
        } catch (error) {
          logger.warn("page cache: could not keep a page", { key, error: String(error) });
        }
      }
      return result;
    }) as typeof res.end;
    next();
  };

  return {
    tryServe,
    middleware,
    clear: forgetAll,
    size: () => entries.size,
    stop: () => {
      stopped = true;
      unsubscribe?.();
    },
  };
}
