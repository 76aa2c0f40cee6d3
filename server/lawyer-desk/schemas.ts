import { z } from "zod";
import { asciiDigits, formNumber, isCalendarDate, textField } from "#server/common/fields";
import { isUuid } from "#server/common/ids";
import { CITIES, LANGUAGES, MAX_FEE_QAR, PRACTICE_AREAS } from "#server/lawyers/catalog";
import { singleLineString } from "#server/common/text";
import { qatarDateOf } from "#server/common/qatar-time";

/**
 * Inputs of the lawyer's desk (/dashboard/lawyer). The same schemas validate the form posts (conform
 * parses with them; messages are locale keys) and the tRPC procedures. No server-only imports.
 */

export const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90] as const;
export const MAX_RANGES_PER_DAY = 3;
export const MAX_NOTICE_HOURS = 336;
export const MAX_YEARS_OF_PRACTICE = 70;
export const MAX_BLOCK_DAYS = 366;
/** Weekdays as JavaScript's getDay() (0 = Sunday); the Qatari week starts on Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** spec/issue 4: Friday and Saturday are the Qatari weekend (bookable only when the lawyer opts in). */
export const WEEKEND_DAYS = [5, 6] as const;

const V = (key: string) => `lawyerDesk:validation.${key}`;

// ---------------------------------------------------------------- directory profile

const booleanFlag = z.boolean().default(false);

export const profileInput = z.object({
  nameAr: textField({ min: 2, max: 120, tooShort: "validation.nameMin" }),
  nameEn: textField({ min: 2, max: 120, tooShort: "validation.nameMin" }),
  titleAr: textField({ min: 2, max: 120 }),
  titleEn: textField({ min: 2, max: 120 }),
  bioAr: textField({ min: 30, max: 4000, tooShort: V("bioMin") }),
  bioEn: textField({ min: 30, max: 4000, tooShort: V("bioMin") }),
  practiceAreas: z
    .array(z.enum(PRACTICE_AREAS, { error: V("practiceAreas") }), { error: V("practiceAreas") })
    .min(1, V("practiceAreas"))
    .max(PRACTICE_AREAS.length),
  languages: z
    .array(z.enum(LANGUAGES, { error: V("languages") }), { error: V("languages") })
    .min(1, V("languages"))
    .max(LANGUAGES.length),
  city: z.enum(CITIES, { error: V("city") }),
  // Typed in a text field: Arabic-Indic digits count (formNumber).
  yearsOfPractice: formNumber(z.number({ error: V("years") }).int(V("years")).min(0, V("years")).max(MAX_YEARS_OF_PRACTICE, V("years"))),
  acceptingNewClients: booleanFlag,
});
export type ProfileInput = z.input<typeof profileInput>;

// ---------------------------------------------------------------- consultation settings

/** Fees and hours are typed in text fields: Arabic-Indic digits and thousands separators count (formNumber). */
const fee = formNumber(z.number({ error: V("fee") }).int(V("fee")).min(0, V("fee")).max(MAX_FEE_QAR, V("fee")).optional());

export const settingsInput = z.object({
  /** QAR per kind; missing = the kind is not offered. */
  feeWritten: fee,
  feeVideo: fee,
  feeVoice: fee,
  feeInPerson: fee,
  slotMinutes: z
    .number({ error: V("slotMinutes") })
    .refine((v) => (SLOT_LENGTHS as readonly number[]).includes(v), V("slotMinutes")),
  minNoticeHours: formNumber(
    z
      .number({ error: V("minNotice") })
      .int(V("minNotice"))
      .min(0, V("minNotice"))
      .max(MAX_NOTICE_HOURS, V("minNotice")),
  ),
  worksWeekends: booleanFlag,
});
export type SettingsInput = z.input<typeof settingsInput>;

// ---------------------------------------------------------------- weekly hours

const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** "HH:MM" (00:00-24:00) as minutes after midnight, or null when it is not a time of day. */
export function minutesOf(value: string): number | null {
  const match = CLOCK.exec(asciiDigits(value.trim()).replace("\u066B", ":"));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const clock = z.string().max(10).refine((v) => minutesOf(v) !== null, V("time"));

export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

type Problem = { path: (string | number)[]; message: string };

/**
 * What is wrong with one weekday's ranges (indices as given): a range must end after it starts and
 * start before midnight, and the ranges of one day may not overlap (touching is fine: 09:00-12:00
 * and 12:00-15:00 are two windows).
 */
function dayProblems(ranges: { index: number; start: number; end: number }[]): { range: Problem[]; overlap: boolean } {
  const range: Problem[] = [];
  const valid: { start: number; end: number }[] = [];
  for (const r of ranges) {
    if (r.start >= 24 * 60) range.push({ path: [r.index, "start"], message: V("startBeforeMidnight") });
    else if (r.end <= r.start) range.push({ path: [r.index, "end"], message: V("endAfterStart") });
    else valid.push(r);
  }
  valid.sort((a, b) => a.start - b.start);
  const overlap = valid.some((r, i) => i > 0 && r.start < valid[i - 1]!.end);
  return { range, overlap };
}

/** saveWeeklyHours: the whole week at once (it replaces what was saved). */
export const weeklyHoursInput = z
  .object({
    ranges: z
      .array(z.object({ weekday: z.number().int().min(0).max(6), start: clock, end: clock }))
      .max(7 * MAX_RANGES_PER_DAY),
  })
  .superRefine((value, ctx) => {
    for (const weekday of WEEKDAYS) {
      const mine = value.ranges
        .map((r, index) => ({ ...r, index }))
        .filter((r) => r.weekday === weekday);
      if (mine.length > MAX_RANGES_PER_DAY) ctx.addIssue({ code: "custom", path: ["ranges"], message: V("tooManyRanges") });
      const { range, overlap } = dayProblems(
        mine.map((r) => ({ index: r.index, start: minutesOf(r.start) ?? 0, end: minutesOf(r.end) ?? 0 })),
      );
      for (const p of range) ctx.addIssue({ code: "custom", path: ["ranges", ...p.path], message: p.message });
      if (overlap) ctx.addIssue({ code: "custom", path: ["ranges"], message: V("overlap") });
    }
  });
export type WeeklyHoursInput = z.input<typeof weeklyHoursInput>;

const optionalClock = z
  .string()
  .max(10)
  .optional()
  .refine((v) => v === undefined || minutesOf(v) !== null, V("time"));

/**
 * The editor's form: `days[weekday].ranges[i].start|end`, up to three ranges a day; a range left
 * empty is no range. Field errors land on the input they concern and overlaps on the day.
 */
export const weeklyHoursForm = z
  .object({
    days: z
      .array(
        z
          .object({
            ranges: z
              .array(z.object({ start: optionalClock, end: optionalClock }).optional())
              .max(MAX_RANGES_PER_DAY, V("tooManyRanges"))
              .optional(),
          })
          .optional(),
      )
      .max(7)
      .optional(),
  })
  .superRefine((value, ctx) => {
    (value.days ?? []).forEach((day, weekday) => {
      const complete: { index: number; start: number; end: number }[] = [];
      (day?.ranges ?? []).forEach((range, index) => {
        if (!range || (range.start === undefined && range.end === undefined)) return;
        if (range.start === undefined || range.end === undefined) {
          const missing = range.start === undefined ? "start" : "end";
          ctx.addIssue({ code: "custom", path: ["days", weekday, "ranges", index, missing], message: V("rangeIncomplete") });
          return;
        }
        const start = minutesOf(range.start);
        const end = minutesOf(range.end);
        if (start === null || end === null) return; // already reported by the field
        complete.push({ index, start, end });
      });
      const { range, overlap } = dayProblems(complete);
      for (const p of range) ctx.addIssue({ code: "custom", path: ["days", weekday, "ranges", ...p.path], message: p.message });
      if (overlap) ctx.addIssue({ code: "custom", path: ["days", weekday], message: V("overlap") });
    });
  })
  .transform(
    (value): z.output<typeof weeklyHoursInput> => ({
      ranges: (value.days ?? []).flatMap((day, weekday) =>
        (day?.ranges ?? []).flatMap((range) =>
          range?.start && range.end ? [{ weekday, start: clockOf(minutesOf(range.start)!), end: clockOf(minutesOf(range.end)!) }] : [],
        ),
      ),
    }),
  );

// ---------------------------------------------------------------- blocked dates

/** Today's date in Qatar (YYYY-MM-DD). */
export function qatarToday(now: Date = new Date()): string {
  return qatarDateOf(now);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const calendarDate = z.string({ error: "validation.required" }).trim().refine(isCalendarDate, V("date"));

export const blockedDatesInput = z
  .object({
    startsOn: calendarDate,
    /** The last day blocked (included); missing = one day. */
    endsOn: calendarDate.optional(),
    note: singleLineString().trim().max(200, "validation.tooLong").optional(),
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.startsOn) || (value.endsOn !== undefined && !isCalendarDate(value.endsOn))) return;
    const endsOn = value.endsOn ?? value.startsOn;
    if (endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: V("endsBeforeStart") });
    else if (daysBetween(value.startsOn, endsOn) >= MAX_BLOCK_DAYS) ctx.addIssue({ code: "custom", path: ["endsOn"], message: V("blockTooLong") });
    else if (endsOn < qatarToday()) ctx.addIssue({ code: "custom", path: [value.endsOn ? "endsOn" : "startsOn"], message: V("datePast") });
  });
export type BlockedDatesInput = z.input<typeof blockedDatesInput>;

const uuid = singleLineString().max(64).refine(isUuid, "errors.not_found");

export const idInput = z.object({ id: uuid });
