import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, dirOf, i18nOptions, isLocale, SUPPORTED_LOCALES, type AppLocale } from "./config";
import { resources } from "./resources";

/** The language cookie (a year; readable by the server on the first byte of every response). */
export const localeCookie = createCookie("lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    order: ["cookie"],
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
