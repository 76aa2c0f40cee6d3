import { getEnv } from "#server/config/env";
import type { AppLocale } from "~/i18n/config";

/**
 * A link of ours in an email, opening the page in the language of the block it sits in (issue 13: a
 * confirmation or reset link opened in another browser has no language cookie). better-auth's reset
 * links pass through /api/auth and then go on to their callbackURL, so the language goes there.
 * Other sites' links are left exactly as they are.
 */
export function linkInLanguage(url: string, locale: AppLocale): string {
  const base = new URL(getEnv().BASE_URL);
  const link = new URL(url);
  if (link.origin !== base.origin) return url;
  const callback = link.searchParams.get("callbackURL");
  if (callback) {
    const next = new URL(callback, base);
    if (next.origin === base.origin && !next.searchParams.has("lang")) {
      next.searchParams.set("lang", locale);
      link.searchParams.set(
        "callbackURL",
        callback.startsWith("/") ? next.pathname + next.search : next.toString()
      );
    }
    return link.toString();
  }
  if (!link.searchParams.has("lang")) link.searchParams.set("lang", locale);
  return link.toString();
}
