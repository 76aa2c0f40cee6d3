import { z } from "zod";
import { someInCauseChain } from "#server/errors/cause-chain";

/**
 * Control characters in what people send (issue 25 item 5). PostgreSQL refuses NUL in text (SQLSTATE 22021),
 * so one reaching a query was a 500; the other C0 controls and DEL are invisible, break layouts, CSV cells and
 * mail headers, and nobody types them. Tab, line feed and carriage return are text in a multi-line field
 * (a textarea sends its line breaks as CR LF) and nowhere else.
 */

/** C0 controls other than tab, line feed and carriage return, and DEL: what no field takes. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL: what a one-line field takes none of. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
export const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** Bidirectional overrides/isolates/marks and the BOM: they make `law\u202Efdp.exe` look like `lawexe.pdf`. */
const BIDI_AND_FORMAT_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\u061C\uFEFF]/gu;
/** C0 and C1 controls and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
const ALL_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/gu;

/**
 * The name a stored file is shown and downloaded under: the last path segment of what the browser sent,
 * without control or bidi characters, with the extension of the type the bytes really are (so `poly.html`
 * that is a PDF becomes `poly.pdf`), and shortened to `maxLength` characters instead of being refused.
 * Arabic letters are kept: this is a display name, never an object key.
 */
export function displayFileName(posted: string, extension: string, maxLength = 100): string {
  const segment = posted.split(/[\\/]/).pop() ?? "";
  const cleaned = segment.normalize("NFC").replace(BIDI_AND_FORMAT_CHARACTERS, "").replace(ALL_CONTROL_CHARACTERS, "").trim();
  const dot = cleaned.lastIndexOf(".");
  let base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/[.\s]+$/u, "");
  const chars = Array.from(base);
  if (chars.length > maxLength) base = chars.slice(0, maxLength).join("").trimEnd();
  return `${base || "document"}.${extension}`;
}

/** True when `value` holds a character no field takes; with `singleLine`, a tab or line break too. */
export function hasControlCharacters(value: string, opts: { singleLine?: boolean } = {}): boolean {
  return (opts.singleLine ? LINE_CONTROL_CHARACTERS : CONTROL_CHARACTERS).test(value);
}

/** SQLSTATEs of text PostgreSQL cannot take: 22021 (a NUL, or bytes that are not UTF-8), 22P05 (untranslatable character). */
const REFUSED_TEXT_SQLSTATES = new Set(["22021", "22P05"]);

/**
 * True when `error`, or anything in its `cause` chain (tRPC and Kysely wrap errors), is PostgreSQL refusing a
 * text value: input that got past its schema, so a 400 for the caller rather than a server error.
 */
export function isTextRefusedByDatabase(error: unknown): boolean {
  return someInCauseChain(error, isTextRefusal);
}

/** One error (not its causes) is PostgreSQL refusing a text value. */
export function isTextRefusal(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && REFUSED_TEXT_SQLSTATES.has(code);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A string that may span lines (tab and line breaks allowed), without any other control character: the
 * base of every free-text input that reaches the database. Chain trim/min/max/optional on it as on
 * z.string(). The message is the common locale key `validation.invalidCharacters`.
 */
export function multilineString(params?: StringParams) {
  return z.string(params).refine((v) => !CONTROL_CHARACTERS.test(v), { message: "validation.invalidCharacters" });
}

/**
 * A one-line string (names, titles, ids, tokens): no control character, tab or line break.
 * A line break gets `validation.singleLine`, anything else `validation.invalidCharacters`.
 */
export function singleLineString(params?: StringParams) {
  return z
    .string(params)
    .refine((v) => !CONTROL_CHARACTERS.test(v) && !v.includes("\t"), { message: "validation.invalidCharacters" })
    .refine((v) => !/[\n\r]/.test(v), { message: "validation.singleLine" });
}
