/**
 * Rules of engagement letters (issue 28 §1, §2). No server-only imports: the letter's forms validate
 * against the same limits.
 */

export { type EngagementLetterState, type FeeScheduleItem } from "#db/schema";

/** The limits migration 0036 checks, so a form refuses before the database does. */
export const SCOPE_MAX_LENGTH = 20_000;
export const EXPENSES_MAX_LENGTH = 5_000;
export const TERMS_MAX_LENGTH = 50_000;
export const COVERS_MAX_LENGTH = 500;
export const SIGNED_NAME_MAX_LENGTH = 200;
/** The firm's reason for withdrawing a letter sent for signature (migration 0038 checks it). */
export const WITHDRAW_REASON_MAX_LENGTH = 1000;

/** The one-time signing code: six digits, valid ten minutes, five tries (issue 28 §2). */
export const SIGNING_CODE_DIGITS = 6;
export const SIGNING_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
/** Codes one person may ask for per hour (server/rate-limit). */
export const SIGNING_CODE_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/** The logical storage bucket of letters as sent and as signed (private; served through the letter's procedure). */
export const LETTER_FILES_BUCKET = "engagement_letters";

/** How the viewer stands to a case's letter: the firm prepares, sends and countersigns; the signer signs. */
export const LETTER_CAPACITIES = ["firm", "signer"] as const;
export type LetterCapacity = (typeof LETTER_CAPACITIES)[number];
