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

export function formatNumber(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale)).format(value);
}

/** Amounts in Qatari riyals (whole riyals), e.g. "QAR 450" / "٤٥٠ ر.ق.". */
export function formatQar(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale), { style: "currency", currency: "QAR", maximumFractionDigits: 0 }).format(value);
}
