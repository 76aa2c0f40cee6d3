import { z } from "zod";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, REPLY_BODY_MAX, REVIEW_BODY_MAX } from "./constants";
import { formNumber, optionalText, recordId as id, textField } from "#server/common/fields";
import { singleLineString } from "#server/common/text";

export const reviewEligibilityInput = z.object({ consultationId: id });

/**
 * Inputs of the review procedures (issue 12 §4). The review, reply and hide forms parse with them (conform;
 * messages are locale keys): the consultation page's review form without the consultation's id, which is
 * its URL's.
 */

const rating = "reviews:validation.rating";
export const createReviewInput = z.object({
  consultationId: id,
  // Radio values are ASCII, but a hand-made post may carry ٥: it is 5 (formNumber).
  rating: formNumber(z.number({ error: rating }).int(rating).min(1, rating).max(5, rating)),
  /** Blank text is no text: the review is the rating alone. */
  body: optionalText(REVIEW_BODY_MAX, { tooLong: "reviews:validation.bodyTooLong" }).transform((value) => (value ? value : undefined)),
});

export const lawyerReviewsInput = z.object({ lawyerId: id, page: z.number().int().min(1).max(1000).default(1) });
export const myReviewsInput = z.object({ page: z.number().int().min(1).max(1000).default(1) });

export const replyInput = z.object({
  reviewId: id,
  body: textField({ min: 1, max: REPLY_BODY_MAX, required: "reviews:validation.replyRequired", tooLong: "reviews:validation.replyTooLong" }),
});

export const adminReviewsInput = z.object({
  state: z.enum(["all", "visible", "hidden"]).default("all"),
  /** One review (the audit log links here). */
  reviewId: singleLineString().max(64).optional(),
  page: z.number().int().min(1).max(1000).default(1),
});

export const hideInput = z.object({
  reviewId: id,
  reason: textField({
    min: HIDE_REASON_MIN,
    max: HIDE_REASON_MAX,
    required: "reviews:validation.reasonTooShort",
    tooShort: "reviews:validation.reasonTooShort",
    tooLong: "reviews:validation.reasonTooLong",
  }),
});
