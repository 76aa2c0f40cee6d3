import crypto from "node:crypto";
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getLocale, getRenderInstance } from "./i18n/i18next.server";
import { NonceProvider } from "./utils/nonce";
import { withoutUnwrittenTail } from "./utils/react-chunks.server";
import { APP_CSS_ID, AppCssProvider, styleElementText } from "./components/layout/app-styles";
import appCss from "./styles/app.css?inline";
import { logger } from "#server/observability/logger";
import { pageEtagOf } from "#server/http/conditional";

const ABORT_DELAY = 5_000;
/**
 * The stylesheet every page writes into its head (production; development links it for hot reload). React
 * renders a short marker in its place and the built CSS is put in as bytes encoded once per process: the CSS
 * was about 60% of a page's bytes, and encoding it for every page was a measurable part of each render (issue
 * 14 §2). The marker holds a "<", which React escapes in any text or attribute, so only the <style> it renders
 * itself can hold it raw; and it is looked for right after that element's own opening tag.
 */
const INLINE_CSS = import.meta.env.PROD ? Buffer.from(styleElementText(appCss), "utf8") : null;
const CSS_MARKER = "<qanun-app-css/>";
const CSS_SLOT = Buffer.from(`<style id="${APP_CSS_ID}">${CSS_MARKER}</style>`, "utf8");
const CSS_SLOT_MARKER_AT = CSS_SLOT.indexOf(CSS_MARKER);
/** Stands for the CSS in a page's ETag (the page is hashed with the marker in it). */
const CSS_ETAG_SALT = INLINE_CSS ? crypto.createHash("sha1").update(INLINE_CSS).digest("base64url") : "";

/** The page with the CSS in place of its marker (unchanged when the marker is not there). */
function withInlineCss(html: ReturnType<typeof Buffer.concat>): ReturnType<typeof Buffer.concat> {
  if (!INLINE_CSS) return html;
  const slot = html.indexOf(CSS_SLOT);
  if (slot === -1) return html;
  const at = slot + CSS_SLOT_MARKER_AT;
  return Buffer.concat([html.subarray(0, at), INLINE_CSS, html.subarray(at + CSS_MARKER.length)]);
}

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? "";
  const locale = await getLocale(request);
  // One instance per language for the life of the process (app/i18n/i18next.server.ts says why it is safe).
  const i18n = await getRenderInstance(locale);

  // Public pages (root loader: no session, no cookie to set) carry an ETag, computed from the whole page.
  const cacheable =
    request.method === "GET" && responseStatusCode === 200 && (responseHeaders.get("Cache-Control") ?? "").startsWith("public");

  // Every page is rendered whole and sent in one write. The app has no Suspense boundary and no deferred
  // data, so the shell is the whole page and streaming it gained nothing: it cost one socket write (and a
  // web-stream hop) for each of React's 2 KB chunks, about thirty for a dashboard (issue 14 §2 profile:
  // writev was 11.6 % of a signed-in dashboard's CPU). A route that adds Suspense would wait for all of it.
  return new Promise((resolve, reject) => {
    let didError = false;
    const chunks: Buffer[] = [];
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : withoutUnwrittenTail(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(abortTimer);
        callback();
        const html = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (cacheable && !didError) resolve(withEtag({ request, html, headers: responseHeaders, nonce }));
        else resolve(new Response(withInlineCss(html), { headers: responseHeaders, status: didError ? 500 : responseStatusCode }));
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <AppCssProvider value={INLINE_CSS ? CSS_MARKER : ""}>
          <I18nextProvider i18n={i18n}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </I18nextProvider>
        </AppCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          logger.error("render failed", { url: request.url, error });
        },
      },
    );
    // Aborts a render that is still waiting after ABORT_DELAY. The timer holds React's request (the whole
    // tree, with every loader's data), so it is cleared as soon as the page has been written: left to run
    // its 6 s, it kept about six seconds' worth of finished pages alive under load, old enough to be
    // promoted out of the young generation (bench:load: RSS and GC time).
    abortTimer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}

/**
 * Answers a matching If-None-Match on a public page with 304. The ETag ignores the CSP nonce, which
 * differs on every response; server/http drops the CSP header from a 304 so the browser keeps the policy
 * that came with the copy it already has.
 */
function withEtag(opts: { request: Request; html: ReturnType<typeof Buffer.concat>; headers: Headers; nonce: string }): Response {
  const { html } = opts;
  const etag = pageEtagOf(html, opts.nonce, CSS_ETAG_SALT);
  opts.headers.set("ETag", etag);
  // The language comes from the cookie (root.tsx says so already; never twice).
  if (!/\bcookie\b/i.test(opts.headers.get("Vary") ?? "")) opts.headers.append("Vary", "Cookie");
  const ifNoneMatch = opts.request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers: opts.headers });
  }
  return new Response(withInlineCss(html), { status: 200, headers: opts.headers });
}

/** Unexpected errors are logged with their stack; the visitor sees the generic error page. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error("unhandled server error", { url: request.url, method: request.method, error });
};
