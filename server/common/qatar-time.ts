import { TZDate } from "@date-fns/tz";

/**
 * Wall-clock times typed by staff are Qatar times (Asia/Qatar: UTC+3 all year, no daylight saving).
 * Browser-safe: the back-office forms format their default values with these too.
 */

/** The firm's zone: weekly hours, blocked dates, hearings and "today" are read in Qatar time. */
export const QATAR_TIME_ZONE = "Asia/Qatar";
const QATAR_OFFSET_MINUTES = 3 * 60;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of an `<input type="datetime-local">` value read as Qatar time, or null when it is
 * not a real date and time (2026-02-30T10:00, 24:00, a missing part, any other text). A space may stand for the
 * "T", as people type it where the browser shows a plain text field ("2026-05-03 09:30"); ASCII digits only.
 */
export function parseQatarDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number, number, number, number, number, number,
  ];
  if (year < 1900 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - QATAR_OFFSET_MINUTES * 60_000);
}

/** The Qatar calendar date of an instant (YYYY-MM-DD), whatever zone the server runs in. */
export function qatarDateOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), QATAR_TIME_ZONE);
  return `${String(local.getFullYear()).padStart(4, "0")}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

/** The value an `<input type="datetime-local">` shows for an instant, in Qatar time (to the minute). */
export function toQatarInputValue(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + QATAR_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16);
}
