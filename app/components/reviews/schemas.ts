/**
 * The review forms (issue 12 §4), parsed on the server with conform; messages are locale keys. The
 * procedures (server/reviews) check the same limits again.
 */
import { z } from "zod";
import { asciiDigits } from "#server/common/fields";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, REPLY_BODY_MAX, REVIEW_BODY_MAX } from "#server/reviews/constants";

export const reviewForm = z.object({
  // Radio values are ASCII, but a hand-made post may carry ٥: read it as 5.
  rating: z.preprocess(
    (value) => (typeof value === "string" ? Number(asciiDigits(value)) : value),
    z.number({ error: "reviews:validation.rating" }).int("reviews:validation.rating").min(1, "reviews:validation.rating").max(5, "reviews:validation.rating"),
  ),
  body: z.string().trim().max(REVIEW_BODY_MAX, "reviews:validation.bodyTooLong").optional(),
});

export const replyForm = z.object({
  reviewId: z.string().max(64),
  body: z.string({ error: "reviews:validation.replyRequired" }).trim().min(1, "reviews:validation.replyRequired").max(REPLY_BODY_MAX, "reviews:validation.replyTooLong"),
});

export const hideForm = z.object({
  reviewId: z.string().max(64),
  reason: z
    .string({ error: "reviews:validation.reasonTooShort" })
    .trim()
    .min(HIDE_REASON_MIN, "reviews:validation.reasonTooShort")
    .max(HIDE_REASON_MAX, "reviews:validation.reasonTooLong"),
});
