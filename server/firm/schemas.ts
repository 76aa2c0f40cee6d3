import { z } from "zod";
import { asciiDigits, emailField } from "#server/common/fields";
import { multilineString, singleLineString } from "#server/common/text";
import { E164, FIRM_PROFILE_LIMITS as MAX } from "./constants";

/**
 * The firm profile's input (issue 27 §2, issue 29): the back office's form parses with it (its messages are
 * locale keys, so they are in the admin's language) and the procedure checks it again.
 */

const text = (max: number) => singleLineString({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");

/**
 * A phone number as an admin types it, stored as E.164: spaces, dashes, dots and brackets are left out, Arabic
 * digits count, a leading 00 is the international prefix, and 8 digits alone are a Qatari number (+974).
 */
export function toE164(typed: string): string {
  const digits = asciiDigits(typed).replace(/[\s().-]/g, "");
  if (/^00[1-9]/.test(digits)) return `+${digits.slice(2)}`;
  if (/^[3-7][0-9]{7}$/.test(digits)) return `+974${digits}`;
  return digits;
}

const phone = singleLineString({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(MAX.phone, "validation.tooLong")
  .transform(toE164)
  .refine((v) => E164.test(v), { message: "adminContent:firm.validation.phone" });

const optionalPhone = singleLineString()
  .trim()
  .max(MAX.phone, "validation.tooLong")
  .nullish()
  .transform((v) => (v ? toE164(v) : null))
  .refine((v) => v === null || E164.test(v), { message: "adminContent:firm.validation.phone" });

/** How to find the office (parking, entrance, floor), a few lines; empty is none (issue 29). */
const directions = multilineString()
  .trim()
  .max(MAX.directions, "validation.tooLong")
  .nullish()
  .transform((v) => v ?? "");

/** An https link (a map's "share" link); empty is none. */
const mapUrl = singleLineString()
  .trim()
  .max(MAX.mapUrl, "validation.tooLong")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (URL.canParse(v) && new URL(v).protocol === "https:" && !/\s/.test(v)), {
    message: "adminContent:firm.validation.mapUrl",
  });

export const firmProfileInput = z.object({
  nameAr: text(MAX.name),
  nameEn: text(MAX.name),
  addressAr: text(MAX.address),
  addressEn: text(MAX.address),
  hoursAr: text(MAX.hours),
  hoursEn: text(MAX.hours),
  phone,
  whatsapp: optionalPhone,
  email: emailField,
  urgentPhone: phone,
  mapUrl,
  directionsAr: directions,
  directionsEn: directions,
});
export type FirmProfileInput = z.infer<typeof firmProfileInput>;
