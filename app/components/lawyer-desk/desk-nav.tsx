import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import type { Toast } from "~/utils/toast";

/** The lawyer's desk as pages (issue 29): the day's work, the directory profile and fees, the availability, reviews, courts. */
export const DESK_PAGES = [
  { key: "overview", to: "/dashboard/lawyer" },
  { key: "profile", to: "/dashboard/lawyer/profile" },
  { key: "availability", to: "/dashboard/lawyer/availability" },
  { key: "reviews", to: "/dashboard/lawyer/reviews" },
  { key: "standing", to: "/dashboard/lawyer/standing" },
] as const;

/** The desk's pages as tabs; the current one is marked for assistive technology (aria-current) and by its look. */
export function DeskNav() {
  const { t } = useTranslation("lawyerDesk");
  return (
    <nav aria-label={t("pages.label")} className="desk-nav" data-testid="desk-nav">
      <ul>
        {DESK_PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.to} end prefetch="intent">
              {t(`pages.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of the desk beside its first (profile and fees, availability): its heading, the tabs, the toast of a refused
 * save (a saved one comes back as a flash toast after the redirect), then the page's forms.
 */
export function DeskPage({ page, actionData, children }: { page: "profile" | "availability"; actionData: unknown; children: ReactNode }) {
  const { t } = useTranslation("lawyerDesk");
  const toast = actionData && typeof actionData === "object" && "toast" in actionData ? (actionData.toast as Toast | null) : null;
  return (
    <div className="container page">
      <PageHeader heading={t(`pages.${page}Title`)} intro={t(`pages.${page}Intro`)} crumbs={[{ to: "/dashboard/lawyer", label: t("pages.dashboard") }]} />
      <DeskNav />
      {toast ? <ToastList toasts={[toast]} /> : null}
      {children}
    </div>
  );
}
