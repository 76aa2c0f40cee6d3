import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { feesOf } from "#server/consultations/queries";
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
export async function saveProfile(db: DB, userId: string, input: z.output<typeof profileInput>) {
  return db.transaction().execute(async (trx) => {
    const profile = await trx.selectFrom("profiles").select("verification_status").where("id", "=", userId).executeTakeFirst();
    const verified = profile?.verification_status === "verified";
    const existing = await trx.selectFrom("lawyers").select("id").where("user_id", "=", userId).executeTakeFirst();
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
    return { id: row.id, verified: row.verified, created: !existing };
  });
}

export async function saveSettings(db: DB, lawyerId: string, input: z.output<typeof settingsInput>) {
  await db
    .updateTable("lawyers")
    .set({
      fee_written_qar: input.feeWritten ?? null,
      fee_video_qar: input.feeVideo ?? null,
      fee_voice_qar: input.feeVoice ?? null,
      fee_in_person_qar: input.feeInPerson ?? null,
      slot_minutes: input.slotMinutes,
      min_notice_hours: input.minNoticeHours,
      works_weekends: input.worksWeekends,
    })
    .where("id", "=", lawyerId)
    .execute();
}

/** The whole week replaces what was saved, in one transaction: a failure leaves the old week intact. */
export async function replaceWeeklyHours(db: DB, lawyerId: string, input: z.output<typeof weeklyHoursInput>) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("lawyer_weekly_hours").where("lawyer_id", "=", lawyerId).execute();
    if (input.ranges.length === 0) return;
    await trx
      .insertInto("lawyer_weekly_hours")
      .values(
        input.ranges.map((r) => ({ lawyer_id: lawyerId, weekday: r.weekday, start_minute: minutesOf(r.start)!, end_minute: minutesOf(r.end)! })),
      )
      .execute();
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

export async function addBlockedDates(db: DB, lawyerId: string, input: z.output<typeof blockedDatesInput>) {
  return db
    .insertInto("lawyer_blocked_dates")
    .values({ lawyer_id: lawyerId, starts_on: input.startsOn, ends_on: input.endsOn ?? input.startsOn, note: input.note ?? "" })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** Removes one of the viewer's own blocks; another lawyer's id removes nothing (and reads as not found). */
export async function removeBlockedDate(db: DB, lawyerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("lawyer_blocked_dates").where("id", "=", id).where("lawyer_id", "=", lawyerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
