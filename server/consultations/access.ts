import { sql, type Kysely } from "kysely";
import type { ConsultationKind, ConsultationStatus, Database, VoiceMode } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { CLIENT_CANCEL_CUTOFF_HOURS } from "./constants";

/** How the viewer stands to a consultation; decides what they see and may do. */
export const VIEWER_RELATIONS = ["client", "company_member", "lawyer", "offered_lawyer", "admin"] as const;
export type ViewerRelation = (typeof VIEWER_RELATIONS)[number];

export const CONSULTATION_ACTIONS = ["accept", "decline", "cancel", "reschedule", "complete", "no_show", "message", "join_call"] as const;
export type ConsultationAction = (typeof CONSULTATION_ACTIONS)[number];

/** The relations that act as the client (a member of the client's company acts for the company). */
export const CLIENT_SIDE: readonly ViewerRelation[] = ["client", "company_member"];
/** The relations that see the whole file: messages, documents, timeline and the client's phone. */
export const FULL_VIEW: readonly ViewerRelation[] = ["client", "company_member", "lawyer", "admin"];

/**
 * The one place that decides which consultations a person may read (conventions: one helper builds
 * the access-scoped query). A row is in the result only for:
 * - its client;
 * - a member of the company it was booked for (company_members of consultations.company_id);
 * - the assigned lawyer's user account;
 * - a lawyer it is offered to, while it is an unassigned "any suitable lawyer" request that is still
 *   requested and their offer is not declined (a limited view: no files or messages);
 * - an admin.
 * Every row carries `viewer_relation`. Callers treat "not in this query" exactly like "does not
 * exist" (notFound), so a refused read never confirms that the consultation is there.
 */
export function selectAccessibleConsultations(db: Kysely<Database>, viewer: Viewer) {
  const uid = viewer.user.id;
  const query = db.selectFrom("consultations");
  if (viewer.role === "admin") return query.select(sql<ViewerRelation>`'admin'`.as("viewer_relation"));
  return query
    .where((eb) =>
      eb.or([
        eb("consultations.client_id", "=", uid),
        eb("consultations.company_id", "in", eb.selectFrom("company_members").select("company_members.company_id").where("company_members.user_id", "=", uid)),
        eb("consultations.lawyer_id", "in", eb.selectFrom("lawyers").select("lawyers.id").where("lawyers.user_id", "=", uid)),
        eb.and([
          eb("consultations.lawyer_id", "is", null),
          eb("consultations.status", "=", "requested"),
          eb(
            "consultations.id",
            "in",
            eb
              .selectFrom("consultation_offers")
              .innerJoin("lawyers", "lawyers.id", "consultation_offers.lawyer_id")
              .select("consultation_offers.consultation_id")
              .where("lawyers.user_id", "=", uid)
              .where("consultation_offers.declined_at", "is", null),
          ),
        ]),
      ]),
    )
    .select(
      sql<ViewerRelation>`case
        when consultations.client_id = ${uid} then 'client'
        when consultations.lawyer_id in (select id from lawyers where user_id = ${uid}) then 'lawyer'
        when consultations.company_id in (select company_id from company_members where user_id = ${uid}) then 'company_member'
        else 'offered_lawyer' end`.as("viewer_relation"),
    );
}

export interface ActionFacts {
  status: ConsultationStatus;
  kind: ConsultationKind;
  voice_mode: VoiceMode | null;
  lawyer_id: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

const ACTIVE: readonly ConsultationStatus[] = ["requested", "confirmed"];

/** Whether the client side may still cancel or reschedule (spec: until 24 h before the start). */
export function beforeClientCutoff(startsAt: Date | null, now: Date): boolean {
  return startsAt === null || now.getTime() <= startsAt.getTime() - CLIENT_CANCEL_CUTOFF_HOURS * 3_600_000;
}

/** Whether the call of a consultation is open now: from CALL_JOIN_EARLY_MINUTES before the start until the end. */
export function callIsOpen(c: Pick<ActionFacts, "starts_at" | "ends_at">, now: Date): boolean {
  if (!c.starts_at || !c.ends_at) return false;
  const early = getEnv().CALL_JOIN_EARLY_MINUTES * 60_000;
  return now.getTime() >= c.starts_at.getTime() - early && now.getTime() < c.ends_at.getTime();
}

/** Whether the kind is held as a call in the browser (video, or voice in the browser). */
export function isBrowserCall(c: Pick<ActionFacts, "kind" | "voice_mode">): boolean {
  return c.kind === "video" || (c.kind === "voice" && c.voice_mode === "browser");
}

/**
 * What the viewer may do now, from their relation, the status and the time. The procedures apply
 * the same rules when the action is posted; this list only decides which buttons to show.
 */
export function consultationActions(c: ActionFacts, relation: ViewerRelation, now: Date): ConsultationAction[] {
  const actions: ConsultationAction[] = [];
  const active = ACTIVE.includes(c.status);
  const clientSide = CLIENT_SIDE.includes(relation);
  const started = c.starts_at !== null && now.getTime() >= c.starts_at.getTime();

  if (c.status === "requested" && (relation === "lawyer" || (relation === "offered_lawyer" && c.lawyer_id === null))) {
    actions.push("accept", "decline");
  }
  // A request nobody accepted yet can be withdrawn any time; the cut-off protects the lawyer's confirmed time.
  if (active && ((clientSide && (c.status === "requested" || beforeClientCutoff(c.starts_at, now))) || relation === "lawyer" || relation === "admin")) {
    actions.push("cancel");
  }
  if (active && c.kind !== "written" && ((clientSide && beforeClientCutoff(c.starts_at, now)) || relation === "lawyer")) {
    actions.push("reschedule");
  }
  if (relation === "lawyer" && c.status === "confirmed" && (c.kind === "written" || started)) actions.push("complete");
  if (relation === "lawyer" && c.status === "confirmed" && c.kind !== "written" && started) actions.push("no_show");
  if ((clientSide || relation === "lawyer") && c.status !== "declined" && c.status !== "cancelled") actions.push("message");
  // The call is between the two parties only: the client who booked and the assigned lawyer.
  if ((relation === "client" || relation === "lawyer") && c.status === "confirmed" && isBrowserCall(c) && callIsOpen(c, now)) {
    actions.push("join_call");
  }
  return actions;
}
