const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON for an inline script: <script type="application/ld+json">, and the loaders' data entry.server.tsx
 * writes after the page. The HTML parser ends a script element at
 * the first "</script", whatever the JSON around it means, so every "<" (and ">", "&", and the two
 * line separators JavaScript treats as newlines) is written as a \u escape: the JSON parses to the
 * same value, and no text from the database can close the element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c]!);
}
