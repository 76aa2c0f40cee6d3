import type { Kysely, Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { jsonWithoutEmailAddresses, withoutEmailAddresses } from "./email-reference";

/** Who made a change: the tRPC context's viewer and client IP (never taken from input). */
export interface AuditActor {
  viewer: Pick<Viewer, "user" | "role"> | null;
  clientIp: string;
}

export interface AuditEntry {
  /** Dotted verb, e.g. "verification.reject", "user.suspend", "case.hearing.add". */
  action: string;
  /** The kind of thing changed, e.g. "profile", "user", "service_page", "case". */
  entityType: string;
  entityId?: string | null;
  /** One line a person reads in the log (names, references), in no particular language. */
  summary?: string;
  /** The changed fields as they were, and as they are now (only the fields that matter). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit side of a change recorded through a domain's event recorder (recordCaseEvent,
 * recordConsultationEvent): who made it, from which IP, and the values it replaced and wrote. The
 * recorder writes the row with the same transaction as the change.
 */
export interface AuditedChange {
  actor: AuditActor;
  /** Written whoever the actor is (a client's signature), not only for admins and lawyers. */
  always?: boolean;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Roles whose changes are audited (issue 10 §6: "every change made by an admin or a lawyer"). */
export const AUDITED_ROLES = ["admin", "lawyer"] as const;

export function isAudited(actor: AuditActor): boolean {
  return actor.viewer !== null && (AUDITED_ROLES as readonly string[]).includes(actor.viewer.role ?? "");
}

/**
 * Writes one audit row with the transaction (or connection) that makes the change, so the record and
 * the change commit or roll back together. Pass the same `trx` the mutation writes with. Rows are
 * append-only (migration 0008 refuses UPDATE/DELETE/TRUNCATE). Changes by people who are neither
 * admins nor lawyers are not recorded unless `always` is set (e.g. a script acting for the firm).
 * No email address reaches the row: each one in the name, summary, before or after is written as a
 * keyed reference (./email-reference.ts), since an append-only row could never be scrubbed of it.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  options: { always?: boolean } = {},
): Promise<void> {
  if (!options.always && !isAudited(actor)) return;
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.viewer?.user.id ?? null,
      actor_name: withoutEmailAddresses(actor.viewer?.user.name ?? "").slice(0, 300),
      actor_role: actor.viewer?.role ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId ?? null,
      summary: withoutEmailAddresses(entry.summary ?? "").slice(0, 500),
      before: entry.before ? JSON.stringify(jsonWithoutEmailAddresses(entry.before)) : null,
      after: entry.after ? JSON.stringify(jsonWithoutEmailAddresses(entry.after)) : null,
      ip: actor.clientIp.slice(0, 64),
    })
    .execute();
}

/** The fields of `after` whose values differ from `before`, as a before/after pair for the log. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const a = before[key];
    const b = after[key];
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);
    if (!same) {
      was[key] = a;
      now[key] = b as T[keyof T];
    }
  }
  return { before: was, after: now };
}

/**
 * A lawyer's or an admin's change to their own account (issue 10 §6: every change they make is in the
 * log): better-auth writes the change itself, in its own transaction, so this entry follows it at once.
 * Nothing is written for other roles.
 */
export async function recordOwnAccountChange(
  db: Kysely<Database>,
  actor: AuditActor & { viewer: NonNullable<AuditActor["viewer"]> },
  entry: { action: `account.${string}`; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
): Promise<void> {
  const user = actor.viewer.user;
  await recordAudit(db, actor, {
    action: entry.action,
    entityType: "user",
    entityId: user.id,
    summary: `${user.name} <${user.email}>`,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
