/**
 * Recognises "the database is not there right now" among errors: the server is shutting down or
 * starting up, the connection was refused, reset or timed out, or a pooled client lost its socket.
 * These are not bugs in a request: the visitor gets a 503 with Retry-After and the platform carries
 * on by itself once PostgreSQL is back (issue 14 §1).
 */

/** SQLSTATE classes and codes that mean the server cannot serve us now (08: connection exception; 57P0x: shutdown/startup; 53300: too many connections). */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P05", "53300", "53000"]);
const UNAVAILABLE_SYSCALL_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "the database system is",
];

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  }
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

/** True when `error`, or anything in its `cause` chain (tRPC and better-auth wrap errors), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long clients are asked to wait before retrying during an outage (seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
