import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { TableScroll } from "~/components/ui/table-scroll";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { STATES_OF, type InboxKind } from "#server/inbox/constants";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { StateBadge } from "./state-badge";
import { INBOX_PATHS, type InboxListParams, type InboxRowView, type StaffOption } from "./types";
import { Tabs } from "~/components/ui/tabs";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

const TYPING_DELAY_MS = 300;

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
  const location = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const query = { q: props.params.q, status: props.params.status, assignee: props.params.assignee, posting: props.params.posting };
  return (
    <div className="container page">
      <PageHeader heading={t(`${props.kind}.heading`)} intro={t(`${props.kind}.intro`)} crumbs={[{ to: "/dashboard/admin", label: t("crumbs.backOffice") }]} />
      <InboxFilters {...props} path={path} />
      <section aria-labelledby="inbox-results" aria-busy={updating}>
        <h2 id="inbox-results" className="visually-hidden">
          {t("list.results")}
        </h2>
        <Tabs
          label={t("list.counts.label")}
          testId="inbox-counts"
          items={[undefined, ...STATES_OF[props.kind]].map((state) => ({
            key: state ?? "all",
            href: searchHref(path, { ...query, status: state }),
            label: state ? t(`states.${props.kind}.${state}`) : t("list.counts.all"),
            count: formatNumber(props.counts[state ?? "all"] ?? 0, locale),
            current: props.params.status === state,
          }))}
        />
        <p role="status" className="results-total" data-testid="inbox-total">
          {updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
        </p>
        {props.rows.length === 0 ? (
          <EmptyState testId="inbox-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />
        ) : (
          <TableScroll>
            <table className="data-table" data-testid="inbox-table">
              <caption className="visually-hidden">{t(`${props.kind}.heading`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(`${props.kind}.columns.who`)}</th>
                  <th scope="col">{t(`${props.kind}.columns.about`)}</th>
                  <th scope="col">{t("list.columns.state")}</th>
                  <th scope="col">{t("list.columns.assignee")}</th>
                  <th scope="col">{t("list.columns.received")}</th>
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row) => (
                  <tr key={row.id} data-testid="inbox-row" data-id={row.id}>
                    <td>
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
                    </td>
                    <td dir="auto" lang={row.aboutLang}>
                      {row.about}
                    </td>
                    <td>
                      <StateBadge kind={props.kind} state={row.status} />
                    </td>
                    <td>{row.assignee ?? <span className="muted">{t("list.unassigned")}</span>}</td>
                    <td>
                      <time dateTime={row.receivedIso}>{row.received}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pagination path={path} params={query} page={props.page} pageCount={props.pageCount} />
      </section>
    </div>
  );
}

function InboxFilters(props: InboxListProps & { path: string }) {
  const { t } = useTranslation("adminInbox");
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: props.path, delayMs: TYPING_DELAY_MS, debouncedTypes: ["search"] });
  const admins = props.staff.filter((s) => s.role === "admin");
  const lawyers = props.staff.filter((s) => s.role === "lawyer");
  return (
    <Form
      key={formKey}
      method="get"
      action={props.path}
      role="search"
      aria-label={t("list.filters.label")}
      className="card filter-panel"
      onChange={onChange}
      onSubmit={onSubmit}
      data-testid="inbox-filters"
    >
      <div className="field">
        <label htmlFor="inbox-q">{t("list.filters.q")}</label>
        <p id="inbox-q-hint" className="hint">
          {t(`${props.kind}.searchHint`)}
        </p>
        <input id="inbox-q" type="search" name="q" defaultValue={props.params.q} maxLength={200} autoComplete="off" dir="auto" aria-describedby="inbox-q-hint" />
      </div>
      <div className="filter-row filter-row-2-3">
        <Select name="status" label={t("list.filters.state")} anyLabel={t("list.filters.anyState")} value={props.params.status}>
          {STATES_OF[props.kind].map((state) => (
            <option key={state} value={state}>
              {t(`states.${props.kind}.${state}`)}
            </option>
          ))}
        </Select>
        <Select name="assignee" label={t("list.filters.assignee")} anyLabel={t("list.filters.anyone")} value={props.params.assignee}>
          <option value="me">{t("list.filters.me")}</option>
          <option value="none">{t("list.filters.none")}</option>
          <StaffOptions admins={admins} lawyers={lawyers} />
        </Select>
        {props.postings ? (
          <Select name="posting" label={t("list.filters.posting")} anyLabel={t("list.filters.anyPosting")} value={props.params.posting}>
            {props.postings.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      <div className="search-actions actions">
        <button type="submit" className="btn-primary">
          {t("list.filters.apply")}
        </button>
        <Link to={props.path} className="btn-ghost">
          {t("list.filters.clear")}
        </Link>
      </div>
    </Form>
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

function Select({ name, label, anyLabel, value, children }: { name: string; label: string; anyLabel: string; value?: string; children: ReactNode }) {
  const id = `inbox-${name}`;
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
