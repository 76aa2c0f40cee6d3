import { csvDateTime, toCsv } from "#server/common/csv";
import { fieldChangesText } from "./changes";
import type { AuditRow } from "./queries";
import type { AppLocale } from "~/i18n/config";
import { labelOf, serverT } from "~/i18n/i18next.server";

/** A dotted action's label (actions.case.status_changed), or the code itself for an action not labelled yet. */
export function auditActionLabel(action: string, locale: AppLocale): string {
  return labelOf(locale, "adminAudit", `actions.${action}`, action);
}

function entityLabel(entityType: string, locale: AppLocale): string {
  return labelOf(locale, "adminAudit", `entities.${entityType}`, entityType);
}


/**
 * The CSV of what the audit page's filters show (every page, newest first), headers and labels in the
 * admin's language. The format, BOM and formula-injection guard are server/common/csv.ts (shared with
 * /admin/cases): a summary or a value typed as "=HYPERLINK(...)" stays text.
 */
export function auditCsv(rows: readonly AuditRow[], locale: AppLocale): string {
  // The page's own labels (app/locales/{ar,en}/adminAudit.json), so the file reads like the page.
  const t = serverT(locale, "adminAudit");
  const columns = ["when", "actor", "email", "role", "action", "actionCode", "entity", "entityId", "summary", "changes", "before", "after", "ip"];
  return toCsv([
    columns.map((column) => t(`csv.${column}`)),
    ...rows.map((r) => [
      csvDateTime(r.at),
      r.actorId ? r.actorName : t("row.system"),
      r.actorEmail,
      r.actorRole ? labelOf(locale, "common", `roles.${r.actorRole}`, r.actorRole) : "",
      auditActionLabel(r.action, locale),
      r.action,
      entityLabel(r.entityType, locale),
      r.entityId,
      r.summary,
      fieldChangesText(r.before, r.after),
      r.before ? JSON.stringify(r.before) : "",
      r.after ? JSON.stringify(r.after) : "",
      r.ip,
    ]),
  ]);
}
