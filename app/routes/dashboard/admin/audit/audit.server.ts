import type { LoaderFunctionArgs } from "@remix-run/node";
import { fieldChanges } from "#server/audit/changes";
import { AUDIT_CSV_MAX_ROWS } from "#server/audit/schemas";
import { auditEntityPath, auditFiltersOf, readAdminAuditParams } from "~/components/back-office/audit/audit-params";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { callerFor } from "~/utils/trpc.server";

/**
 * /dashboard/admin/audit and its CSV (issue 10 §6). The data comes from the audit procedures, which
 * refuse anyone but an admin; the guard here only decides the redirect.
 */

export async function adminAuditLoader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readAdminAuditParams(new URL(request.url).searchParams);
  const [caller, { t, locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const list = await caller.audit.list({ ...auditFiltersOf(params), page: params.page });
  return {
    params,
    total: list.total,
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
    csvMaxRows: AUDIT_CSV_MAX_ROWS,
    choices: list.choices,
    rows: list.rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      when: formatDateTime(row.at, locale),
      actorId: row.actorId,
      actorName: row.actorName,
      actorEmail: row.actorEmail,
      actorRole: row.actorRole,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      entityPath: auditEntityPath(row.entityType, row.entityId),
      summary: row.summary,
      changes: fieldChanges(row.before, row.after, { instant: (iso) => formatDateTime(iso, locale), field: (field) => fieldLabel(t, field), code: (field, value) => codeLabel(t, field, value) }),
      ip: row.ip,
    })),
    meta: { title: t("adminAudit:metaTitle"), description: t("adminAudit:intro") },
  };
}
export type AdminAuditData = Awaited<ReturnType<typeof adminAuditLoader>>;

/** The CSV of what the page's filters show (every page), as a download in the admin's language. */
export async function adminAuditCsv({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readAdminAuditParams(new URL(request.url).searchParams);
  const [caller, { locale }] = await Promise.all([callerFor(request), getTranslator(request)]);
  const csv = await caller.audit.exportCsv({ filters: auditFiltersOf(params), locale });
  return new Response(csv.body, {
    headers: {
      "Content-Type": csv.contentType,
      "Content-Disposition": `attachment; filename="${csv.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A recorded field's name for the admin (adminAudit:fields), or null for a key the catalogue does not name. */
function fieldLabel(t: Translate, field: string): string | null {
  const label = t(`adminAudit:fields.${field}`, { defaultValue: "" });
  return label || null;
}

/**
 * Where a code's label lives: the platform's own catalogues of states and kinds (the case's status, the invoice's
 * state, a verification's, a company request's, a service), tried in this order; yes/no for a flag.
 */
const CODE_CATALOGUES = ["adminAudit:values", "cases:status", "billing:section.states", "adminReview:status", "company:requests.statuses", "company:services", "adminUsers:states", "adminInbox:states.contact"];

function codeLabel(t: Translate, _field: string, value: string | boolean): string | null {
  if (typeof value === "boolean") return t(`adminAudit:values.${value ? "yes" : "no"}`);
  for (const catalogue of CODE_CATALOGUES) {
    const label = t(`${catalogue}.${value}`, { defaultValue: "" });
    if (label && typeof label === "string") return label;
  }
  return null;
}
