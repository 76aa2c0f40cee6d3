/**
 * CSV files the back office exports (/admin/cases, the audit log), RFC 4180: comma-separated, CRLF
 * line ends, every field that holds a comma, quote, line break or surrounding space quoted with inner
 * quotes doubled, and a UTF-8 byte order mark first so Excel opens Arabic text as UTF-8. A field that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe: titles, names and summaries are typed by people, and a cell must never run as a
 * formula (CWE-1236).
 */

import { dateTimeFormat } from "~/utils/intl";
import { QATAR_TIME_ZONE } from "./qatar-time";

export const CSV_BOM = "\uFEFF";

/**
 * Dates and times in a CSV are one format in both languages (issue 29): ISO 8601 in Doha time, "2026-03-10" and
 * "2026-03-10 10:30:00", with Latin digits and no direction marks, so a spreadsheet sorts and reads them as dates.
 */
export function csvDate(at: Date | string): string {
  return dateTimeFormat("sv-SE", { timeZone: QATAR_TIME_ZONE, dateStyle: "short" }).format(new Date(at));
}

export function csvDateTime(at: Date | string): string {
  return dateTimeFormat("sv-SE", { timeZone: QATAR_TIME_ZONE, dateStyle: "short", timeStyle: "medium" }).format(new Date(at));
}

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
