import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from "ical-generator";
import { QATAR_TIME_ZONE } from "#server/common/qatar-time";

/** Asia/Qatar has been UTC+3 without daylight saving since 1972, so one STANDARD block describes it. */
export const QATAR_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Asia/Qatar",
  "X-LIC-LOCATION:Asia/Qatar",
  "BEGIN:STANDARD",
  "DTSTART:19720101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:+03",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

export interface ConsultationInvite {
  consultationId: string;
  /** consultations.sequence: calendars apply an update only when it is higher than what they hold. */
  sequence: number;
  method: "request" | "cancel";
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location?: string;
  url: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** BASE_URL: its host names the UID, so the same consultation keeps the same UID everywhere. */
  baseUrl: string;
}

/** The UID of a consultation's calendar entry: `{consultationId}@<host of BASE_URL>`. */
export function consultationUid(consultationId: string, baseUrl: string): string {
  return `${consultationId}@${new URL(baseUrl).hostname}`;
}

/**
 * An iCalendar file for a consultation (RFC 5546): METHOD:REQUEST adds or updates the entry (same
 * UID, higher SEQUENCE), METHOD:CANCEL with STATUS:CANCELLED removes it. Times are written in
 * Asia/Qatar with its VTIMEZONE, so calendars show the firm's local time and convert correctly.
 */
export function consultationIcs(invite: ConsultationInvite): string {
  const calendar = ical({
    prodId: { company: "Qanun Legal", product: "Consultations", language: "EN" },
    method: invite.method === "cancel" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: consultationUid(invite.consultationId, invite.baseUrl),
    sequence: invite.sequence,
    // ical-generator converts @date-fns/tz dates to the event's zone (a plain Date would be written as is).
    start: new TZDate(invite.startsAt.getTime(), QATAR_TIME_ZONE),
    end: new TZDate(invite.endsAt.getTime(), QATAR_TIME_ZONE),
    timezone: QATAR_TIME_ZONE,
    stamp: new Date(),
    summary: invite.summary,
    description: invite.description,
    location: invite.location ?? null,
    url: invite.url,
    status: invite.method === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invite.organizer,
    attendees: invite.attendees.map((attendee) => ({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
  });
  // The zone's definition goes before the event that names it (RFC 5545 §3.6.5).
  return calendar.toString().replace("BEGIN:VEVENT", `${QATAR_VTIMEZONE}\r\nBEGIN:VEVENT`);
}
