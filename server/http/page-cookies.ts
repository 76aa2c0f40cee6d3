/**
 * Which cookies change a public page (issue 30 §3, decision record 029). The page cache (./page-cache.ts)
 * serves a kept page to any request whose cookies are all either part of its key or foreign: a consent,
 * analytics or load balancer cookie the app never reads cannot change the HTML, so it must not turn the cache
 * off for that visitor.
 *
 * Every cookie the app itself sets or reads is listed here, and tests/unit/http/page-cookies.test.ts fails
 * when the sources name a cookie that is not: a cookie the app starts reading must be placed in one of the
 * two lists, or pages personalised by it would be served to everyone from memory.
 */

/** Part of the page's key: the page is a function of their value (read exactly as the app reads them). */
export const KEYED_COOKIES = ["lang", "tz"] as const;

/**
 * A request carrying one of these is never served from, nor kept in, the page cache: they identify someone
 * (a session, the assistant's anonymous visitor id), or they change what the page shows and are consumed by
 * showing it (the toasts of the previous action, a booking draft, the assistant's history).
 */
export const PAGE_CHANGING_COOKIES = new Set(["flash", "consultation_draft", "chat_history", "chat_visitor"]);

/**
 * better-auth's cookies (session token, its cached session data, "don't remember me", two-factor and OAuth
 * state), with the `__Secure-` prefix it adds when the site is served over https (server/auth/auth.ts:
 * useSecureCookies). Any cookie whose name starts with one of these.
 */
export const SESSION_COOKIE_PREFIXES = ["better-auth.", "__Secure-better-auth.", "__Host-better-auth."];

/** The language as app/i18n/i18next.server.ts reads it: the first `lang` cookie whose value is `ar` or `en`. */
export function languageCookieOf(header: string): "ar" | "en" | null {
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === "lang" && (value === "ar" || value === "en")) return value;
  }
  return null;
}

/** The time zone cookie's raw value as app/utils/consultations.server.ts reads it (first match, undecoded). */
export const TIME_ZONE_COOKIE = /(?:^|;\s*)tz=([^;]*)/;

export function isPageChangingCookie(name: string): boolean {
  return PAGE_CHANGING_COOKIES.has(name) || SESSION_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * What a Cookie header means to the page cache: null when a cookie changes the page (the request bypasses
 * the cache), else the part of the key the cookies decide (language and time zone); foreign cookies are
 * ignored.
 */
export function pageCookieKey(header: string | undefined): string | null {
  if (!header) return "-|";
  for (const part of header.split(";")) {
    const trimmed = part.trim();
    if (trimmed === "") continue;
    const at = trimmed.indexOf("=");
    const name = (at === -1 ? trimmed : trimmed.slice(0, at)).trim();
    if (isPageChangingCookie(name)) return null;
  }
  const tz = TIME_ZONE_COOKIE.exec(header)?.[1] ?? "";
  // A time zone is at most 64 characters (validTimeZone); a longer value is not worth a page of its own.
  if (tz.length > 64) return null;
  return `${languageCookieOf(header) ?? "-"}|${tz}`;
}
