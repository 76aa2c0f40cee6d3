import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { getEnv } from "#server/config/env";
import { readAsciiDigits } from "./digits";
import { retryAfterOn503, withOutageHandling } from "./outage";
import { rememberLanguageParam, withLanguageInRedirects } from "./language-redirects";
import type { PageCache } from "./page-cache";
import { clientIp, originCheck, privateWhenPersonal, securityHeaders } from "./security";

export interface CreateAppOptions {
  mode: "production" | "development";
  /** Production: the built server bundle. Development: loaded through Vite on each request. */
  build?: ServerBuild;
  /** Production: the browser assets of that build (default build/client). */
  clientDir?: string;
  /** Production: anonymous public pages from memory (./page-cache.ts). */
  pageCache?: PageCache;
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
      extraFormActions: oidcOrigin ? [oidcOrigin] : [],
      fileOrigins,
    }),
  );
  app.use(originCheck());
  app.use(readAsciiDigits);
  app.use(rememberLanguageParam(env.BASE_URL.startsWith("https://")));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.mode === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = async () => withLanguageInRedirects(withOutageHandling((await viteServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild));
  } else {
    if (!opts.build) throw new Error("production mode needs the server build");
    const client = path.resolve(opts.clientDir ?? "build/client");
    // Fingerprinted assets are immutable; everything else in public/ gets a short cache.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(client, { maxAge: "1h" }));
    build = withLanguageInRedirects(withOutageHandling(opts.build));
  }

  app.use(privateWhenPersonal());
  if (opts.pageCache && opts.mode === "production") app.use(opts.pageCache.middleware);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: opts.mode,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  return app;
}
