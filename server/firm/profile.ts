import type { Selectable } from "kysely";
import type { DB } from "#db/index";
import type { FirmProfileTable } from "#db/schema";
import { getEnv } from "#server/config/env";
import { logger } from "#server/observability/logger";
import { isResync, subscribe } from "#server/realtime/bus";
import { serverT } from "~/i18n/i18next.server";

/**
 * The firm's own facts (issue 27 §2, issue 29 "the firm's face"), as /contact shows them and the assistant
 * answers them. The shape is the contract shared by the assistant's helpers: change it only with them.
 */
export interface FirmProfile {
  name: { ar: string; en: string };
  /** Street address of the Doha office. */
  address: { ar: string; en: string };
  /** Opening hours as a sentence, e.g. "Sunday to Thursday, 8:00–17:00". */
  hours: { ar: string; en: string };
  /** E.164, e.g. "+97444000000". */
  phone: string;
  /** E.164 or null. */
  whatsapp: string | null;
  /** The office's public email. */
  email: string;
  /** The firm's urgent line (arrests, detention), E.164. */
  urgentPhone: string;
  /** An https link to the office on a map. */
  mapUrl: string | null;
  /** How to find the office (parking, entrance, floor); empty strings when the firm has not written them. */
  directions: { ar: string; en: string };
  /** ISO 8601. */
  updatedAt: string;
}

export type FirmProfileRow = Selectable<FirmProfileTable>;

/** Until an admin saves the profile, fields the firm has not given are empty strings (never a made-up value). */
export const isFirmProfileSet = (profile: FirmProfile): boolean => profile.phone !== "";

export function profileFromRow(row: FirmProfileRow): FirmProfile {
  return {
    name: { ar: row.name_ar, en: row.name_en },
    address: { ar: row.address_ar, en: row.address_en },
    hours: { ar: row.hours_ar, en: row.hours_en },
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    urgentPhone: row.urgent_phone,
    mapUrl: row.map_url,
    directions: { ar: row.directions_ar, en: row.directions_en },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * A fresh installation (production before an admin fills /dashboard/admin/firm) has no row: the profile is then
 * the brand's name and FIRM_EMAIL only. Address, hours and phones are empty so that nothing invented is shown or
 * answered; readers test `isFirmProfileSet` or each field before showing it.
 */
export function unsetFirmProfile(): FirmProfile {
  return {
    name: { ar: serverT("ar", "common")("brand.name"), en: serverT("en", "common")("brand.name") },
    address: { ar: "", en: "" },
    hours: { ar: "", en: "" },
    phone: "",
    whatsapp: null,
    email: getEnv().FIRM_EMAIL,
    urgentPhone: "",
    mapUrl: null,
    directions: { ar: "", en: "" },
    updatedAt: new Date(0).toISOString(),
  };
}

export function readFirmProfileRow(db: DB): Promise<FirmProfileRow | undefined> {
  return db.selectFrom("firm_profile").selectAll().where("id", "=", true).executeTakeFirst();
}

/** The profile and whether it is the sample seed's fictional one (labelled as sample where it is shown). */
export type FirmProfileEntry = { profile: FirmProfile; isSample: boolean };

async function readFirmProfile(db: DB): Promise<FirmProfileEntry> {
  const row = await readFirmProfileRow(db);
  return row ? { profile: profileFromRow(row), isSample: row.is_sample } : { profile: unsetFirmProfile(), isSample: false };
}

type Cache = { listening: "pending" | "yes" | "no"; value: Promise<FirmProfileEntry> | null };
const caches = new WeakMap<DB, Cache>();

/**
 * The cache is trusted only while this process hears the `content` channel, which migration 0033's trigger
 * notifies on every write to firm_profile from any server (and RESYNC after a gap in listening). Until the
 * subscription is up, or for a database that cannot LISTEN (a transaction), every call reads the row.
 */
function cacheOf(db: DB): Cache | null {
  if (db.isTransaction) return null;
  let cache = caches.get(db);
  if (!cache) {
    const created: Cache = { listening: "pending", value: null };
    caches.set(db, created);
    subscribe(db, "content", (payload) => {
      if (isResync(payload) || payload.table === "firm_profile") created.value = null;
    }).then(
      () => (created.listening = "yes"),
      (error: unknown) => {
        created.listening = "no";
        logger.warn("firm profile: not listening for changes; reading the row every time", { error: String(error) });
      },
    );
    cache = created;
  }
  return cache.listening === "yes" ? cache : null;
}

/** The firm's profile, from this process's memory when it is known to be current. */
export async function getFirmProfile(db: DB): Promise<FirmProfile> {
  return (await getFirmProfileEntry(db)).profile;
}

/** getFirmProfile with the sample flag, for the pages that show the profile. */
export async function getFirmProfileEntry(db: DB): Promise<FirmProfileEntry> {
  const cache = cacheOf(db);
  if (!cache) return readFirmProfile(db);
  if (!cache.value) {
    const reading = readFirmProfile(db);
    cache.value = reading;
    reading.catch(() => {
      if (cache.value === reading) cache.value = null;
    });
  }
  return cache.value;
}

/** Forgets this process's copy at once (after a save here; other servers hear the trigger's notification). */
export function forgetFirmProfile(db: DB): void {
  const cache = caches.get(db);
  if (cache) cache.value = null;
}

/**
 * The firm as the sender of an email people may answer (a reply to a contact message, issue 29): its name in the
 * recipient's language and its public address, for From, and the address alone for Reply-To. Quotes and
 * backslashes are left out of the display name so that it stays one quoted string.
 */
export function firmSender(profile: FirmProfile, locale: "ar" | "en"): { from: string; replyTo: string } {
  const name = (profile.name[locale] || profile.name.en).replace(/["\\\r\n]/g, "").trim();
  return { from: `"${name}" <${profile.email}>`, replyTo: profile.email };
}
