import { TRPCError } from "@trpc/server";
import type { DB } from "#db/index";
import { isAppError } from "#server/errors/app-error";
import { userWithRole } from "../../setup/callers";

let lawyerCounter = 0;

export interface LawyerOptions {
  practiceAreas?: string[];
  fees?: Partial<{ written: number | null; video: number | null; voice: number | null; in_person: number | null }>;
  /** Weekly windows; default: every day, all day (so tests do not depend on the time they run). */
  hours?: { weekday: number; start_minute: number; end_minute: number }[];
  worksWeekends?: boolean;
  minNoticeHours?: number;
  slotMinutes?: number;
  verified?: boolean;
  accepting?: boolean;
}

export const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 0, end_minute: 1440 }));

/** A lawyer account with its directory row and weekly hours; returns the account and the lawyer id. */
export async function createLawyer(db: DB, opts: LawyerOptions = {}) {
  const account = await userWithRole(db, "lawyer", { name: `Lawyer ${++lawyerCounter}` });
  const fees = { written: 300, video: 500, voice: 400, in_person: 700, ...opts.fees };
  const lawyer = await db
    .insertInto("lawyers")
    .values({
      user_id: account.userId,
      name_ar: `محامي ${lawyerCounter}`,
      name_en: `Lawyer ${lawyerCounter}`,
      title_ar: "محامٍ",
      title_en: "Lawyer",
      bio_ar: "",
      bio_en: "",
      city: "doha",
      years_of_practice: 5,
      verified: opts.verified ?? true,
      accepting_new_clients: opts.accepting ?? true,
      practice_areas: opts.practiceAreas ?? ["family"],
      fee_written_qar: fees.written,
      fee_video_qar: fees.video,
      fee_voice_qar: fees.voice,
      fee_in_person_qar: fees.in_person,
      works_weekends: opts.worksWeekends ?? true,
      min_notice_hours: opts.minNoticeHours ?? 0,
      slot_minutes: opts.slotMinutes ?? 30,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const hours = opts.hours ?? ALL_DAY;
  if (hours.length) await db.insertInto("lawyer_weekly_hours").values(hours.map((h) => ({ ...h, lawyer_id: lawyer.id }))).execute();
  return { ...account, lawyerId: lawyer.id };
}

/** A company with the given users as members (the first is the owner). */
export async function createCompany(db: DB, userIds: string[]) {
  const company = await db
    .insertInto("companies")
    .values({ legal_name_ar: "شركة الاختبار", legal_name_en: "Test Company" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("company_members")
    .values(userIds.map((userId, i) => ({ company_id: company.id, user_id: userId, role: i === 0 ? ("owner" as const) : ("member" as const) })))
    .execute();
  return company.id;
}

/** The AppError code (or tRPC code) a promise rejects with; "resolved" if it did not. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    // Refusals by role or by record are reported by their tRPC code (NOT_FOUND is the 404 callers see).
    if (error instanceof TRPCError) {
      if (["NOT_FOUND", "FORBIDDEN", "UNAUTHORIZED"].includes(error.code)) return error.code;
      return isAppError(error.cause) ? error.cause.code : error.code;
    }
    if (isAppError(error)) return error.code;
    throw error;
  }
  return "resolved";
}

export const DESCRIPTION = "I need advice about a custody arrangement after divorce.";
export const PHONE = "+974 5555 1234";

/** A booking's input: a video consultation in family law with the description and phone above, unless `fields` says otherwise. */
export function bookingOf(fields: Pick<BookingInput, "lawyerId"> & Partial<BookingInput>): BookingInput {
  return { serviceArea: "family", kind: "video", description: DESCRIPTION, phone: PHONE, ...fields };
}
type BookingInput = Parameters<Awaited<ReturnType<typeof userWithRole>>["caller"]["consultations"]["book"]>[0];

/** Moves a consultation's time directly in the database (to test rules that depend on the clock). */
export async function setTimes(db: DB, id: string, startsAt: Date, minutes = 30) {
  await db
    .updateTable("consultations")
    .set({ starts_at: startsAt, ends_at: new Date(startsAt.getTime() + minutes * 60_000) })
    .where("id", "=", id)
    .execute();
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
