import { Link } from "~/components/ui/link";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import { CASE_STATUSES, type CaseStatus } from "#server/cases/constants";
import { Pagination } from "~/components/search/pagination";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { Counts } from "~/components/back-office/list-page/counts";
import type { ListQuery } from "~/components/back-office/list-page/params";
import { DataTable, ListResults, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { EmptyState } from "~/components/ui/empty-state";

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

/** The title in the page's language, or the other one when it is missing (marked by its lang). */
export function localTitle(row: { title_ar: string; title_en: string }, locale: "ar" | "en") {
  const own = locale === "en" ? row.title_en : row.title_ar;
  if (own) return { text: own, lang: undefined };
  return { text: locale === "en" ? row.title_ar : row.title_en, lang: locale === "en" ? "ar" : "en" };
}

/** The company's name in the page's language, or the other one when it is missing. */
const companyName = (company: AdminCaseRowView["company"], locale: "ar" | "en") =>
  company ? (locale === "en" ? company.legal_name_en || company.legal_name_ar : company.legal_name_ar || company.legal_name_en) : null;

/** Counts per status as links (each keeps the other filters), the rows, pagination and the CSV link. */
export function AdminCaseTable(props: {
  path: string;
  csvPath: string;
  query: ListQuery;
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
  const columns: Column<AdminCaseRowView>[] = [
    {
      key: "reference",
      header: t("admin.columns.reference"),
      cell: (row) => (
        <Link to={`/case/${row.id}`} dir="ltr" className="ref">
          {row.reference}
        </Link>
      ),
    },
    {
      key: "title",
      header: t("admin.columns.title"),
      cell: (row) => {
        const title = localTitle(row, locale);
        return (
          <>
            <span lang={title.lang}>{title.text}</span>
            <br />
            <span className="muted small">
              {t(`lawyers:areas.${row.service_area}`, { defaultValue: row.service_area })}
              {row.court ? ` · ${row.court[locale]}` : ""}
            </span>
          </>
        );
      },
    },
    {
      key: "client",
      header: t("admin.columns.client"),
      cell: (row) => {
        const company = companyName(row.company, locale);
        return (
          <>
            <bdi>{row.client_name}</bdi>
            {company ? (
              <>
                <br />
                <bdi className="muted small">{company}</bdi>
              </>
            ) : null}
          </>
        );
      },
    },
    {
      key: "lawyers",
      header: t("admin.columns.lawyers"),
      cell: (row) =>
        row.lawyers.length ? (
          row.lawyers.map((l, i) => (
            <Fragment key={l.id}>
              {i > 0 ? (locale === "ar" ? "، " : ", ") : null}
              <bdi>{l.name}</bdi>
            </Fragment>
          ))
        ) : (
          <span className="muted">{t("admin.noLawyer")}</span>
        ),
    },
    { key: "status", header: t("admin.columns.status"), cell: (row) => <span className="badge">{t(`status.${row.status}`)}</span> },
    { key: "nextHearing", header: t("admin.columns.nextHearing"), cell: (row) => row.nextHearingLabel ?? <span className="muted">—</span> },
    { key: "updated", header: t("admin.columns.updated"), cell: (row) => row.updatedLabel },
  ];
  return (
    <ListResults id="admin-cases-results" heading={t("admin.results")} updating={props.updating}>
      <Counts
        label={t("admin.counts.label")}
        testId="admin-case-counts"
        states={[undefined, ...CASE_STATUSES]}
        current={props.status}
        hrefOf={(status) => searchHref(props.path, { ...props.query, status, page: undefined })}
        labelOf={(status) => (status ? t(`status.${status}`) : t("admin.counts.all"))}
        countOf={(status) => props.counts[status ?? "all"]}
      />
      <div className="results-bar results-bar-centered">
        <ResultsTotal testId="admin-case-total" className="results-total">
          {props.updating ? t("admin.updating") : t("admin.total", { total: formatNumber(props.total, locale) })}
        </ResultsTotal>
        <a href={searchHref(props.csvPath, { ...props.query, page: undefined })} className="btn-secondary" download data-testid="admin-case-csv">
          {t("admin.csv")}
        </a>
      </div>
      <DataTable
        testId="admin-case-table"
        caption={t("admin.heading")}
        frame="results"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        rowData={() => ({ "data-testid": "admin-case-row" })}
        empty={<EmptyState testId="admin-cases-empty" title={props.total > 0 ? t("admin.pastLastPage") : t("admin.empty")} />}
      />
      <Pagination path={props.path} params={props.query} page={props.page} pageCount={props.pageCount} />
    </ListResults>
  );
}
