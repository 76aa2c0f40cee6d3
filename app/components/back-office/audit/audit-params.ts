import { isCalendarDate } from "#server/common/fields";
import { AUDIT_ACTION_PATTERN, AUDIT_ENTITY_TYPE_PATTERN } from "#server/audit/schemas";
import { MAX_PAGE } from "#server/common/search";
import { intParam, textParam } from "~/utils/search-params";

/** The filter state of /dashboard/admin/audit as URL parameters; shared by the loader, the CSV and the page's links. */

export const ADMIN_AUDIT_PATH = "/dashboard/admin/audit";
export const ADMIN_AUDIT_CSV_PATH = "/dashboard/admin/audit.csv";

export interface AdminAuditParams {
  q?: string;
  actor?: string;
  action?: string;
  entity?: string;
  /** One record's entries (e.g. linked from a record's page); kept in the links, shown as a filter. */
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
}

const matching = (value: string | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : undefined);
const dateParam = (value: string | null) => {
  const text = value?.trim();
  return text && isCalendarDate(text) ? text : undefined;
};

/** A value that could not be in the log (or a date that is not one) is dropped, so a stale or edited link never errors. */
export function readAdminAuditParams(params: URLSearchParams): AdminAuditParams {
  return {
    q: textParam(params.get("q"), 200),
    actor: textParam(params.get("actor"), 128),
    action: matching(textParam(params.get("action"), 81), AUDIT_ACTION_PATTERN),
    entity: matching(textParam(params.get("entity"), 41), AUDIT_ENTITY_TYPE_PATTERN),
    entityId: textParam(params.get("entityId"), 200),
    from: dateParam(params.get("from")),
    to: dateParam(params.get("to")),
    page: intParam(params.get("page"), 1, MAX_PAGE) ?? 1,
  };
}

/** The procedure's filters for a URL state (the page number apart). */
export function auditFiltersOf(params: AdminAuditParams) {
  return { q: params.q, actorId: params.actor, action: params.action, entityType: params.entity, entityId: params.entityId, from: params.from, to: params.to };
}

/** The URL parameters of a state (empty ones left out), for links: pages, the CSV. */
export function adminAuditQuery(params: AdminAuditParams): Record<string, string | number | undefined> {
  return { q: params.q, actor: params.actor, action: params.action, entity: params.entity, entityId: params.entityId, from: params.from, to: params.to, page: params.page };
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
    case "lawyer_review":
      return `/dashboard/admin/reviews?review=${id}`;
    default:
      return null;
  }
}
