/**
 * The firm profile's limits (issue 27 §2, issue 29), shared by the schema (server/firm/schemas.ts) and the back
 * office's form (maxLength only; the server decides).
 */
export const FIRM_PROFILE_LIMITS = { name: 120, address: 300, hours: 200, directions: 600, email: 254, mapUrl: 500, phone: 30 } as const;

/** E.164, as the database checks it (migration 0033): +, a country code not starting with 0, 8 to 15 digits. */
export const E164 = /^\+[1-9][0-9]{7,14}$/;

/** An E.164 number as people read it: Qatar's +974 then two groups of four ("+974 4400 1234"); others as stored. */
export function displayPhone(e164: string): string {
  const qatar = /^\+974([0-9]{4})([0-9]{4})$/.exec(e164);
  return qatar ? `+974 ${qatar[1]} ${qatar[2]}` : e164;
}

/** WhatsApp's click-to-chat link: wa.me takes the number's digits without the +. */
export const whatsappLink = (e164: string): string => `https://wa.me/${e164.replace(/^\+/, "")}`;

/** Qatar's emergency number (police, ambulance, fire). */
export const QATAR_EMERGENCY_NUMBER = "999";
