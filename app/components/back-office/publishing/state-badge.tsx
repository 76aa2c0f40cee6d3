import { useTranslation } from "react-i18next";

/** A publication state as a labelled badge (legal updates: draft, scheduled, published, withdrawn; library: published, unpublished). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation("adminPublishing");
  return (
    <span className="badge" data-state={state} data-testid="state-badge">
      {t(`states.${state}`)}
    </span>
  );
}
