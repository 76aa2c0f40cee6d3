import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { getEnv } from "#server/config/env";
import { closeConnectionOn413, withBodyLimits } from "./body-limits";
import { limitConcurrency } from "./concurrency";
import { readAsciiDigits } from "./digits";
import { withHostileInputRefused } from "./hostile-input";
import { retryAfterOn503, withOutageHandling } from "./outage";
import { rememberLanguageParam, withLanguageInRedirects } from "./language-redirects";
import { bindRequestScope } from "./request-scope";
import { installRouteMatchingCache } from "./route-matching";
import { wrapDataFunctions, type DataFunction } from "./route-data";
import type { PageCache } from "./page-cache";
import { WEBHOOK_PATH } from "#server/billing/constants";
import { clientIp, originCheck, privateWhenPersonal, securityHeaders } from "./security";

/** Page and data reads waiting for a slot beyond which the server answers 503 (a few seconds of work at most rates). */
const MAX_QUEUED_REQUESTS = 1000;

export interface CreateAppOptions {
  mode: "production" | "development";
  /** Production: the built server bundle. Development: loaded through Vite on each request. */
  build?: ServerBuild;
  /** Production: the browser assets of that build (default build/client). */
  clientDir?: string;
  /** Production: anonymous public pages from memory (./page-cache.ts). */
  pageCache?: PageCache;
  /** The payment gateway's checkout page origins: Pay's 303 goes there, which CSP's form-action must allow (issue 28 §4). */
  paymentOrigins?: string[];
}

/** The HTTP front: static assets, security headers, origin checks, then Remix for everything else. */
export async function createApp(opts: CreateAppOptions) {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
  // Server-sent events must reach the browser as they are written, not when a gzip block fills.
  app.use(compression({ filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res) }));
  app.use(clientIp);
  app.use(retryAfterOn503);
  app.use(closeConnectionOn413);
  const oidcOrigin = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : null;
  // Signed links to S3 objects point at the store itself (path-style or virtual-hosted on AWS).
  const fileOrigins = !env.S3_BUCKET
    ? []
    : env.S3_ENDPOINT
      ? [new URL(env.S3_ENDPOINT).origin, `${new URL(env.S3_ENDPOINT).protocol}//${env.S3_BUCKET}.${new URL(env.S3_ENDPOINT).host}`]
      : [`https://s3.${env.S3_REGION}.amazonaws.com`, `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`];
  app.use(
    securityHeaders({
      https: env.BASE_URL.startsWith("https://"),
      dev: opts.mode === "development",
      extraFormActions: [...(oidcOrigin ? [oidcOrigin] : []), ...(opts.paymentOrigins ?? [])],
      fileOrigins,
    }),
  );
  const checkOrigin = originCheck({ baseUrl: env.BASE_URL, production: env.NODE_ENV === "production" });
  // The payment gateway's webhook comes from its servers, not from a page: its HMAC signature is the check (server/billing/webhooks.ts).
  app.use((req, res, next) => (req.path === WEBHOOK_PATH ? next() : checkOrigin(req, res, next)));
  app.use(readAsciiDigits);
  app.use(rememberLanguageParam(env.BASE_URL.startsWith("https://")));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.mode === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = async () =>
      withBodyLimits(withRequestScope(withLanguageInRedirects(withOutageHandling(withHostileInputRefused((await viteServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)))));
  } else {
    if (!opts.build) throw new Error("production mode needs the server build");
    const client = path.resolve(opts.clientDir ?? "build/client");
    // Fingerprinted assets are immutable; everything else in public/ gets a short cache.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    // The rest of public/ is a handful of files, listed once: a page request no longer costs a stat() of a
    // file that is not there (serve-static's lookup showed up in the profile of every uncached page).
    const publicFiles = listPublicFiles(client);
    const servePublic = express.static(client, { maxAge: "1h" });
    app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
    // Body caps outermost: whatever reads a body inside (the action and what wraps it) reads it capped.
    build = withBodyLimits(withRequestScope(withLanguageInRedirects(withOutageHandling(withHostileInputRefused(opts.build)))));
    // The manifest and the route modules are fixed for the life of a production build.
    installRouteMatchingCache();
  }

  app.use(privateWhenPersonal());
  if (opts.pageCache && opts.mode === "production") app.use(opts.pageCache.middleware);
  if (env.MAX_CONCURRENT_REQUESTS > 0) app.use(limitConcurrency({ max: env.MAX_CONCURRENT_REQUESTS, maxQueue: MAX_QUEUED_REQUESTS }));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: opts.mode,
      // A new object per request: it is also what ties the loaders of one request together (./request-scope.ts).
      // offerPage: set by the page cache for a page it may keep, so that a render answered 304 refills it.
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string, offerPage: res.locals.offerPage as ((html: Uint8Array) => void) | undefined }),
    }),
  );
  return app;
}

/** The URL paths of the build's public files outside assets/ (fixed for the life of a build). */
function listPublicFiles(client: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (prefix === "" && entry.name === "assets") continue;
        walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else files.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(client)) walk(client, "");
  return files;
}

/**
 * Every loader first ties its copy of the Request to the request's load context. Actions are left out: the
 * loaders that run after an action in the same request (a form posted without JavaScript) must see what
 * the action changed (a new name, a session ended), not what was read before it.
 */
function withRequestScope(build: ServerBuild): ServerBuild {
  return wrapDataFunctions(build, (fn: DataFunction, site) => site.kind === "action" ? fn : (args: never) => {
    const { request, context } = args as { request: Request; context: unknown };
    bindRequestScope(request, context);
    return fn(args);
  });
}
