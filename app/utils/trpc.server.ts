import { TRPCError } from "@trpc/server";
import { getDb } from "#db/index";
import { isDatabaseUnavailable } from "#db/outage";
import { serviceUnavailableResponse } from "#server/http/outage";
import { AppError, isAppError, type AppErrorCode } from "#server/errors/app-error";
import { logger } from "#server/observability/logger";
import { createRequestCaller } from "#server/router";
import { getRequestViewer } from "./viewer.server";

/** The tRPC caller for this request: every loader and action reads and writes through it. */
export async function callerFor(request: Request) {
  return createRequestCaller(request, { db: getDb(), viewer: await getRequestViewer(request) });
}

/** The AppError behind a thrown error (tRPC wraps causes), or null when it was unexpected. */
export function appErrorOf(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof TRPCError) {
    if (isAppError(error.cause)) return error.cause;
    if (error.code === "NOT_FOUND") return new AppError("not_found");
    if (error.code === "BAD_REQUEST") return new AppError("invalid_input");
    if (error.code === "UNAUTHORIZED") return new AppError("unauthorized");
    if (error.code === "FORBIDDEN") return new AppError("forbidden");
  }
  return null;
}

/**
 * Expected errors become their catalogue code; anything else is logged with its stack and shown
 * as the generic message (never the error's own text).
 */
export function errorCodeOf(error: unknown, context: string): AppErrorCode | "unexpected" {
  // A database outage is not this form's fault: the whole request answers 503 (server/http/outage.ts).
  if (isDatabaseUnavailable(error)) throw serviceUnavailableResponse();
  const appError = appErrorOf(error);
  if (appError) return appError.code;
  logger.error(`${context} failed unexpectedly`, { error });
  return "unexpected";
}

/** When the limiter gives no wait (it always should), the client is asked to wait a minute. */
const STORAGE_RETRY_AFTER_SECONDS = 30;
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The status of a form's failed post: 429 with the limiter's own Retry-After for a rate limit (issue 14
 * §4), 503 with Retry-After when file storage is down (nothing was saved), the status `special` gives a
 * code (e.g. 409 for a taken slot), otherwise 400.
 */
export function failureInit(error: unknown, code: string, special: Partial<Record<string, number>> = {}): ResponseInit {
  if (code === "storage_unavailable") {
    return { status: 503, headers: { "Retry-After": String(appErrorOf(error)?.retryAfterSeconds ?? STORAGE_RETRY_AFTER_SECONDS) } };
  }
  if (code === "rate_limited" || special[code] === 429) {
    const seconds = appErrorOf(error)?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
    return { status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil(seconds))) } };
  }
  return { status: special[code] ?? 400 };
}

/**
 * 404 for a procedure's "not found" (also for records someone may not see), rethrow the rest. An id
 * the procedure's input refuses (e.g. longer than it accepts) names nothing either: 404, not 500.
 */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    const code = appErrorOf(error)?.code;
    if (code === "not_found" || code === "invalid_input") throw new Response(null, { status: 404, statusText: "Not Found" });
    throw error;
  }
}
