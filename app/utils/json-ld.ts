/**
 * JSON for an inline script: <script type="application/ld+json">, and the loaders' data entry.server.tsx
 * writes after the page. The HTML parser ends a script element at
 * the first "</script", whatever the JSON around it means, so every "<" (and ">", "&", and the two
 * line separators JavaScript treats as newlines) is written as a \u escape: the JSON parses to the
 * same value, and no text from the database can close the element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
