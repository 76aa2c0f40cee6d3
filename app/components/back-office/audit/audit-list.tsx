import { ReferencesWhole } from "~/components/ui/bidi-text";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/config";
import type { FieldChange } from "#server/audit/changes";
import type { AuditRow } from "#server/audit/queries";
import { Pagination } from "~/components/search/pagination";
import { FilterPanel, FilterSelect, SearchField } from "~/components/back-office/list-page/filter-panel";
import type { ListQuery } from "~/components/back-office/list-page/params";
import { DataTable, ListResults, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { formatNumber } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { ADMIN_AUDIT_CSV_PATH, ADMIN_AUDIT_PATH, adminAuditQuery, type AdminAuditParams } from "./audit-params";
import { EmptyState } from "~/components/ui/empty-state";

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
  const { page: _page, ...filters } = adminAuditQuery(params);
  return (
    <FilterPanel
      path={ADMIN_AUDIT_PATH}
      label={t("filters.label")}
      testId="audit-filters"
      live={["search", "date"]}
      apply={t("filters.apply")}
      clear={t("filters.clear")}
      actions={
        <a href={searchHref(ADMIN_AUDIT_CSV_PATH, filters)} className="btn-secondary" download data-testid="audit-csv" aria-describedby="audit-csv-hint">
          {t("filters.export")}
        </a>
      }
      footer={
        <p id="audit-csv-hint" className="hint">
          {t("filters.exportHint", { max: formatNumber(csvMaxRows, locale) })}
        </p>
      }
    >
      <SearchField id="audit-q" label={t("filters.q")} hint={t("filters.qHint")} value={params.q} />
      <div className="filter-row filter-row-3">
        <FilterSelect id="audit-actor" name="actor" label={t("filters.actor")} anyLabel={t("filters.anyActor")} value={params.actor}>
          {choices.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email ? `${actor.name} (${actor.email})` : actor.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="audit-action" name="action" label={t("filters.action")} anyLabel={t("filters.anyAction")} value={params.action}>
          {choices.actions.map((action) => (
            <option key={action} value={action}>
              {labels.action(action)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="audit-entity" name="entity" label={t("filters.entityType")} anyLabel={t("filters.anyEntityType")} value={params.entity}>
          {choices.entityTypes.map((entityType) => (
            <option key={entityType} value={entityType}>
              {labels.entity(entityType)}
            </option>
          ))}
        </FilterSelect>
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
    </FilterPanel>
  );
}

/** An audit row as the page shows it: its time as text, where its entity lives, and what it changed. */
export interface AuditRowView extends Omit<AuditRow, "at" | "before" | "after"> {
  at: string;
  when: string;
  entityPath: string | null;
  changes: FieldChange[];
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
          <dt>{change.label !== change.field ? change.label : <code dir="ltr">{change.field}</code>}</dt>
          <dd>
            <span className="visually-hidden">{t("row.before")}: </span>
            {change.before === null ? (
              <span className="muted">{t("row.empty")}</span>
            ) : (
              <del dir="auto" data-testid="audit-before">
                {change.data ? <code dir="ltr">{change.before}</code> : change.before}
              </del>
            )}
            <span aria-hidden="true">{arrow}</span>
            <span className="visually-hidden">{t("row.after")}: </span>
            {change.after === null ? (
              <span className="muted">{t("row.empty")}</span>
            ) : (
              <ins dir="auto" data-testid="audit-after">
                {change.data ? <code dir="ltr">{change.after}</code> : change.after}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditTable(props: { rows: AuditRowView[]; total: number; page: number; pageCount: number; query: ListQuery; updating: boolean }) {
  const { t, i18n } = useTranslation("adminAudit");
  const labels = useAuditLabels();
  const locale = localeOf(i18n.language);
  const columns: Column<AuditRowView>[] = [
    { key: "when", header: t("columns.when"), cell: (row) => <time dateTime={row.at}>{row.when}</time> },
    {
      key: "who",
      header: t("columns.who"),
      cell: (row) =>
        row.actorId ? (
          <>
            <span dir="auto">
              <ReferencesWhole text={row.actorName ?? ""} />
            </span>
            {row.actorEmail ? (
              <span className="audit-line muted">
                <bdi dir="ltr">{row.actorEmail}</bdi>
              </span>
            ) : null}
            {row.actorRole ? <span className="audit-line muted">{t(`common:roles.${row.actorRole}`, { defaultValue: row.actorRole })}</span> : null}
          </>
        ) : (
          <span className="muted">{t("row.system")}</span>
        ),
    },
    {
      key: "what",
      header: t("columns.what"),
      cell: (row) => (
        <>
          <span className="audit-line audit-action">{labels.action(row.action)}</span>
          <span className="audit-line muted">
            {labels.entity(row.entityType)}
            {row.summary ? ": " : null}
            {row.summary ? (
              <bdi>
                <ReferencesWhole text={row.summary} />
              </bdi>
            ) : null}
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
        </>
      ),
    },
    { key: "changes", header: t("columns.changes"), cell: (row) => <Changes changes={row.changes} /> },
    { key: "ip", header: t("columns.ip"), cell: (row) => (row.ip ? <bdi dir="ltr">{row.ip}</bdi> : <span className="muted">{t("row.unknownIp")}</span>) },
  ];
  return (
    <ListResults id="audit-results" heading={t("list.results")} updating={props.updating}>
      <ResultsTotal testId="audit-total" className="results-total">
        {props.updating ? t("list.updating") : t("list.total", { total: formatNumber(props.total, locale) })}
      </ResultsTotal>
      <DataTable
        testId="audit-table"
        caption={t("list.caption")}
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-testid": "audit-row", "data-action": row.action })}
        empty={<EmptyState testId="audit-empty" title={props.total > 0 ? t("list.pastLastPage") : t("list.empty")} />}
      />
      <Pagination path={ADMIN_AUDIT_PATH} params={props.query} page={props.page} pageCount={props.pageCount} />
    </ListResults>
  );
}
