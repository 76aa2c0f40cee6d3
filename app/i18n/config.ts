import { numberFormat } from "~/utils/intl";
export const SUPPORTED_LOCALES = ["ar", "en"] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];
/** spec §9: default language ar. */
export const DEFAULT_LOCALE: AppLocale = "ar";
export const NAMESPACES = ["common", "auth", "pages", "dashboard", "updates", "library", "careers", "contact", "lawyers", "consultations", "notifications", "company", "lawyerDesk", "voice", "cases", "backOffice", "adminReview", "adminUsers", "adminContent", "adminInbox", "adminPublishing", "adminAudit", "reviews", "chatbot", "twoFactor", "privacy", "engagement", "billing"] as const;

export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: [...NAMESPACES],
  interpolation: {
    escapeValue: false,
    // "{{count, number}}" writes the number in the page's digits (ar-QA: ١٠; en-QA: 10), one rule with
    // formatNumber; plain "{{value}}" is left as given (references, codes and phone numbers stay ASCII).
    format: (value: unknown, format?: string, lng?: string): string =>
      format === "number" && typeof value === "number" ? numberFormat(intlLocaleOf(localeOf(lng))).format(value) : String(value),
  },
  returnNull: false,
} as const;

export function isLocale(value: unknown): value is AppLocale {
  return value === "ar" || value === "en";
}

/** The language of a stored or detected value: English when it says so, else Arabic (spec §9: default ar). */
export function localeOf(value: unknown): AppLocale {
  return value === "en" ? "en" : "ar";
}

export function dirOf(locale: AppLocale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Intl locales for dates and numbers (ar-QA / en-QA): the one place these tags are written. */
export function intlLocaleOf(locale: AppLocale): string {
  return locale === "ar" ? "ar-QA" : "en-QA";
}
