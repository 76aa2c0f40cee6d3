import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "#db/outage";
import { logger } from "#server/observability/logger";
import { wrapDataFunctions, type DataFunction, type DataFunctionSite } from "./route-data";

/**
 * During a database outage (db/outage.ts) every request that needs the database answers 503 with
 * Retry-After instead of 500: pages through the root error boundary in the visitor's language,
 * resource routes (downloads, event streams) with a short text, tRPC with SERVICE_UNAVAILABLE.
 * Nothing is cached or retried here: the next request simply tries the database again, so the
 * platform is back as soon as PostgreSQL is.
 */
export function serviceUnavailableResponse(): globalThis.Response {
  return new globalThis.Response("Service temporarily unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

function guard(fn: DataFunction, where: DataFunctionSite): DataFunction {
  return async (args: never) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof globalThis.Response || !isDatabaseUnavailable(error)) throw error;
      logger.warn("database unavailable", { route: where.routeId, kind: where.kind, error: String(error) });
      throw serviceUnavailableResponse();
    }
  };
}

/** The same build with every route's loader and action answering 503 when the database is away. */
export function withOutageHandling(build: ServerBuild): ServerBuild {
  return wrapDataFunctions(build, guard);
}

/** Every 503 tells clients and load balancers when to come back, whoever produced it. */
export function retryAfterOn503(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 503 && !res.getHeader("Retry-After")) res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    if (status === 503) res.setHeader("Cache-Control", "no-store");
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
}
