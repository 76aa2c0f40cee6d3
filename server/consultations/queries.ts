import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import { iso } from "#server/common/time";
import { compiledQuery } from "#db/compiled-query";
import type { ConsultationKind } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { FEE_COLUMNS } from "#server/lawyers/catalog";
import { isLawyerLicenceInForce } from "#server/lawyers/listing";
import { notFound } from "#server/errors/app-error";
import type { StorageDriver } from "#server/storage/types";
import { FULL_VIEW, consultationActions, selectAccessibleConsultations, type ConsultationAction, type ViewerRelation } from "./access";
import { CONSULTATION_FILES_BUCKET, FILE_URL_SECONDS } from "./constants";



const LIST_COLUMNS = [
  "consultations.id",
  "consultations.reference",
  "consultations.status",
  "consultations.kind",
  "consultations.voice_mode",
  "consultations.service_area",
  "consultations.any_lawyer",
  "consultations.lawyer_id",
  "consultations.company_id",
  "consultations.starts_at",
  "consultations.ends_at",
  "consultations.fee_qar",
  "consultations.status_reason",
  "consultations.cancelled_by",
  "consultations.sequence",
  "consultations.created_at",
  "consultations.updated_at",
] as const;

type ListRow = {
  id: string;
  reference: string;
  status: import("#db/schema").ConsultationStatus;
  kind: ConsultationKind;
  voice_mode: import("#db/schema").VoiceMode | null;
  service_area: string;
  any_lawyer: boolean;
  lawyer_id: string | null;
  company_id: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  fee_qar: number | null;
  status_reason: string | null;
  cancelled_by: "client" | "lawyer" | "admin" | null;
  sequence: number;
  created_at: Date;
  updated_at: Date;
  viewer_relation: ViewerRelation;
  client_name: string;
  lawyer_name_ar: string | null;
  lawyer_name_en: string | null;
  lawyer_title_ar: string | null;
  lawyer_title_en: string | null;
};

/**
 * Whether the viewer is a lawyer whose licence has lapsed (issue 25 §10): they see their consultations
 * but are offered no action on them as their lawyer (the procedures refuse them in any case).
 */
async function viewerLicenceLapsed(db: DB, viewer: Viewer): Promise<boolean> {
  return viewer.role === "lawyer" && !(await isLawyerLicenceInForce(db, viewer.user.id));
}

function summarise(row: ListRow, now: Date, opts: { lawyerLapsed?: boolean } = {}) {
  const startsAt = row.starts_at ? new Date(row.starts_at) : null;
  const endsAt = row.ends_at ? new Date(row.ends_at) : null;
  const asLawyer = row.viewer_relation === "lawyer" || row.viewer_relation === "offered_lawyer";
  const actions: ConsultationAction[] =
    opts.lawyerLapsed && asLawyer
      ? []
      : consultationActions(
          { status: row.status, kind: row.kind, voice_mode: row.voice_mode, lawyer_id: row.lawyer_id, starts_at: startsAt, ends_at: endsAt },
          row.viewer_relation,
          now,
        );
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    kind: row.kind,
    voice_mode: row.voice_mode,
    service_area: row.service_area,
    any_lawyer: row.any_lawyer,
    starts_at: iso(startsAt),
    ends_at: iso(endsAt),
    fee_qar: row.fee_qar,
    status_reason: row.status_reason,
    cancelled_by: row.cancelled_by,
    sequence: row.sequence,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    company_id: row.company_id,
    client_name: row.client_name,
    lawyer: row.lawyer_id
      ? { id: row.lawyer_id, name_ar: row.lawyer_name_ar!, name_en: row.lawyer_name_en!, title_ar: row.lawyer_title_ar!, title_en: row.lawyer_title_en! }
      : null,
    viewerRelation: row.viewer_relation,
    actions,
  };
}
export type ConsultationSummary = ReturnType<typeof summarise>;

function selectListed(db: DB, viewer: Viewer) {
  return selectAccessibleConsultations(db, viewer)
    .innerJoin("user as client", "client.id", "consultations.client_id")
    .leftJoin("lawyers as assigned", "assigned.id", "consultations.lawyer_id")
    .select([
      ...LIST_COLUMNS,
      "client.name as client_name",
      "assigned.name_ar as lawyer_name_ar",
      "assigned.name_en as lawyer_name_en",
      "assigned.title_ar as lawyer_title_ar",
      "assigned.title_en as lawyer_title_en",
    ]);
}

export const MINE_SCOPES = ["upcoming", "past", "requests"] as const;
export type MineScope = (typeof MINE_SCOPES)[number];

/**
 * The viewer's own consultations: as client, as a member of the client's company, as the assigned
 * lawyer, and (scope "requests" only) the "any suitable lawyer" requests offered to them.
 * - upcoming: requested or confirmed and not yet over, soonest first (written questions last);
 * - past: over, or declined, cancelled, completed or no-show, latest first;
 * - requests: still requested (for a lawyer: waiting for their answer; for a client: waiting for one).
 * An admin sees only what they are a party to here (the admin pages list everything).
 */
export async function listMyConsultations(db: DB, viewer: Viewer, opts: { scope: MineScope; limit: number; now?: Date }) {
  const now = opts.now ?? new Date();
  const [rows, lawyerLapsed] = await Promise.all([
    myConsultationsQuery(db, viewer, opts.scope, now).limit(opts.limit).execute() as Promise<ListRow[]>,
    viewerLicenceLapsed(db, viewer),
  ]);
  return rows.map((row) => summarise(row, now, { lawyerLapsed }));
}

/**
 * A dashboard's two lists, upcoming and past (as listMyConsultations), in one round trip: each scope is its own
 * ordered, limited subquery, and since a union keeps no order, each list is put back in its scope's order here.
 */
export async function listMyUpcomingAndPast(db: DB, viewer: Viewer, opts: { upcoming: number; past: number; now?: Date }) {
  const now = opts.now ?? new Date();
  const [rows, lawyerLapsed] = await Promise.all([
    upcomingAndPastQuery(db, { userId: viewer.user.id, now, upcoming: opts.upcoming, past: opts.past }) as Promise<(ListRow & { scope: string })[]>,
    viewerLicenceLapsed(db, viewer),
  ]);
  const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
  // Upcoming: soonest first, written questions (no time) last, then the newest request first.
  const upcoming = rows
    .filter((row) => row.scope === "upcoming")
    .sort((a, b) => (time(a.starts_at) ?? Infinity) - (time(b.starts_at) ?? Infinity) || time(b.created_at)! - time(a.created_at)!);
  // Past: latest first, by when it took place or else when it was asked.
  const past = rows
    .filter((row) => row.scope === "past")
    .sort((a, b) => (time(b.starts_at) ?? time(b.created_at)!) - (time(a.starts_at) ?? time(a.created_at)!));
  return { upcoming: upcoming.map((row) => summarise(row, now, { lawyerLapsed })), past: past.map((row) => summarise(row, now, { lawyerLapsed })) };
}

/** Every dashboard's two lists: compiled once (db/compiled-query.ts), as every viewer reads them as a party. */
const upcomingAndPastQuery = compiledQuery((db, args: { userId: string; now: Date; upcoming: number; past: number }) => {
  // A party's view has one shape for every role: an admin's own lists are read as a party too (below).
  const party = { user: { id: args.userId }, role: null } as unknown as Viewer;
  const part = (scope: "upcoming" | "past", limit: number) =>
    db.selectFrom(myConsultationsQuery(db, party, scope, args.now).limit(limit).as("listed")).selectAll().select(sql.lit(scope).as("scope"));
  return part("upcoming", args.upcoming).unionAll(part("past", args.past));
});

function myConsultationsQuery(db: DB, viewer: Viewer, scope: MineScope, now: Date) {
  const asParty: Viewer = viewer.role === "admin" ? { ...viewer, role: null } : viewer;
  const query = selectListed(db, asParty);
  const relation = sql`case
    when consultations.client_id = ${viewer.user.id} then 'client'
    when consultations.lawyer_id in (select id from lawyers where user_id = ${viewer.user.id}) then 'lawyer'
    when consultations.company_id in (select company_id from company_members where user_id = ${viewer.user.id}) then 'company_member'
    else 'offered_lawyer' end`;
  if (scope === "upcoming") {
    return query
      .where(sql<SqlBool>`${relation} <> 'offered_lawyer'`)
      .where("consultations.status", "in", ["requested", "confirmed"])
      .where((eb) => eb.or([eb("consultations.ends_at", "is", null), eb("consultations.ends_at", ">", now)]))
      .orderBy(sql`consultations.starts_at asc nulls last`)
      .orderBy("consultations.created_at", "desc");
  }
  if (scope === "past") {
    return query
      .where(sql<SqlBool>`${relation} <> 'offered_lawyer'`)
      .where((eb) => eb.or([eb("consultations.status", "not in", ["requested", "confirmed"]), eb("consultations.ends_at", "<=", now)]))
      .orderBy(sql`coalesce(consultations.starts_at, consultations.created_at) desc`);
  }
  return query
    .where("consultations.status", "=", "requested")
    .where((eb) => eb.or([eb("consultations.ends_at", "is", null), eb("consultations.ends_at", ">", now)]))
    .orderBy(sql`consultations.starts_at asc nulls last`)
    .orderBy("consultations.created_at", "asc");
}

/**
 * One consultation as the viewer may see it, or notFound(). The parties and admins get the whole
 * file (description, phone, timeline, messages, documents); a lawyer it is offered to gets what they
 * need to decide (no phone, no timeline, messages or files) and sees their own fee for the kind.
 */
export async function getConsultation(db: DB, viewer: Viewer, id: string, now = new Date()) {
  const row = await selectListed(db, viewer)
    .leftJoin("companies", "companies.id", "consultations.company_id")
    .select([
      "consultations.description",
      "consultations.phone",
      "consultations.client_locale",
      "consultations.client_id",
      "companies.legal_name_ar as company_name_ar",
      "companies.legal_name_en as company_name_en",
    ])
    .where("consultations.id", "=", id)
    .executeTakeFirst();
  if (!row) notFound();
  const summary = summarise(row as unknown as ListRow, now, { lawyerLapsed: await viewerLicenceLapsed(db, viewer) });
  const full = FULL_VIEW.includes(summary.viewerRelation);
  const company = row.company_id ? { id: row.company_id, legal_name_ar: row.company_name_ar ?? "", legal_name_en: row.company_name_en ?? "" } : null;

  if (!full) {
    const own = await db
      .selectFrom("lawyers")
      .select(FEE_COLUMNS[row.kind as ConsultationKind])
      .where("user_id", "=", viewer.user.id)
      .executeTakeFirst();
    const ownFee = own ? (own as Record<string, number | null>)[FEE_COLUMNS[row.kind as ConsultationKind]] ?? null : null;
    return {
      ...summary,
      fee_qar: ownFee,
      description: row.description,
      phone: null,
      client_locale: row.client_locale,
      company,
      timeline: [],
      messages: [],
      files: [],
    };
  }

  const [events, messages, files] = await Promise.all([
    db
      .selectFrom("consultation_events")
      .leftJoin("user", "user.id", "consultation_events.actor_id")
      .select([
        "consultation_events.id",
        "consultation_events.type",
        "consultation_events.actor_id",
        "user.name as actor_name",
        "consultation_events.data",
        "consultation_events.created_at",
      ])
      .where("consultation_events.consultation_id", "=", id)
      .orderBy("consultation_events.id")
      .execute(),
    db
      .selectFrom("consultation_messages")
      .leftJoin("user", "user.id", "consultation_messages.author_id")
      .select([
        "consultation_messages.id",
        "consultation_messages.author_id",
        "user.name as author_name",
        "consultation_messages.body",
        "consultation_messages.created_at",
      ])
      .where("consultation_messages.consultation_id", "=", id)
      .orderBy("consultation_messages.created_at")
      .orderBy("consultation_messages.id")
      .execute(),
    db
      .selectFrom("consultation_files")
      .select(["id", "message_id", "uploaded_by", "purpose", "file_name", "content_type", "size", "created_at"])
      .where("consultation_id", "=", id)
      .orderBy("created_at")
      .execute(),
  ]);
  const fileView = files.map((f) => ({
    id: f.id,
    message_id: f.message_id,
    uploaded_by: f.uploaded_by,
    purpose: f.purpose,
    file_name: f.file_name,
    content_type: f.content_type,
    size: f.size,
    created_at: iso(f.created_at)!,
  }));
  const lawyerUser = row.lawyer_id
    ? await db.selectFrom("lawyers").select("user_id").where("id", "=", row.lawyer_id).executeTakeFirst()
    : undefined;
  const authorRole = (authorId: string | null) =>
    authorId === row.client_id ? "client" : authorId && authorId === lawyerUser?.user_id ? "lawyer" : authorId ? "company_member" : null;
  return {
    ...summary,
    description: row.description,
    phone: row.phone as string | null,
    client_locale: row.client_locale,
    company,
    timeline: events.map((e) => ({
      id: String(e.id),
      type: e.type,
      actor_id: e.actor_id,
      actor_name: e.actor_name,
      data: (typeof e.data === "string" ? JSON.parse(e.data) : e.data) as Record<string, unknown>,
      created_at: iso(e.created_at)!,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      author_id: m.author_id,
      author_name: m.author_name,
      author_role: authorRole(m.author_id),
      mine: m.author_id === viewer.user.id,
      body: m.body,
      created_at: iso(m.created_at)!,
      files: fileView.filter((f) => f.message_id === m.id),
    })),
    files: fileView,
  };
}
export type ConsultationDetail = Awaited<ReturnType<typeof getConsultation>>;

/**
 * A short-lived link to one file of a consultation, for those who see the whole file (parties and
 * admins). Anyone else, an offered lawyer, or a file of another consultation: notFound().
 */
export async function fileDownloadUrl(db: DB, storage: StorageDriver, viewer: Viewer, opts: { id: string; fileId: string }) {
  const found = await selectAccessibleConsultations(db, viewer)
    .innerJoin("consultation_files", "consultation_files.consultation_id", "consultations.id")
    .select(["consultation_files.storage_key", "consultation_files.file_name"])
    .where("consultations.id", "=", opts.id)
    .where("consultation_files.id", "=", opts.fileId)
    .executeTakeFirst();
  if (!found || !FULL_VIEW.includes(found.viewer_relation)) notFound();
  return {
    url: await storage.signedUrl({
      bucket: CONSULTATION_FILES_BUCKET,
      key: found.storage_key,
      expiresInSeconds: FILE_URL_SECONDS,
      downloadName: found.file_name,
    }),
  };
}
