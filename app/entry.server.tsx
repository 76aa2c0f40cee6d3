import crypto from "node:crypto";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getLocale, getRenderInstance } from "./i18n/i18next.server";
import { NonceProvider } from "./utils/nonce";
import { APP_CSS_ID, AppCssProvider, styleElementText } from "./components/layout/app-styles";
import appCss from "./styles/app.css?inline";
import { logger } from "#server/observability/logger";
import { pageEtagOf } from "#server/http/conditional";
import { serializeJsonLd } from "./utils/json-ld";

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
  // The loaders' data for hydration, read whole before the render (see handoffScripts).
  const handoff = await takeServerHandoff(remixContext);

  // Public pages (root loader: no session, no cookie to set) carry an ETag, computed from the whole page.
  const cacheable =
    request.method === "GET" && responseStatusCode === 200 && (responseHeaders.get("Cache-Control") ?? "").startsWith("public");

  // Every page is rendered whole, as one string, and sent in one write. The app has no Suspense boundary and
  // no deferred data, so streaming gained nothing, and React's streaming renderer encodes each of its many
  // small chunks into 2 KB byte views as it goes: that encoding was about a tenth of a directory search's
  // CPU (issue 14 §2 profile), where the string renderer only joins strings and the page is encoded once.
  // A render error throws here, before any byte is written, and Remix renders the error boundary instead.
  const page = renderToString(
    <NonceProvider value={nonce}>
      <AppCssProvider value={INLINE_CSS ? CSS_MARKER : ""}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </AppCssProvider>
    </NonceProvider>,
  );
  // As <StreamTransfer> does: the data goes only where <Scripts> rendered (it sets up the stream it goes into).
  const scripts = remixContext.renderMeta?.didRenderScripts ? handoffScripts(handoff, nonce) : "";
  const html = documentBytes(page, scripts);
  // Something suspended after all: renderToString leaves its boundary for the client to render, without
  // the content. Never expected (the app has no Suspense); a page missing a part is an error, not a 200.
  // (The scripts cannot hold the marker: their JSON escapes every "<".)
  if (html.indexOf(CLIENT_RENDERED_BOUNDARY) !== -1) throw new Error(`a component suspended while rendering ${new URL(request.url).pathname}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (cacheable) return withEtag({ request, html, headers: responseHeaders, nonce, offerPage: (loadContext as { offerPage?: (html: Uint8Array) => void }).offerPage });
  return new Response(withInlineCss(html), { headers: responseHeaders, status: responseStatusCode });
}

/** The marker React's server renderer leaves where a Suspense boundary could not finish (`<!--$!-->`). */
const CLIENT_RENDERED_BOUNDARY = Buffer.from("<!--$!-->", "latin1");

/** The streaming renderer began a document with its doctype; the string renderer leaves it out. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * The doctype, page and scripts as one UTF-8 buffer, written in place: React's page is a string built of
 * many pieces, and joining it to the others first (or searching it as text) made V8 copy all of it into one
 * flat string more than once per page.
 */
function documentBytes(page: string, scripts: string): ReturnType<typeof Buffer.concat> {
  const bytes = Buffer.allocUnsafe(DOCTYPE.length + Buffer.byteLength(page, "utf8") + Buffer.byteLength(scripts, "utf8"));
  let at = bytes.write(DOCTYPE, 0, "latin1");
  at += bytes.write(page, at, "utf8");
  at += bytes.write(scripts, at, "utf8");
  return bytes.subarray(0, at);
}

/**
 * Takes the single-fetch hand-off (the loaders' data, turbo-stream encoded) out of the context and reads it
 * whole. <RemixServer> would otherwise render it with <StreamTransfer>, which suspends on every chunk it reads
 * and so needs the streaming renderer; the data is all there once the loaders have returned (the app defers
 * nothing), and turbo-stream gives up on a pending promise after `streamTimeout` on its own.
 */
async function takeServerHandoff(context: EntryContext): Promise<string | null> {
  const stream = context.serverHandoffStream;
  if (!stream) return null;
  context.serverHandoffStream = undefined;
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The two scripts <StreamTransfer> writes after the document: the hand-off enqueued into the stream that
 * <Scripts> set up (`window.__remixContext.streamController`), then closed. The string is written as JSON
 * escaped for a script element, as Remix writes it, so no text in it can end the script.
 */
function handoffScripts(handoff: string | null, nonce: string): string {
  if (handoff === null) return "";
  const attrs = nonce ? ` nonce="${nonce}"` : "";
  const enqueue = handoff ? `<script${attrs}>window.__remixContext.streamController.enqueue(${serializeJsonLd(handoff)});</script>` : "";
  return `${enqueue}<script${attrs}>window.__remixContext.streamController.close();</script>`;
}

/**
 * Answers a matching If-None-Match on a public page with 304. The ETag ignores the CSP nonce, which
 * differs on every response; server/http drops the CSP header from a 304 so the browser keeps the policy
 * that came with the copy it already has.
 */
function withEtag(opts: {
  request: Request;
  html: ReturnType<typeof Buffer.concat>;
  headers: Headers;
  nonce: string;
  /** The page cache's hand for the page a 304 does not send: it keeps it, so the next requests cost no render. */
  offerPage?: (html: Uint8Array) => void;
}): Response {
  const { html } = opts;
  const etag = pageEtagOf(html, opts.nonce, CSS_ETAG_SALT);
  opts.headers.set("ETag", etag);
  // The language comes from the cookie (root.tsx says so already; never twice).
  if (!/\bcookie\b/i.test(opts.headers.get("Vary") ?? "")) opts.headers.append("Vary", "Cookie");
  const ifNoneMatch = opts.request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    opts.offerPage?.(withInlineCss(html));
    return new Response(null, { status: 304, headers: opts.headers });
  }
  return new Response(withInlineCss(html), { status: 200, headers: opts.headers });
}

/** Unexpected errors are logged with their stack; the visitor sees the generic error page. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error("unhandled server error", { url: request.url, method: request.method, error });
};
