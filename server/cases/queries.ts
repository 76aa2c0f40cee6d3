import { sql, type Kysely, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { lawyerLicenceCurrent } from "#server/lawyers/listing";
import { caseActions, requireCase, selectAccessibleCases } from "./access";
import {
  CASE_STATUSES,
  MESSAGES_PAGE_SIZE,
  TIMELINE_PAGE_SIZE,
  type CaseCapacity,
  type CaseStatus,
  type DocumentVisibility,
  type HearingStatus,
  type MilestoneState,
} from "./constants";
import { courtOf } from "./courts";
import type { ListFilters, ListInput } from "./schemas";

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
const parseJson = (value: unknown): Record<string, unknown> => (typeof value === "string" ? JSON.parse(value) : ((value ?? {}) as Record<string, unknown>));

/** Totals of a case's milestones in QAR: agreed (all), done (work done), invoiced, paid, owed (invoiced, unpaid) and remaining (agreed, unpaid). */
export function milestoneTotals(milestones: readonly { fee_qar: number; state: MilestoneState }[]) {
  const sum = (states: readonly MilestoneState[]) => milestones.filter((m) => states.includes(m.state)).reduce((total, m) => total + m.fee_qar, 0);
  const agreed = sum(["planned", "done", "invoiced", "paid"]);
  const invoiced = sum(["invoiced", "paid"]);
  const paid = sum(["paid"]);
  return { agreed, done: sum(["done", "invoiced", "paid"]), invoiced, paid, owed: invoiced - paid, remaining: agreed - paid };
}

function hearingView(h: {
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
      "cases.reference",
      "cases.title_ar",
      "cases.title_en",
      "cases.description",
      "cases.service_area",
      "cases.court",
      "cases.court_case_number",
      "cases.opposing_party",
      "cases.status",
      "cases.next_step",
      "cases.next_step_due",
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

// ------------------------------------------------------------------ /admin/cases

/** The visitor's words, at most 8, each at most 64 characters (as the lawyer directory); a word without a letter or digit is none. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .split(/\s+/u)
    .map((w) => w.trim().slice(0, 64))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 8);
}

const nextHearingAt = sql<Date | null>`(select min(h.starts_at) from case_hearings h where h.case_id = cases.id and h.status = 'scheduled' and h.starts_at >= now())`;

/**
 * The filtered cases of /admin/cases (without the status filter, which the caller adds, so the same
 * query also counts per status). Each search word must occur, folded like the lawyer directory's
 * text (normalize_search: أ/إ/آ → ا, ة → ه, ى → ي, diacritics and punctuation dropped), in the
 * reference, titles, court case number or opposing party, or in the client's or company's name.
 */
export function filteredCases(db: Kysely<Database>, filters: ListFilters, now: Date) {
  let query = db.selectFrom("cases");
  if (filters.lawyer) {
    const lawyer = filters.lawyer;
    query = query.where((eb) => eb.exists(eb.selectFrom("case_lawyers").select(sql`1`.as("one")).whereRef("case_lawyers.case_id", "=", "cases.id").where("case_lawyers.lawyer_user_id", "=", lawyer)));
  }
  if (filters.serviceArea) query = query.where("cases.service_area", "=", filters.serviceArea);
  if (filters.court) query = query.where("cases.court", "=", filters.court);
  if (filters.hearingsNext7Days) {
    const until = new Date(now.getTime() + 7 * 24 * 3600_000);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("case_hearings")
          .select(sql`1`.as("one"))
          .whereRef("case_hearings.case_id", "=", "cases.id")
          .where("case_hearings.status", "=", "scheduled")
          .where("case_hearings.starts_at", ">=", now)
          .where("case_hearings.starts_at", "<", until),
      ),
    );
  }
  // Every word is one more LIKE on the trigram-indexed search_text, which holds the client's and company's
  // names too (migration 0015): PostgreSQL ANDs the words inside one bitmap scan of cases_search_idx.
  for (const word of searchWords(filters.q)) {
    query = query.where(sql<SqlBool>`cases.search_text like '%' || normalize_search(${word}) || '%'`);
  }
  return query;
}

export type AdminCaseRow = Awaited<ReturnType<typeof listAdminCases>>["rows"][number];

function sortedRows(db: Kysely<Database>, input: Pick<ListInput, "sort" | "direction" | "status"> & ListFilters, now: Date) {
  let query = filteredCases(db, input, now)
    .innerJoin("user as client", "client.id", "cases.client_id")
    .leftJoin("companies", "companies.id", "cases.company_id")
    .select([
      "cases.id",
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
      "cases.created_at",
      "cases.updated_at",
      "client.name as client_name",
      "companies.legal_name_ar as company_name_ar",
      "companies.legal_name_en as company_name_en",
      nextHearingAt.as("next_hearing_at"),
    ]);
  if (input.status) query = query.where("cases.status", "=", input.status);
  if (input.sort === "reference") {
    query = query.orderBy("cases.reference", input.direction ?? "asc");
  } else if (input.sort === "next_hearing") {
    query = query.orderBy(sql`next_hearing_at ${sql.raw(input.direction === "desc" ? "desc" : "asc")} nulls last`).orderBy("cases.updated_at", "desc");
  } else {
    query = query.orderBy("cases.updated_at", input.direction ?? "desc");
  }
  return query.orderBy("cases.id");
}

async function lawyersOf(db: Kysely<Database>, caseIds: string[]) {
  if (caseIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .selectFrom("case_lawyers")
    .innerJoin("user", "user.id", "case_lawyers.lawyer_user_id")
    .select(["case_lawyers.case_id", "user.id", "user.name"])
    .where("case_lawyers.case_id", "in", caseIds)
    .orderBy("case_lawyers.assigned_at")
    .execute();
  const byCase = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) byCase.set(r.case_id, [...(byCase.get(r.case_id) ?? []), { id: r.id, name: r.name }]);
  return byCase;
}

type SortedRow = Awaited<ReturnType<ReturnType<typeof sortedRows>["execute"]>>[number];

function adminRow(r: SortedRow, lawyers: { id: string; name: string }[]) {
  return {
    id: r.id,
    reference: r.reference,
    title_ar: r.title_ar,
    title_en: r.title_en,
    service_area: r.service_area,
    court: courtOf(r.court),
    court_case_number: r.court_case_number,
    opposing_party: r.opposing_party,
    status: r.status as CaseStatus,
    next_step: r.next_step,
    next_step_due: r.next_step_due,
    next_hearing_at: iso(r.next_hearing_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    client_name: r.client_name,
    company: r.company_name_ar !== null || r.company_name_en !== null ? { legal_name_ar: r.company_name_ar ?? "", legal_name_en: r.company_name_en ?? "" } : null,
    lawyers,
  };
}

/** spec §2 /admin/cases: one page of the filtered, sorted cases, their total and the counts per status under the other filters. */
export async function listAdminCases(db: DB, input: ListInput, now = new Date()) {
  const countRows = await filteredCases(db, input, now)
    .select(["cases.status", sql<number>`count(*)::int`.as("count")])
    .groupBy("cases.status")
    .execute();
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
  for (const c of countRows) counts[c.status as CaseStatus] = Number(c.count);
  const all = CASE_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const total = input.status ? counts[input.status] : all;
  const pageCount = Math.max(1, Math.ceil(total / input.pageSize));
  const rows = total === 0 ? [] : await sortedRows(db, input, now).limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute();
  const lawyers = await lawyersOf(db, rows.map((r) => r.id));
  return {
    rows: rows.map((r) => adminRow(r, lawyers.get(r.id) ?? [])),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount,
    counts: { ...counts, all },
  };
}

/** Every filtered row (up to `limit`), in the list's order, for the CSV export. */
export async function listAdminCasesForExport(db: DB, input: ListInput, limit: number, now = new Date()) {
  const rows = await sortedRows(db, input, now).limit(limit).execute();
  const lawyers = await lawyersOf(db, rows.map((r) => r.id));
  return rows.map((r) => adminRow(r, lawyers.get(r.id) ?? []));
}

/** The verified lawyers an admin may assign (for the assignment form and the lawyer filter). */
/**
 * Confirmed and completed consultations that have no case yet, newest first: the "from a
 * consultation" picker of /admin/cases. createFromConsultation checks eligibility again.
 */
export async function listEligibleConsultations(db: DB, limit = 100) {
  const rows = await db
    .selectFrom("consultations")
    .innerJoin("user as client", "client.id", "consultations.client_id")
    .select(["consultations.id", "consultations.reference", "consultations.status", "consultations.starts_at", "consultations.created_at", "client.name as client_name"])
    .where("consultations.status", "in", ["confirmed", "completed"])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("cases").select(sql`1`.as("one")).whereRef("cases.consultation_id", "=", "consultations.id"))))
    .orderBy(sql`coalesce(consultations.starts_at, consultations.created_at) desc`)
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    clientName: r.client_name,
    at: iso(r.starts_at ?? r.created_at)!,
  }));
}

export async function listAssignableLawyers(db: DB) {
  const rows = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .leftJoin("lawyers", "lawyers.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "lawyers.name_ar", "lawyers.name_en"])
    .where("profiles.user_type", "=", "lawyer")
    .where("profiles.verification_status", "=", "verified")
    // Issue 25 §10: a lawyer whose licence has lapsed is given no case.
    .where(lawyerLicenceCurrent(sql.ref("user.id")))
    .orderBy("user.name")
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, name_ar: r.name_ar ?? r.name, name_en: r.name_en ?? r.name }));
}

// ------------------------------------------------------------------ dashboards

/**
 * The viewer's own cases for their dashboard: as the client, as a member of the owning company, or
 * as an assigned lawyer (an admin sees here only what they are a party to; /admin/cases lists all),
 * open ones first, with the next step and the next hearing.
 */
export async function listMyCases(db: DB, viewer: Viewer, opts: { limit?: number } = {}) {
  const asParty: Viewer = viewer.role === "admin" ? { ...viewer, role: null } : viewer;
  const rows = await selectAccessibleCases(db, asParty)
    .select([
      "cases.id",
      "cases.reference",
      "cases.title_ar",
      "cases.title_en",
      "cases.service_area",
      "cases.court",
      "cases.status",
      "cases.next_step",
      "cases.next_step_due",
      "cases.updated_at",
      nextHearingAt.as("next_hearing_at"),
      sql<string | null>`(select h.id from case_hearings h where h.case_id = cases.id and h.status = 'scheduled' and h.starts_at >= now() order by h.starts_at limit 1)`.as("next_hearing_id"),
    ])
    .orderBy(sql`cases.status = 'closed'`)
    .orderBy("cases.updated_at", "desc")
    .limit(opts.limit ?? 100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    title_ar: r.title_ar,
    title_en: r.title_en,
    service_area: r.service_area,
    court: courtOf(r.court),
    status: r.status as CaseStatus,
    next_step: r.next_step,
    next_step_due: r.next_step_due,
    next_hearing: r.next_hearing_id ? { id: r.next_hearing_id, starts_at: iso(r.next_hearing_at)! } : null,
    updated_at: iso(r.updated_at)!,
    capacity: r.capacity,
  }));
}

function hearingsWithCases(db: Kysely<Database>) {
  return db
    .selectFrom("case_hearings")
    .innerJoin("cases", "cases.id", "case_hearings.case_id")
    .innerJoin("user as client", "client.id", "cases.client_id")
    .select([
      "case_hearings.id",
      "case_hearings.starts_at",
      "case_hearings.court",
      "case_hearings.chamber",
      "case_hearings.purpose",
      "case_hearings.outcome",
      "case_hearings.status",
      "case_hearings.sequence",
      "cases.id as case_id",
      "cases.reference",
      "cases.title_ar",
      "cases.title_en",
      "client.name as client_name",
    ])
    .where("case_hearings.status", "=", "scheduled");
}

function agendaItem(r: Awaited<ReturnType<ReturnType<typeof hearingsWithCases>["execute"]>>[number]) {
  return {
    ...hearingView(r),
    case: { id: r.case_id, reference: r.reference, title_ar: r.title_ar, title_en: r.title_en, client_name: r.client_name },
  };
}

/** A lawyer's dashboard: their assigned cases and the scheduled hearings of those cases in the next 14 days. */
export async function lawyerCaseAgenda(db: DB, viewer: Viewer, now = new Date()) {
  const until = new Date(now.getTime() + 14 * 24 * 3600_000);
  const [cases, hearings, token] = await Promise.all([
    listMyCases(db, viewer),
    hearingsWithCases(db)
      .where("case_hearings.starts_at", ">=", now)
      .where("case_hearings.starts_at", "<", until)
      .where((eb) => eb.exists(eb.selectFrom("case_lawyers").select(sql`1`.as("one")).whereRef("case_lawyers.case_id", "=", "cases.id").where("case_lawyers.lawyer_user_id", "=", viewer.user.id)))
      .orderBy("case_hearings.starts_at")
      .limit(200)
      .execute(),
    db.selectFrom("case_calendar_tokens").select(["created_at", "last_used_at"]).where("user_id", "=", viewer.user.id).executeTakeFirst(),
  ]);
  return {
    cases,
    hearings: hearings.map(agendaItem),
    calendarFeed: token ? { active: true, created_at: iso(token.created_at)!, last_used_at: iso(token.last_used_at) } : { active: false, created_at: null, last_used_at: null },
  };
}

/** Sunday 00:00 of the Qatar week that holds `now` (the work week runs Sunday to Thursday), and the next Sunday. */
export function qatarWeek(now: Date): { from: Date; to: Date } {
  const doha = new Date(now.getTime() + 3 * 3600_000);
  const midnight = Date.UTC(doha.getUTCFullYear(), doha.getUTCMonth(), doha.getUTCDate()) - 3 * 3600_000;
  const from = new Date(midnight - doha.getUTCDay() * 24 * 3600_000);
  return { from, to: new Date(from.getTime() + 7 * 24 * 3600_000) };
}

/** The admin dashboard: cases per status and this week's scheduled hearings (Qatar week, Sunday to Saturday). */
export async function adminCaseOverview(db: DB, now = new Date()) {
  const week = qatarWeek(now);
  const [countRows, hearings] = await Promise.all([
    db.selectFrom("cases").select(["status", sql<number>`count(*)::int`.as("count")]).groupBy("status").execute(),
    hearingsWithCases(db).where("case_hearings.starts_at", ">=", week.from).where("case_hearings.starts_at", "<", week.to).orderBy("case_hearings.starts_at").limit(500).execute(),
  ]);
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
  for (const c of countRows) counts[c.status as CaseStatus] = Number(c.count);
  return {
    counts: { ...counts, all: CASE_STATUSES.reduce((sum, s) => sum + counts[s], 0) },
    week: { from: week.from.toISOString(), to: week.to.toISOString() },
    hearings: hearings.map(agendaItem),
  };
}
