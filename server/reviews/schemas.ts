import { z } from "zod";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, REPLY_BODY_MAX, REVIEW_BODY_MAX } from "./constants";
import { optionalText, recordId as id } from "#server/common/fields";
import { multilineString, singleLineString } from "#server/common/text";


export const reviewEligibilityInput = z.object({ consultationId: id });

export const createReviewInput = z.object({
  consultationId: id,
  rating: z.number().int().min(1).max(5),
  /** Blank text is no text: the review is the rating alone. */
  body: optionalText(REVIEW_BODY_MAX).transform((value) => (value ? value : undefined)),
});

export const lawyerReviewsInput = z.object({ lawyerId: id, page: z.number().int().min(1).max(1000).default(1) });
export const myReviewsInput = z.object({ page: z.number().int().min(1).max(1000).default(1) });

export const replyInput = z.object({ reviewId: id, body: multilineString().trim().min(1).max(REPLY_BODY_MAX) });

export const adminReviewsInput = z.object({
  state: z.enum(["all", "visible", "hidden"]).default("all"),
  /** One review (the audit log links here). */
  reviewId: singleLineString().max(64).optional(),
  page: z.number().int().min(1).max(1000).default(1),
});

export const hideInput = z.object({ reviewId: id, reason: multilineString().trim().min(HIDE_REASON_MIN).max(HIDE_REASON_MAX) });
