import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import type { Role } from "#db/schema";
import { USER_ROLE_FILTERS, USER_SORTS, USER_STATES, type UserState } from "#server/users/schemas";
import { Pagination } from "~/components/search/pagination";
import { FilterPanel, FilterSelect, SearchField } from "~/components/back-office/list-page/filter-panel";
import type { ListQuery } from "~/components/back-office/list-page/params";
import { DataTable, ListResults, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { formatNumber } from "~/utils/format";
import { ADMIN_USERS_PATH, adminUserPath, type AdminUserParams } from "./user-params";
import { EmptyState } from "~/components/ui/empty-state";

/**
 * The users page's search: a plain GET form, so every state is a URL and it works without
 * JavaScript; with JavaScript the list follows the fields as they change (typing is debounced).
 */
export function UserFilters({ params }: { params: AdminUserParams }) {
  const { t } = useTranslation("adminUsers");
  return (
    <FilterPanel path={ADMIN_USERS_PATH} label={t("list.filters.label")} testId="user-filters" live={["search"]} apply={t("list.filters.apply")} clear={t("list.filters.clear")}>
      <SearchField id="users-q" label={t("list.filters.q")} hint={t("list.filters.qHint")} value={params.q} />
      <div className="filter-row filter-row-3">
        <FilterSelect id="users-role" name="role" label={t("list.filters.role")} anyLabel={t("list.filters.anyRole")} value={params.role}>
          {USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="users-state" name="state" label={t("list.filters.state")} anyLabel={t("list.filters.anyState")} value={params.state}>
          {USER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="users-sort" name="sort" label={t("list.filters.sort")} value={params.sort}>
          {USER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sort.${sort}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
    </FilterPanel>
  );
}

export interface UserRowView {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  states: UserState[];
  created: string;
  lastSeen: string | null;
}

/** The badges of an account's state: "active" when nothing else applies. */
export function UserStateBadges({ states }: { states: readonly UserState[] }) {
  const { t } = useTranslation("adminUsers");
  const shown = states.length ? states : (["active"] as const);
  return (
    <>
      {shown.map((state) => (
        <span key={state} className={`badge user-state-${state}`} data-state={state}>
          {t(`states.${state}`)}
        </span>
      ))}
    </>
  );
}

export function UserTable(props: { rows: UserRowView[]; total: number; page: number; pageCount: number; query: ListQuery; updating: boolean }) {
  const { t, i18n } = useTranslation("adminUsers");
  const locale = localeOf(i18n.language);
  const columns: Column<UserRowView>[] = [
    {
      key: "name",
      header: t("list.columns.name"),
      cell: (row) => (
        <Link to={adminUserPath(row.id)} dir="auto">
          {row.name}
        </Link>
      ),
    },
    { key: "email", header: t("list.columns.email"), cell: (row) => <span dir="ltr">{row.email}</span> },
    { key: "role", header: t("list.columns.role"), cell: (row) => t(`common:roles.${row.role ?? "unset"}`) },
    { key: "state", header: t("list.columns.state"), cell: (row) => <UserStateBadges states={row.states} /> },
    { key: "created", header: t("list.columns.created"), cell: (row) => row.created },
    { key: "lastSeen", header: t("list.columns.lastSeen"), cell: (row) => row.lastSeen ?? <span className="muted">{t("list.neverSeen")}</span> },
  ];
  return (
    <ListResults id="users-results" heading={t("list.results")} updating={props.updating}>
      <ResultsTotal testId="users-total" className="results-total">
        {props.updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
      </ResultsTotal>
      <DataTable
        testId="users-table"
        caption={t("list.heading")}
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        rowData={() => ({ "data-testid": "user-row" })}
        empty={<EmptyState testId="users-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />}
      />
      <Pagination path={ADMIN_USERS_PATH} params={props.query} page={props.page} pageCount={props.pageCount} />
    </ListResults>
  );
}
