import { sql, type Kysely } from "kysely";
import type { Database, ConsultationStatus, VoiceMode } from "#db/schema";
import { lawyerLicenceCurrent } from "#server/lawyers/listing";
import { callWindow } from "./window";

export interface CallParty {
  consultationId: string;
  reference: string;
  /** Which side the viewer is on. Company colleagues and admins are not parties of a call. */
  role: "client" | "lawyer";
  selfId: string;
  /** The other party's user id; null while no lawyer (with an account) is assigned. */
  otherId: string | null;
  clientName: string;
  lawyerName: { ar: string; en: string } | null;
  status: ConsultationStatus;
  /** Calls are held for video consultations and for voice consultations "in the browser". */
  kind: "voice" | "video";
  /** Null for a video consultation. */
  voiceMode: VoiceMode | null;
  phone: string;
  startsAt: Date;
  endsAt: Date;
  opensAt: Date;
  closesAt: Date;
  /** Whether the assigned lawyer's licence is in force (issue 25 §10: a lapsed licence ends their calls). */
  lawyerLicenceInForce: boolean;
}

/**
 * The voice or video consultation `consultationId` as seen by `userId`, or null when that user is
 * neither its client nor the account of its assigned lawyer (or it is another kind). Every call
 * procedure and the events stream start here, so "not a party" always reads as not found.
 */
export async function findCallForParty(db: Kysely<Database>, opts: { consultationId: string; userId: string }): Promise<CallParty | null> {
  const row = await db
    .selectFrom("consultations as c")
    .leftJoin("lawyers as l", "l.id", "c.lawyer_id")
    .innerJoin("user as u", "u.id", "c.client_id")
    .select([
      "c.id",
      "c.reference",
      "c.client_id",
      "c.status",
      "c.kind",
      "c.voice_mode",
      "c.phone",
      "c.starts_at",
      "c.ends_at",
      "l.user_id as lawyer_user_id",
      "l.name_ar",
      "l.name_en",
      "u.name as client_name",
      lawyerLicenceCurrent(sql.ref("l.user_id")).as("lawyer_licence_in_force"),
    ])
    .where("c.id", "=", opts.consultationId)
    .executeTakeFirst();
  if (!row || !row.starts_at || !row.ends_at) return null;
  if (!(row.kind === "video" || (row.kind === "voice" && row.voice_mode))) return null;
  const role = row.client_id === opts.userId ? "client" : row.lawyer_user_id && row.lawyer_user_id === opts.userId ? "lawyer" : null;
  if (!role) return null;
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    consultationId: row.id,
    reference: row.reference,
    role,
    selfId: opts.userId,
    otherId: role === "client" ? row.lawyer_user_id ?? null : row.client_id,
    clientName: row.client_name,
    lawyerName: row.name_ar && row.name_en ? { ar: row.name_ar, en: row.name_en } : null,
    status: row.status,
    kind: row.kind === "video" ? "video" : "voice",
    voiceMode: row.kind === "video" ? null : row.voice_mode,
    phone: row.phone,
    startsAt,
    endsAt,
    ...callWindow({ startsAt, endsAt }),
    lawyerLicenceInForce: Boolean(row.lawyer_licence_in_force),
  };
}

/**
 * Whether the two parties may talk now: a confirmed video or in-browser voice consultation, inside its
 * window, whose lawyer's licence is in force (a lapsed licence ends the lawyer's work at once).
 */
export function canJoinCall(party: CallParty, now: Date): boolean {
  return (
    party.status === "confirmed" &&
    party.lawyerLicenceInForce &&
    (party.kind === "video" || party.voiceMode === "browser") &&
    party.otherId !== null &&
    now >= party.opensAt &&
    now < party.closesAt
  );
}
