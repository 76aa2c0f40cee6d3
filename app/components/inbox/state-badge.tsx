import { useTranslation } from "react-i18next";
import type { InboxKind } from "#server/inbox/constants";

/** An item's state as a badge, in the page's language. */
export function StateBadge({ kind, state }: { kind: InboxKind; state: string }) {
  const { t } = useTranslation("adminInbox");
  return (
    <span className="badge inbox-state" data-state={state}>
      {t(`states.${kind}.${state}`, { defaultValue: state })}
    </span>
  );
}
