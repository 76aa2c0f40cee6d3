import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, dirOf, i18nOptions, isLocale, SUPPORTED_LOCALES, type AppLocale } from "./config";
import { resources } from "./resources";

/** The language cookie holds a bare `ar` or `en` (like localStorage.language, spec §3). */
export const LOCALE_COOKIE = "lang";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** `?lang=en` picks the language of one URL (the hreflang alternates of every page use it). */
export function readLocaleParam(request: Request): AppLocale | null {
  const value = new URL(request.url).searchParams.get(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

export function readLocaleCookie(request: Request): AppLocale | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** Set-Cookie for the language; readable by the server on the first byte of every response. */
export function serializeLocaleCookie(locale: AppLocale, opts: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => readLocaleParam(request) ?? readLocaleCookie(request),
  },
  i18next: { ...i18nOptions, resources },
});

export async function getLocale(request: Request): Promise<AppLocale> {
  const locale = await i18nServer.getLocale(request);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A translator for the request's language, for loaders, actions and meta text. */
export async function getTranslator(request: Request) {
  const locale = await getLocale(request);
  const t = await i18nServer.getFixedT(locale, [...i18nOptions.ns]);
  return { t, locale, dir: dirOf(locale) };
}
