import { z } from "zod";
import { multilineString, singleLineString } from "./text";

/**
 * The field vocabulary of every form and procedure input: text, optional text, ids, dates, money in whole
 * QAR and Arabic-digit normalisation. Shared by the page controllers (conform parses with them), the
 * components and the procedures, so it stays browser-safe (zod and ./text only). Messages are locale keys
 * under `validation.` in common.json unless a caller passes its own.
 */

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits become ASCII (٠١٢ → 012), so a number typed on an Arabic keyboard counts. */
export function asciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** The digits of a number as typed: ASCII digits, without spaces, commas or the Arabic thousands separator (٬). */
export function formDigits(value: string): string {
  return asciiDigits(value).replace(/[\s,\u066C]/g, "");
}

/**
 * A number from a form field (decision 023: whatever digits a person types are the same number): ٥٠٠, ۵۰۰ and
 * 500 are 500, and a thousands separator ("٥٬٠٠٠", "5,000") or spaces are left out; an empty field is absent,
 * and anything else is NaN, which the inner schema refuses with its own message. A procedure's caller that
 * passes a number gets it through as it is.
 */
export function formNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = formDigits(value);
    if (text === "") return undefined;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  }, schema);
}

/** A phone number: 7 to 15 digits, with an optional leading + and spaces, dashes, dots or brackets between. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/;

export const phoneField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(30, "validation.tooLong")
  .transform(asciiDigits)
  .refine((v) => PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15, {
    message: "validation.phone",
  });

/** The same rule, but an empty field is fine (and becomes undefined). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, "validation.tooLong")
  .optional()
  .transform((v) => (v ? asciiDigits(v) : undefined))
  .refine((v) => v === undefined || (PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15), {
    message: "validation.phone",
  });

/**
 * Free text with a minimum and maximum length (after trimming); control characters other than newlines and tabs
 * are refused. `required` and `tooShort` name a form's own messages (locale keys) for a missing or short text.
 */
export function textField(opts: { min: number; max: number; tooShort?: string; required?: string; tooLong?: string }) {
  const required = opts.required ?? "validation.required";
  // An empty text is "required" alone (`abort`): a second message for it ("too short") would say the same again.
  return multilineString({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .min(opts.min, opts.tooShort ?? "validation.tooShort")
    .max(opts.max, opts.tooLong ?? "validation.tooLong");
}

/** The honeypot (see ./honeypot.ts): any text is accepted here, and a filled one is dropped by the procedure. */
export const honeypotField = z.string().max(500).optional();
export function isHoneypotFilled(value: string | undefined): boolean {
  return Boolean(value && value.trim());
}

/**
 * An id from a form, a URL or a caller: untrusted one-line text. Anything that is not a record's id names
 * nothing, so "not found" is decided by the lookup, not here.
 */
export const recordId = singleLineString().max(64);

/** Free text that may be left empty: trimmed, at most `max` characters (`tooLong`: a form's own message). */
export function optionalText(max: number, opts: { tooLong?: string } = {}) {
  return multilineString()
    .trim()
    .max(max, opts.tooLong ?? "validation.tooLong")
    .optional();
}

/** Free text that may be left empty, and then is null (a column cleared). */
export function textOrNull(max: number) {
  return multilineString()
    .trim()
    .max(max, "validation.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Whether a string is a real calendar date in the YYYY-MM-DD form. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date YYYY-MM-DD, or empty (null); a date that is not on the calendar gets `message`. */
export function dateOrNull(message: string) {
  return z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCalendarDate(v), { message });
}

/**
 * An amount in whole Qatari riyals typed in a form field: Arabic-Indic digits and thousands separators
 * count (formDigits); anything but up to 12 digits gets `invalid`, more than `max` gets `tooLarge`.
 */
export function wholeQar(opts: { max: number; invalid: string; tooLarge: string }) {
  return z
    .string({ error: "validation.required" })
    .trim()
    .transform(formDigits)
    .refine((v) => /^\d{1,12}$/.test(v), { message: opts.invalid })
    .transform(Number)
    .refine((v) => v <= opts.max, { message: opts.tooLarge });
}

/** An email address as typed: trimmed, bounded, lower-cased. */
export const emailField = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(254, "validation.tooLong")
  .pipe(z.email({ error: "validation.email" }))
  .transform((v) => v.toLowerCase());

/** Names: letters of any script, spaces and common punctuation; no markup. */
export const fullNameField = z
  .string({ error: "validation.required" })
  .trim()
  .min(2, "validation.nameMin")
  .max(100, "validation.tooLong")
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u, "validation.nameChars");

/** The two languages of the site, as a form or a procedure names one. */
export const localeField = z.enum(["ar", "en"]);
