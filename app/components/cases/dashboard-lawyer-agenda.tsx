import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { LawyerAgendaView } from "~/utils/dashboard-cases.server";
import { localTitle } from "./admin-case-table";
import { DashboardCaseList } from "./dashboard-case-list";
import { localeOf } from "~/i18n/config";

/** The lawyer's cases, their hearings of the next 14 days and the private calendar feed. */
export function DashboardLawyerAgenda({ agenda, newFeedUrl }: { agenda: LawyerAgendaView; newFeedUrl: string | null }) {
  const { t } = useTranslation("cases");
  return (
    <div className="card-grid two">
      <DashboardCaseList cases={agenda.cases} heading={t("dashboard.lawyerCases")} empty={t("dashboard.noAssignedCases")} />
      <DashboardHearings hearings={agenda.hearings} />
      <DashboardCalendarFeed feed={agenda.calendarFeed} newFeedUrl={newFeedUrl} />
    </div>
  );
}

function DashboardHearings({ hearings }: { hearings: LawyerAgendaView["hearings"] }) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  return (
    <section className="card" id="hearings" aria-labelledby="hearings-heading">
      <h2 id="hearings-heading">{t("dashboard.hearings14")}</h2>
      {hearings.length === 0 ? (
        <p className="muted">{t("dashboard.noHearings14")}</p>
      ) : (
        <ul className="stack" data-testid="dashboard-hearings">
          {hearings.map((h) => {
            const title = localTitle(h.case, locale);
            return (
              <li key={h.id} data-testid="dashboard-hearing">
                <p className="hearing-when">{h.when}</p>
                <p>
                  <Link to={`/case/${h.case.id}`}>
                    <span dir="ltr" className="ref">{h.case.reference}</span> — <span lang={title.lang}>{title.text}</span>
                  </Link>
                </p>
                <p className="muted small">
                  {h.court}
                  {h.court && h.chamber ? " · " : null}
                  {/* The chamber is typed by the lawyer, in either language. */}
                  {h.chamber ? <bdi>{h.chamber}</bdi> : null}
                  {h.purpose ? (
                    <>
                      {" — "}
                      <span dir="auto">{h.purpose}</span>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Create (or replace) and revoke the .ics subscription URL; the URL is shown once, right after creating it. */
function DashboardCalendarFeed({ feed, newFeedUrl }: { feed: LawyerAgendaView["calendarFeed"]; newFeedUrl: string | null }) {
  const { t } = useTranslation("cases");
  return (
    <section className="card" id="calendar-feed" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">{t("dashboard.calendar.heading")}</h2>
      <p className="muted">{t("dashboard.calendar.intro")}</p>
      {newFeedUrl ? (
        <div className="field">
          <label htmlFor="calendar-feed-url">{t("dashboard.calendar.url")}</label>
          <p id="calendar-feed-url-hint" className="hint">
            {t("dashboard.calendar.urlHint")}
          </p>
          <input id="calendar-feed-url" type="text" readOnly value={newFeedUrl} dir="ltr" aria-describedby="calendar-feed-url-hint" data-testid="calendar-feed-url" />
        </div>
      ) : null}
      <p data-testid="calendar-feed-state">
        {feed.active
          ? t("dashboard.calendar.active", { date: feed.createdAt ?? "" }) + (feed.lastUsedAt ? ` ${t("dashboard.calendar.lastUsed", { date: feed.lastUsedAt })}` : "")
          : t("dashboard.calendar.inactive")}
      </p>
      <div className="actions">
        <Form method="post">
          <input type="hidden" name="intent" value="calendar-create" />
          <button type="submit" className="btn-primary">
            {feed.active ? t("dashboard.calendar.replace") : t("dashboard.calendar.create")}
          </button>
        </Form>
        {feed.active ? (
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-revoke" />
            <button type="submit" className="btn-secondary">
              {t("dashboard.calendar.revoke")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
