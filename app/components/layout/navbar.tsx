import { Form, Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Role } from "#db/schema";
import type { AppLocale } from "~/i18n/config";
import { NotificationBell } from "~/components/notifications/notification-bell";
import { LanguageToggle } from "./language-toggle";

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

/** spec §1: the navbar shows login state, role, logout, the language toggle and the full name. */
export function Navbar({ viewer, locale, unreadNotifications = 0 }: { viewer: NavViewer | null; locale: AppLocale; unreadNotifications?: number }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <nav className="container nav-bar" aria-label={t("nav.mainLabel")}>
        <Link to="/" className="brand" prefetch="intent">
          <span aria-hidden="true" className="brand-mark">
            ق
          </span>
          <span>{t("brand.name")}</span>
        </Link>
        {/* Wide screens: a plain list. Narrow screens: a <details> menu, which opens without JavaScript. */}
        <NavLinks className="nav-links nav-links-wide" />
        <details className="nav-menu">
          <summary className="btn-ghost">{t("nav.menu")}</summary>
          <NavLinks className="nav-links" />
        </details>
        <div className="nav-account">
          <LanguageToggle locale={locale} />
          {viewer ? (
            <>
              <NotificationBell initialCount={unreadNotifications} locale={locale} />
              <Link to={DASHBOARD_PATH[viewer.role ?? "unset"]} className="nav-user" data-testid="nav-user">
                <span className="nav-user-name">{viewer.name}</span>
                <span className="badge">{t(`roles.${viewer.role ?? "unset"}`)}</span>
              </Link>
              <Link to="/account-settings" className="btn-ghost">
                {t("nav.accountSettings")}
              </Link>
              <Form method="post" action={`/logout?lang=${locale}`}>
                <button type="submit" className="btn-ghost">
                  {t("nav.signOut")}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/client-area" className="btn-ghost">
                {t("nav.signIn")}
              </Link>
              <Link to="/signup" className="btn-primary">
                {t("nav.signUp")}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
