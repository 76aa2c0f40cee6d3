import type { ServerBuild } from "@remix-run/node";
import { TRPCError } from "@trpc/server";
import { CONTROL_CHARACTERS, isTextRefusal } from "#server/common/text";
import { someInCauseChain } from "#server/errors/cause-chain";
import { isAppError } from "#server/errors/app-error";
import { logger } from "#server/observability/logger";
import { wrapDataFunctions, type DataFunction, type DataFunctionSite } from "./route-data";

/**
 * Issue 25 item 5: control characters in a URL or a posted form are refused at the edge with a 400, before
 * any loader or action reads them. A NUL used to reach PostgreSQL (which refuses it in text) from any
 * search box and answer 500. Pages show the bad-request page in the visitor's language (root.tsx's
 * ErrorBoundary renders a thrown 4xx Response); resource routes (CSV exports, downloads) answer a bare 400.
 *
 * What is refused (server/common/text.ts CONTROL_CHARACTERS): NUL, the other C0 controls and DEL, in any
 * decoded path segment, query parameter name or value, and urlencoded form field name or value. Tab and line
 * breaks pass here, as a textarea sends them; fields that must hold one line refuse them in their schemas.
 * Multipart bodies are not read twice: their text fields meet the same rule in the procedures' schemas.
 */

/** An escape that decodes to a control character: %00-%1F or %7F (raw ones cannot be in a parsed URL). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

export function badRequest(): Response {
  return new Response(null, { status: 400, statusText: "Bad Request" });
}

/** True when a query string (with or without its "?") decodes to a parameter whose name or value holds a control character. */
export function queryHasControlCharacters(search: string): boolean {
  if (!ENCODED_CONTROL.test(search) && !CONTROL_CHARACTERS.test(search)) return false;
  return formHasControlCharacters(new URLSearchParams(search));
}

/** True when a parsed form (or query) has a name or a text value with a control character. */
export function formHasControlCharacters(form: Iterable<[string, FormDataEntryValue | string]>): boolean {
  for (const [name, value] of form) {
    if (CONTROL_CHARACTERS.test(name)) return true;
    if (typeof value === "string" && CONTROL_CHARACTERS.test(value)) return true;
  }
  return false;
}

/** True when a URL path has a segment that decodes to a control character (tab and line breaks included: no path has them). */
export function pathHasControlCharacters(pathname: string): boolean {
  return ENCODED_CONTROL.test(pathname);
}

function isUrlEncodedForm(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

/**
 * The request's URL, and for a urlencoded POST its fields, hold no control character. Reads the body from a
 * copy, so the action still reads it itself.
 */
export async function requestHasControlCharacters(request: Request, opts: { readBody: boolean }): Promise<boolean> {
  const url = request.url;
  const start = url.indexOf("?");
  const path = start < 0 ? url : url.slice(0, start);
  if (pathHasControlCharacters(path)) return true;
  if (start >= 0 && queryHasControlCharacters(url.slice(start + 1))) return true;
  if (!opts.readBody || request.method === "GET" || request.method === "HEAD" || !request.body || !isUrlEncodedForm(request)) return false;
  let body: string;
  try {
    body = await request.clone().text();
  } catch {
    // An unreadable body is the action's to refuse (readPostedForm answers 400 for it).
    return false;
  }
  // An urlencoded body is a query string: parsed only when something in it could be a control character.
  return queryHasControlCharacters(body);
}

/**
 * True when an error that escaped a loader or action says the request's input was refused: a procedure's
 * BAD_REQUEST (its zod input), an AppError `invalid_input`, or PostgreSQL refusing a text value. The URL
 * and the form are the visitor's, so that is a 400, not a server error.
 */
export function isRefusedInput(error: unknown): boolean {
  return someInCauseChain(
    error,
    (link) =>
      (link instanceof TRPCError && (link.code === "BAD_REQUEST" || link.code === "PARSE_ERROR")) ||
      (isAppError(link) && link.code === "invalid_input") ||
      isTextRefusal(link),
  );
}

/** One loader or action behind the edge's check (exported for tests, which call route modules directly). */
export function refuseHostileInput(fn: DataFunction, site: Pick<DataFunctionSite, "kind"> & { routeId?: string }): DataFunction {
  return async (args: never) => {
    const { request } = args as { request: Request };
    if (await requestHasControlCharacters(request, { readBody: site.kind === "action" })) throw badRequest();
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof Response || !isRefusedInput(error)) throw error;
      logger.warn("input refused below the edge", { route: site.routeId, kind: site.kind, error: String(error) });
      throw badRequest();
    }
  };
}

/** The same build with every route's loader and action behind refuseHostileInput. */
export function withHostileInputRefused(build: ServerBuild): ServerBuild {
  return wrapDataFunctions(build, refuseHostileInput);
}
