import { useTranslation } from "react-i18next";
import type { HistoryView } from "~/utils/admin-verifications.server";
import { isolate } from "~/utils/format";
import { HistoryLine } from "../record-page";

/**
 * The history of a verification (issue 10 §2), newest first: submissions, decisions with their reason,
 * recorded licences. The admins' page names who decided; the person's dashboard does not.
 */
export function VerificationHistory({ entries, heading, headingLevel = 2 }: { entries: HistoryView[]; heading: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("adminReview");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="content-section" aria-labelledby="verification-history-heading" data-testid="verification-history">
      <Heading id="verification-history-heading">{heading}</Heading>
      {entries.length === 0 ? (
        <p className="muted">{t("history.empty")}</p>
      ) : (
        <ol className="stack">
          {entries.map((h) => (
            <li key={h.id} data-kind={h.kind}>
              <strong>{t(`history.kinds.${h.kind}`)}</strong> · {h.at}
              {h.actorName ? ` · ${t("history.by", { name: h.actorName })}` : null}
              {h.reason ? (
                <HistoryLine dir="auto" testId="history-reason">
                  {h.kind === "rejected" ? t("history.reason", { reason: h.reason }) : t("history.note", { note: h.reason })}
                </HistoryLine>
              ) : null}
              {h.licence ? (
                <HistoryLine>
                  {t("history.licence", { roll: t(`lawyers:rollLevel.${h.licence.rollLevel}`), number: isolate(h.licence.licenceNumber), date: h.licence.licenceExpiresOn })}
                </HistoryLine>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
