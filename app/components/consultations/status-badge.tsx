import { useTranslation } from "react-i18next";

/** A consultation's status as a badge (the consultation page and the dashboards' lists). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("consultations");
  return (
    <span className={`status-badge status-${status}`} data-testid="status-badge">
      {t(`status.${status}`)}
    </span>
  );
}
