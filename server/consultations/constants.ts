/**
 * Rules of consultation booking (issue 4 §1). No server-only imports: the booking form validates
 * against the same limits.
 */
import { CONSULTATION_KINDS, VOICE_MODES, type ConsultationKind } from "#db/schema";

/** Friday and Saturday (weekday 0 = Sunday): no slots unless the lawyer opts in (lawyers.works_weekends). */
export const QATARI_WEEKEND: readonly number[] = [5, 6];
/** Slots are offered from today (Qatar) up to this many days ahead. */
export const BOOKING_HORIZON_DAYS = 30;
/** The default number of days one slots call returns. */
export const DEFAULT_SLOT_DAYS = 14;
/** A client (or a member of the client's company) may cancel or reschedule until this long before the start. */
export const CLIENT_CANCEL_CUTOFF_HOURS = 24;

export const ACCEPTED_KINDS = CONSULTATION_KINDS;
export const ACCEPTED_VOICE_MODES = VOICE_MODES;
/** Kinds that take place at a time; a written question has no slot. */
export const SCHEDULED_KINDS = ["video", "voice", "in_person"] as const satisfies readonly ConsultationKind[];

export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 1000;
export const MESSAGE_MAX_LENGTH = 10000;
/** Files one booking or one message may carry. */
export const MAX_FILES_PER_UPLOAD = 5;

/** Bookings per client per hour (server/rate-limit). */
export const BOOKING_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };
/** Messages per person per hour. */
export const MESSAGE_RATE_LIMIT = { limit: 120, windowSeconds: 60 * 60 };

/** The logical storage bucket of consultation files (private; downloads through fileDownload). */
export const CONSULTATION_FILES_BUCKET = "consultation_files";
/** Lifetime of a download link. */
export const FILE_URL_SECONDS = 60;

/** Lawyers per page in the booking's "choose a lawyer" step. */
export const BOOKING_LAWYERS_PAGE_SIZE = 8;
/** How far ahead the booking's lawyer list looks for each lawyer's first free time. */
export const FIRST_FREE_DAYS = 14;
