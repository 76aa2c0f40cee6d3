import { TZDate } from "@date-fns/tz";
import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { ConsultationKind } from "#db/schema";
import { FEE_COLUMNS } from "#server/lawyers/catalog";
import { licenceCurrent } from "#server/lawyers/listing";
import { BOOKING_HORIZON_DAYS, DEFAULT_SLOT_DAYS, QATARI_WEEKEND } from "./constants";
import { QATAR_TIME_ZONE, qatarDateOf } from "#server/common/qatar-time";

/** Minutes after Qatar midnight on one weekday (0 = Sunday). */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}
/** Qatar calendar dates (YYYY-MM-DD), both ends included. */
export interface BlockedRange {
  startsOn: string;
  endsOn: string;
}
export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotRules {
  weeklyHours: readonly WeeklyWindow[];
  blockedDates: readonly BlockedRange[];
  /** Active consultations of the lawyer (requested or confirmed). */
  busy: readonly Interval[];
  worksWeekends: boolean;
  minNoticeHours: number;
  slotMinutes: number;
}

export interface ComputeSlotsInput extends SlotRules {
  now: Date;
  /** First Qatar date to look at; earlier than today means today. */
  fromDate: string;
  days: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parts(date: string): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Calendar arithmetic on YYYY-MM-DD, independent of any zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const shifted = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The weekday of a calendar date (0 = Sunday); the same in every zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

// Zone arithmetic (Intl) costs tens of microseconds a call and slot lists repeat the same few
// (date, minute) pairs for every lawyer: remember them. The answer for a pair never changes.
const instantCache = new Map<string, number>();

function qatarEpochMs(date: string, minute: number): number {
  const key = `${date}|${minute}`;
  let value = instantCache.get(key);
  if (value === undefined) {
    const [y, m, d] = parts(date);
    value = new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, 0, 0, QATAR_TIME_ZONE).getTime();
    if (instantCache.size >= 50_000) instantCache.clear();
    instantCache.set(key, value);
  }
  return value;
}

/** The instant that is `minute` minutes after midnight of a Qatar date (1440 = next midnight). */
export function qatarInstant(date: string, minute: number): Date {
  return new Date(qatarEpochMs(date, minute));
}

/** Sorted, non-overlapping copy of the busy intervals. */
function mergeIntervals(intervals: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = intervals
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * The bookable slots of one lawyer (issue 4 §1), as UTC instants in ascending order: each weekly
 * window (read in Asia/Qatar time) is cut into slots of `slotMinutes` that fit wholly inside it;
 * Friday and Saturday are skipped unless the lawyer works weekends, and so are blocked dates;
 * a slot must start at least `minNoticeHours` from `now` (never in the past), lie within the
 * booking horizon (today + BOOKING_HORIZON_DAYS - 1, Qatar dates) and not overlap a busy interval.
 * Pure: the same input gives the same slots whatever the server's zone.
 */
export function computeSlots(input: ComputeSlotsInput): Interval[] {
  const slotMs = input.slotMinutes * 60_000;
  const busy = input.busy.map((i) => ({ start: i.startsAt.getTime(), end: i.endsAt.getTime() }));
  return withoutBusy(candidateStarts(input), slotMs, busy).map((start) => ({
    startsAt: new Date(start),
    endsAt: new Date(start + slotMs),
  }));
}

/** The slot starts (epoch ms, ascending) that the rules allow before busy intervals are taken out. */
function candidateStarts(input: Omit<ComputeSlotsInput, "busy">): number[] {
  const slotMs = input.slotMinutes * 60_000;
  if (!(slotMs > 0) || input.days <= 0) return [];
  const today = qatarDateOf(input.now);
  const first = input.fromDate < today ? today : input.fromDate;
  const lastAllowed = addDays(today, BOOKING_HORIZON_DAYS - 1);
  const requestedLast = addDays(input.fromDate, input.days - 1);
  const last = requestedLast < lastAllowed ? requestedLast : lastAllowed;
  const earliest = input.now.getTime() + Math.max(0, input.minNoticeHours) * 3_600_000;
  const byWeekday = new Map<number, WeeklyWindow[]>();
  for (const window of input.weeklyHours) {
    if (window.endMinute <= window.startMinute) continue;
    byWeekday.set(window.weekday, [...(byWeekday.get(window.weekday) ?? []), window]);
  }

  const starts = new Set<number>();
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (!input.worksWeekends && QATARI_WEEKEND.includes(weekday)) continue;
    const windows = byWeekday.get(weekday);
    if (!windows) continue;
    if (input.blockedDates.some((b) => b.startsOn <= date && date <= b.endsOn)) continue;
    for (const window of windows) {
      const windowStart = qatarEpochMs(date, window.startMinute);
      const windowEnd = qatarEpochMs(date, window.endMinute);
      for (let start = windowStart; start + slotMs <= windowEnd; start += slotMs) {
        if (start >= earliest) starts.add(start);
      }
    }
  }
  return [...starts].sort((x, y) => x - y);
}

/** The starts whose slot does not overlap any busy interval (epoch ms; touching is fine). */
function withoutBusy(starts: readonly number[], slotMs: number, intervals: readonly { start: number; end: number }[]): number[] {
  if (intervals.length === 0) return [...starts];
  const busy = mergeIntervals(intervals);
  const free: number[] = [];
  let b = 0;
  for (const start of starts) {
    while (b < busy.length && busy[b]!.end <= start) b++;
    // busy[b] is the first interval ending after this start: it overlaps iff it starts before the end.
    if (b < busy.length && busy[b]!.start < start + slotMs) continue;
    free.push(start);
  }
  return free;
}

export interface SlotQuery {
  /** One lawyer, or every suitable lawyer when absent. */
  lawyerId?: string;
  serviceArea: string;
  kind: ConsultationKind;
  /** Qatar date; today when absent. */
  from?: string;
  days?: number;
  now?: Date;
  /** Leave this consultation's own time out of the busy intervals (rescheduling it). */
  excludeConsultationId?: string;
}

export interface OfferedSlot {
  startsAt: Date;
  endsAt: Date;
  /** The lawyers free at this start, in a stable order. */
  lawyerIds: string[];
}

/**
 * The lawyers a client may book for a service area and kind: verified, accepting new clients,
 * practising the area and charging a fee for the kind (null means the kind is not offered).
 */
export function selectSuitableLawyers(db: DB, opts: { serviceArea: string; kind: ConsultationKind; lawyerId?: string }) {
  let query = db
    .selectFrom("lawyers")
    .where("lawyers.verified", "=", true)
    .where(licenceCurrent("lawyers.licence_expires_on"))
    .where("lawyers.accepting_new_clients", "=", true)
    .where(sql<SqlBool>`lawyers.practice_areas @> array[${opts.serviceArea}]::text[]`)
    .where(`lawyers.${FEE_COLUMNS[opts.kind]}`, "is not", null);
  if (opts.lawyerId) query = query.where("lawyers.id", "=", opts.lawyerId);
  return query;
}

/**
 * Slots for one lawyer or for "any suitable lawyer", from the database: one query per table
 * (lawyers, weekly hours, blocked dates, active consultations) for the whole range, whatever the
 * number of days or lawyers. A written question has no slots.
 */
export async function listSlots(db: DB, query: SlotQuery): Promise<OfferedSlot[]> {
  if (query.kind === "written") return [];
  const now = query.now ?? new Date();
  const today = qatarDateOf(now);
  const from = query.from && query.from > today ? query.from : today;
  const days = Math.min(BOOKING_HORIZON_DAYS, Math.max(1, query.days ?? DEFAULT_SLOT_DAYS));
  const to = addDays(from, days - 1);
  if (from > addDays(today, BOOKING_HORIZON_DAYS - 1)) return [];
  const rangeStart = qatarInstant(from, 0);
  const rangeEnd = qatarInstant(addDays(to, 1), 0);

  const lawyersQuery = selectSuitableLawyers(db, query)
    .select(["lawyers.id", "lawyers.works_weekends", "lawyers.min_notice_hours", "lawyers.slot_minutes"])
    .orderBy("lawyers.id");
  const rowsFor = (ids: readonly string[]) => {
    // One lawyer: plain equality; several: one array parameter (index scans, no subquery to plan).
    const match = ids.length === 1 ? sql<SqlBool>`lawyer_id = ${ids[0]}` : sql<SqlBool>`lawyer_id = any(${ids}::uuid[])`;
    // Epoch milliseconds as numbers: thousands of rows parse much faster than timestamps.
    let busy = db
      .selectFrom("consultations")
      .select([
        "lawyer_id",
        sql<number>`(extract(epoch from starts_at) * 1000)::float8`.as("starts_ms"),
        sql<number>`(extract(epoch from ends_at) * 1000)::float8`.as("ends_ms"),
      ])
      .where(match)
      .where("status", "in", ["requested", "confirmed"])
      .where("starts_at", "<", rangeEnd)
      .where("ends_at", ">", rangeStart);
    if (query.excludeConsultationId) busy = busy.where("id", "!=", query.excludeConsultationId);
    return Promise.all([
      db.selectFrom("lawyer_weekly_hours").select(["lawyer_id", "weekday", "start_minute", "end_minute"]).where(match).execute(),
      db
        .selectFrom("lawyer_blocked_dates")
        .select(["lawyer_id", "starts_on", "ends_on"])
        .where(match)
        .where("ends_on", ">=", from)
        .where("starts_on", "<=", to)
        .execute(),
      busy.execute(),
    ]);
  };
  let lawyers: Awaited<ReturnType<typeof lawyersQuery.execute>>;
  let hours, blocked, busy;
  if (query.lawyerId) {
    // One lawyer: the four tables in one round trip (one statement, JSON sub-selects).
    const id = query.lawyerId;
    const fee = sql.ref(`l.${FEE_COLUMNS[query.kind]}`);
    const exclude = query.excludeConsultationId ? sql`and id <> ${query.excludeConsultationId}` : sql``;
    const { rows } = await sql<{
      lawyer: { id: string; works_weekends: boolean; min_notice_hours: number; slot_minutes: number } | null;
      hours: [number, number, number][] | null;
      blocked: [string, string][] | null;
      busy: [number, number][] | null;
    }>`
      select
        (select json_build_object('id', l.id, 'works_weekends', l.works_weekends, 'min_notice_hours', l.min_notice_hours, 'slot_minutes', l.slot_minutes)
           from lawyers l
           where l.id = ${id} and l.verified and ${licenceCurrent("l.licence_expires_on")} and l.accepting_new_clients
             and l.practice_areas @> array[${query.serviceArea}]::text[] and ${fee} is not null) as lawyer,
        (select json_agg(json_build_array(weekday, start_minute, end_minute)) from lawyer_weekly_hours where lawyer_id = ${id}) as hours,
        (select json_agg(json_build_array(starts_on, ends_on)) from lawyer_blocked_dates
           where lawyer_id = ${id} and ends_on >= ${from} and starts_on <= ${to}) as blocked,
        (select json_agg(json_build_array(extract(epoch from starts_at) * 1000, extract(epoch from ends_at) * 1000)) from consultations
           where lawyer_id = ${id} and status in ('requested', 'confirmed') and starts_at < ${rangeEnd} and ends_at > ${rangeStart} ${exclude}) as busy`.execute(db);
    const row = rows[0]!;
    const parse = <T>(value: T | string | null): T | null => (typeof value === "string" ? (JSON.parse(value) as T) : value);
    const lawyer = parse(row.lawyer);
    lawyers = lawyer ? [lawyer] : [];
    hours = (parse(row.hours) ?? []).map(([weekday, start_minute, end_minute]) => ({ lawyer_id: id, weekday, start_minute, end_minute }));
    blocked = (parse(row.blocked) ?? []).map(([starts_on, ends_on]) => ({ lawyer_id: id, starts_on, ends_on }));
    busy = (parse(row.busy) ?? []).map(([starts_ms, ends_ms]) => ({ lawyer_id: id, starts_ms, ends_ms }));
  } else {
    lawyers = await lawyersQuery.execute();
    if (lawyers.length === 0) return [];
    [hours, blocked, busy] = await rowsFor(lawyers.map((l) => l.id));
  }
  if (lawyers.length === 0) return [];

  const group = <T extends { lawyer_id: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.lawyer_id!);
      if (list) list.push(row);
      else map.set(row.lawyer_id!, [row]);
    }
    return map;
  };
  const hoursBy = group(hours);
  const blockedBy = group(blocked);
  const busyBy = group(busy);

  // Lawyers with the same rules (most keep the same office hours) share one candidate list.
  const candidates = new Map<string, number[]>();
  const byStart = new Map<number, OfferedSlot>();
  for (const lawyer of lawyers) {
    const weeklyHours = (hoursBy.get(lawyer.id) ?? []).map((h) => ({ weekday: h.weekday, startMinute: h.start_minute, endMinute: h.end_minute }));
    if (weeklyHours.length === 0) continue;
    const blockedDates = (blockedBy.get(lawyer.id) ?? []).map((b) => ({ startsOn: b.starts_on, endsOn: b.ends_on }));
    const rules = { weeklyHours, blockedDates, worksWeekends: lawyer.works_weekends, minNoticeHours: lawyer.min_notice_hours, slotMinutes: lawyer.slot_minutes };
    const key = JSON.stringify([
      weeklyHours.map((w) => [w.weekday, w.startMinute, w.endMinute]).sort(),
      blockedDates.map((b) => [b.startsOn, b.endsOn]).sort(),
      rules.worksWeekends,
      rules.minNoticeHours,
      rules.slotMinutes,
    ]);
    let starts = candidates.get(key);
    if (!starts) {
      starts = candidateStarts({ ...rules, now, fromDate: from, days });
      candidates.set(key, starts);
    }
    const slotMs = lawyer.slot_minutes * 60_000;
    const intervals = (busyBy.get(lawyer.id) ?? []).map((c) => ({ start: Number(c.starts_ms), end: Number(c.ends_ms) }));
    for (const start of withoutBusy(starts, slotMs, intervals)) {
      const existing = byStart.get(start);
      if (!existing) byStart.set(start, { startsAt: new Date(start), endsAt: new Date(start + slotMs), lawyerIds: [lawyer.id] });
      else {
        existing.lawyerIds.push(lawyer.id);
        if (start + slotMs < existing.endsAt.getTime()) existing.endsAt = new Date(start + slotMs);
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The lawyers offering a slot that starts exactly at `startsAt` (with each one's own end), or an
 * empty list: the booking and rescheduling check, recomputed from the database at that moment.
 */
export async function lawyersOfferingSlot(
  db: DB,
  opts: { lawyerId?: string; serviceArea: string; kind: ConsultationKind; startsAt: Date; now?: Date; excludeConsultationId?: string },
): Promise<{ lawyerId: string; endsAt: Date }[]> {
  const date = qatarDateOf(opts.startsAt);
  const { startsAt, ...rest } = opts;
  const slots = await listSlots(db, { ...rest, from: date, days: 1 });
  const match = slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!match) return [];
  if (match.lawyerIds.length === 1) return [{ lawyerId: match.lawyerIds[0]!, endsAt: match.endsAt }];
  // Lawyers' slot lengths may differ: look each one's end up from its own settings.
  const lengths = await db.selectFrom("lawyers").select(["id", "slot_minutes"]).where("id", "in", match.lawyerIds).execute();
  const minutes = new Map(lengths.map((l) => [l.id, l.slot_minutes]));
  return match.lawyerIds.map((lawyerId) => ({
    lawyerId,
    endsAt: new Date(startsAt.getTime() + (minutes.get(lawyerId) ?? 30) * 60_000),
  }));
}
