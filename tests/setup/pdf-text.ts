/**
 * Reading a PDF's text layer back with pdftotext (decision 042), for the tests of every PDF: the case summary, the
 * engagement letter. Without Chromium or pdftotext, `missing` names what is absent and the tests skip.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { chromiumExecutable } from "#server/pdf/chromium-path";

const CHROMIUM = chromiumExecutable();
const PDFTOTEXT = "/usr/bin/pdftotext";
export const missing = [CHROMIUM, PDFTOTEXT].filter((file) => !fs.existsSync(file));

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** pdftotext's text (default mode, UTF-8), without the bidi controls it wraps runs in (U+202A-U+202E). */
export function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "doc.pdf");
    fs.writeFileSync(file, bytes);
    return execFileSync(PDFTOTEXT, ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(BIDI_CONTROLS, "");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text on one line, its whitespace runs as one space (for English that wraps). */
export const flat = (text: string) => text.replace(/\s+/g, " ");

const ARABIC_LETTER = "\u0620-\u065f\u066e-\u06d5";
/**
 * The text's words in reading order. pdftotext moves the space beside a run of digits or Latin inside an
 * Arabic line to the run's other side ("رقم  ٤٥٦٧لسنة" for "رقم ٤٥٦٧ لسنة"), so a word also ends where Arabic
 * letters meet anything else; punctuation at a word's edges is not part of it. A word cut into letters
 * ("الاست ئ ن اف") stays cut.
 */
export function words(text: string): string[] {
  return text
    .replace(BIDI_CONTROLS, "")
    .replace(new RegExp(`([${ARABIC_LETTER}])(?=[^\\s${ARABIC_LETTER}])|([^\\s${ARABIC_LETTER}])(?=[${ARABIC_LETTER}])`, "g"), "$1$2 ")
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ""))
    .filter(Boolean);
}

/** The phrase's words appear whole and one after the other in the text. */
export function expectPhrase(text: string, phrase: string) {
  const all = words(text);
  const wanted = words(phrase);
  const at = all.findIndex((_, i) => wanted.every((word, j) => all[i + j] === word));
  expect(at, `"${phrase}" (${wanted.join(" | ")}) in:\n${all.join(" | ")}`).toBeGreaterThanOrEqual(0);
}
