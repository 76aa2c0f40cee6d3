/**
 * The booking choices as they travel in the URL of /consultations (GET steps, so the flow works
 * without JavaScript and survives a detour through sign-in or sign-up). Shared by the loader and
 * the page's script; no server-only imports.
 */
import { CONSULTATION_KINDS, VOICE_MODES, type ConsultationKind, type VoiceMode } from "#db/schema";
import { BOOKING_HORIZON_DAYS } from "#server/consultations/constants";
import { CITIES, LANGUAGES, MAX_FEE_QAR, PRACTICE_AREAS, SERVICE_PAGE_OF_AREA, type City, type LanguageCode, type PracticeArea } from "#server/lawyers/catalog";
import { dateTimeFormat } from "~/utils/intl";

export const BOOKING_STEPS = ["choose", "time", "details"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface BookingChoices {
  service: PracticeArea | null;
  kind: ConsultationKind | null;
  /** A lawyer's id, "any" (any suitable lawyer), or null when not chosen yet. */
  lawyer: string | "any" | null;
  voiceMode: VoiceMode | null;
  /** ISO start of the chosen slot. */
  slot: string | null;
  /** First Qatar day of the period of slots shown (YYYY-MM-DD). */
  from: string | null;
  step: BookingStep;
  /** The lawyer list's filters (issue 13 §1: narrowed the way the directory is) and its page. */
  language: LanguageCode | null;
  city: City | null;
  feeMax: number | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A service area from ?service=: an area name, or the slug of a service page (links from service
 * pages carry `services/commercial`); a sub-page falls back to the area of its nearest parent page.
 */
export function serviceAreaOf(value: string | null): PracticeArea | null {
  if (!value) return null;
  const direct = oneOf(PRACTICE_AREAS, value);
  if (direct) return direct;
  const path = `/${value.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  let best: { area: PracticeArea; length: number } | null = null;
  for (const area of PRACTICE_AREAS) {
    const page: string = SERVICE_PAGE_OF_AREA[area];
    if ((path === page || path.startsWith(`${page}/`)) && (!best || page.length > best.length)) best = { area, length: page.length };
  }
  return best?.area ?? null;
}

export function readBookingChoices(params: URLSearchParams): BookingChoices {
  const lawyer = params.get("lawyer");
  const slot = params.get("slot");
  const from = params.get("from");
  const kind = oneOf(CONSULTATION_KINDS, params.get("kind"));
  return {
    service: serviceAreaOf(params.get("service")),
    kind,
    lawyer: lawyer === "any" ? "any" : lawyer && UUID.test(lawyer) ? lawyer.toLowerCase() : null,
    voiceMode: oneOf(VOICE_MODES, params.get("voiceMode")),
    slot: slot && !Number.isNaN(Date.parse(slot)) && slot.length <= 40 ? new Date(slot).toISOString() : null,
    from: from && DAY.test(from) ? from : null,
    step: oneOf(BOOKING_STEPS, params.get("step")) ?? "choose",
    language: oneOf(LANGUAGES, params.get("language")),
    city: oneOf(CITIES, params.get("city")),
    feeMax: wholeNumber(params.get("feeMax"), MAX_FEE_QAR),
    page: wholeNumber(params.get("page"), 1000) || 1,
  };
}

/** A whole number from 0 to max typed in a field (ASCII digits: the server rewrites Arabic ones), else null. */
function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= max ? n : null;
}

/** The query string of a set of choices (empty values left out). */
export function bookingSearch(choices: Partial<BookingChoices>): string {
  const params = new URLSearchParams();
  for (const key of ["service", "kind", "lawyer", "voiceMode", "slot", "from", "step", "language", "city", "feeMax", "page"] as const) {
    const value = choices[key];
    if (value === null || value === undefined || value === "") continue;
    if ((key === "step" && value === "choose") || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function bookingHref(choices: Partial<BookingChoices>): string {
  return `/consultations${bookingSearch(choices)}`;
}

/** Everything needed to show slots: area, kind and a lawyer (or "any"). */
export function choicesComplete(c: BookingChoices): c is BookingChoices & { service: PracticeArea; kind: ConsultationKind; lawyer: string } {
  return Boolean(c.service && c.kind && c.lawyer);
}

/** Adds days to a YYYY-MM-DD calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's date in a zone, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** Slots are shown a week at a time, from today (Qatar) to the end of the booking horizon. */
export const PERIOD_DAYS = 7;

export function slotPeriod(from: string | null, today: string): { start: string; prev: string | null; next: string | null } {
  const last = addDays(today, BOOKING_HORIZON_DAYS - 1);
  const start = from && from > today && from <= last ? from : today;
  const prev = start > today ? addDays(start, -PERIOD_DAYS) : null;
  const next = addDays(start, PERIOD_DAYS) <= last ? addDays(start, PERIOD_DAYS) : null;
  return { start, prev: prev && prev < today ? today : prev, next };
}

/** The options query for a set of choices: the list's filters and page, and the chosen lawyer. */
export function lawyerQuery(choices: BookingChoices) {
  return {
    serviceArea: choices.service ?? undefined,
    kind: choices.kind ?? undefined,
    language: choices.language ?? undefined,
    city: choices.city ?? undefined,
    feeMax: choices.feeMax ?? undefined,
    page: choices.page,
    lawyerId: choices.lawyer && choices.lawyer !== "any" ? choices.lawyer : undefined,
  };
}
