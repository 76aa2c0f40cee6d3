import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { AdminCaseOverviewView } from "~/utils/dashboard-cases.server";
import { localTitle } from "./admin-case-table";
import { localeOf } from "~/i18n/config";

/** The admin dashboard's cases: counts per status (each a link to /admin/cases filtered) and this week's hearings. */
export function DashboardAdminCases({ overview }: { overview: AdminCaseOverviewView }) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  return (
    <div className="card-grid two">
      <section className="card" id="cases-overview" aria-labelledby="cases-overview-heading">
        <h2 id="cases-overview-heading">{t("dashboard.adminHeading")}</h2>
        <dl className="facts" data-testid="admin-case-status-counts">
          {overview.counts.map((row) => (
            <div key={row.status} className="fact-row">
              <dt>
                <Link to={row.status === "all" ? "/admin/cases" : `/admin/cases?status=${row.status}`}>
                  {row.status === "all" ? t("admin.counts.all") : t(`status.${row.status}`)}
                </Link>
              </dt>
              <dd data-status={row.status}>{row.count}</dd>
            </div>
          ))}
        </dl>
        <p className="actions">
          <Link to="/admin/cases" className="btn-secondary">
            {t("dashboard.manageCases")}
          </Link>
          <Link to="/admin/cases#new-case" className="btn-ghost">
            {t("dashboard.openCase")}
          </Link>
        </p>
      </section>
      <section className="card" id="week-hearings" aria-labelledby="week-hearings-heading">
        <h2 id="week-hearings-heading">{t("dashboard.weekHearings")}</h2>
        <p className="muted">{t("dashboard.weekRange", { from: overview.week.from, to: overview.week.to })}</p>
        {overview.hearings.length === 0 ? (
          <p className="muted">{t("dashboard.noWeekHearings")}</p>
        ) : (
          <ul className="stack" data-testid="admin-week-hearings">
            {overview.hearings.map((h) => {
              const title = localTitle(h.case, locale);
              return (
                <li key={h.id}>
                  <p className="hearing-when">{h.when}</p>
                  <p>
                    <Link to={`/case/${h.case.id}`}>
                      <span dir="ltr" className="ref">{h.case.reference}</span> — <span lang={title.lang}>{title.text}</span>
                    </Link>{" "}
                    <bdi className="muted small">{h.case.client_name}</bdi>
                  </p>
                  {h.court ? <p className="muted small">{h.court}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to="/admin/cases?hearings=next7&sort=next_hearing-asc">{t("dashboard.next7Link")}</Link>
        </p>
      </section>
    </div>
  );
}
