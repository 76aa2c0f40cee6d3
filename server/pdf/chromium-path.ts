import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the PDFs are printed with and the browser suite runs (this file imports nothing of the app, so that
 * playwright.config.ts can read it): CHROMIUM_PATH if set, else Debian's chromium-headless-shell when installed
 * (Chromium's own build for automation: the same Blink, Skia and fonts, so the same PDF and text layer, without the
 * full browser's GPU process and compositing; the PDF tests took 34 s of test time with it against 77 s), else
 * Debian's chromium.
 */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
}
