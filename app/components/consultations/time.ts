/** Consultation times in the visitor's language and time zone (Intl only; shared by server and browser). */
import { intlLocaleOf, type AppLocale } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";

export const FIRM_TIME_ZONE = "Asia/Qatar";

/** A time zone the runtime knows, or null. */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  try {
    return dateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function formatDay(iso: string, timeZone: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { weekday: "long", day: "numeric", month: "long", timeZone }).format(new Date(iso));
}

export function formatTime(iso: string, timeZone: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
}

export function formatWhen(iso: string, timeZone: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso));
}

/**
 * The zone the times on the page are in, the way people say it (issue 13 §2): "Doha time" / "بتوقيت الدوحة"
 * for the firm's zone, else the zone's name with its city ("Greenwich Mean Time (London)"), never an IANA id.
 * The Arabic phrase carries its own "بتوقيت", so sentences put it as is.
 */
export function zoneLabel(timeZone: string, locale: AppLocale): string {
  if (timeZone === FIRM_TIME_ZONE) return locale === "ar" ? "بتوقيت الدوحة" : "Doha time";
  const nameOf = (style: "long" | "longGeneric") =>
    dateTimeFormat(intlLocaleOf(locale), { timeZone, timeZoneName: style })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value;
  const name = nameOf("long");
  if (locale === "ar") {
    // The IANA id's city is English ("London"): an Arabic page names the zone by its Arabic generic name
    // where that names a place ("توقيت المملكة المتحدة" rather than "توقيت غرينتش"), never by an offset.
    const generic = nameOf("longGeneric");
    const phrase = generic && !/[+\-−]|[0-9٠-٩]/.test(generic) ? generic : (name ?? timeZone);
    return phrase.startsWith("توقيت") ? `ب${phrase}` : phrase.startsWith("التوقيت") ? `ب${phrase}` : `بتوقيت ${phrase}`;
  }
  // UTC and Etc/GMT+3 name no city: the zone's name says it all ("Coordinated Universal Time", not "… (UTC)").
  const city = timeZone.includes("/") && !timeZone.startsWith("Etc/") ? (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ") : null;
  return name && city ? `${name} (${city})` : (name ?? city ?? timeZone);
}

/** Slots grouped by their calendar day in the zone, in order. */
export function groupByDay<T extends { startsAt: string }>(slots: T[], timeZone: string): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>();
  const keyOf = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  for (const slot of slots) {
    const key = keyOf.format(new Date(slot.startsAt));
    const list = groups.get(key) ?? [];
    list.push(slot);
    groups.set(key, list);
  }
  return [...groups.entries()].map(([day, list]) => ({ day, slots: list }));
}
