import type { DB } from "#db/index";

/**
 * The latest audit entries of one record (issue 10 §6), for the "history" box of a back-office edit
 * page: who did what, and when. Read-only; the full log with filters is the audit page's.
 */
export function entityHistory(db: DB, opts: { entityType: string; entityId: string; limit?: number }) {
  return db
    .selectFrom("audit_log")
    .select(["id", "at", "action", "actor_name", "actor_role", "ip"])
    .where("entity_type", "=", opts.entityType)
    .where("entity_id", "=", opts.entityId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(opts.limit ?? 20)
    .execute();
}
