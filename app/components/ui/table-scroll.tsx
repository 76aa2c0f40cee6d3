import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A wide table's frame: scrolls sideways on a narrow screen instead of widening the page, and can be
 * focused and scrolled with the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label ?? t("table.scrollLabel")}>
      {children}
    </div>
  );
}
