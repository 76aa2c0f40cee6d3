import { calendarFeedResponse } from "~/utils/dashboard-cases.server";

/**
 * A lawyer's private calendar feed of hearings (issue 9 §3): /calendar/hearings/{token}.ics. The
 * token in the path is the only credential (calendar apps send no cookie); unknown or revoked: 404.
 */
export const loader = calendarFeedResponse;
