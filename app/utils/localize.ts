import type { AppLocale } from "~/i18n/config";

/** The text in the page's language, or the other language's when that one is empty (design: fall back). */
export function pickLocale(locale: AppLocale, texts: { ar: string; en: string }): string {
  const own = texts[locale]?.trim();
  return own ? texts[locale] : texts[locale === "ar" ? "en" : "ar"];
}
