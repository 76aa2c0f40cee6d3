import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BACK_OFFICE_SECTIONS } from "./sections";

/** The back office's section links; the current one is marked with aria-current (NavLink). */
export function BackOfficeNav() {
  const { t } = useTranslation("backOffice");
  return (
    <nav className="back-office-nav container" aria-label={t("nav.label")}>
      <ul>
        {BACK_OFFICE_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink
              to={section.path}
              end={"end" in section ? section.end : false}
              prefetch="intent"
            >
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
