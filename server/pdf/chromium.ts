import type { Browser } from "playwright-core";
import { logger } from "#server/observability/logger";
import { chromiumExecutable } from "./chromium-path";

/**
 * HTML to PDF with Chromium's print-to-PDF (design.md: it shapes Arabic correctly and its text layer
 * extracts in logical order). One browser per process, launched on first use and reused; a browser
 * that died is launched again (at once for the document it was printing). Each PDF gets its own context (no shared state).
 */

/** The flags of playwright.config.ts: no sandbox or GPU in containers, no background traffic. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

let launching: Promise<Browser> | null = null;
let closing = false;

async function browser(): Promise<Browser> {
  if (launching) {
    const current = await launching.catch(() => null);
    if (current?.isConnected()) return current;
    launching = null;
  }
  launching = (async () => {
    // Loaded lazily: the server starts (and every other page works) where Chromium is not installed.
    const { chromium } = await import("playwright-core");
    const launched = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
      headless: true,
    });
    launched.on("disconnected", () => {
      if (!closing) logger.warn("pdf: chromium disconnected; it is launched again on the next request");
    });
    return launched;
  })();
  try {
    return await launching;
  } catch (error) {
    launching = null;
    throw error;
  }
}

/**
 * Prints a self-contained HTML document (fonts and styles inline, no network) to an A4 PDF. Chromium that dies under the
 * page (killed, out of memory) costs one more try on a browser launched afresh, not the client's document.
 */
export async function htmlToPdf(html: string, opts: { timeoutMs?: number } = {}): Promise<Uint8Array> {
  const used = await browser();
  try {
    return await untilDisconnected(used, printWith(used, html, opts));
  } catch (error) {
    // The error of a killed browser can arrive just before its disconnection does: wait a moment to tell them apart.
    if (!(await diedWithin(used, 2_000))) throw error;
    logger.warn("pdf: chromium died while printing; printing again on a new browser", { error: String(error) });
    return printWith(await browser(), html, opts);
  }
}

/** Whether the browser is disconnected now or disconnects within `ms`. */
function diedWithin(used: Browser, ms: number): Promise<boolean> {
  if (!used.isConnected()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (died: boolean) => {
      clearTimeout(timer);
      used.off("disconnected", onDisconnected);
      resolve(died);
    };
    const onDisconnected = () => done(true);
    const timer = setTimeout(() => done(!used.isConnected()), ms);
    used.once("disconnected", onDisconnected);
  });
}

/**
 * The print, or a rejection as soon as its browser disconnects: a call in flight when Chromium is killed does not always
 * reject (a context being closed can wait on a dead connection), so the disconnection itself ends the attempt.
 */
function untilDisconnected<T>(used: Browser, work: Promise<T>): Promise<T> {
  let onDisconnected = () => {};
  const dead = new Promise<never>((_, reject) => {
    onDisconnected = () => reject(new Error("chromium disconnected while printing"));
    if (!used.isConnected()) onDisconnected();
    else used.once("disconnected", onDisconnected);
  });
  work.catch(() => {});
  return Promise.race([work, dead]).finally(() => used.off("disconnected", onDisconnected));
}

async function printWith(used: Browser, html: string, opts: { timeoutMs?: number }): Promise<Uint8Array> {
  const context = await used.newContext({ javaScriptEnabled: false, offline: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(opts.timeoutMs ?? 20_000);
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready).catch(() => {});
    const pdf = await page.pdf({ format: "A4", printBackground: true, margin: { top: "16mm", bottom: "16mm", left: "14mm", right: "14mm" } });
    return new Uint8Array(pdf);
  } finally {
    await context.close().catch(() => {});
  }
}

/** Closes the shared browser (shutdown and tests). */
export async function closePdfBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  closing = true;
  try {
    if (current) await (await current.catch(() => null))?.close().catch(() => {});
  } finally {
    closing = false;
  }
}
