import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { TableScroll } from "~/components/ui/table-scroll";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldChange } from "#server/audit/changes";
import { Pagination } from "~/components/search/pagination";
import { useLiveGetForm } from "~/components/search/use-live-get-form";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { ADMIN_AUDIT_CSV_PATH, ADMIN_AUDIT_PATH, adminAuditQuery, type AdminAuditParams } from "./audit-params";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

const TYPING_DELAY_MS = 300;

export interface AuditChoices {
  actions: string[];
  entityTypes: string[];
  actors: { id: string; name: string; email: string | null }[];
}

/** An action's label (adminAudit:actions.case.status_changed), or its code when it has none yet. */
export function useAuditLabels() {
  const { t } = useTranslation("adminAudit");
  return {
    action: (action: string) => t(`actions.${action}`, { defaultValue: action }),
    entity: (entityType: string) => t(`entities.${entityType}`, { defaultValue: entityType }),
  };
}

/**
 * The audit page's filters: a plain GET form, so every state is a URL (and the CSV link repeats it)
 * and it works without JavaScript; with JavaScript the list follows the fields as they change.
 */
export function AuditFilters({ params, choices, csvMaxRows }: { params: AdminAuditParams; choices: AuditChoices; csvMaxRows: number }) {
  const { t, i18n } = useTranslation("adminAudit");
  const labels = useAuditLabels();
  const locale = localeOf(i18n.language);
  const { formKey, onChange, onSubmit } = useLiveGetForm({ action: ADMIN_AUDIT_PATH, delayMs: TYPING_DELAY_MS, debouncedTypes: ["search", "date"] });
  const { page: _page, ...filters } = adminAuditQuery(params);
  return (
    <Form
      key={formKey}
      method="get"
      action={ADMIN_AUDIT_PATH}
      role="search"
      aria-label={t("filters.label")}
      className="card filter-panel"
      onChange={onChange}
      onSubmit={onSubmit}
      data-testid="audit-filters"
    >
      <div className="field">
        <label htmlFor="audit-q">{t("filters.q")}</label>
        <p id="audit-q-hint" className="hint">
          {t("filters.qHint")}
        </p>
        <input id="audit-q" type="search" name="q" defaultValue={params.q} maxLength={200} autoComplete="off" dir="auto" aria-describedby="audit-q-hint" />
      </div>
      <div className="filter-row filter-row-3">
        <Select name="actor" label={t("filters.actor")} anyLabel={t("filters.anyActor")} value={params.actor}>
          {choices.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email ? `${actor.name} (${actor.email})` : actor.name}
            </option>
          ))}
        </Select>
        <Select name="action" label={t("filters.action")} anyLabel={t("filters.anyAction")} value={params.action}>
          {choices.actions.map((action) => (
            <option key={action} value={action}>
              {labels.action(action)}
            </option>
          ))}
        </Select>
        <Select name="entity" label={t("filters.entityType")} anyLabel={t("filters.anyEntityType")} value={params.entity}>
          {choices.entityTypes.map((entityType) => (
            <option key={entityType} value={entityType}>
              {labels.entity(entityType)}
            </option>
          ))}
        </Select>
      </div>
      <div className="filter-row filter-row-3">
        <div className="field">
          <label htmlFor="audit-from">{t("filters.from")}</label>
          <input id="audit-from" type="date" name="from" defaultValue={params.from} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t("filters.to")}</label>
          <input id="audit-to" type="date" name="to" defaultValue={params.to} />
        </div>
      </div>
      {params.entityId ? <input type="hidden" name="entityId" value={params.entityId} /> : null}
      <div className="search-actions actions">
        <button type="submit" className="btn-primary">
          {t("filters.apply")}
        </button>
        <Link to={ADMIN_AUDIT_PATH} className="btn-ghost">
          {t("filters.clear")}
        </Link>
        <a href={searchHref(ADMIN_AUDIT_CSV_PATH, filters)} className="btn-secondary" download data-testid="audit-csv" aria-describedby="audit-csv-hint">
          {t("filters.export")}
        </a>
      </div>
      <p id="audit-csv-hint" className="hint">
        {t("filters.exportHint", { max: formatNumber(csvMaxRows, locale) })}
      </p>
    </Form>
  );
}

function Select({ name, label, anyLabel, value, children }: { name: string; label: string; anyLabel: string; value?: string; children: ReactNode }) {
  const id = `audit-${name}`;
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

export interface AuditRowView {
  id: string;
  at: string;
  when: string;
  actorId: string | null;
  actorName: string;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityPath: string | null;
  summary: string;
  changes: FieldChange[];
  ip: string;
}

/** The fields an entry changed, each with its value before and after (— where there was none). */
function Changes({ changes }: { changes: FieldChange[] }) {
  const { t, i18n } = useTranslation("adminAudit");
  if (changes.length === 0) return <span className="muted">{t("row.noChanges")}</span>;
  // Arrows are not mirrored by the bidi algorithm: in Arabic "before ← after" reads right to left.
  const arrow = i18n.language === "en" ? " → " : " ← ";
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>
            <code dir="ltr">{change.field}</code>
          </dt>
          <dd>
            <span className="visually-hidden">{t("row.before")}: </span>
            {change.before === null ? (
              <span className="muted">{t("row.empty")}</span>
            ) : (
              <del dir="auto" data-testid="audit-before">
                {change.before}
              </del>
            )}
            <span aria-hidden="true">{arrow}</span>
            <span className="visually-hidden">{t("row.after")}: </span>
            {change.after === null ? (
              <span className="muted">{t("row.empty")}</span>
            ) : (
              <ins dir="auto" data-testid="audit-after">
                {change.after}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable(props: {
  rows: AuditRowView[];
  total: number;
  page: number;
  pageCount: number;
  query: Record<string, string | number | undefined>;
  updating: boolean;
}) {
  const { t, i18n } = useTranslation("adminAudit");
  const labels = useAuditLabels();
  const locale = localeOf(i18n.language);
  return (
    <section aria-labelledby="audit-results" aria-busy={props.updating}>
      <h2 id="audit-results" className="visually-hidden">
        {t("list.results")}
      </h2>
      <p role="status" className="results-total" data-testid="audit-total">
        {props.updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
      </p>
      {props.rows.length === 0 ? (
        <EmptyState testId="audit-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />
      ) : (
        <TableScroll>
          <table className="data-table" data-testid="audit-table">
            <caption className="visually-hidden">{t("list.caption")}</caption>
            <thead>
              <tr>
                {(["when", "who", "what", "changes", "ip"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.id} data-testid="audit-row" data-action={row.action}>
                  <td>
                    <time dateTime={row.at}>{row.when}</time>
                  </td>
                  <td>
                    {row.actorId ? (
                      <>
                        <span dir="auto">{row.actorName}</span>
                        {row.actorEmail ? (
                          <span className="audit-line muted">
                            <bdi dir="ltr">{row.actorEmail}</bdi>
                          </span>
                        ) : null}
                        {row.actorRole ? <span className="audit-line muted">{t(`common:roles.${row.actorRole}`, { defaultValue: row.actorRole })}</span> : null}
                      </>
                    ) : (
                      <span className="muted">{t("row.system")}</span>
                    )}
                  </td>
                  <td>
                    <span className="audit-line audit-action">{labels.action(row.action)}</span>
                    <span className="audit-line muted">
                      {labels.entity(row.entityType)}
                      {row.summary ? ": " : null}
                      {row.summary ? <bdi>{row.summary}</bdi> : null}
                    </span>
                    {row.entityPath ? (
                      <Link to={row.entityPath} className="audit-line" data-testid="audit-entity-link">
                        {t("row.open")}
                        <span className="visually-hidden">
                          {": "}
                          {labels.entity(row.entityType)} <bdi>{row.summary}</bdi>
                        </span>
                      </Link>
                    ) : null}
                  </td>
                  <td>
                    <Changes changes={row.changes} />
                  </td>
                  <td>
                    {row.ip ? <bdi dir="ltr">{row.ip}</bdi> : <span className="muted">{t("row.unknownIp")}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination path={ADMIN_AUDIT_PATH} params={props.query} page={props.page} pageCount={props.pageCount} />
    </section>
  );
}
