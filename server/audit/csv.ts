import { toCsv } from "#server/common/csv";
import arAudit from "../../app/locales/ar/adminAudit.json";
import enAudit from "../../app/locales/en/adminAudit.json";
import arCommon from "../../app/locales/ar/common.json";
import enCommon from "../../app/locales/en/common.json";
import { fieldChangesText } from "./changes";
import type { AuditRow } from "./queries";
import type { AppLocale } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/** The page's own labels (app/locales/{ar,en}/adminAudit.json), so the file reads like the page. */
const LABELS = { ar: arAudit, en: enAudit } as const;
const ROLES: Record<AppLocale, Record<string, string>> = { ar: arCommon.roles, en: enCommon.roles };

/** A dotted action's label (actions.case.status_changed), or the code itself for an action not labelled yet. */
export function auditActionLabel(action: string, locale: AppLocale): string {
  let node: unknown = LABELS[locale].actions;
  for (const part of action.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : action;
}

function entityLabel(entityType: string, locale: AppLocale): string {
  return (LABELS[locale].entities as Record<string, string>)[entityType] ?? entityType;
}

/** "2026-03-10 10:30:00" in Doha time: sortable in a spreadsheet, and the header names the zone. */
function dohaTime(at: Date): string {
  return dateTimeFormat("sv-SE", { timeZone: QATAR_TIME_ZONE, dateStyle: "short", timeStyle: "medium" }).format(at);
}

/**
 * The CSV of what the audit page's filters show (every page, newest first), headers and labels in the
 * admin's language. The format, BOM and formula-injection guard are server/common/csv.ts (shared with
 * /admin/cases): a summary or a value typed as "=HYPERLINK(...)" stays text.
 */
export function auditCsv(rows: readonly AuditRow[], locale: AppLocale): string {
  const h = LABELS[locale].csv;
  return toCsv([
    [h.when, h.actor, h.email, h.role, h.action, h.actionCode, h.entity, h.entityId, h.summary, h.changes, h.before, h.after, h.ip],
    ...rows.map((r) => [
      dohaTime(r.at),
      r.actorId ? r.actorName : LABELS[locale].row.system,
      r.actorEmail,
      r.actorRole ? (ROLES[locale][r.actorRole] ?? r.actorRole) : "",
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
