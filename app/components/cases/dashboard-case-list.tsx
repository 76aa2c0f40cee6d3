import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { DashboardCaseCard } from "~/utils/dashboard-cases.server";
import { localTitle } from "./admin-case-table";
import { localeOf } from "~/i18n/config";

/** The dashboard's "Cases" card: each case with its status, next step (and due date) and next hearing. */
export function DashboardCaseList({ cases, heading, empty, testId = "dashboard-cases" }: { cases: DashboardCaseCard[]; heading: string; empty: string; testId?: string }) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  return (
    <section className="card" id="my-cases" aria-labelledby="my-cases-heading">
      <h2 id="my-cases-heading">{heading}</h2>
      {cases.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="stack" data-testid={testId}>
          {cases.map((c) => {
            const title = localTitle(c, locale);
            return (
              <li key={c.id} data-testid="dashboard-case">
                <p>
                  <Link to={`/case/${c.id}`}>
                    <span dir="ltr" className="ref">{c.reference}</span> — <span lang={title.lang}>{title.text}</span>
                  </Link>{" "}
                  <span className="badge">{t(`status.${c.status}`)}</span>
                </p>
                <dl className="facts small">
                  <dt>{t("dashboard.nextStep")}</dt>
                  <dd data-testid="dashboard-case-next-step">
                    {c.nextStep ? (
                      <>
                        <span dir="auto">{c.nextStep}</span>
                        {c.nextStepDue ? <span className="muted"> ({t("dashboard.due", { date: c.nextStepDue })})</span> : null}
                      </>
                    ) : (
                      <span className="muted">{t("dashboard.noNextStep")}</span>
                    )}
                  </dd>
                  <dt>{t("dashboard.nextHearing")}</dt>
                  <dd data-testid="dashboard-case-next-hearing">{c.nextHearing ?? <span className="muted">{t("dashboard.noHearing")}</span>}</dd>
                  {c.letter ? (
                    <>
                      <dt>{t("engagement:dashboard.letter")}</dt>
                      <dd data-testid="dashboard-case-letter">
                        {c.letter.state === "sent" ? (
                          <Link to={`/case/${c.id}#engagement`}>{t("engagement:dashboard.sign")}</Link>
                        ) : (
                          <a href={`/case/${c.id}/engagement/letters/${c.letter.letterId}`}>{t(c.letter.countersigned ? "engagement:dashboard.download" : "engagement:dashboard.signed")}</a>
                        )}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
