import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";

/**
 * The one place that decides which cases a person may read: the client who owns it, a lawyer
 * assigned to it, or an admin. Callers treat "not in this query" exactly like "does not exist",
 * so a refused read never confirms that a case is there.
 */
export function selectAccessibleCases(db: DB, viewer: Viewer) {
  const query = db.selectFrom("cases");
  if (viewer.role === "admin") return query;
  return query.where((eb) =>
    eb.or([
      eb("cases.client_id", "=", viewer.user.id),
      eb("cases.id", "in", eb.selectFrom("case_lawyers").select("case_id").where("lawyer_user_id", "=", viewer.user.id)),
    ]),
  );
}
