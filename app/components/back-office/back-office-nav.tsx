import { NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BACK_OFFICE_GROUPS, BACK_OFFICE_SECTIONS, currentSection } from "./sections";

/**
 * The back office's sections in their groups; the current one is marked with aria-current (NavLink). From 64rem the
 * groups stand in a bar; below, they fold into a <details> menu (works without JavaScript) whose summary names the
 * section the admin is in, so a phone shows one row before the page's content. The menu closes after a navigation
 * (keyed by the address). Only one of the two is displayed at a width: the other is display:none, out of the
 * accessibility tree.
 */
export function BackOfficeNav() {
  const { t } = useTranslation("backOffice");
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <nav className="back-office-nav container" aria-label={t("nav.label")}>
      <details className="back-office-menu" key={pathname}>
        <summary>
          <span className="back-office-menu-label">{t("nav.menu")}</span>
          {current ? <span className="back-office-menu-current">{t(`nav.${current.key}`)}</span> : null}
        </summary>
        <SectionGroups idPrefix="bo-menu" />
      </details>
      <div className="back-office-bar">
        <SectionGroups idPrefix="bo-bar" />
      </div>
    </nav>
  );
}

function SectionGroups({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="back-office-groups">
      {BACK_OFFICE_GROUPS.map((group) => (
        <div className="back-office-group" key={group}>
          <p className="back-office-group-label" id={`${idPrefix}-${group}`}>
            {t(`nav.groups.${group}`)}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group}`}>
            {BACK_OFFICE_SECTIONS.filter((section) => section.group === group).map((section) => (
              <li key={section.key}>
                <NavLink to={section.path} end={"end" in section ? section.end : false} prefetch="intent">
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
