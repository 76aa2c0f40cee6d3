import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 13 §2, decision 023: quantities, dates and times in Arabic strings are written in Arabic-Indic digits
 * (٠١٢٣٤٥٦٧٨٩, "٬" between thousands, as Intl ar-QA writes them); identifiers and examples of them (a phone
 * number, a reference, a licence number, a recovery code) stay ASCII inside an isolate (U+2066…U+2069).
 * Every value of app/locales/ar/*.json is read; an ASCII digit fails unless it is inside an isolate, inside a
 * {{placeholder}}, or part of a Latin token (a run of letters, digits and +-: with a Latin letter in it: MP3, M4A,
 * UTC+3, 1Password). Keys are not read ("0": "الأحد" names a weekday by its number).
 */
const DIR = join(__dirname, "../../../app/locales/ar");

/** Values that may keep an ASCII digit outside those three places. Keep it tiny and say why for each. */
const ALLOWED: Record<string, string> = {};

function* values(tree: unknown, path: string): Generator<[string, string]> {
  if (typeof tree === "string") yield [path, tree];
  else if (Array.isArray(tree)) for (const [i, item] of tree.entries()) yield* values(item, `${path}[${i}]`);
  else if (tree && typeof tree === "object") for (const [key, item] of Object.entries(tree)) yield* values(item, path ? `${path}.${key}` : key);
}

/** The ASCII digits of a value that are not in an isolate, a placeholder or a Latin token, with their context. */
function strayDigits(text: string): string[] {
  const read = text
    .replace(/[\u2066-\u2068][^\u2066-\u2069]*\u2069/g, " ")
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/[A-Za-z0-9+\-:]*[A-Za-z][A-Za-z0-9+\-:]*/g, " ");
  return [...read.matchAll(/[0-9][0-9,.:-]*/g)].map((m) => `"${m[0]}" in …${read.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20)}…`);
}

describe("digits in the Arabic strings", () => {
  it("finds an ASCII quantity and lets identifiers, placeholders and Latin tokens be", () => {
    expect(strayDigits("بحد أقصى 5 ميغابايت")).toHaveLength(1);
    expect(strayDigits("من ١ إلى 1,000,000")).toHaveLength(1);
    expect(strayDigits("مثل 2026-12-31.")).toHaveLength(1);
    expect(strayDigits("(5)")).toHaveLength(1);
    expect(strayDigits("مثل \u2066+974 5555 1234\u2069، {{count, number}} ملفات، MP3 أو M4A، بتوقيت الدوحة (UTC+3)")).toEqual([]);
    expect(strayDigits("بحد أقصى ٥ ميغابايت، من ١ إلى ١٬٠٠٠٬٠٠٠")).toEqual([]);
  });

  const files = readdirSync(DIR).filter((name) => name.endsWith(".json"));
  it("reads every namespace", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${file} writes quantities in Arabic-Indic digits`, () => {
      const found: string[] = [];
      for (const [path, text] of values(JSON.parse(readFileSync(join(DIR, file), "utf8")), "")) {
        if (ALLOWED[`${file}:${path}`]) continue;
        for (const stray of strayDigits(text)) found.push(`${path}: ${stray}`);
      }
      expect(found).toEqual([]);
    });
  }
});
