/**
 * Issue 12 §4: reviews of lawyers by proven clients. The numbers the procedures enforce and the
 * pages and tests read.
 */

/** A client may review the lawyer of a completed consultation for this many days after it was completed. */
export const REVIEW_WINDOW_DAYS = 90;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_BODY_MAX = 2000;
export const REPLY_BODY_MAX = 2000;
export const HIDE_REASON_MIN = 10;
export const HIDE_REASON_MAX = 1000;
/** Reviews per page on a lawyer's profile, the lawyer's own list and the admin's list. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** Why a person may not review a consultation (the consultation page explains each in the visitor's language). */
export const REVIEW_REFUSALS = ["not_client", "own_lawyer", "not_completed", "window_closed"] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];
