import fs from "node:fs";
import type { Browser } from "playwright-core";
import { logger } from "#server/observability/logger";

/**
 * HTML to PDF with Chromium's print-to-PDF (design.md: it shapes Arabic correctly and its text layer
 * extracts in logical order). One browser per process, launched on first use and reused; a browser
 * that died is launched again on the next request. Each PDF gets its own context (no shared state).
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

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium that prints: CHROMIUM_PATH if set, else Debian's chromium-headless-shell when installed (Chromium's own
 * build for automation: the same Blink, Skia and fonts, so the same PDF and text layer, without the full browser's GPU
 * process and compositing; the PDF tests took 34 s of test time with it against 77 s), else Debian's chromium.
 */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
}

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

/** Prints a self-contained HTML document (fonts and styles inline, no network) to an A4 PDF. */
export async function htmlToPdf(html: string, opts: { timeoutMs?: number } = {}): Promise<Uint8Array> {
  const context = await (await browser()).newContext({ javaScriptEnabled: false, offline: true });
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
