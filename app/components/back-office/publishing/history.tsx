import { useTranslation } from "react-i18next";

export interface HistoryEntryView {
  id: string;
  when: string;
  dateTime: string;
  action: string;
  actor: string;
}

/** The record's latest audit entries (issue 10 §6), newest first: when, who and what. */
export function HistoryList({ entries }: { entries: HistoryEntryView[] }) {
  const { t } = useTranslation("adminPublishing");
  return (
    <section className="card" aria-labelledby="history-heading" data-testid="history">
      <h2 id="history-heading">{t("history.heading")}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t("history.empty")}</p>
      ) : (
        <ol className="stack">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.dateTime}>{entry.when}</time> · {t(`history.actions.${entry.action.replace(/\./g, "_")}`, { defaultValue: entry.action })} ·{" "}
              {entry.actor || t("history.unknownActor")}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
