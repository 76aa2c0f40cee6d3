import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { STATES_OF, type InboxKind } from "#server/inbox/constants";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { Counts } from "~/components/back-office/list-page/counts";
import { FilterPanel, FilterSelect, SearchField } from "~/components/back-office/list-page/filter-panel";
import { DataTable, ListResults, ResultsTotal, useListUpdating, type Column } from "~/components/back-office/list-page/results";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { StateBadge } from "./state-badge";
import { INBOX_PATHS, inboxQuery, type InboxListParams, type InboxRowView, type StaffOption } from "./types";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

export interface InboxListProps {
  kind: InboxKind;
  params: InboxListParams;
  rows: InboxRowView[];
  counts: Record<string, number>;
  total: number;
  page: number;
  pageCount: number;
  staff: StaffOption[];
  /** The applications' posting filter. */
  postings?: { id: string; title: string }[];
}

/**
 * An inbox's list (issue 10 §5): a GET filter form (state, assignee, search; it works without
 * JavaScript and, with it, follows the fields as they change), the counts per state as links that keep
 * the other filters, the rows newest first and the pages.
 */
export function InboxList(props: InboxListProps) {
  const { t, i18n } = useTranslation("adminInbox");
  const locale = localeOf(i18n.language);
  const path = INBOX_PATHS[props.kind];
  const updating = useListUpdating();
  const { page: _page, ...query } = inboxQuery(props.params);
  const columns: Column<InboxRowView>[] = [
    {
      key: "who",
      header: t(`${props.kind}.columns.who`),
      cell: (row) => (
        <>
          <Link to={`${path}/${row.id}`} dir="auto">
            {row.who}
          </Link>
          {row.whoDetail ? (
            <>
              <br />
              <span className="muted small" dir="ltr">
                {row.whoDetail}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    { key: "about", header: t(`${props.kind}.columns.about`), cell: (row) => row.about, td: (row) => ({ dir: "auto", lang: row.aboutLang }) },
    { key: "state", header: t("list.columns.state"), cell: (row) => <StateBadge kind={props.kind} state={row.status} /> },
    { key: "assignee", header: t("list.columns.assignee"), cell: (row) => row.assignee ?? <span className="muted">{t("list.unassigned")}</span> },
    { key: "received", header: t("list.columns.received"), cell: (row) => <time dateTime={row.receivedIso}>{row.received}</time> },
  ];
  return (
    <div className="container page">
      <PageHeader heading={t(`${props.kind}.heading`)} intro={t(`${props.kind}.intro`)} crumbs={[{ to: "/dashboard/admin", label: t("crumbs.backOffice") }]} />
      <InboxFilters {...props} path={path} />
      <ListResults id="inbox-results" heading={t("list.results")} updating={updating}>
        <Counts
          label={t("list.counts.label")}
          testId="inbox-counts"
          states={[undefined, ...STATES_OF[props.kind]]}
          current={props.params.status}
          hrefOf={(state) => searchHref(path, { ...query, status: state })}
          labelOf={(state) => (state ? t(`states.${props.kind}.${state}`) : t("list.counts.all"))}
          countOf={(state) => props.counts[state ?? "all"] ?? 0}
        />
        <ResultsTotal testId="inbox-total" className="results-total">
          {updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
        </ResultsTotal>
        <DataTable
          testId="inbox-table"
          caption={t(`${props.kind}.heading`)}
          columns={columns}
          rows={props.rows}
          rowKey={(row) => row.id}
          rowData={(row) => ({ "data-testid": "inbox-row", "data-id": row.id })}
          empty={<EmptyState testId="inbox-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />}
        />
        <Pagination path={path} params={query} page={props.page} pageCount={props.pageCount} />
      </ListResults>
    </div>
  );
}

function InboxFilters(props: InboxListProps & { path: string }) {
  const { t } = useTranslation("adminInbox");
  const admins = props.staff.filter((s) => s.role === "admin");
  const lawyers = props.staff.filter((s) => s.role === "lawyer");
  return (
    <FilterPanel path={props.path} label={t("list.filters.label")} testId="inbox-filters" live={["search"]} apply={t("list.filters.apply")} clear={t("list.filters.clear")}>
      <SearchField id="inbox-q" label={t("list.filters.q")} hint={t(`${props.kind}.searchHint`)} value={props.params.q} />
      <div className="filter-row filter-row-2-3">
        <FilterSelect id="inbox-status" name="status" label={t("list.filters.state")} anyLabel={t("list.filters.anyState")} value={props.params.status}>
          {STATES_OF[props.kind].map((state) => (
            <option key={state} value={state}>
              {t(`states.${props.kind}.${state}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="inbox-assignee" name="assignee" label={t("list.filters.assignee")} anyLabel={t("list.filters.anyone")} value={props.params.assignee}>
          <option value="me">{t("list.filters.me")}</option>
          <option value="none">{t("list.filters.none")}</option>
          <StaffOptions admins={admins} lawyers={lawyers} />
        </FilterSelect>
        {props.postings ? (
          <FilterSelect id="inbox-posting" name="posting" label={t("list.filters.posting")} anyLabel={t("list.filters.anyPosting")} value={props.params.posting}>
            {props.postings.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </FilterSelect>
        ) : null}
      </div>
    </FilterPanel>
  );
}

/** Admins, and verified lawyers in their own group when the inbox takes them. */
export function StaffOptions({ admins, lawyers }: { admins: StaffOption[]; lawyers: StaffOption[] }) {
  const { t } = useTranslation("adminInbox");
  const options = (list: StaffOption[]) =>
    list.map((s) => (
      <option key={s.id} value={s.id}>
        {s.name}
      </option>
    ));
  if (lawyers.length === 0) return <optgroup label={t("staff.admins")}>{options(admins)}</optgroup>;
  return (
    <>
      <optgroup label={t("staff.admins")}>{options(admins)}</optgroup>
      <optgroup label={t("staff.lawyers")}>{options(lawyers)}</optgroup>
    </>
  );
}
