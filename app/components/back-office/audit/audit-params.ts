import { isCalendarDate } from "#server/common/fields";
import { AUDIT_ACTION_PATTERN, AUDIT_ENTITY_TYPE_PATTERN } from "#server/audit/schemas";
import { listParam, listParams } from "~/components/back-office/list-page/params";

/** The filter state of /dashboard/admin/audit as URL parameters; shared by the loader, the CSV and the page's links. */

export const ADMIN_AUDIT_PATH = "/dashboard/admin/audit";
export const ADMIN_AUDIT_CSV_PATH = "/dashboard/admin/audit.csv";

const auditListParams = listParams({
  q: listParam.text(200),
  actor: listParam.text(128),
  action: listParam.matching(81, (text) => AUDIT_ACTION_PATTERN.test(text)),
  entity: listParam.matching(41, (text) => AUDIT_ENTITY_TYPE_PATTERN.test(text)),
  /** One record's entries (e.g. linked from a record's page); kept in the links, shown as a filter. */
  entityId: listParam.text(200),
  from: listParam.matching(Infinity, isCalendarDate),
  to: listParam.matching(Infinity, isCalendarDate),
  page: listParam.page(),
});

export type AdminAuditParams = ReturnType<typeof auditListParams.read>;
/** A value that could not be in the log (or a date that is not one) is dropped, so a stale or edited link never errors. */
export const readAdminAuditParams = auditListParams.read;
/** The URL parameters of a state (empty ones left out), for links: pages, the CSV. */
export const adminAuditQuery = auditListParams.query;

/** The procedure's filters for a URL state (the page number apart). */
export function auditFiltersOf(params: AdminAuditParams) {
  return { q: params.q, actorId: params.actor, action: params.action, entityType: params.entity, entityId: params.entityId, from: params.from, to: params.to };
}

/**
 * Where an entry's record can be opened, when it has a page: cases and consultations on their own
 * pages (an admin sees every one), accounts and the back office's records under /dashboard/admin.
 */
export function auditEntityPath(entityType: string, entityId: string | null): string | null {
  if (!entityId) return null;
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case "case":
      return `/case/${id}`;
    case "consultation":
      return `/consultations/${id}`;
    case "user":
    case "profile":
    case "calendar_feed":
      return `/dashboard/admin/users/${id}`;
    case "lawyer":
      return `/lawyer-profile/${id}`;
    case "service_page":
      // The slug is the page's path ("/services/commercial"): its slashes stay.
      return `/dashboard/admin/services/${entityId.split("/").filter(Boolean).map(encodeURIComponent).join("/")}`;
    case "legal_update":
      return `/dashboard/admin/updates/${id}`;
    case "library_item":
      return `/dashboard/admin/library/${id}`;
    case "job_posting":
      return `/dashboard/admin/jobs/${id}`;
    case "contact_message":
      return `/dashboard/admin/inbox/contact/${id}`;
    case "job_application":
      return `/dashboard/admin/inbox/applications/${id}`;
    case "company_service_request":
      return `/dashboard/admin/inbox/company-requests/${id}`;
    case "firm_profile":
      return "/dashboard/admin/firm";
    case "lawyer_review":
      return `/dashboard/admin/reviews?review=${id}`;
    default:
      return null;
  }
}
