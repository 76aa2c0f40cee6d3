import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * better-auth and our rate limits read the client address from x-client-ip. We always overwrite
 * it from the socket (or from Express's trusted-proxy view when TRUST_PROXY is set), so a client
 * can never choose its own rate-limit key.
 */
export function clientIp(req: Request, _res: Response, next: NextFunction) {
  req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
}

/**
 * Security headers on every response; the CSP allows scripts only with this request's nonce.
 * `fileOrigins`: where signed file links point when files are on S3 (issue 10 §2: the review page
 * previews documents inline in an <iframe> or <img> at the signed URL); the disk driver's links are ours.
 */
export function securityHeaders(opts: { https: boolean; dev: boolean; extraFormActions: string[]; fileOrigins?: string[] }) {
  const files = (opts.fileOrigins ?? []).join(" ");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${opts.dev ? " 'unsafe-eval'" : ""}`,
      // React sets style attributes; no inline <style> blocks are written by us.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${files}`.trim(),
      `frame-src 'self' ${files}`.trim(),
      "font-src 'self'",
      `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self' ${opts.extraFormActions.join(" ")}`.trim(),
      "frame-ancestors 'none'",
    ];
    if (opts.https) directives.push("upgrade-insecure-requests");
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), geolocation=(), microphone=(self)");
    if (opts.https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    // A 304 must not replace the policy stored with the cached page: its nonce matches that page.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (res.statusCode === 304 || args[0] === 304) res.removeHeader("Content-Security-Policy");
      // A route that sets a security header of its own (a download; a signed file previewed in our own
      // frame, which sets frame-ancestors 'self') appends a second copy: send the route's.
      for (const name of ["X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Content-Security-Policy"]) {
        const value = res.getHeader(name);
        if (Array.isArray(value)) res.setHeader(name, value[value.length - 1]);
      }
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}

/** Whether a request carries anything that may identify someone: a cookie other than the language, or credentials. */
export function carriesCredentials(req: { headers: { cookie?: string; authorization?: string } }): boolean {
  if (req.headers.authorization) return true;
  return (req.headers.cookie ?? "").split(";").some((part) => part.trim() !== "" && !part.trim().startsWith("lang="));
}

/**
 * An answer to a request with a session (or any cookie but the language) that says nothing about caching
 * (a redirect to the viewer's dashboard, a resource route) is `private, no-store`: what it says may depend
 * on who asked, so no shared cache may keep it. Answers that chose a policy keep it (root.tsx already makes
 * signed-in pages private; an immutable asset stays public).
 */
export function privateWhenPersonal() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!carriesCredentials(req)) return next();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Origin without its path, or null for "null" and anything that is not a URL. */
function originOf(value: string): URL | null {
  if (value === "null") return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Every state-changing request must come from our own pages: a browser sends Origin (or at least
 * Sec-Fetch-Site) with a POST, and a cross-site one is refused with 403. Requests with neither header
 * do not come from a browser, so they cannot carry a victim's cookies.
 *
 * The Origin must match scheme, host and port of one of:
 * - BASE_URL's origin, always (an `https://` page may not post to an `http://` site, nor another port);
 * - with TRUST_PROXY, and only when the connection comes from a proxy Express trusts: the origin the proxy
 *   reports, `X-Forwarded-Proto://X-Forwarded-Host` (deploy/nginx.conf sets both, overwriting the client's).
 *   Also an app server reached directly on its own address (the browser tests' two-servers spec);
 * - outside production, without a trusted proxy: BASE_URL's scheme with the request's own Host, so the dev
 *   server opened at 127.0.0.1 or a LAN address while BASE_URL says localhost still takes its forms. The
 *   browser suite runs in production mode and reaches the server at its BASE_URL (tests/e2e/support/fixtures.ts).
 * X-Forwarded-Host and X-Forwarded-Proto from anyone else are removed from the request, so Remix (whose
 * own check reads X-Forwarded-Host whatever the proxy settings) and everything after it never see a
 * client's choice. The Origin's host must also be the host the request was sent to: the rule Remix applies
 * to actions, which would otherwise end such a request with a 500.
 */
export function originCheck(opts: { baseUrl: string; production: boolean }) {
  const baseOrigin = new URL(opts.baseUrl).origin;
  const baseScheme = new URL(opts.baseUrl).protocol;
  return (req: Request, res: Response, next: NextFunction) => {
    const trustsPeer = (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0);
    if (!trustsPeer) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin === undefined) {
      const site = req.get("sec-fetch-site");
      if (!site || site === "same-origin" || site === "none") return next();
      return refuse(res);
    }
    const host = (trustsPeer && req.get("x-forwarded-host")?.split(",")[0]?.trim()) || req.get("host") || "";
    const from = originOf(origin);
    if (!from || from.host !== host) return refuse(res);
    const allowed = [baseOrigin];
    if (trustsPeer) allowed.push(`${req.protocol}://${host}`);
    else if (!opts.production) allowed.push(`${baseScheme}//${host}`);
    if (allowed.some((candidate) => originOf(candidate)?.origin === from.origin)) return next();
    return refuse(res);
  };
}

function refuse(res: Response) {
  res.status(403).type("text/plain; charset=utf-8").send("طلب مرفوض: لم يصدر من صفحات الموقع.\nCross-site request refused.");
}
