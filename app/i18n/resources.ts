import arAuth from "~/locales/ar/auth.json";
import arCommon from "~/locales/ar/common.json";
import arDashboard from "~/locales/ar/dashboard.json";
import arPages from "~/locales/ar/pages.json";
import enAuth from "~/locales/en/auth.json";
import enCommon from "~/locales/en/common.json";
import enDashboard from "~/locales/en/dashboard.json";
import enPages from "~/locales/en/pages.json";

/** Every string of the UI, by language and namespace. The server holds both; a page ships one. */
export const resources = {
  ar: { common: arCommon, auth: arAuth, pages: arPages, dashboard: arDashboard },
  en: { common: enCommon, auth: enAuth, pages: enPages, dashboard: enDashboard },
};
