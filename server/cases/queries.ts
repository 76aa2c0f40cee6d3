import { sql, type Kysely, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { iso } from "#server/common/time";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { CASE_FIELD_COLUMNS, caseActions, requireCase } from "./access";
import { MESSAGES_PAGE_SIZE, TIMELINE_PAGE_SIZE, type CaseCapacity, type CaseStatus, type DocumentVisibility, type HearingStatus, type MilestoneState } from "./constants";
import { courtOf } from "./courts";

const parseJson = (value: unknown): Record<string, unknown> => (typeof value === "string" ? JSON.parse(value) : ((value ?? {}) as Record<string, unknown>));

/** Totals of a case's milestones in QAR: agreed (all), done (work done), invoiced, paid, owed (invoiced, unpaid) and remaining (agreed, unpaid). */
export function milestoneTotals(milestones: readonly { fee_qar: number; state: MilestoneState }[]) {
  const sum = (states: readonly MilestoneState[]) => milestones.filter((m) => states.includes(m.state)).reduce((total, m) => total + m.fee_qar, 0);
  const agreed = sum(["planned", "done", "invoiced", "paid"]);
  const invoiced = sum(["invoiced", "paid"]);
  const paid = sum(["paid"]);
  return { agreed, done: sum(["done", "invoiced", "paid"]), invoiced, paid, owed: invoiced - paid, remaining: agreed - paid };
}

/** A hearing's columns as hearingView reads them, and the same with the case it belongs to (agendas, calendar feeds). */
export const HEARING_COLUMNS = [
  "case_hearings.id",
  "case_hearings.starts_at",
  "case_hearings.court",
  "case_hearings.chamber",
  "case_hearings.purpose",
  "case_hearings.outcome",
  "case_hearings.status",
  "case_hearings.sequence",
] as const;
export const HEARING_WITH_CASE_COLUMNS = [...HEARING_COLUMNS, "cases.id as case_id", "cases.reference", "cases.title_ar", "cases.title_en"] as const;

export function hearingView(h: {
  id: string;
  starts_at: Date | string;
  court: string | null;
  chamber: string;
  purpose: string;
  outcome: string | null;
  status: HearingStatus;
  sequence: number;
}) {
  return {
    id: h.id,
    starts_at: iso(h.starts_at)!,
    court: courtOf(h.court),
    chamber: h.chamber,
    purpose: h.purpose,
    outcome: h.outcome,
    status: h.status,
    sequence: h.sequence,
  };
}

/** The timeline, newest first, from just before the entry `before` (an id from a previous page). Internal entries only for the firm. */
export async function caseTimelinePage(db: Kysely<Database>, opts: { caseId: string; capacity: CaseCapacity; before?: string; limit?: number }) {
  const limit = opts.limit ?? TIMELINE_PAGE_SIZE;
  let query = db
    .selectFrom("case_events")
    .leftJoin("user", "user.id", "case_events.actor_id")
    .select([
      "case_events.id",
      "case_events.type",
      "case_events.actor_id",
      "user.name as actor_name",
      "case_events.payload",
      "case_events.internal",
      "case_events.created_at",
    ])
    .where("case_events.case_id", "=", opts.caseId)
    .orderBy("case_events.created_at", "desc")
    .orderBy("case_events.id", "desc")
    .limit(limit + 1);
  if (opts.capacity === "client") query = query.where("case_events.internal", "=", false);
  if (opts.before !== undefined) {
    if (!/^\d{1,18}$/.test(opts.before)) return { items: [], nextCursor: null };
    query = query.where(
      sql<SqlBool>`(case_events.created_at, case_events.id) < (select e.created_at, e.id from case_events e where e.id = ${opts.before} and e.case_id = ${opts.caseId})`,
    );
  }
  const rows = await query.execute();
  const items = rows.slice(0, limit).map((e) => ({
    id: String(e.id),
    type: e.type,
    actor_id: e.actor_id,
    actor_name: e.actor_name,
    payload: parseJson(e.payload),
    internal: e.internal,
    created_at: iso(e.created_at)!,
  }));
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}

type DocumentRow = {
  id: string;
  message_id: string | null;
  file_name: string;
  content_type: string;
  size: number;
  visibility: DocumentVisibility;
  version: number;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  created_at: Date;
  former_client_at: Date | null;
};

function documentView(d: DocumentRow) {
  return {
    id: d.id,
    message_id: d.message_id,
    file_name: d.file_name,
    content_type: d.content_type,
    size: d.size,
    visibility: d.visibility,
    version: d.version,
    uploaded_by: d.uploaded_by,
    uploaded_by_name: d.uploaded_by_name,
    created_at: iso(d.created_at)!,
    /** Given by a client who has since closed their account: the firm's copy (issue 25 item 11). */
    former_client: d.former_client_at !== null,
  };
}

async function documentRows(db: Kysely<Database>, caseId: string, capacity: CaseCapacity, messageIds?: string[]) {
  let query = db
    .selectFrom("case_documents")
    .leftJoin("user", "user.id", "case_documents.uploaded_by")
    .select([
      "case_documents.id",
      "case_documents.message_id",
      "case_documents.file_name",
      "case_documents.content_type",
      "case_documents.size",
      "case_documents.visibility",
      "case_documents.version",
      "case_documents.uploaded_by",
      "user.name as uploaded_by_name",
      "case_documents.created_at",
      "case_documents.former_client_at",
    ])
    .where("case_documents.case_id", "=", caseId)
    .orderBy("case_documents.created_at")
    .orderBy("case_documents.version");
  // The client side sees neither internal documents nor the firm's copies of a former client's (issue 25 item 11).
  if (capacity === "client") query = query.where("case_documents.visibility", "=", "client").where("case_documents.former_client_at", "is", null);
  if (messageIds) {
    if (messageIds.length === 0) return [];
    query = query.where("case_documents.message_id", "in", messageIds);
  }
  return (await query.execute()) as DocumentRow[];
}

/** The message thread, oldest first, the page of `limit` messages before the message `before` (newest page by default). */
export async function caseMessagesPage(db: Kysely<Database>, opts: { caseId: string; viewerId: string; clientSide: string[]; capacity: CaseCapacity; before?: string; limit?: number }) {
  const limit = opts.limit ?? MESSAGES_PAGE_SIZE;
  let query = db
    .selectFrom("case_messages")
    .leftJoin("user", "user.id", "case_messages.author_id")
    .select(["case_messages.id", "case_messages.author_id", "user.name as author_name", "case_messages.body", "case_messages.created_at"])
    .where("case_messages.case_id", "=", opts.caseId)
    .orderBy("case_messages.created_at", "desc")
    .orderBy("case_messages.id", "desc")
    .limit(limit + 1);
  if (opts.before !== undefined) {
    if (!isUuid(opts.before)) return { items: [], olderCursor: null };
    query = query.where(
      sql<SqlBool>`(case_messages.created_at, case_messages.id) < (select m.created_at, m.id from case_messages m where m.id = ${opts.before.toLowerCase()} and m.case_id = ${opts.caseId})`,
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit).reverse();
  const attachments = await documentRows(db, opts.caseId, opts.capacity, page.map((m) => m.id));
  const items = page.map((m) => ({
    id: m.id,
    author_id: m.author_id,
    author_name: m.author_name,
    /** client: the client or a member of its company; firm: a lawyer or the firm's staff. */
    author_side: m.author_id === null ? null : opts.clientSide.includes(m.author_id) ? ("client" as const) : ("firm" as const),
    mine: m.author_id === opts.viewerId,
    body: m.body,
    created_at: iso(m.created_at)!,
    attachments: attachments.filter((a) => a.message_id === m.id).map(documentView),
  }));
  return { items, olderCursor: rows.length > limit ? page[0]!.id : null };
}

async function clientSideOf(db: Kysely<Database>, c: { client_id: string; company_id: string | null }) {
  const members = c.company_id ? await db.selectFrom("company_members").select("user_id").where("company_id", "=", c.company_id).execute() : [];
  return [...new Set([c.client_id, ...members.map((m) => m.user_id)])];
}

/**
 * One case as the viewer may see it, or notFound(): the summary, lawyers, hearings (upcoming and
 * past), milestones with their totals, documents grouped by name with their versions, the latest
 * messages, the latest timeline entries and (for the firm) internal notes, plus the viewer's
 * capacity and the actions they may take. Internal documents, notes and internal timeline entries
 * never reach the client side.
 */
export async function getCase(db: DB, viewer: Viewer, id: string, now = new Date()) {
  const found = await requireCase(db, viewer, id);
  const capacity = found.capacity;
  const firm = capacity !== "client";
  const row = await db
    .selectFrom("cases")
    .innerJoin("user as client", "client.id", "cases.client_id")
    .leftJoin("companies", "companies.id", "cases.company_id")
    .leftJoin("consultations", "consultations.id", "cases.consultation_id")
    .leftJoin("user as creator", "creator.id", "cases.created_by")
    .select([
      "cases.id",
      ...CASE_FIELD_COLUMNS,
      "cases.description",
      "cases.client_id",
      "cases.company_id",
      "cases.consultation_id",
      "cases.created_at",
      "cases.updated_at",
      "cases.closed_at",
      "client.name as client_name",
      "client.email as client_email",
      "companies.legal_name_ar as company_name_ar",
      "companies.legal_name_en as company_name_en",
      "consultations.reference as consultation_reference",
      "creator.name as created_by_name",
    ])
    .where("cases.id", "=", found.id)
    .executeTakeFirstOrThrow();
  const clientSide = await clientSideOf(db, row);

  const [lawyers, hearings, milestones, documents, messages, timeline, notes] = await Promise.all([
    db
      .selectFrom("case_lawyers")
      .innerJoin("user", "user.id", "case_lawyers.lawyer_user_id")
      .leftJoin("lawyers", "lawyers.user_id", "user.id")
      .select([
        "user.id",
        "user.name",
        "user.email",
        "lawyers.id as lawyer_id",
        "lawyers.name_ar",
        "lawyers.name_en",
        "lawyers.title_ar",
        "lawyers.title_en",
        "case_lawyers.assigned_at",
      ])
      .where("case_lawyers.case_id", "=", found.id)
      .orderBy("case_lawyers.assigned_at")
      .execute(),
    db
      .selectFrom("case_hearings")
      .select(["id", "starts_at", "court", "chamber", "purpose", "outcome", "status", "sequence"])
      .where("case_id", "=", found.id)
      .orderBy("starts_at")
      .execute(),
    db
      .selectFrom("case_milestones")
      .select(["id", "title_ar", "title_en", "fee_qar", "state", "position", "due_on", "done_at", "invoiced_at", "paid_at"])
      .where("case_id", "=", found.id)
      .orderBy("position")
      .orderBy("created_at")
      .execute(),
    documentRows(db, found.id, capacity),
    caseMessagesPage(db, { caseId: found.id, viewerId: viewer.user.id, clientSide, capacity }),
    caseTimelinePage(db, { caseId: found.id, capacity }),
    firm
      ? db
          .selectFrom("case_notes")
          .leftJoin("user", "user.id", "case_notes.author_id")
          .select(["case_notes.id", "case_notes.author_id", "user.name as author_name", "case_notes.body", "case_notes.created_at"])
          .where("case_notes.case_id", "=", found.id)
          .orderBy("case_notes.created_at", "desc")
          .limit(200)
          .execute()
      : Promise.resolve(null),
  ]);

  const hearingViews = hearings.map(hearingView);
  const upcoming = hearingViews.filter((h) => h.status === "scheduled" && Date.parse(h.starts_at) >= now.getTime());
  // Documents by name (and visibility), newest version first.
  const groups = new Map<string, ReturnType<typeof documentView>[]>();
  for (const d of documents) {
    const key = `${d.visibility}\u0000${d.file_name}`;
    groups.set(key, [documentView(d), ...(groups.get(key) ?? [])]);
  }
  const milestoneViews = milestones.map((m) => ({
    id: m.id,
    title_ar: m.title_ar,
    title_en: m.title_en,
    fee_qar: m.fee_qar,
    state: m.state,
    position: m.position,
    due_on: m.due_on,
    done_at: iso(m.done_at),
    invoiced_at: iso(m.invoiced_at),
    paid_at: iso(m.paid_at),
  }));

  return {
    id: row.id,
    reference: row.reference,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description: row.description,
    service_area: row.service_area,
    court: courtOf(row.court),
    court_case_number: row.court_case_number,
    opposing_party: row.opposing_party,
    status: row.status as CaseStatus,
    next_step: row.next_step,
    next_step_due: row.next_step_due,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    closed_at: iso(row.closed_at),
    created_by_name: firm ? row.created_by_name : null,
    client: { id: row.client_id, name: row.client_name, email: firm ? row.client_email : null },
    client_name: row.client_name,
    company: row.company_id ? { id: row.company_id, legal_name_ar: row.company_name_ar ?? "", legal_name_en: row.company_name_en ?? "" } : null,
    consultation: row.consultation_id ? { id: row.consultation_id, reference: row.consultation_reference ?? "" } : null,
    lawyers: lawyers.map((l) => ({
      id: l.id,
      name: l.name,
      email: firm ? l.email : null,
      lawyer_id: l.lawyer_id,
      name_ar: l.name_ar ?? l.name,
      name_en: l.name_en ?? l.name,
      title_ar: l.title_ar,
      title_en: l.title_en,
      assigned_at: iso(l.assigned_at)!,
    })),
    capacity,
    actions: caseActions(capacity, row.status as CaseStatus),
    hearings: hearingViews,
    upcomingHearings: upcoming,
    nextHearing: upcoming[0] ?? null,
    milestones: milestoneViews,
    totals: milestoneTotals(milestoneViews),
    documents: [...groups.values()].map((versions) => ({
      file_name: versions[0]!.file_name,
      visibility: versions[0]!.visibility,
      latest: versions[0]!,
      versions,
    })),
    messages,
    timeline,
    notes: notes
      ? notes.map((n) => ({ id: n.id, author_id: n.author_id, author_name: n.author_name, body: n.body, created_at: iso(n.created_at)! }))
      : null,
  };
}
export type CaseDetail = Awaited<ReturnType<typeof getCase>>;

/** The next page of a case's timeline (older entries), as the viewer may see it. */
export async function getCaseTimeline(db: DB, viewer: Viewer, opts: { id: string; before?: string; limit?: number }) {
  const found = await requireCase(db, viewer, opts.id);
  return caseTimelinePage(db, { caseId: found.id, capacity: found.capacity, before: opts.before, limit: opts.limit });
}

/** Older messages of a case's thread. */
export async function getCaseMessages(db: DB, viewer: Viewer, opts: { id: string; before?: string; limit?: number }) {
  const found = await requireCase(db, viewer, opts.id);
  const clientSide = await clientSideOf(db, found);
  return caseMessagesPage(db, { caseId: found.id, viewerId: viewer.user.id, clientSide, capacity: found.capacity, before: opts.before, limit: opts.limit });
}

export const nextHearingAt = sql<Date | null>`(select min(h.starts_at) from case_hearings h where h.case_id = cases.id and h.status = 'scheduled' and h.starts_at >= now())`;
