import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { AppError, notFound } from "#server/errors/app-error";
import { CASE_ACTIONS, type CaseAction, type CaseCapacity, type CaseStatus } from "./constants";
import { courtOf } from "./courts";

/**
 * The one place that decides which cases a person may read (conventions: one helper builds the
 * access-scoped query). A case is in the result only for:
 * - an admin (capacity "admin");
 * - a lawyer assigned to it in case_lawyers ("lawyer");
 * - its client, or any member of the company that owns it (cases.company_id) ("client").
 * Every row carries `capacity`. Callers treat "not in this query" exactly like "does not exist"
 * (notFound), so a refused read never confirms that a case is there.
 */
export function selectAccessibleCases(db: Kysely<Database>, viewer: Viewer) {
  const uid = viewer.user.id;
  const query = db.selectFrom("cases");
  if (viewer.role === "admin") return query.select(sql<CaseCapacity>`'admin'`.as("capacity"));
  return query
    .where((eb) =>
      eb.or([
        eb("cases.client_id", "=", uid),
        eb("cases.company_id", "in", eb.selectFrom("company_members").select("company_members.company_id").where("company_members.user_id", "=", uid)),
        eb("cases.id", "in", eb.selectFrom("case_lawyers").select("case_lawyers.case_id").where("case_lawyers.lawyer_user_id", "=", uid)),
      ]),
    )
    .select(
      sql<CaseCapacity>`case
        when exists (select 1 from case_lawyers cl where cl.case_id = cases.id and cl.lawyer_user_id = ${uid}) then 'lawyer'
        else 'client' end`.as("capacity"),
    );
}

/**
 * The fields of a case every view of it reads (the admins' list and its CSV, the dashboards, the case page,
 * the audit row of a new case): what it is, where it is heard, and where it stands.
 */
export const CASE_FIELD_COLUMNS = [
  "cases.reference",
  "cases.title_ar",
  "cases.title_en",
  "cases.service_area",
  "cases.court",
  "cases.court_case_number",
  "cases.opposing_party",
  "cases.status",
  "cases.next_step",
  "cases.next_step_due",
] as const;

/** How every list of cases (the admins' list, the dashboards) names a case: its id, reference, titles, area and court (with its names). */
export function caseHeadline<Row extends { id: string; reference: string; title_ar: string; title_en: string; service_area: string; court: string | null }>(r: Row) {
  return { id: r.id, reference: r.reference, title_ar: r.title_ar, title_en: r.title_en, service_area: r.service_area, court: courtOf(r.court) };
}

/** The facts of a case every change needs, as read (and locked) for the viewer. */
export interface CaseForViewer {
  id: string;
  reference: string;
  status: CaseStatus;
  client_id: string;
  company_id: string | null;
  capacity: CaseCapacity;
}

/**
 * The case and the viewer's capacity on it, or notFound() — for an unknown id, an id that is not a
 * UUID and a case the viewer may not see alike. With `forUpdate` the row stays locked until the
 * transaction ends, so changes to one case (and its document versions) happen one at a time.
 */
export async function requireCase(db: Kysely<Database>, viewer: Viewer, id: string, opts: { forUpdate?: boolean } = {}): Promise<CaseForViewer> {
  if (!isUuid(id)) notFound();
  let query = selectAccessibleCases(db, viewer)
    .select(["cases.id", "cases.reference", "cases.status", "cases.client_id", "cases.company_id"])
    .where("cases.id", "=", id.toLowerCase());
  if (opts.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) notFound();
  return row as CaseForViewer;
}

/** Which actions need which capacity; "firm" actions are the assigned lawyer's and the admin's. */
const ADMIN_ONLY: readonly CaseAction[] = ["update", "assignLawyer", "unassignLawyer", "close", "reopen"];
/** Every other action is the firm's: the work on a case, its documents and its conversation. */
const FIRM: readonly CaseAction[] = CASE_ACTIONS.filter((a) => !ADMIN_ONLY.includes(a));
const CLIENT: readonly CaseAction[] = ["uploadDocument", "postMessage"];
/** On a closed case only the admin acts: reopening, corrections and the record of fees. */
const ADMIN_ON_CLOSED: readonly CaseAction[] = [
  "update",
  "reopen",
  "updateMilestone",
  "setMilestoneState",
  "addNote",
  "uploadDocument",
  "uploadInternalDocument",
];

/**
 * What the viewer may do now, from their capacity and the case's status. Every procedure checks the
 * same rule through requireAction; this list only decides which forms a page shows.
 */
export function caseActions(capacity: CaseCapacity, status: CaseStatus): CaseAction[] {
  const closed = status === "closed";
  if (capacity === "admin") {
    if (closed) return [...ADMIN_ON_CLOSED];
    return [...ADMIN_ONLY.filter((a) => a !== "reopen"), ...FIRM];
  }
  if (closed) return [];
  return [...(capacity === "lawyer" ? FIRM : CLIENT)];
}

/**
 * Throws unless the viewer may take the action on the case: case_closed when the case is closed and
 * the action would be open to them otherwise, case_action_not_allowed when their capacity never allows it.
 */
export function requireAction(found: Pick<CaseForViewer, "capacity" | "status">, action: CaseAction): void {
  if (caseActions(found.capacity, found.status).includes(action)) return;
  if (found.status === "closed" && caseActions(found.capacity, "open").includes(action)) throw new AppError("case_closed");
  throw new AppError("case_action_not_allowed");
}
