import { Link } from "~/components/ui/link";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { CASE_STATUSES, type CaseStatus } from "#server/cases/constants";
import { Pagination } from "~/components/search/pagination";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { Tabs } from "~/components/ui/tabs";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

export interface AdminCaseRowView {
  id: string;
  reference: string;
  title_ar: string;
  title_en: string;
  service_area: string;
  court: { code: string; ar: string; en: string } | null;
  status: CaseStatus;
  client_name: string;
  company: { legal_name_ar: string; legal_name_en: string } | null;
  lawyers: { id: string; name: string }[];
  nextHearingLabel: string | null;
  updatedLabel: string;
}

type Query = Record<string, string | number | undefined>;

/** The title in the page's language, or the other one when it is missing (marked by its lang). */
export function localTitle(row: { title_ar: string; title_en: string }, locale: "ar" | "en") {
  const own = locale === "en" ? row.title_en : row.title_ar;
  if (own) return { text: own, lang: undefined };
  return { text: locale === "en" ? row.title_ar : row.title_en, lang: locale === "en" ? "ar" : "en" };
}

/** Counts per status as links (each keeps the other filters), the rows, pagination and the CSV link. */
export function AdminCaseTable(props: {
  path: string;
  csvPath: string;
  query: Query;
  counts: Record<CaseStatus | "all", number>;
  status?: CaseStatus;
  rows: AdminCaseRowView[];
  total: number;
  page: number;
  pageCount: number;
  updating: boolean;
}) {
  const { t, i18n } = useTranslation("cases");
  const locale = localeOf(i18n.language);
  const withStatus = (status?: CaseStatus) => searchHref(props.path, { ...props.query, status, page: undefined });
  return (
    <section aria-labelledby="admin-cases-results" aria-busy={props.updating}>
      <h2 id="admin-cases-results" className="visually-hidden">
        {t("admin.results")}
      </h2>
      <Tabs
        label={t("admin.counts.label")}
        testId="admin-case-counts"
        items={[undefined, ...CASE_STATUSES].map((status) => ({
          key: status ?? "all",
          href: withStatus(status),
          label: status ? t(`status.${status}`) : t("admin.counts.all"),
          count: formatNumber(props.counts[status ?? "all"], locale),
          current: props.status === status,
        }))}
      />
      <div className="results-bar results-bar-centered">
        <p role="status" className="results-total" data-testid="admin-case-total">
          {props.updating ? t("admin.updating") : t("admin.total", { total: formatNumber(props.total, locale) })}
        </p>
        <a href={searchHref(props.csvPath, { ...props.query, page: undefined })} className="btn-secondary" download data-testid="admin-case-csv">
          {t("admin.csv")}
        </a>
      </div>
      {props.rows.length === 0 ? (
        <EmptyState testId="admin-cases-empty" title={props.total > 0 ? t("admin.pastLastPage") : t("admin.empty")} />
      ) : (
        <div className="results-table-scroll">
          <table className="results-table" data-testid="admin-case-table">
            <caption className="visually-hidden">{t("admin.heading")}</caption>
            <thead>
              <tr>
                {(["reference", "title", "client", "lawyers", "status", "nextHearing", "updated"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`admin.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => {
                const title = localTitle(row, locale);
                const company = row.company ? (locale === "en" ? row.company.legal_name_en || row.company.legal_name_ar : row.company.legal_name_ar || row.company.legal_name_en) : null;
                return (
                  <tr key={row.id} data-testid="admin-case-row">
                    <td>
                      <Link to={`/case/${row.id}`} dir="ltr">
                        {row.reference}
                      </Link>
                    </td>
                    <td>
                      <span lang={title.lang}>{title.text}</span>
                      <br />
                      <span className="muted small">
                        {t(`lawyers:areas.${row.service_area}`, { defaultValue: row.service_area })}
                        {row.court ? ` · ${row.court[locale]}` : ""}
                      </span>
                    </td>
                    <td>
                      <bdi>{row.client_name}</bdi>
                      {company ? (
                        <>
                          <br />
                          <bdi className="muted small">{company}</bdi>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {row.lawyers.length ? (
                        row.lawyers.map((l, i) => (
                          <Fragment key={l.id}>
                            {i > 0 ? (locale === "ar" ? "، " : ", ") : null}
                            <bdi>{l.name}</bdi>
                          </Fragment>
                        ))
                      ) : (
                        <span className="muted">{t("admin.noLawyer")}</span>
                      )}
                    </td>
                    <td>
                      <span className="badge">{t(`status.${row.status}`)}</span>
                    </td>
                    <td>{row.nextHearingLabel ?? <span className="muted">—</span>}</td>
                    <td>{row.updatedLabel}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination path={props.path} params={props.query} page={props.page} pageCount={props.pageCount} />
    </section>
  );
}
