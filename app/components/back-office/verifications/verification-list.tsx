import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { TableScroll } from "~/components/ui/table-scroll";
import { useTranslation } from "react-i18next";
import type { VerificationStatus } from "#db/schema";
import { REVIEW_KINDS, REVIEW_STATES, type ReviewKind, type ReviewState } from "#server/verifications/schemas";
import { Pagination } from "~/components/search/pagination";
import { searchHref } from "~/utils/search-params";
import { ADMIN_VERIFICATIONS_PATH, adminVerificationPath, reviewQuery, type ReviewParams } from "./review-params";
import { Tabs } from "~/components/ui/tabs";
import { EmptyState } from "~/components/ui/empty-state";

/**
 * The review list's search: a plain GET form (every state is a URL, so it works without JavaScript),
 * and one link per state with its count, keeping the search and the kind.
 */
export function VerificationFilters({ params, counts }: { params: ReviewParams; counts: Record<ReviewState, string> }) {
  const { t } = useTranslation("adminReview");
  return (
    <>
      <Form method="get" action={ADMIN_VERIFICATIONS_PATH} role="search" aria-label={t("list.filters.label")} className="card filter-panel" data-testid="verification-filters">
        {params.state !== "pending" ? <input type="hidden" name="state" value={params.state} /> : null}
        <div className="filter-row filter-row-2">
          <div className="field">
            <label htmlFor="review-q">{t("list.filters.q")}</label>
            <p id="review-q-hint" className="hint">
              {t("list.filters.qHint")}
            </p>
            <input id="review-q" type="search" name="q" defaultValue={params.q} maxLength={200} autoComplete="off" dir="auto" aria-describedby="review-q-hint" />
          </div>
          <div className="field">
            <label htmlFor="review-kind">{t("list.filters.kind")}</label>
            <select id="review-kind" name="kind" defaultValue={params.kind ?? ""}>
              <option value="">{t("list.filters.anyKind")}</option>
              {REVIEW_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="search-actions actions">
          <button type="submit" className="btn-primary">
            {t("list.filters.apply")}
          </button>
          <Link to={ADMIN_VERIFICATIONS_PATH} className="btn-ghost">
            {t("list.filters.clear")}
          </Link>
        </div>
      </Form>
      <Tabs
        label={t("list.tabs")}
        testId="review-states"
        items={REVIEW_STATES.map((state) => ({
          key: state,
          href: searchHref(ADMIN_VERIFICATIONS_PATH, { ...reviewQuery({ ...params, state, page: 1 }) }),
          label: t(`list.states.${state}`),
          count: String(counts[state]),
          countTestId: `review-count-${state}`,
          current: state === params.state,
        }))}
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
  return (
    <section aria-labelledby="review-results">
      <h2 id="review-results">{t(`list.states.${props.state}`)}</h2>
      <p role="status" className="results-total" data-testid="review-total">
        {t("list.total", { total: props.total })}
      </p>
      {props.rows.length === 0 ? (
        <EmptyState testId="review-empty" title={props.pastEnd ? t("list.pastLastPage") : t("list.empty")} />
      ) : (
        <TableScroll>
          <table className="data-table" data-testid="review-table">
            <caption className="visually-hidden">{t(`list.states.${props.state}`)}</caption>
            <thead>
              <tr>
                {(["name", "email", "kind", "status", "updated", "documents", "licence"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`list.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.id} data-testid="review-row">
                  <td>
                    <Link to={adminVerificationPath(row.id)} dir="auto">
                      {row.name}
                    </Link>
                  </td>
                  <td>
                    <span dir="ltr">{row.email}</span>
                  </td>
                  <td>{t(`kinds.${row.kind}`)}</td>
                  <td>
                    <span className="badge">{t(`status.${row.status}`)}</span>
                  </td>
                  <td>{row.updated}</td>
                  <td>{row.documents}</td>
                  <td>{row.kind === "lawyer" ? (row.licenceExpiresOn ?? <span className="muted">{t("list.noLicence")}</span>) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination path={ADMIN_VERIFICATIONS_PATH} params={reviewQuery(props.params)} page={props.page} pageCount={props.pageCount} />
    </section>
  );
}
