import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { searchTerms } from "#server/common/search";
import { auditEmailReference, looksLikeEmailAddress } from "./email-reference";
import { AUDIT_PAGE_SIZE, type AuditFilters } from "./schemas";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/**
 * Reads of the audit log (issue 10 §6) for /dashboard/admin/audit and its CSV. Admin-only: the
 * procedures in ./router.ts check the caller before any of these run. The log is append-only
 * (migration 0008); nothing here writes.
 */

/** The filters as a query over audit_log joined with the actor's account (for the email). */
function filtered(db: DB, filters: AuditFilters) {
  let query = db.selectFrom("audit_log").leftJoin("user", "user.id", "audit_log.actor_id");
  // Every word in the summary, the actor's name (as recorded then) or their email, folded like the
  // users and lawyer searches (migration 0003's normalize_search: أحمد/احمد, ة/ه, ى/ي, diacritics);
  // the folding also drops LIKE's wildcards, so a word is matched literally.
  for (const word of searchTerms(filters.q)) {
    const words = sql<SqlBool>`normalize_search(audit_log.summary || ' ' || audit_log.actor_name || ' ' || coalesce("user".email, '')) like '%' || normalize_search(${word}) || '%'`;
    // The log holds a reference for each address it mentions (./email-reference.ts): an address finds it.
    const reference = looksLikeEmailAddress(word) ? auditEmailReference(word) : null;
    query = query.where(
      reference
        ? sql<SqlBool>`(${words} or strpos(audit_log.summary || coalesce(audit_log.before::text, '') || coalesce(audit_log.after::text, ''), ${reference}) > 0)`
        : words,
    );
  }
  if (filters.actorId) query = query.where("audit_log.actor_id", "=", filters.actorId);
  if (filters.action) query = query.where("audit_log.action", "=", filters.action);
  if (filters.entityType) query = query.where("audit_log.entity_type", "=", filters.entityType);
  if (filters.entityId) query = query.where("audit_log.entity_id", "=", filters.entityId);
  let [from, to] = [filters.from, filters.to];
  if (from && to && from > to) [from, to] = [to, from];
  // Whole days in Doha time: from its first instant to the first instant of the day after `to`.
  if (from) query = query.where(sql<SqlBool>`audit_log.at >= (${from}::date::timestamp at time zone ${QATAR_TIME_ZONE})`);
  if (to) query = query.where(sql<SqlBool>`audit_log.at < ((${to}::date + 1)::timestamp at time zone ${QATAR_TIME_ZONE})`);
  return query;
}

export interface AuditRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string;
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
}

const COLUMNS = [
  "audit_log.id",
  "audit_log.at",
  "audit_log.actor_id",
  "audit_log.actor_name",
  "audit_log.actor_role",
  "audit_log.action",
  "audit_log.entity_type",
  "audit_log.entity_id",
  "audit_log.summary",
  "audit_log.before",
  "audit_log.after",
  "audit_log.ip",
  "user.email as actor_email",
] as const;

type Selected = {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string;
  actor_email: string | null;
};

/** jsonb comes back parsed from pg and PGlite alike; a string (older drivers) is parsed here. */
function jsonOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    try {
      return jsonOf(JSON.parse(value));
    } catch {
      return { value };
    }
  }
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

function toRow(row: Selected): AuditRow {
  return {
    id: String(row.id),
    at: new Date(row.at),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    before: jsonOf(row.before),
    after: jsonOf(row.after),
    ip: row.ip,
  };
}

const REFERENCE = /\[email:[0-9a-f]{16}\]/g;

/**
 * The log holds a reference for each address (./email-reference.ts). Shown to an admin, a reference to the
 * current address of an account the entry names (its actor, or the account it is about) reads as that
 * address again; one whose owner closed the account or changed address stays a reference, which is the point.
 */
async function withAddressesOfNamedAccounts(db: DB, rows: AuditRow[]): Promise<AuditRow[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    if (row.entityType === "user" && row.entityId) ids.add(row.entityId);
  }
  if (ids.size === 0) return rows;
  const users = await db.selectFrom("user").select(["id", "email"]).where("id", "in", [...ids]).execute();
  const addressOf = new Map(users.map((u) => [auditEmailReference(u.email), u.email]));
  const resolve = (text: string) => text.replace(REFERENCE, (reference) => addressOf.get(reference) ?? reference);
  const resolveJson = (value: Record<string, unknown> | null) =>
    value && JSON.stringify(value).match(REFERENCE) ? (JSON.parse(resolve(JSON.stringify(value))) as Record<string, unknown>) : value;
  return rows.map((row) => ({ ...row, summary: resolve(row.summary), before: resolveJson(row.before), after: resolveJson(row.after) }));
}

/** One page of entries, newest first, with the total the filters match. */
export async function listAudit(db: DB, input: AuditFilters & { page: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, input)
      .select(COLUMNS)
      .orderBy("audit_log.at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((input.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    filtered(db, input)
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: await withAddressesOfNamedAccounts(db, rows.map((r) => toRow(r as Selected))), total: Number(count.total), page: input.page, pageSize: AUDIT_PAGE_SIZE };
}

/** Every entry the filters match (up to `limit`), newest first, for the CSV. */
export async function listAuditForExport(db: DB, filters: AuditFilters, limit: number): Promise<AuditRow[]> {
  const rows = await filtered(db, filters).select(COLUMNS).orderBy("audit_log.at", "desc").orderBy("audit_log.id", "desc").limit(limit).execute();
  return withAddressesOfNamedAccounts(db, rows.map((r) => toRow(r as Selected)));
}

/**
 * The choices of the filter form: the actions, entity types and actors that occur in the log (so a
 * new kind of entry, e.g. one another part of the platform starts writing, is listable at once).
 */
export async function auditChoices(db: DB) {
  const [actions, entityTypes, actors] = await Promise.all([
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").limit(500).execute(),
    db.selectFrom("audit_log").select("entity_type").distinct().orderBy("entity_type").limit(200).execute(),
    db
      .selectFrom("audit_log")
      .leftJoin("user", "user.id", "audit_log.actor_id")
      .select(["audit_log.actor_id", sql<string>`max(audit_log.actor_name)`.as("name"), sql<string | null>`max("user".email)`.as("email")])
      .where("audit_log.actor_id", "is not", null)
      .groupBy("audit_log.actor_id")
      .orderBy(sql`max(audit_log.actor_name)`)
      .limit(500)
      .execute(),
  ]);
  return {
    actions: actions.map((a) => a.action),
    entityTypes: entityTypes.map((e) => e.entity_type),
    actors: actors.map((a) => ({ id: a.actor_id!, name: a.name, email: a.email })),
  };
}
