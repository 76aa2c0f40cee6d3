import { Link } from "~/components/ui/link";
import { Counts } from "~/components/back-office/list-page/counts";
import { FilterPanel, FilterSelect, SearchField } from "~/components/back-office/list-page/filter-panel";
import { DataTable, ListResults, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { useTranslation } from "react-i18next";
import type { VerificationStatus } from "#db/schema";
import { REVIEW_KINDS, REVIEW_STATES, type ReviewKind, type ReviewState } from "#server/verifications/schemas";
import { Pagination } from "~/components/search/pagination";
import { searchHref } from "~/utils/search-params";
import { ADMIN_VERIFICATIONS_PATH, adminVerificationPath, reviewQuery, type ReviewParams } from "./review-params";
import { EmptyState } from "~/components/ui/empty-state";

/**
 * The review list's search: a plain GET form (every state is a URL, so it works without JavaScript),
 * and one link per state with its count, keeping the search and the kind.
 */
export function VerificationFilters({ params, counts }: { params: ReviewParams; counts: Record<ReviewState, string> }) {
  const { t } = useTranslation("adminReview");
  return (
    <>
      <FilterPanel path={ADMIN_VERIFICATIONS_PATH} label={t("list.filters.label")} testId="verification-filters" apply={t("list.filters.apply")} clear={t("list.filters.clear")}>
        {params.state !== "pending" ? <input type="hidden" name="state" value={params.state} /> : null}
        <div className="filter-row filter-row-2">
          <SearchField id="review-q" label={t("list.filters.q")} hint={t("list.filters.qHint")} value={params.q} />
          <FilterSelect id="review-kind" name="kind" label={t("list.filters.kind")} anyLabel={t("list.filters.anyKind")} value={params.kind}>
            {REVIEW_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </FilterSelect>
        </div>
      </FilterPanel>
      <Counts
        label={t("list.tabs")}
        testId="review-states"
        states={REVIEW_STATES}
        current={params.state}
        hrefOf={(state) => searchHref(ADMIN_VERIFICATIONS_PATH, reviewQuery({ ...params, state: state ?? "pending", page: 1 }))}
        labelOf={(state) => t(`list.states.${state}`)}
        countOf={(state) => counts[state ?? "pending"]}
        countTestIdOf={(state) => `review-count-${state}`}
      />
    </>
  );
}

export interface ReviewRowView {
  id: string;
  name: string;
  email: string;
  kind: ReviewKind;
  status: VerificationStatus;
  updated: string;
  documents: string;
  licenceExpiresOn: string | null;
}

export function VerificationTable(props: { rows: ReviewRowView[]; total: string; empty: boolean; pastEnd: boolean; params: ReviewParams; page: number; pageCount: number; state: ReviewState }) {
  const { t } = useTranslation("adminReview");
  const columns: Column<ReviewRowView>[] = [
    {
      key: "name",
      header: t("list.columns.name"),
      cell: (row) => (
        <Link to={adminVerificationPath(row.id)} dir="auto">
          {row.name}
        </Link>
      ),
    },
    { key: "email", header: t("list.columns.email"), cell: (row) => <span dir="ltr">{row.email}</span> },
    { key: "kind", header: t("list.columns.kind"), cell: (row) => t(`kinds.${row.kind}`) },
    { key: "status", header: t("list.columns.status"), cell: (row) => <span className="badge">{t(`status.${row.status}`)}</span> },
    { key: "updated", header: t("list.columns.updated"), cell: (row) => row.updated },
    { key: "documents", header: t("list.columns.documents"), cell: (row) => row.documents },
    {
      key: "licence",
      header: t("list.columns.licence"),
      cell: (row) => (row.kind === "lawyer" ? (row.licenceExpiresOn ?? <span className="muted">{t("list.noLicence")}</span>) : "—"),
    },
  ];
  return (
    <ListResults id="review-results" heading={t(`list.states.${props.state}`)} visibleHeading>
      <ResultsTotal testId="review-total" className="results-total">
        {t("list.total", { total: props.total })}
      </ResultsTotal>
      <DataTable
        testId="review-table"
        caption={t(`list.states.${props.state}`)}
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        rowData={() => ({ "data-testid": "review-row" })}
        empty={<EmptyState testId="review-empty" title={props.pastEnd ? t("list.pastLastPage") : t("list.empty")} />}
      />
      <Pagination path={ADMIN_VERIFICATIONS_PATH} params={reviewQuery(props.params)} page={props.page} pageCount={props.pageCount} />
    </ListResults>
  );
}
