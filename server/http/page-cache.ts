import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { DB } from "#db/index";
import { logger } from "#server/observability/logger";
import { subscribe } from "#server/realtime/bus";
import { pageCookieKey } from "./page-cookies";

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
 * - Conditional requests stay cheap once the body has expired (issue 30 §2): the ETag of each kept page is
 *   remembered, per path, language and content version, for PAGE_CACHE_ETAG_SECONDS (longer than the body),
 *   and a matching If-None-Match is a 304 without rendering while no content changed. A conditional request
 *   that does render (nothing remembered, or remembered too long ago) refills the cache: entry.server.tsx
 *   hands the page it rendered for its 304 to `offerPage` in the load context.
 * - The content version: a counter each content NOTIFY (and `clear`) moves on. A render that began before a
 *   change and ends after it is not kept (it may hold what was read before the change).
 * - Cookies (issue 30 §3, ./page-cookies.ts): a session or a cookie that changes the page bypasses the cache;
 *   `lang` and `tz` are part of the key; any other cookie is foreign and ignored. Only URLs whose query is at
 *   most `lang` and `page`, so random queries cannot push the real pages out.
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

/** What outlives the body: enough to answer a matching If-None-Match with 304. */
interface Validator {
  etag: string;
  headers304: Record<string, string>;
  /** The content version the page was rendered at. */
  version: number;
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
/** Remembered ETags (a few kB of headers each, no body). */
const MAX_VALIDATORS = 4000;
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

/** The URL, language and time zone; null for a request with credentials or a cookie that changes the page. */
function cacheKeyOf(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization) return null;
  const cookies = pageCookieKey(req.headers.cookie);
  if (cookies === null) return null;
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  if (q !== -1) {
    for (const name of new URLSearchParams(raw.slice(q + 1)).keys()) if (!CACHEABLE_QUERY_PARAMS.has(name)) return null;
  }
  return `${raw}|${cookies}`;
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

export function createPageCache(opts: {
  db: DB | null;
  ttlSeconds: number;
  /** How long a kept page's ETag answers 304s after its body expired (default 300 s; never less than ttlSeconds). */
  etagSeconds?: number;
}): PageCache {
  const entries = new Map<string, Entry>();
  const validators = new Map<string, Validator>();
  /** Moves on with every content change: what was rendered before it is not kept, nor answered 304 for. */
  let version = 0;
  let bytes = 0;
  const sizeOf = (entry: Entry) => entry.body.byteLength + (entry.gzip?.byteLength ?? 0) + (entry.br?.byteLength ?? 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const forgetAll = () => {
    version++;
    entries.clear();
    validators.clear();
    bytes = 0;
  };
  const ttlMs = opts.ttlSeconds * 1000;
  const etagMs = Math.max(ttlMs, (opts.etagSeconds ?? 300) * 1000);
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
    let entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt >= ttlMs) {
      forget(key);
      entry = undefined;
    }
    if (!entry) return revalidate(key, req, res);
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

  /**
   * The body is gone (expired, evicted, never kept by this server): a matching If-None-Match is still a 304
   * while the ETag was remembered at the current content version, not too long ago.
   */
  const revalidate = (key: string, req: IncomingMessage, res: ServerResponse): boolean => {
    const ifNoneMatch = req.headers["if-none-match"];
    if (!ifNoneMatch) return false;
    const validator = validators.get(key);
    if (!validator) return false;
    if (validator.version !== version || Date.now() - validator.storedAt >= etagMs) {
      validators.delete(key);
      return false;
    }
    if (!matchesEtag(ifNoneMatch, validator.etag)) return false;
    validators.delete(key);
    validators.set(key, validator);
    res.writeHead(304, validator.headers304);
    res.end();
    return true;
  };

  const remember = (key: string, validator: Validator) => {
    validators.delete(key);
    while (validators.size >= MAX_VALIDATORS) validators.delete(validators.keys().next().value!);
    validators.set(key, validator);
  };

  const keep = (key: string, res: Response, body: Buffer, policy: unknown, renderedAt: number) => {
    // Rendered (partly) before the content changed: it may show what was read before the change.
    if (renderedAt !== version) return;
    const etag = res.getHeader("ETag");
    if (typeof etag !== "string") return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (NOT_KEPT.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    headers["x-page-cache"] = "hit";
    const headers304 = { ...headers };
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
    remember(key, { etag, headers304: { ...headers304, "x-page-cache": "etag" }, version, storedAt: entry.storedAt });
  };

  /** Least recently used first (tryServe moves a hit to the end), until `incoming` more bytes fit. */
  const makeRoom = (incoming: number) => {
    while (entries.size > 0 && (entries.size >= MAX_ENTRIES + (incoming ? 0 : 1) || bytes + incoming > MAX_BYTES)) forget(entries.keys().next().value!);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const key = ttlMs > 0 && req.method === "GET" ? cacheKeyOf(req) : null;
    if (!key) return next();
    // A miss: render as usual, and keep what went out if the app marked it shareable.
    const renderedAt = version;
    // The policy as set for this response: a 304 goes out without it (security.ts), and its page is kept too.
    const policy = res.getHeader("Content-Security-Policy");
    // A conditional request answered 304 after rendering: entry.server.tsx hands over the page it did not send.
    let offered: Buffer | null = null;
    res.locals.offerPage = (html: Uint8Array) => {
      offered = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
    };
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
      const shareable = cacheControl.startsWith("public") && !res.getHeader("Set-Cookie") && type.startsWith("text/html");
      const kept = res.statusCode === 200 && !tooBig ? () => Buffer.concat(chunks) : res.statusCode === 304 && offered && offered.byteLength <= 2_000_000 ? () => offered! : null;
      if (shareable && kept) {
        try {
          keep(key, res, kept(), res.getHeader("Content-Security-Policy") ?? policy, renderedAt);
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
