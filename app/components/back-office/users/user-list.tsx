import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { TableScroll } from "~/components/ui/table-scroll";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#db/schema";
import { USER_ROLE_FILTERS, USER_SORTS, USER_STATES, type UserState } from "#server/users/schemas";
import { Pagination } from "~/components/search/pagination";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { formatNumber } from "~/utils/format";
import { ADMIN_USERS_PATH, adminUserPath, type AdminUserParams } from "./user-params";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

const TYPING_DELAY_MS = 300;

/**
 * The users page's search: a plain GET form, so every state is a URL and it works without
 * JavaScript; with JavaScript the list follows the fields as they change (typing is debounced).
 */
export function UserFilters({ params }: { params: AdminUserParams }) {
  const { t } = useTranslation("adminUsers");
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: ADMIN_USERS_PATH, delayMs: TYPING_DELAY_MS, debouncedTypes: ["search"] });
  return (
    <Form
      key={formKey}
      method="get"
      action={ADMIN_USERS_PATH}
      role="search"
      aria-label={t("list.filters.label")}
      className="card filter-panel"
      onChange={onChange}
      onSubmit={onSubmit}
      data-testid="user-filters"
    >
      <div className="field">
        <label htmlFor="users-q">{t("list.filters.q")}</label>
        <p id="users-q-hint" className="hint">
          {t("list.filters.qHint")}
        </p>
        <input id="users-q" type="search" name="q" defaultValue={params.q} maxLength={200} autoComplete="off" dir="auto" aria-describedby="users-q-hint" />
      </div>
      <div className="filter-row filter-row-3">
        <Select name="role" label={t("list.filters.role")} anyLabel={t("list.filters.anyRole")} value={params.role}>
          {USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </Select>
        <Select name="state" label={t("list.filters.state")} anyLabel={t("list.filters.anyState")} value={params.state}>
          {USER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
        <div className="field">
          <label htmlFor="users-sort">{t("list.filters.sort")}</label>
          <select id="users-sort" name="sort" defaultValue={params.sort}>
            {USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="search-actions actions">
        <button type="submit" className="btn-primary">
          {t("list.filters.apply")}
        </button>
        <Link to={ADMIN_USERS_PATH} className="btn-ghost">
          {t("list.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

function Select({ name, label, anyLabel, value, children }: { name: string; label: string; anyLabel: string; value?: string; children: ReactNode }) {
  const id = `users-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
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

export function UserTable(props: {
  rows: UserRowView[];
  total: number;
  page: number;
  pageCount: number;
  query: Record<string, string | number | undefined>;
  updating: boolean;
}) {
  const { t, i18n } = useTranslation("adminUsers");
  const locale = localeOf(i18n.language);
  return (
    <section aria-labelledby="users-results" aria-busy={props.updating}>
      <h2 id="users-results" className="visually-hidden">
        {t("list.results")}
      </h2>
      <p role="status" className="results-total" data-testid="users-total">
        {props.updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
      </p>
      {props.rows.length === 0 ? (
        <EmptyState testId="users-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />
      ) : (
        <TableScroll>
          <table className="data-table" data-testid="users-table">
            <caption className="visually-hidden">{t("list.heading")}</caption>
            <thead>
              <tr>
                {(["name", "email", "role", "state", "created", "lastSeen"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`list.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.id} data-testid="user-row">
                  <td>
                    <Link to={adminUserPath(row.id)} dir="auto">
                      {row.name}
                    </Link>
                  </td>
                  <td>
                    <span dir="ltr">{row.email}</span>
                  </td>
                  <td>{t(`common:roles.${row.role ?? "unset"}`)}</td>
                  <td>
                    <UserStateBadges states={row.states} />
                  </td>
                  <td>{row.created}</td>
                  <td>{row.lastSeen ?? <span className="muted">{t("list.neverSeen")}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination path={ADMIN_USERS_PATH} params={props.query} page={props.page} pageCount={props.pageCount} />
    </section>
  );
}
