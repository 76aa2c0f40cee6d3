import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { AuditActor } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { searchTerms } from "#server/common/search";
import { containsTerm } from "#server/common/search-sql";
import { AppError } from "#server/errors/app-error";
import { isLawyerLicenceInForce, lawyerLicenceCurrent } from "#server/lawyers/listing";
import { recordEvent, type DomainEvent, type EventDomain } from "#server/events/record";
import type { MailMessage } from "#server/mail/transport";
import { AUDIT_OF, INBOX_PAGE_SIZE, STATES_OF, type InboxKind } from "./constants";
import { localeOf } from "~/i18n/config";

/**
 * What the three inboxes share (issue 10 §5): the item's row is locked, changed, written to its history
 * (inbox_events) and to the audit log in one transaction, with the email the change sends (written to the
 * mail outbox; the worker writes whether it went back to the history entry), all through the domain-event
 * pipeline (server/events/record.ts).
 */

type Trx = Transaction<Database>;
type Queryable = Kysely<Database> | Trx;

/** The person acting, as the tRPC context knows them (never taken from input). */
export interface InboxActor extends AuditActor {
  viewer: Viewer;
}

export const TABLE_OF = {
  contact: "contact_messages",
  applications: "job_applications",
  companyRequests: "company_service_requests",
} as const satisfies Record<InboxKind, keyof Database>;

/** The history's column naming the item. */
export const EVENT_COLUMN_OF = {
  contact: "contact_message_id",
  applications: "job_application_id",
  companyRequests: "company_request_id",
} as const satisfies Record<InboxKind, keyof Database["inbox_events"]>;

/** One line a person reads in the audit log (fixed SQL per inbox, no input in it). */
const LABEL_SQL: Record<InboxKind, string> = {
  contact: `full_name || ' — ' || subject`,
  applications: `full_name || ' — ' || coalesce((select p.title_en from job_postings p where p.id = job_applications.posting_id), '')`,
  companyRequests: `coalesce((select coalesce(nullif(c.legal_name_en, ''), nullif(c.legal_name_ar, '')) from companies c where c.id = company_service_requests.company_id), '') || ' — ' || service`,
};

// ------------------------------------------------------------------ staff

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  locale: "ar" | "en";
  role: "admin" | "lawyer";
}

/**
 * Who may be assigned an item: admins, and for company service requests also verified lawyers whose
 * licence is in force (issue 10 §5, issue 25 §10). Checked again at every assignment, since a role, a
 * verification or a licence can change.
 */
export async function listStaff(db: Queryable, kind: InboxKind, opts: { userId?: string } = {}): Promise<StaffMember[]> {
  let query = db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .select(["user.id", "user.name", "user.email", "user.locale", "profiles.user_type"])
    .where((eb) =>
      kind === "companyRequests"
        ? eb.or([
            eb("profiles.user_type", "=", "admin"),
            eb.and([eb("profiles.user_type", "=", "lawyer"), eb("profiles.verification_status", "=", "verified"), lawyerLicenceCurrent(sql.ref("user.id"))]),
          ])
        : eb("profiles.user_type", "=", "admin"),
    );
  if (opts.userId) query = query.where("user.id", "=", opts.userId);
  const rows = await query.orderBy("profiles.user_type").orderBy("user.name").limit(500).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, locale: localeOf(r.locale), role: r.user_type === "lawyer" ? "lawyer" : "admin" }));
}

// ------------------------------------------------------------------ lists

/** A list's filters: state, assignee ("me", "none" or a user id) and the search words. */
export interface ListFilters {
  status?: string;
  assignee?: string;
  q?: string;
  page: number;
}

/** The assignee filter as SQL on `column` ("me" is the viewer). */
export function assigneeCondition(column: string, assignee: string | undefined, viewerId: string): RawBuilder<boolean> | null {
  if (!assignee) return null;
  if (assignee === "none") return sql<boolean>`${sql.ref(column)} is null`;
  return sql<boolean>`${sql.ref(column)} = ${assignee === "me" ? viewerId : assignee}`;
}

/** Every search word must appear in one of the folded texts (migration 0004's content_fold). */
export function searchCondition(column: string, q: string | undefined, extra?: RawBuilder<string>): RawBuilder<boolean> | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  const parts = terms.map((term) =>
    extra ? sql<boolean>`(${containsTerm(column, term)} or content_fold(${extra}) like '%' || content_fold(${escapeLike(term)}) || '%' escape '\\')` : containsTerm(column, term),
  );
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Every condition (none: true), for a WHERE. */
export function allOf(conditions: (RawBuilder<boolean> | null)[]): RawBuilder<boolean> {
  const present = conditions.filter((c): c is RawBuilder<boolean> => c !== null);
  return present.length ? sql<boolean>`(${sql.join(present, sql` and `)})` : sql<boolean>`true`;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Counts per state (under the other filters), with every state present and the total as `all`. */
export function countsOf(kind: InboxKind, rows: { status: string; count: number }[]): Record<string, number> {
  const counts: Record<string, number> = { all: 0 };
  for (const state of STATES_OF[kind]) counts[state] = 0;
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.count;
    counts.all! += row.count;
  }
  return counts;
}

export function pageOf(total: number, page: number) {
  return { page, pageSize: INBOX_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)), offset: (page - 1) * INBOX_PAGE_SIZE };
}

// ------------------------------------------------------------------ history

export type InboxEventKind = Database["inbox_events"]["kind"];

/** The audit log's verb for each kind of history entry. */
const AUDIT_VERB: Record<InboxEventKind, string> = { status: "status", assignment: "assign", note: "note", reply: "reply" };

/** One entry of an item's history, with its audit line and the emails it sends. */
interface InboxEvent extends DomainEvent {
  kind: InboxKind;
  type: InboxEventKind;
  actor: InboxActor;
  fromStatus?: string | null;
  toStatus?: string | null;
  assignee?: { id: string; name: string } | null;
  body?: string | null;
  /** Whom the entry's own email goes to: its `mail_status` then follows that email's delivery. */
  mailTo?: string | null;
  summary: string;
  mails?: () => Promise<MailMessage[]>;
}

/** The inboxes' part in the domain-event pipeline (server/events/record.ts): history, audit row and emails; no notifications. */
const INBOX_EVENTS: EventDomain<InboxEvent, void> = {
  async timeline(trx, event) {
    const row = await trx
      .insertInto("inbox_events")
      .values({
        contact_message_id: event.kind === "contact" ? event.entityId : null,
        job_application_id: event.kind === "applications" ? event.entityId : null,
        company_request_id: event.kind === "companyRequests" ? event.entityId : null,
        actor_id: event.actor.viewer.user.id,
        actor_name: event.actor.viewer.user.name.slice(0, 300),
        kind: event.type,
        from_status: event.fromStatus ?? null,
        to_status: event.toStatus ?? null,
        assignee_id: event.assignee?.id ?? null,
        assignee_name: event.assignee ? event.assignee.name.slice(0, 300) : null,
        body: event.body ?? null,
        mail_to: event.mailTo ?? null,
        mail_status: event.mailTo ? "pending" : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },
  audit: {
    entityType: (event) => AUDIT_OF[event.kind].entityType,
    action: (event) => `${AUDIT_OF[event.kind].action}.${AUDIT_VERB[event.type]}`,
    summary: async (_trx, event) => event.summary,
  },
  async parties() {},
  mails: async (_trx, event) => (event.mails ? event.mails() : []),
  mailOptions: (entryId, event) => (event.mailTo && entryId ? { inboxEventId: entryId } : {}),
};

/**
 * Records a change to an item: its history entry (`mail_status` "pending" while the entry's email waits
 * in the outbox; the worker writes "sent" or "failed"), its audit row and its emails, in `trx`.
 */
export async function recordInboxEvent(
  trx: Trx,
  event: Omit<InboxEvent, "entityId" | "actorId" | "data" | "audit"> & { itemId: string; before?: Record<string, unknown> | null; after: Record<string, unknown> },
): Promise<void> {
  const { itemId, before, after, ...rest } = event;
  await recordEvent(trx, INBOX_EVENTS, {
    ...rest,
    entityId: itemId,
    actorId: event.actor.viewer.user.id,
    data: {},
    audit: { actor: event.actor, before, after },
  });
}

/** An item's history, oldest first (the detail page shows who changed what, when). */
export async function listHistory(db: Queryable, kind: InboxKind, itemId: string) {
  return db
    .selectFrom("inbox_events")
    .select(["id", "at", "actor_id", "actor_name", "kind", "from_status", "to_status", "assignee_id", "assignee_name", "body", "mail_to", "mail_status"])
    .where(EVENT_COLUMN_OF[kind], "=", itemId)
    .orderBy("at", "asc")
    .orderBy("id", "asc")
    .limit(1000)
    .execute();
}
export type InboxHistoryEntry = Awaited<ReturnType<typeof listHistory>>[number];

// ------------------------------------------------------------------ changes

interface LockedItem {
  id: string;
  status: string;
  assignee_id: string | null;
  label: string;
}

/** The item, locked for this transaction; an unknown id is "not found". */
export async function lockItem(trx: Trx, kind: InboxKind, id: string): Promise<LockedItem> {
  // The three tables share these columns; the cast only lets Kysely type them once.
  const table = TABLE_OF[kind] as "contact_messages";
  const row = await trx
    .selectFrom(table)
    .select(["id", "status", "assignee_id", sql<string>`${sql.raw(LABEL_SQL[kind])}`.as("label")])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError("not_found");
  return row;
}

export async function touchItem(trx: Trx, kind: InboxKind, id: string, values: { status?: string; assignee_id?: string | null }) {
  const table = TABLE_OF[kind] as "contact_messages";
  await trx
    .updateTable(table)
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

/**
 * Moves an item to another of its inbox's states. The state was checked by the procedure's input;
 * it is checked again here (and by the database). The same state again is refused (nothing to do).
 * `mail`: the email the change sends (an applicant's decision), if any, recorded as pending on the entry.
 */
export async function changeState(opts: {
  trx: Trx;
  kind: InboxKind;
  id: string;
  to: string;
  actor: InboxActor;
  mail?: () => Promise<MailMessage | null>;
}): Promise<{ from: string; to: string; item: LockedItem; mailed: boolean }> {
  const { trx, kind, id, to, actor } = opts;
  if (!(STATES_OF[kind] as readonly string[]).includes(to)) throw new AppError("invalid_input");
  const item = await lockItem(trx, kind, id);
  if (item.status === to) throw new AppError("inbox_unchanged");
  await touchItem(trx, kind, id, { status: to });
  const mail = opts.mail ? await opts.mail() : null;
  await recordInboxEvent(trx, {
    kind,
    itemId: id,
    actor,
    type: "status",
    fromStatus: item.status,
    toStatus: to,
    mailTo: mail?.to ?? null,
    summary: `${item.label}: ${item.status} → ${to}`,
    before: { status: item.status },
    after: { status: to },
    mails: async () => (mail ? [mail] : []),
  });
  return { from: item.status, to, item, mailed: mail !== null };
}

/** A verified lawyer account whose licence has lapsed. */
async function isLapsedLawyer(trx: Trx, userId: string): Promise<boolean> {
  const lawyer = await trx
    .selectFrom("profiles")
    .select("id")
    .where("id", "=", userId)
    .where("user_type", "=", "lawyer")
    .where("verification_status", "=", "verified")
    .executeTakeFirst();
  return Boolean(lawyer) && !(await isLawyerLicenceInForce(trx, userId));
}

/**
 * Assigns an item to a member of staff (listStaff decides who may be one), or to nobody (null).
 * Assigning the current assignee again is refused.
 */
export async function assignItem(opts: {
  trx: Trx;
  kind: InboxKind;
  id: string;
  assigneeId: string | null;
  actor: InboxActor;
  /** The email telling the assignee (read after the change is recorded). */
  message: (assignee: StaffMember) => Promise<Omit<MailMessage, "to">>;
}): Promise<{ assignee: StaffMember | null; item: LockedItem }> {
  const { trx, kind, id, assigneeId, actor } = opts;
  const item = await lockItem(trx, kind, id);
  if (item.assignee_id === assigneeId) throw new AppError("inbox_unchanged");
  let assignee: StaffMember | null = null;
  if (assigneeId) {
    assignee = (await listStaff(trx, kind, { userId: assigneeId }))[0] ?? null;
    if (!assignee) {
      // A verified lawyer left out only by a lapsed licence is told so (issue 25 §10).
      if (kind === "companyRequests" && (await isLapsedLawyer(trx, assigneeId))) throw new AppError("lawyer_licence_expired");
      throw new AppError("inbox_assignee_invalid");
    }
  }
  const previous = item.assignee_id
    ? ((await trx.selectFrom("user").select(["id", "name"]).where("id", "=", item.assignee_id).executeTakeFirst()) ?? null)
    : null;
  await touchItem(trx, kind, id, { assignee_id: assigneeId });
  // Someone else assigned them: the new assignee is told by email (what it is, from the inbox's configuration).
  const told = assignee && assignee.id !== actor.viewer.user.id ? assignee : null;
  await recordInboxEvent(trx, {
    kind,
    itemId: id,
    actor,
    type: "assignment",
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    summary: `${item.label}: ${assignee ? `assigned to ${assignee.name}` : "unassigned"}`,
    before: { assignee: previous ? { id: previous.id, name: previous.name } : null },
    after: { assignee: assignee ? { id: assignee.id, name: assignee.name, role: assignee.role } : null },
    mails: async () => (told ? [{ to: told.email, ...(await opts.message(told)) }] : []),
  });
  return { assignee, item };
}

/** An internal note for the firm (never sent to anyone), kept in the item's history. */
export async function addNote(opts: { trx: Trx; kind: InboxKind; id: string; body: string; actor: InboxActor }): Promise<void> {
  const { trx, kind, id, body, actor } = opts;
  const item = await lockItem(trx, kind, id);
  await touchItem(trx, kind, id, {});
  await recordInboxEvent(trx, { kind, itemId: id, actor, type: "note", body, summary: `${item.label}: note added`, after: { note: body } });
}
