import { Form, NavLink, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
// Each icon by its own path: this module is in the shell chunk, and lucide-react's index would drag every icon any
// route uses into the shell with it (Rollup moves a manual chunk's dependencies into it; vite.config.ts).
import CircleUserRound from "lucide-react/icons/circle-user-round";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import Settings from "lucide-react/icons/settings";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#db/schema";
import type { AppLocale } from "~/i18n/config";
import { NotificationBell } from "~/components/notifications/notification-bell";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";
import { isolate } from "~/utils/format";

export interface NavViewer {
  name: string;
  email: string;
  role: Role | null;
  emailVerified: boolean;
}

const DASHBOARD_PATH: Record<Role | "unset", string> = {
  individual: "/dashboard/user",
  company: "/dashboard/company",
  lawyer: "/dashboard/lawyer",
  admin: "/dashboard/admin",
  unset: "/dashboard/user",
};

const MAIN_LINKS = [
  { to: "/services", key: "nav.services" },
  { to: "/company-services", key: "nav.companyServices" },
  { to: "/browse-law-firms", key: "nav.lawyers" },
  { to: "/consultations", key: "nav.consultations" },
  { to: "/legal-updates", key: "nav.legalUpdates" },
  { to: "/legal-library", key: "nav.legalLibrary" },
  { to: "/contact", key: "nav.contact" },
] as const;

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {MAIN_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} prefetch="intent">
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountLinks({ viewer, locale, wide }: { viewer: NavViewer | null; locale: AppLocale; wide: boolean }) {
  const { t } = useTranslation();
  if (!viewer) {
    return (
      <>
        <Link to="/client-area" className="btn-ghost">
          {t("nav.signIn")}
        </Link>
        <Link to="/signup" className="btn-primary">
          {t("nav.signUp")}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to={DASHBOARD_PATH[viewer.role ?? "unset"]} className="nav-user" data-testid={wide ? "nav-user" : undefined} title={isolate(viewer.name)}>
        <CircleUserRound aria-hidden="true" size={20} />
        <bdi className="nav-user-name">{viewer.name}</bdi>
        <span className="badge">{t(`roles.${viewer.role ?? "unset"}`)}</span>
      </Link>
      <Link to="/account-settings" className="btn-ghost nav-icon-button" aria-label={t("nav.accountSettings")} title={t("nav.accountSettings")}>
        <Settings aria-hidden="true" size={20} />
        {wide ? null : <span>{t("nav.accountSettings")}</span>}
      </Link>
      <Form method="post" action={`/logout?lang=${locale}`}>
        <button type="submit" className="btn-ghost nav-icon-button" aria-label={wide ? t("nav.signOut") : undefined} title={t("nav.signOut")}>
          <LogOut aria-hidden="true" size={20} className="mirror-rtl" />
          {wide ? null : <span>{t("nav.signOut")}</span>}
        </button>
      </Form>
    </>
  );
}

/**
 * spec §1: the navbar shows login state, role, logout, the language toggle and the full name. Issue 13 §3:
 * one row from 1280 px in either language; below that the brand, the language, the bell and a menu (a
 * <details> disclosure, which opens without JavaScript) holding the links and the account, so the header
 * stays one row (under 80 px) on a 360 px phone.
 */
export function Navbar({ viewer, locale, unreadNotifications = 0 }: { viewer: NavViewer | null; locale: AppLocale; unreadNotifications?: number }) {
  const { t } = useTranslation();
  const menu = usePhoneMenu();
  return (
    <header className="site-header">
      <nav className={`container nav-bar${viewer ? " signed-in" : ""}`} aria-label={t("nav.mainLabel")}>
        <Link to="/" className="brand" prefetch="intent" aria-label={t("brand.name")}>
          <BrandMark />
          <span className="brand-name">{t("brand.name")}</span>
        </Link>
        <NavLinks className="nav-links nav-links-wide" />
        <div className="nav-account">
          <LanguageToggle locale={locale} />
          {viewer ? <NotificationBell initialCount={unreadNotifications} locale={locale} /> : null}
          <div className="nav-account-wide">
            <AccountLinks viewer={viewer} locale={locale} wide />
          </div>
          <details className="nav-menu" ref={menu}>
            <summary className="btn-ghost nav-icon-button">
              <Menu aria-hidden="true" size={20} />
              <span>{t("nav.menu")}</span>
            </summary>
            <div className="nav-menu-panel">
              <NavLinks className="nav-links" />
              <div className="nav-menu-account">
                <AccountLinks viewer={viewer} locale={locale} wide={false} />
              </div>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}

/**
 * With JavaScript the header outlives a navigation, so the phone menu would stay open over the page its link
 * led to: it closes whenever the location changes. Escape closes it too and gives focus back to its button.
 */
function usePhoneMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector<HTMLElement>("summary")?.focus();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, []);
  return menu;
}
