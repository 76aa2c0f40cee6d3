import { intlLocaleOf, type AppLocale } from "~/i18n/config";
import { dateTimeFormat, numberFormat } from "~/utils/intl";

/** Dates and numbers through Intl with ar-QA / en-QA, in Qatar's time zone. */
export function formatDate(value: Date | string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "long", timeZone: "Asia/Qatar" }).format(new Date(value));
}

export function formatDateTime(value: Date | string, locale: AppLocale): string {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Qatar" }).format(
    new Date(value),
  );
}

/**
 * A year in the page's digits, without a thousands separator ("٢٠٢٦" / "2026"): a year number as it is, or the
 * year of an instant in Qatar.
 */
export function formatYear(value: number | Date, locale: AppLocale): string {
  if (typeof value === "number") return numberFormat(intlLocaleOf(locale), { useGrouping: false }).format(value);
  return dateTimeFormat(intlLocaleOf(locale), { year: "numeric", timeZone: "Asia/Qatar" }).format(value);
}

export function formatNumber(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale)).format(value);
}

/** Amounts in Qatari riyals (whole riyals), e.g. "QAR 450" / "٤٥٠ ر.ق.". */
export function formatQar(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale), { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(value);
}

/** Data set apart for bidi inside a sentence or attribute (one helper for pages and e-mails). */
export { isolate } from "#server/common/bidi";
