import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { dateTimeFormat, numberFormat } from "~/utils/intl";
import { DIRHAMS_PER_RIYAL } from "./constants";

/** An amount of dirhams in figures as QAR in the reader's language ("QAR 2,500.00" / "‏٢٬٥٠٠٫٠٠ ر.ق."), exact: no float arithmetic beyond the display. */
export function formatDirhams(dirhams: number, locale: AppLocale): string {
  const riyals = Math.floor(dirhams / DIRHAMS_PER_RIYAL);
  const rest = dirhams % DIRHAMS_PER_RIYAL;
  const figures = numberFormat(locale === "ar" ? "ar-QA-u-nu-latn" : "en-QA", { maximumFractionDigits: 0 }).format(riyals) + `.${String(rest).padStart(2, "0")}`;
  return locale === "ar" ? `${figures} ر.ق` : `QAR ${figures}`;
}

/** A calendar date (YYYY-MM-DD) spelt out in the reader's language (decision 042: dates in words read back right). */
export function formatDay(date: string, locale: AppLocale): string {
  const [y, m, d] = date.split("-").map(Number);
  return dateTimeFormat(intlLocaleOf(locale) + (locale === "ar" ? "-u-nu-latn" : ""), { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
