import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, dirOf, i18nOptions, isLocale, SUPPORTED_LOCALES, type AppLocale } from "./config";
import { memoizeTranslators } from "./memoized-t.server";
import { resources } from "./resources";
import { languageCookieOf } from "#server/http/page-cookies";

/** The language cookie holds a bare `ar` or `en` (like localStorage.language, spec §3). */
export const LOCALE_COOKIE = "lang";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** `?lang=en` picks the language of one URL (the hreflang alternates of every page use it). */
export function readLocaleParam(request: Request): AppLocale | null {
  const value = new URL(request.url).searchParams.get(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** Read by the same function as the page cache's key (server/http/page-cookies.ts), so the two cannot disagree. */
export function readLocaleCookie(request: Request): AppLocale | null {
  return languageCookieOf(request.headers.get("Cookie") ?? "");
}

/** Set-Cookie for the language; readable by the server on the first byte of every response. */
export function serializeLocaleCookie(locale: AppLocale, opts: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${opts.secure ? "; Secure" : ""}`;
}

/**
 * remix-i18next detects the language of a request: `?lang=` first, then the cookie, else Arabic (spec §9).
 * Only its detector is used on each request; its getFixedT made a new i18next instance per call, so the
 * translators come from getFixedT below, built once per process.
 */
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

/**
 * Built once per process, not per request (a new i18next instance per call was a tenth of the CPU of an
 * uncached page). The translators below come from one instance that holds both languages and every
 * namespace, the emails' included; a FixedT is pinned to its language and namespaces and holds no
 * per-request state, so concurrent requests in different languages share them safely. The resources are
 * in memory, so the instance is ready as soon as it is made (initImmediate: false).
 */
let translations: I18n | undefined;
function translationsInstance(): I18n {
  if (!translations) {
    const instance = createInstance();
    void instance.init({ ...i18nOptions, resources, initImmediate: false });
    translations = memoizeTranslators(instance);
  }
  return translations;
}

const fixedTs = new Map<string, TFunction>();

/**
 * A translator pinned to `locale` and `namespaces`, made once per pair: the one way server code reads the
 * catalogue (pages' loaders, emails, CSV files, the 413 answer). It remembers its answers
 * (memoized-t.server.ts), so an object it returns (`returnObjects`) is shared: copy it before changing it.
 */
export function serverT(locale: AppLocale, namespaces: string | readonly string[] = [...i18nOptions.ns]): TFunction {
  const key = `${locale}|${typeof namespaces === "string" ? namespaces : namespaces.join(",")}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = translationsInstance().getFixedT(locale, typeof namespaces === "string" ? namespaces : [...namespaces]);
    fixedTs.set(key, t);
  }
  return t;
}

/** The catalogue's text at `key`, or `fallback` where it has none (a code not labelled yet). */
export function labelOf(locale: AppLocale, namespace: string, key: string, fallback: string): string {
  const found: unknown = serverT(locale, namespace)(key, { returnObjects: true, defaultValue: fallback });
  return typeof found === "string" ? found : fallback;
}

/** A whole namespace of the catalogue, for code that walks it (the chatbot's corpus). Read only. */
export function catalogueOf(locale: AppLocale, namespace: string): Record<string, unknown> {
  return translationsInstance().getResourceBundle(locale, namespace) as Record<string, unknown>;
}

/** serverT for callers that await it. */
export async function getFixedT(locale: AppLocale, namespaces: string | readonly string[] = [...i18nOptions.ns]): Promise<TFunction> {
  return serverT(locale, namespaces);
}

/** A translator for the request's language, for loaders, actions and meta text. */
export async function getTranslator(request: Request) {
  const locale = await getLocale(request);
  const t = await getFixedT(locale);
  return { t, locale, dir: dirOf(locale) };
}

const renderInstances = new Map<AppLocale, Promise<I18n>>();

/**
 * The i18next instance that renders pages in `locale` (entry.server.tsx), one per language for the life of
 * the process. Its language never changes (nothing on the server calls changeLanguage), so an Arabic and
 * an English render running at the same time each read their own instance through I18nextProvider. Like
 * the browser, it holds only its own language's strings.
 */
export function getRenderInstance(locale: AppLocale): Promise<I18n> {
  let instance = renderInstances.get(locale);
  if (!instance) {
    instance = (async () => {
      const created = createInstance();
      await created.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] } });
      return memoizeTranslators(created);
    })();
    renderInstances.set(locale, instance);
  }
  return instance;
}
