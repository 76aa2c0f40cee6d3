import { initTRPC, TRPCError } from "@trpc/server";
import type { DB } from "#db/index";
import type { Role } from "#db/schema";
import { needsTwoFactorEnrolment, type Viewer } from "#server/auth/viewer";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "#db/outage";
import { AppError, isAppError, type AppErrorCode } from "#server/errors/app-error";
import { isTextRefusedByDatabase } from "#server/common/text";
import type { StorageDriver } from "#server/storage/types";

export interface Context {
  db: DB;
  storage: StorageDriver;
  /** Who is calling, resolved on the server from the session cookie; never taken from input. */
  viewer: Viewer | null;
  /** The incoming request's headers: better-auth reads its cookie and client IP from them. */
  headers: Headers;
  clientIp: string;
}

/** The catalogue code a client sees for a tRPC error that carries no AppError of its own. */
const APP_CODE_BY_TRPC_CODE: Partial<Record<TRPCError["code"], AppErrorCode>> = {
  PARSE_ERROR: "invalid_input",
  BAD_REQUEST: "invalid_input",
  UNAUTHORIZED: "unauthorized",
  FORBIDDEN: "forbidden",
  NOT_FOUND: "not_found",
  TOO_MANY_REQUESTS: "rate_limited",
  SERVICE_UNAVAILABLE: "service_unavailable",
};

const t = initTRPC.context<Context>().create({
  /**
   * What leaves the server: a catalogue code (`data.appCode`, or "unexpected") and, as the message,
   * that code again, never the text of the error (a JSON parser's complaint, a zod dump, a stack).
   * app/routes/api/trpc/$/route.ts turns the code into the visitor's language.
   */
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const appCode: AppErrorCode | "unexpected" = isAppError(cause) ? cause.code : (APP_CODE_BY_TRPC_CODE[error.code] ?? "unexpected");
    const { stack: _stack, ...data } = shape.data;
    // A rate limit says how long to wait (the HTTP handler turns it into Retry-After).
    const retryAfterSeconds = isAppError(cause) && cause.retryAfterSeconds ? Math.ceil(cause.retryAfterSeconds) : undefined;
    return { ...shape, message: appCode, data: { ...data, appCode, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The database is briefly away (db/outage.ts): HTTP 503 with the catalogue code `service_unavailable`. */
export function serviceUnavailableError(cause: unknown): TRPCError {
  return new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: "service_unavailable",
    cause: new AppError("service_unavailable", { cause, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS }),
  });
}

/**
 * Procedures a lawyer or an admin without a second factor may still call as themselves (issue 12 §1,
 * issue 25 §1): what the enrolment page and the account's own session controls need, and nothing that
 * reads other people's data, exports, or changes the account's password, email, profile or existence.
 * An allowlist of exact paths: a procedure added anywhere else is closed to them until they enrol.
 */
export const OPEN_BEFORE_TWO_FACTOR: ReadonlySet<string> = new Set([
  "accounts.me",
  "accounts.signOut",
  "accounts.setLocale",
  "accounts.listSessions",
  "accounts.revokeOtherSessions",
  "accounts.revokeSession",
  "accounts.twoFactor.status",
  "accounts.twoFactor.start",
  "accounts.twoFactor.pendingSetup",
  "accounts.twoFactor.confirm",
  "accounts.twoFactor.takeRecoveryCodesToShow",
  "accounts.twoFactor.recoveryCodesMatch",
]);

function twoFactorRequired(): TRPCError {
  return new TRPCError({ code: "FORBIDDEN", cause: new AppError("two_factor_required") });
}

/**
 * The two-factor gate, the first middleware of every procedure (issue 25 §1). A lawyer or an admin who
 * has not enrolled is, for every procedure outside OPEN_BEFORE_TWO_FACTOR, nobody: the procedure sees
 * `viewer: null` (a public procedure answers as to a visitor, a party-only one refuses) and
 * `twoFactorPending: true`, so the signed-in bases can say why they refuse. No base built on this one can
 * forget the check: it is not in the bases, it is under them.
 */
export const twoFactorGate = t.middleware(({ ctx, next, path }) => {
  const twoFactorPending = ctx.viewer !== null && needsTwoFactorEnrolment(ctx.viewer) && !OPEN_BEFORE_TWO_FACTOR.has(path);
  const viewer: Viewer | null = twoFactorPending ? null : ctx.viewer;
  return next({ ctx: { ...ctx, viewer, twoFactorPending } });
});

/**
 * Every procedure: a database outage is SERVICE_UNAVAILABLE (HTTP 503, with Retry-After from
 * server/http), not an internal error, so callers can tell "try again shortly" from a bug.
 */
export const publicProcedure = t.procedure.use(twoFactorGate).use(async ({ next }) => {
  const result = await next();
  // An expected error thrown bare (not through toTRPCError) keeps its meaning: 429 for a rate limit,
  // 404, 400..., never a 500.
  if (!result.ok && isAppError(result.error.cause) && result.error.code === "INTERNAL_SERVER_ERROR") {
    throw toTRPCError(result.error.cause);
  }
  if (!result.ok && isDatabaseUnavailable(result.error)) throw serviceUnavailableError(result.error);
  // Text PostgreSQL refuses (a NUL that got past a schema) is the caller's bad input, not a 500 (issue 25 item 5).
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isTextRefusedByDatabase(result.error)) {
    throw new TRPCError({ code: "BAD_REQUEST", cause: new AppError("invalid_input", { cause: result.error }) });
  }
  return result;
});

/**
 * Signed in, for procedures about one object the caller must be a party to (a consultation, a call):
 * without a session the object does not exist either (NOT_FOUND, never UNAUTHORIZED), so the answer
 * never tells whether the id exists. A lawyer or admin who has not enrolled is told to enrol.
 */
export const partyProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) {
    if (ctx.twoFactorPending) throw twoFactorRequired();
    throw notFoundError();
  }
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/**
 * Needs a session. A lawyer or an admin who has not enrolled a second factor is refused by the gate
 * under every procedure (see twoFactorGate) and told so here; the dashboards' redirect to the enrolment
 * page is only the way there.
 */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) {
    if (ctx.twoFactorPending) throw twoFactorRequired();
    throw new TRPCError({ code: "UNAUTHORIZED", cause: new AppError("unauthorized") });
  }
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/**
 * Needs one of the roles, read from profiles on the server (spec §6). `null` in the list admits the
 * unset role (spec §2: /dashboard/user is for individual or unset).
 */
export function roleProcedure(roles: readonly (Role | null)[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.viewer.role)) {
      throw new TRPCError({ code: "FORBIDDEN", cause: new AppError("forbidden") });
    }
    // Never reached by an un-enrolled lawyer or admin (the gate), kept as a second line.
    if (needsTwoFactorEnrolment(ctx.viewer)) throw twoFactorRequired();
    return next({ ctx });
  });
}

export const adminProcedure = roleProcedure(["admin"]);

/** Not found, as the tRPC error a middleware throws (inside a procedure, the AppError of notFound() is enough). */
function notFoundError(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", cause: new AppError("not_found") });
}

/** Rethrows an AppError as the matching tRPC error, so callers still see its code. */
export function toTRPCError(error: AppError): TRPCError {
  const code =
    error.code === "not_found"
      ? "NOT_FOUND"
      : error.code === "rate_limited"
        ? "TOO_MANY_REQUESTS"
        : error.code === "unauthorized"
          ? "UNAUTHORIZED"
          : error.code === "forbidden"
            ? "FORBIDDEN"
            : error.code === "service_unavailable" || error.code === "storage_unavailable" || error.code === "payment_gateway_unavailable"
              ? "SERVICE_UNAVAILABLE"
              : "BAD_REQUEST";
  return new TRPCError({ code, cause: error, message: error.message });
}

/** Runs a procedure's work and answers an expected refusal (AppError) with its catalogue code; anything else propagates as it is. */
export async function expected<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) throw toTRPCError(error);
    throw error;
  }
}
