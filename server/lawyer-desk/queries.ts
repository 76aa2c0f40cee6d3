import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { changedFields, recordAudit, type AuditActor } from "#server/audit/record";
import { feesOf } from "#server/consultations/bookable";
import { AppError } from "#server/errors/app-error";
import {
  clockOf,
  minutesOf,
  qatarToday,
  type blockedDatesInput,
  type profileInput,
  type settingsInput,
  type weeklyHoursInput,
} from "./schemas";
import type { z } from "zod";

const EXCERPT_LENGTH = 240;

type LawyerFees = Parameters<typeof feesOf>[0];

/**
 * The lawyers row of this user, or undefined before they first save their directory profile.
 * Every desk query starts here: a lawyer only ever reaches their own row (lawyers.user_id = viewer).
 */
export async function findOwnLawyer(db: Kysely<Database>, userId: string) {
  return db.selectFrom("lawyers").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The id of the viewer's own lawyers row; the desk's other forms need the profile saved first. */
export async function requireOwnLawyerId(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db.selectFrom("lawyers").select("id").where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("lawyer_profile_required");
  return row.id;
}

/**
 * Creates the viewer's directory entry on the first save, updates it afterwards. `verified` is never
 * taken from input: it mirrors the account's verification (profiles.verification_status), which only
 * an admin sets (server/verifications/decisions.ts), and so do the court roll level and licence expiry.
 */
/**
 * The lawyer desk's changes (issue 10 §6) each write one audit row in their transaction: the lawyer,
 * their IP and the fields that changed, before and after. A save that changes nothing writes none.
 */
export interface DeskActor extends AuditActor {
  viewer: NonNullable<AuditActor["viewer"]>;
}

const PROFILE_COLUMNS = [
  "name_ar",
  "name_en",
  "title_ar",
  "title_en",
  "bio_ar",
  "bio_en",
  "practice_areas",
  "languages",
  "city",
  "years_of_practice",
  "accepting_new_clients",
  "verified",
] as const;
const SETTINGS_COLUMNS = ["fee_written_qar", "fee_video_qar", "fee_voice_qar", "fee_in_person_qar", "slot_minutes", "min_notice_hours", "works_weekends"] as const;

async function auditDeskChange(
  trx: Kysely<Database>,
  actor: DeskActor,
  entry: { action: string; lawyerId: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) {
  await recordAudit(trx, actor, {
    action: entry.action,
    entityType: "lawyer",
    entityId: entry.lawyerId,
    summary: `${actor.viewer.user.name} <${actor.viewer.user.email}>`,
    before: entry.before,
    after: entry.after,
  });
}

export async function saveProfile(db: DB, actor: DeskActor, input: z.output<typeof profileInput>) {
  const userId = actor.viewer.user.id;
  return db.transaction().execute(async (trx) => {
    const profile = await trx.selectFrom("profiles").select("verification_status").where("id", "=", userId).executeTakeFirst();
    const verified = profile?.verification_status === "verified";
    const existing = await trx.selectFrom("lawyers").select(["id", ...PROFILE_COLUMNS]).where("user_id", "=", userId).forUpdate().executeTakeFirst();
    // The licence an admin recorded at approval (issue 10 §2) is mirrored onto the entry, like `verified`.
    const licence = await trx.selectFrom("lawyer_licences").select(["court_roll_level", "licence_expires_on"]).where("user_id", "=", userId).executeTakeFirst();
    const values = {
      ...(licence ? { court_roll_level: licence.court_roll_level, licence_expires_on: licence.licence_expires_on } : {}),
      name_ar: input.nameAr,
      name_en: input.nameEn,
      title_ar: input.titleAr,
      title_en: input.titleEn,
      bio_ar: input.bioAr,
      bio_en: input.bioEn,
      practice_areas: input.practiceAreas,
      languages: input.languages,
      city: input.city,
      years_of_practice: input.yearsOfPractice,
      accepting_new_clients: input.acceptingNewClients,
      verified,
    };
    const row = await trx
      .insertInto("lawyers")
      .values({ ...values, user_id: userId })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .returning(["id", "verified"])
      .executeTakeFirstOrThrow();
    const diff = existing ? changedFields(existing as Record<string, unknown>, values) : { before: null, after: values };
    if (!existing || Object.keys(diff.after).length > 0) {
      await auditDeskChange(trx, actor, { action: existing ? "lawyer.profile.save" : "lawyer.profile.create", lawyerId: row.id, ...diff });
    }
    return { id: row.id, verified: row.verified, created: !existing };
  });
}

export async function saveSettings(db: DB, actor: DeskActor, lawyerId: string, input: z.output<typeof settingsInput>) {
  const values = {
    fee_written_qar: input.feeWritten ?? null,
    fee_video_qar: input.feeVideo ?? null,
    fee_voice_qar: input.feeVoice ?? null,
    fee_in_person_qar: input.feeInPerson ?? null,
    slot_minutes: input.slotMinutes,
    min_notice_hours: input.minNoticeHours,
    works_weekends: input.worksWeekends,
  };
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("lawyers").select(SETTINGS_COLUMNS).where("id", "=", lawyerId).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable("lawyers").set(values).where("id", "=", lawyerId).execute();
    const diff = changedFields(current as Record<string, unknown>, values);
    if (Object.keys(diff.after).length > 0) await auditDeskChange(trx, actor, { action: "lawyer.settings.save", lawyerId, ...diff });
  });
}

/** A week as the audit log shows it: "weekday start–end" per range, in order. */
function weekOf(rows: { weekday: number; start_minute: number; end_minute: number }[]): string[] {
  return [...rows]
    .sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute)
    .map((r) => `${r.weekday} ${clockOf(r.start_minute)}–${clockOf(r.end_minute)}`);
}

/** The whole week replaces what was saved, in one transaction: a failure leaves the old week intact. */
export async function replaceWeeklyHours(db: DB, actor: DeskActor, lawyerId: string, input: z.output<typeof weeklyHoursInput>) {
  await db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom("lawyer_weekly_hours").select(["weekday", "start_minute", "end_minute"]).where("lawyer_id", "=", lawyerId).execute();
    await trx.deleteFrom("lawyer_weekly_hours").where("lawyer_id", "=", lawyerId).execute();
    const rows = input.ranges.map((r) => ({ lawyer_id: lawyerId, weekday: r.weekday, start_minute: minutesOf(r.start)!, end_minute: minutesOf(r.end)! }));
    if (rows.length > 0) await trx.insertInto("lawyer_weekly_hours").values(rows).execute();
    const before = weekOf(previous);
    const after = weekOf(rows);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await auditDeskChange(trx, actor, { action: "lawyer.hours.save", lawyerId, before: { weeklyHours: before }, after: { weeklyHours: after } });
    }
  });
}

export async function listWeeklyHours(db: Kysely<Database>, lawyerId: string) {
  const rows = await db
    .selectFrom("lawyer_weekly_hours")
    .select(["weekday", "start_minute", "end_minute"])
    .where("lawyer_id", "=", lawyerId)
    .orderBy("weekday")
    .orderBy("start_minute")
    .execute();
  return rows.map((r) => ({ weekday: r.weekday, start: clockOf(r.start_minute), end: clockOf(r.end_minute) }));
}

export async function addBlockedDates(db: DB, actor: DeskActor, lawyerId: string, input: z.output<typeof blockedDatesInput>) {
  return db.transaction().execute(async (trx) => {
    const values = { starts_on: input.startsOn, ends_on: input.endsOn ?? input.startsOn, note: input.note ?? "" };
    const row = await trx
      .insertInto("lawyer_blocked_dates")
      .values({ lawyer_id: lawyerId, ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditDeskChange(trx, actor, { action: "lawyer.blocked_dates.add", lawyerId, before: null, after: { blockId: row.id, ...values } });
    return row;
  });
}

/** Removes one of the viewer's own blocks; another lawyer's id removes nothing (and reads as not found). */
export async function removeBlockedDate(db: DB, actor: DeskActor, lawyerId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("lawyer_blocked_dates")
      .where("id", "=", id)
      .where("lawyer_id", "=", lawyerId)
      .returning(["id", sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as("starts_on"), sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as("ends_on"), "note"])
      .executeTakeFirst();
    if (!removed) return false;
    const { id: blockId, ...values } = removed;
    await auditDeskChange(trx, actor, { action: "lawyer.blocked_dates.remove", lawyerId, before: { blockId, ...values }, after: null });
    return true;
  });
}

/** Blocks that have not ended yet (Qatar dates), soonest first. */
export async function listUpcomingBlockedDates(db: Kysely<Database>, lawyerId: string) {
  return db
    .selectFrom("lawyer_blocked_dates")
    .select(["id", sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as("startsOn"), sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as("endsOn"), "note"])
    .where("lawyer_id", "=", lawyerId)
    .where("ends_on", ">=", qatarToday())
    .orderBy("starts_on")
    .limit(100)
    .execute();
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

const CONSULTATION_COLUMNS = [
  "consultations.id",
  "consultations.reference",
  "consultations.service_area",
  "consultations.kind",
  "consultations.voice_mode",
  "consultations.status",
  "consultations.starts_at",
  "consultations.ends_at",
  "consultations.fee_qar",
  "consultations.any_lawyer",
  "consultations.description",
  "consultations.created_at",
  "user.name as client_name",
] as const;

type ConsultationRow = {
  id: string;
  reference: string;
  service_area: string;
  kind: string;
  voice_mode: string | null;
  status: string;
  starts_at: Date | null;
  ends_at: Date | null;
  fee_qar: number | null;
  any_lawyer: boolean;
  description: string;
  created_at: Date;
  client_name: string;
};

function toItem(row: ConsultationRow, lawyer: { fees: Record<string, number | null> }) {
  return {
    id: row.id,
    reference: row.reference,
    serviceArea: row.service_area,
    kind: row.kind,
    voiceMode: row.voice_mode,
    status: row.status,
    startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    // An "any suitable lawyer" request has no fee until a lawyer accepts: it will be this lawyer's.
    feeQar: row.fee_qar ?? lawyer.fees[row.kind] ?? null,
    offered: row.any_lawyer && row.status === "requested",
    clientName: row.client_name,
    excerpt: excerpt(row.description),
    createdAt: new Date(row.created_at).toISOString(),
  };
}


/**
 * A requested consultation waits for this lawyer when it is assigned to them, or when it is an "any
 * suitable lawyer" request offered to them that they have not declined and nobody has taken yet.
 * (Add `status = 'requested'` beside it.) The dashboard's next steps count with the same condition.
 */
export function waitingForLawyer(eb: ExpressionBuilder<Database, "consultations">, lawyerId: string) {
  return eb.or([
    eb("consultations.lawyer_id", "=", lawyerId),
    eb.and([
      eb("consultations.lawyer_id", "is", null),
      eb(
        "consultations.id",
        "in",
        eb
          .selectFrom("consultation_offers")
          .select("consultation_offers.consultation_id")
          .where("consultation_offers.lawyer_id", "=", lawyerId)
          .where("consultation_offers.declined_at", "is", null),
      ),
    ]),
  ]);
}

/**
 * Requests waiting for this lawyer: those assigned to them, and "any suitable lawyer" requests offered
 * to them that they have not declined and nobody has taken yet. Soonest first, written ones last.
 */
export async function listIncomingRequests(db: Kysely<Database>, lawyer: LawyerFees & { id: string }) {
  const rows = await db
    .selectFrom("consultations")
    .innerJoin("user", "user.id", "consultations.client_id")
    .select(CONSULTATION_COLUMNS)
    .where("consultations.status", "=", "requested")
    .where((eb) => waitingForLawyer(eb, lawyer.id))
    .orderBy(sql`consultations.starts_at asc nulls last`)
    .orderBy("consultations.created_at", "asc")
    .limit(50)
    .execute();
  const fees = feesOf(lawyer);
  return rows.map((row) => toItem(row as ConsultationRow, { fees }));
}

/** Confirmed consultations of this lawyer still ahead (and confirmed written questions, not yet answered). */
export async function listUpcomingConsultations(db: Kysely<Database>, lawyer: LawyerFees & { id: string }) {
  const rows = await db
    .selectFrom("consultations")
    .innerJoin("user", "user.id", "consultations.client_id")
    .select(CONSULTATION_COLUMNS)
    .where("consultations.lawyer_id", "=", lawyer.id)
    .where("consultations.status", "=", "confirmed")
    .where((eb) => eb.or([eb("consultations.ends_at", ">", sql<Date>`now()`), eb("consultations.starts_at", "is", null)]))
    .orderBy(sql`consultations.starts_at asc nulls last`)
    .limit(50)
    .execute();
  const fees = feesOf(lawyer);
  return rows.map((row) => toItem(row as ConsultationRow, { fees }));
}

export type DeskConsultation = ReturnType<typeof toItem>;
