import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "./i18n/config";
import { localeOf } from "~/i18n/config";

async function hydrate() {
  // The server already chose the language; load only that language's strings (a separate chunk).
  const locale = localeOf(document.documentElement.lang);
  const bundle = locale === "en" ? await import("./locales/en/index") : await import("./locales/ar/index");
  await i18next.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources: { [locale]: bundle.default } });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
