import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AppLocale } from "~/i18n/config";

/** A plain form post (works without JavaScript) that returns to the same page in the other language. */
export function LanguageToggle({ locale }: { locale: AppLocale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const next: AppLocale = locale === "ar" ? "en" : "ar";
  // A `?lang=` in the address would outrank the new cookie and keep the old language: drop it.
  const search = new URLSearchParams(location.search);
  search.delete("lang");
  const query = search.toString();
  return (
    <Form method="post" action="/set-language" reloadDocument>
      <input type="hidden" name="locale" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : "")} />
      <button type="submit" className="btn-ghost" lang={next} aria-label={t("nav.switchLanguageLabel")}>
        {t("nav.switchLanguage")}
      </button>
    </Form>
  );
}
