/**
 * Rules and reference lists of cases (issue 9). No server-only imports: the case page's forms
 * validate against the same lists and limits.
 */

export { CASE_STATUSES, type CaseStatus } from "#db/schema";

export const HEARING_STATUSES = ["scheduled", "held", "cancelled"] as const;
export type HearingStatus = (typeof HEARING_STATUSES)[number];

/** A milestone's fee moves planned → done → invoiced → paid (any step may be corrected back). */
export const MILESTONE_STATES = ["planned", "done", "invoiced", "paid"] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export const DOCUMENT_VISIBILITIES = ["client", "internal"] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** How the viewer stands to a case; decides what they see and may do. */
export const CASE_CAPACITIES = ["admin", "lawyer", "client"] as const;
export type CaseCapacity = (typeof CASE_CAPACITIES)[number];

/** The engagement letter's events (server/engagement, issue 28 §2); its emails name the signer and the firm. */
export const LETTER_EVENT_TYPES = ["letter_drafted", "letter_sent", "letter_signed", "letter_countersigned", "letter_withdrawn"] as const;
/** Money's events (server/billing, issue 28 §3–§4); the client is mailed by server/billing/emails.ts. */
export const MONEY_EVENT_TYPES = ["invoice_issued", "invoice_paid", "invoice_refunded", "payment_failed", "duplicate_payment_refunded"] as const;

/** Everything that can happen to a case: one timeline row per change (case_events.type). */
export const CASE_EVENT_TYPES = [
  "opened",
  "updated",
  "lawyer_assigned",
  "lawyer_unassigned",
  "status_changed",
  "next_step_changed",
  "hearing_scheduled",
  "hearing_updated",
  "hearing_moved",
  "hearing_cancelled",
  "hearing_outcome",
  "hearing_reminder",
  "milestone_added",
  "milestone_updated",
  "milestone_state_changed",
  "document_added",
  "note_added",
  "message",
  ...LETTER_EVENT_TYPES,
  ...MONEY_EVENT_TYPES,
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** What a viewer may do on a case page (byId returns the list; each procedure applies the same rule). */
export const CASE_ACTIONS = [
  "update",
  "assignLawyer",
  "unassignLawyer",
  "close",
  "reopen",
  "setStatus",
  "setNextStep",
  "addHearing",
  "updateHearing",
  "moveHearing",
  "cancelHearing",
  "recordOutcome",
  "addMilestone",
  "updateMilestone",
  "setMilestoneState",
  "uploadDocument",
  "uploadInternalDocument",
  "addNote",
  "postMessage",
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const COURT_CASE_NUMBER_MAX_LENGTH = 60;
export const OPPOSING_PARTY_MAX_LENGTH = 300;
export const NEXT_STEP_MAX_LENGTH = 1000;
export const CHAMBER_MAX_LENGTH = 120;
export const PURPOSE_MAX_LENGTH = 500;
export const OUTCOME_MAX_LENGTH = 5000;
export const NOTE_MAX_LENGTH = 10000;
export const MESSAGE_MAX_LENGTH = 10000;
export const REASON_MAX_LENGTH = 1000;
/** A milestone's fixed fee, in whole Qatari riyals. */
export const MAX_FEE_QAR = 100_000_000;
/** Files one upload or one message may carry. */
export const MAX_FILES_PER_UPLOAD = 5;
/** Hearings may be scheduled up to this many years ahead. */
export const HEARING_HORIZON_YEARS = 5;
/** How far back a hearing that already took place may be recorded after the fact (with its outcome). */
export const HEARING_PAST_LIMIT_DAYS = 366;
/** Qatar's courts sit Sunday to Thursday: a hearing on these days of the week (0 = Sunday, in Doha) needs a confirmation. */
export const NON_SITTING_DAYS = [5, 6] as const;
/**
 * Issue 25 item 11: how long the firm keeps a closed case's documents from a client who has closed their
 * account (case_documents.former_client_at), counted from the case's closure; then the purge
 * (server/privacy/retention.ts) deletes them. Ten years: a conservative record-keeping period for a
 * matter's file; the firm's counsel may set another here, the one place it is defined.
 */
export const CLOSED_CASE_RETENTION_YEARS = 10;

/** Rows per page of /admin/cases (default and maximum), and the CSV export's ceiling. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const CSV_MAX_ROWS = 100_000;
/** Timeline entries and messages per page on the case page. */
export const TIMELINE_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 40;

/** Messages per person per hour (server/rate-limit). */
export const CASE_MESSAGE_RATE_LIMIT = { limit: 120, windowSeconds: 60 * 60 };

/** The logical storage bucket of case documents (private; downloads through documentDownload). */
export const CASE_FILES_BUCKET = "case_documents";
/** Lifetime of a download link. */
export const CASE_FILE_URL_SECONDS = 60;
/** Hearing reminders go out this long before the start. */
export const HEARING_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** The lawyer's private calendar feed is served at `${BASE_URL}${CALENDAR_FEED_PATH}/{token}.ics`. */
export const CALENDAR_FEED_PATH = "/calendar/hearings";
/** The reference prefix: QL-2026-000123. */
export const CASE_REFERENCE_PREFIX = "QL";
