import { TZDate } from "@date-fns/tz";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import { QATAR_VTIMEZONE } from "#server/consultations/ics";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/**
 * Calendar files of hearings, written like the consultations' (server/consultations/ics.ts): times in
 * Asia/Qatar with its VTIMEZONE, one UID per hearing and its SEQUENCE, so an update replaces the
 * entry and a cancellation removes it.
 */

/** Courts publish a session's start only; calendars get an hour, the usual block for a session. */
export const HEARING_CALENDAR_MINUTES = 60;

export interface HearingEntry {
  hearingId: string;
  sequence: number;
  cancelled: boolean;
  startsAt: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
}

/** The UID of a hearing's calendar entry: `hearing-{id}@<host of BASE_URL>`. */
export function hearingUid(hearingId: string, baseUrl: string): string {
  return `hearing-${hearingId}@${new URL(baseUrl).hostname}`;
}

function addHearing(calendar: ICalCalendar, entry: HearingEntry, baseUrl: string, extra: { organizer?: { name: string; email: string }; attendees?: { name: string; email: string }[] } = {}) {
  calendar.createEvent({
    id: hearingUid(entry.hearingId, baseUrl),
    sequence: entry.sequence,
    start: new TZDate(entry.startsAt.getTime(), QATAR_TIME_ZONE),
    end: new TZDate(entry.startsAt.getTime() + HEARING_CALENDAR_MINUTES * 60_000, QATAR_TIME_ZONE),
    timezone: QATAR_TIME_ZONE,
    stamp: new Date(),
    summary: entry.summary,
    description: entry.description,
    location: entry.location || null,
    url: entry.url,
    status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: extra.organizer ?? null,
    attendees: (extra.attendees ?? []).map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
  });
}

/** The zone's definition goes before the first event that names it (RFC 5545 §3.6.5). */
function withTimezone(text: string): string {
  return text.includes("BEGIN:VEVENT") ? text.replace("BEGIN:VEVENT", `${QATAR_VTIMEZONE}\r\nBEGIN:VEVENT`) : text;
}

/** An invitation for one hearing (RFC 5546): METHOD:REQUEST adds or updates it, METHOD:CANCEL removes it. */
export function hearingInviteIcs(opts: {
  entry: HearingEntry;
  baseUrl: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}): string {
  const calendar = ical({
    prodId: { company: "Qanun Legal", product: "Cases", language: "EN" },
    method: opts.entry.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addHearing(calendar, opts.entry, opts.baseUrl, { organizer: opts.organizer, attendees: opts.attendees });
  return withTimezone(calendar.toString());
}

/** A subscribable feed (METHOD:PUBLISH) of many hearings: the lawyer's private calendar. */
export function hearingFeedIcs(opts: { name: string; entries: HearingEntry[]; baseUrl: string }): string {
  const calendar = ical({
    prodId: { company: "Qanun Legal", product: "Hearings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: opts.name,
    // Not the calendar's `timezone`: ical-generator then writes the non-standard TIMEZONE-ID and every DTSTAMP in
    // local time without its Z (RFC 5545 §3.8.7.2 wants UTC). Each event names its zone; the feed only hints it,
    // among the calendar's properties (before any component, as RFC 5545's grammar wants).
    ttl: 60 * 60,
  });
  for (const entry of opts.entries) addHearing(calendar, entry, opts.baseUrl);
  return withTimezone(calendar.toString()).replace("BEGIN:VTIMEZONE", `X-WR-TIMEZONE:${QATAR_TIME_ZONE}\r\nBEGIN:VTIMEZONE`);
}
