import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import { Counts } from "~/components/back-office/list-page/counts";
import { FilterSelect, SearchBar } from "~/components/back-office/list-page/filter-panel";
import { DataTable, ListResults, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { Pagination } from "~/components/search/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import { Link } from "~/components/ui/link";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { StateBadge } from "./state-badge";

type Section = "updates" | "library";

/**
 * A publishing list (legal updates, library): the search form, the counts per state, the rows and the
 * pages. GET forms and plain links, so the filters are shareable URLs and work without JavaScript.
 */
export function PublishingList<Row extends { id: string }>(props: {
  section: Section;
  path: string;
  states: readonly string[];
  list: { params: { q?: string; state?: string }; counts: Record<string, number>; total: number; page: number; pageCount: number; rows: Row[] };
  columns: Column<Row>[];
  rowTestId: string;
}) {
  const { t, i18n } = useTranslation("adminPublishing");
  const locale = localeOf(i18n.language);
  const { section, path } = props;
  const { params, ...list } = props.list;
  return (
    <>
      <SearchBar
        action={path}
        card
        testId="publishing-search"
        q={{ id: `${section}-q`, label: t(`${section}.search.label`), value: params.q, placeholder: t(`${section}.search.placeholder`) }}
        submit={t("list.search")}
        submitClass="btn-primary"
        reset={params.q || params.state ? { to: path, label: t("list.reset") } : null}
      >
        <FilterSelect id={`${section}-state`} name="state" label={t("list.state")} anyLabel={t("list.allStates")} value={params.state}>
          {props.states.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </FilterSelect>
      </SearchBar>
      <Counts
        label={t("list.countsLabel")}
        testId="state-counts"
        states={[undefined, ...props.states]}
        current={params.state}
        hrefOf={(state) => searchHref(path, { q: params.q, state })}
        labelOf={(state) => (state ? t(`states.${state}`) : t("list.all"))}
        countOf={(state) => list.counts[state ?? "all"] ?? 0}
      />
      <ListResults id={`${section}-results`} heading={t("list.results")}>
        <ResultsTotal testId="publishing-total" className="strong">
          {t("list.total", { total: formatNumber(list.total, locale) })}
        </ResultsTotal>
        <DataTable
          testId={`${section}-table`}
          caption={t(`${section}.heading`)}
          scrollLabel={t(`${section}.heading`)}
          columns={props.columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          rowData={() => ({ "data-testid": props.rowTestId })}
          empty={<EmptyState title={list.total > 0 ? t("list.pastLastPage") : params.q || params.state ? t("list.noMatch") : t(`${section}.empty`)} />}
        />
        <Pagination path={path} params={{ q: params.q, state: params.state }} page={list.page} pageCount={list.pageCount} />
      </ListResults>
    </>
  );
}

/** The columns both publishing lists start with (the title, linked to its editor) and show (the state). */
export function usePublishingColumns(section: Section, path: string) {
  const { t } = useTranslation("adminPublishing");
  return {
    title: {
      key: "title",
      header: t(`${section}.columns.title`),
      cell: (row: { id: string; title: string; isSample: boolean }) => (
        <>
          <Link to={`${path}/${row.id}`}>{row.title}</Link>
          {row.isSample ? <span className="badge">{t("list.sample")}</span> : null}
        </>
      ),
    },
    state: { key: "state", header: t(`${section}.columns.state`), cell: (row: { state: string }) => <StateBadge state={row.state} /> },
  };
}
