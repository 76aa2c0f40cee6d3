import type { ServerBuild } from "@remix-run/node";
import type { Socket } from "node:net";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { getEnv } from "#server/config/env";
import { wrapDataFunctions, type DataFunction } from "./route-data";
import { localeOf, type AppLocale } from "~/i18n/config";
import { serverT } from "~/i18n/i18next.server";

/**
 * How much one request body may hold (issue 25 §4), defined here only. Each cap is counted while the body
 * streams in, before anything is kept, and the first one crossed stops the reading: the answer is 413.
 *
 * - File parts of one form: the largest forms post one file per verification document key (7 keys,
 *   DOCUMENT_KEYS; sign-up shows 4 inputs, a company's verification 4) or one multiple-file input (case and
 *   consultation uploads take MAX_FILES_PER_UPLOAD = 5). tests/integration/http/body-limits.test.ts keeps
 *   this at least each of them.
 * - Parts of a multipart form and fields of an urlencoded one: the service editor, the form with the most
 *   fields, posts about 400 at its list bounds.
 * - One text field of a multipart form (a message is at most 10,000 characters: 20 KB in Arabic).
 * - A body without files (urlencoded, JSON) and the text of a multipart form: the service editor at its
 *   bounds is about 2 MB urlencoded in Arabic (6 bytes a letter).
 * - A multipart body: every file part at MAX_UPLOAD_BYTES plus the text allowance (74 MB at the default
 *   10 MB), so a legitimate form always fits, and a file somewhat over MAX_UPLOAD_BYTES still gets the
 *   form's own "too large" message for that file rather than this 413.
 */
export const MAX_FILE_PARTS = 7;
export const MAX_FORM_PARTS = 1000;
export const MAX_TEXT_FIELD_BYTES = 64 * 1024;
export const MAX_TEXT_BODY_BYTES = 4 * 1024 * 1024;

export interface BodyLimits {
  /** A multipart body, in bytes. */
  multipartBytes: number;
  /** Any other body (urlencoded, JSON, text), in bytes. */
  textBodyBytes: number;
  /** Parts of a multipart body, fields of an urlencoded one. */
  parts: number;
  fileParts: number;
  textFieldBytes: number;
}

export function bodyLimits(maxUploadBytes = getEnv().MAX_UPLOAD_BYTES): BodyLimits {
  return {
    multipartBytes: MAX_FILE_PARTS * maxUploadBytes + MAX_TEXT_BODY_BYTES,
    textBodyBytes: MAX_TEXT_BODY_BYTES,
    parts: MAX_FORM_PARTS,
    fileParts: MAX_FILE_PARTS,
    textFieldBytes: MAX_TEXT_FIELD_BYTES,
  };
}

/** A body went over one of the caps; whoever reads it sees this error, and the answer is 413. */
export class BodyTooLargeError extends Error {
  constructor(what: string) {
    super(`request body over its cap: ${what}`);
    this.name = "BodyTooLargeError";
  }
}

export interface LimitedRequest {
  /** The same request, its body read through the caps (nothing is read until someone reads it). */
  request: Request;
  /** True once a cap was crossed (also when a reader caught the error and went on). */
  exceeded: () => boolean;
}

function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

/** Counts a delimiter in a stream of chunks, including one split across two chunks. */
function delimiterCounter(needle: Buffer) {
  let tail = Buffer.alloc(0);
  return (chunk: Buffer): number => {
    let count = 0;
    if (tail.length > 0) {
      // Only matches that start in the previous chunk's tail: the rest are counted in the chunk itself.
      const seam = Buffer.concat([tail, chunk.subarray(0, needle.length - 1)]);
      for (let at = seam.indexOf(needle); at !== -1 && at < tail.length; at = seam.indexOf(needle, at + 1)) count++;
    }
    for (let at = chunk.indexOf(needle); at !== -1; at = chunk.indexOf(needle, at + needle.length)) count++;
    const joined = chunk.length >= needle.length - 1 ? chunk : Buffer.concat([tail, chunk]);
    tail = Buffer.from(joined.subarray(Math.max(0, joined.length - (needle.length - 1))));
    return count;
  };
}

/**
 * The request with its body capped: bytes (by content type), and the parts of a multipart body (its
 * delimiters) or the fields of an urlencoded one (its `&`). A Content-Length over the cap throws
 * BodyTooLargeError at once, before a byte is read.
 *
 * On the first cap crossed the body stops being read: its reader errors with BodyTooLargeError, and the
 * source is let go without being cancelled (cancelling the Node request would destroy the socket before
 * the 413 is written; closeConnectionOn413 closes it after).
 */
export function limitRequestBody(request: Request, limits: BodyLimits = bodyLimits()): LimitedRequest {
  const source = request.body;
  if (!source) return { request, exceeded: () => false };
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const multipart = contentType.startsWith("multipart/");
  const maxBytes = multipart ? limits.multipartBytes : limits.textBodyBytes;
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(`Content-Length ${declared} > ${maxBytes}`);

  const boundary = multipart ? multipartBoundary(request.headers.get("Content-Type") ?? "") : null;
  // A multipart body of n parts has n + 1 delimiters (the last one closes it); n urlencoded fields, n - 1 `&`.
  const countSeparators = boundary ? delimiterCounter(Buffer.from(`--${boundary}`)) : contentType.startsWith("application/x-www-form-urlencoded") ? delimiterCounter(Buffer.from("&")) : null;
  const maxSeparators = boundary ? limits.parts + 1 : limits.parts - 1;

  let exceeded = false;
  let bytes = 0;
  let separators = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.getReader();
        const { done, value } = await reader.read();
        if (done) return controller.close();
        bytes += value.byteLength;
        if (countSeparators) separators += countSeparators(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
        const over = bytes > maxBytes ? `${bytes} bytes > ${maxBytes}` : separators > maxSeparators ? `more than ${limits.parts} parts` : null;
        if (over) {
          exceeded = true;
          reader.releaseLock();
          controller.error(new BodyTooLargeError(over));
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader ? reader.cancel(reason) : source.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { request: new Request(request, { body, duplex: "half" } as RequestInit), exceeded: () => exceeded };
}

/** The visitor's language as the pages pick it (app/i18n/i18next.server.ts): `?lang=`, the `lang` cookie, else Arabic. */
function requestLocaleOf(request: Request): AppLocale {
  const param = new URL(request.url).searchParams.get("lang");
  if (param === "ar" || param === "en") return param;
  const cookie = /(?:^|;\s*)lang=(ar|en)(?:;|$)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  return localeOf(cookie);
}

/**
 * The 413 answer. Thrown from an action, a page shows the root error boundary's page in the visitor's
 * language (app/root.tsx); a resource route (tRPC, better-auth) sends this short text, in that language too.
 */
export function payloadTooLargeResponse(request: Request): Response {
  const t = serverT(requestLocaleOf(request), "common");
  return new Response(`${t("payloadTooLarge.title")}\n${t("payloadTooLarge.description")}\n`, {
    status: 413,
    statusText: "Payload Too Large",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function guardBody(fn: DataFunction): DataFunction {
  return async (args: never) => {
    const { request } = args as { request: Request };
    let limited: LimitedRequest;
    try {
      limited = limitRequestBody(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw payloadTooLargeResponse(request);
      throw error;
    }
    let result: unknown;
    try {
      result = await fn({ ...(args as object), request: limited.request } as never);
    } catch (error) {
      // Whatever a reader made of the cut body (tRPC's parse error, a 400 of its own), the answer is 413.
      if (limited.exceeded()) throw payloadTooLargeResponse(request);
      throw error;
    }
    if (limited.exceeded()) throw payloadTooLargeResponse(request);
    return result;
  };
}

/**
 * The same build with every action reading its body through the caps: the forms, tRPC's JSON and
 * better-auth's handler alike, whoever reads it and however (loaders get no body). Refused before
 * anything is written: every action reads its whole form before it changes anything.
 */
export function withBodyLimits(build: ServerBuild): ServerBuild {
  return wrapDataFunctions(build, (fn, site) => (site.kind === "action" ? guardBody(fn) : fn));
}

/** How long a refused upload's connection stays half-open after its 413 went out. */
const LINGER_MS = 2000;

/**
 * A 413 closes the connection: the rest of the body is never read, and the socket cannot carry another
 * request (Node would otherwise keep it open, paused in the middle of the body). Closing a socket whose
 * unread bytes are still arriving sends a reset, which can reach the client before it has read the 413 (a
 * browser then shows a network error, not the page; 1 request in 100 in bench:multipart-memory). So the
 * server half-closes first (the client reads the 413 and the end of the stream) and closes for good
 * LINGER_MS later. Meanwhile nothing more is read: what the client still sends waits in the kernel's buffer
 * of that socket, and the process's memory is not involved.
 */
export function closeConnectionOn413(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ExpressResponse;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 413) {
      res.setHeader("Connection", "close");
      closeLater(req.socket as Socket & { destroySoon?: () => void });
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
}

/** Node ends a "Connection: close" response with socket.destroySoon() (_http_server.js, resOnFinish): end now, destroy later. */
function closeLater(socket: Socket & { destroySoon?: () => void }) {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}
