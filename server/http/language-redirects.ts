import type { ServerBuild } from "@remix-run/node";
import type {
  NextFunction,
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express";
import { wrapDataFunctions, type DataFunction } from "./route-data";

const LANG_PARAM = "lang";
const LANGS = new Set(["ar", "en"]);

/** The `?lang=` a request was made with, when it names a language. */
function langParamOf(request: Request): string | null {
  const value = new URL(request.url).searchParams.get(LANG_PARAM);
  return value && LANGS.has(value) ? value : null;
}

/**
 * A same-site Location with the language added, unless it names one already. Other sites' addresses and
 * protocol-relative ones are left alone. Exported for tests.
 */
export function locationWithLang(location: string, lang: string): string {
  if (
    !location.startsWith("/") ||
    location.startsWith("//") ||
    location.startsWith("/\\")
  )
    return location;
  const url = new URL(location, "http://same.site");
  if (url.searchParams.has(LANG_PARAM)) return location;
  url.searchParams.set(LANG_PARAM, lang);
  return url.pathname + url.search + url.hash;
}

function withLang(value: unknown, lang: string): unknown {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399)
    return value;
  const location = value.headers.get("Location");
  if (location) value.headers.set("Location", locationWithLang(location, lang));
  return value;
}

/**
 * Issue 13: a redirect never loses the language. A page opened with `?lang=en` (an hreflang alternate, a
 * link from an English email) has no cookie to carry the language; every redirect its loader or action
 * answers (a guard's trip to /client-area, the role redirect, sign-in's way back, sign-out, a
 * confirmation link) keeps `?lang=` so that the next page is in the same language. A visitor whose
 * language is in the cookie needs nothing: the cookie travels by itself.
 */
export function withLanguageInRedirects(build: ServerBuild): ServerBuild {
  return wrapDataFunctions(build, (fn: DataFunction) => async (args: never) => {
    const lang = langParamOf((args as { request: Request }).request);
    if (!lang) return fn(args);
    try {
      return withLang(await fn(args), lang);
    } catch (thrown) {
      throw withLang(thrown, lang);
    }
  });
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * A visitor who arrives by a `?lang=` link (an hreflang alternate, an email of ours) keeps that language
 * on the pages they go on to, as if they had pressed the language toggle: the `lang` cookie (the one
 * app/i18n/i18next.server.ts reads) is set when the link's language differs from it. A shared cache may
 * keep the header with the page: it only ever sets the language that the very same URL names.
 */
export function rememberLanguageParam(https: boolean) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const wanted =
      typeof req.query[LANG_PARAM] === "string"
        ? (req.query[LANG_PARAM] as string)
        : null;
    if (
      wanted &&
      LANGS.has(wanted) &&
      (req.method === "GET" || req.method === "HEAD")
    ) {
      const current = /(?:^|;\s*)lang=(ar|en)(?:;|$)/.exec(
        req.headers.cookie ?? ""
      )?.[1];
      if (current !== wanted) {
        res.append(
          "Set-Cookie",
          `${LANG_PARAM}=${wanted}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${
            https ? "; Secure" : ""
          }`
        );
      }
    }
    next();
  };
}
