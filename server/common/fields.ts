import { z } from "zod";
import { multilineString } from "./text";

/**
 * Field rules of the public forms (contact, job application), shared by the routes (conform parses
 * with them) and the procedures. Messages are locale keys under `validation.` in common.json.
 */

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits become ASCII (٠١٢ → 012), so a number typed on an Arabic keyboard counts. */
export function asciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
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
    const text = asciiDigits(value).replace(/[\s,\u066C]/g, "");
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

/** Free text with a minimum and maximum length (after trimming); control characters other than newlines and tabs are refused. */
export function textField(opts: { min: number; max: number; tooShort?: string }) {
  return multilineString({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .min(opts.min, opts.tooShort ?? "validation.tooShort")
    .max(opts.max, "validation.tooLong");
}

/** The honeypot (see ./honeypot.ts): any text is accepted here, and a filled one is dropped by the procedure. */
export const honeypotField = z.string().max(500).optional();
export function isHoneypotFilled(value: string | undefined): boolean {
  return Boolean(value && value.trim());
}
