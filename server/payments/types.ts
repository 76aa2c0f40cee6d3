import { z } from "zod";

/**
 * The payment gateway's protocol (decision 041): what the adapter sends, what the gateway answers and what its
 * webhooks carry. Money is always a whole number of dirhams (1 QAR = 100 dirhams): never a float, never riyals
 * with decimals, on the wire as in the database.
 */
export const CURRENCY = "QAR" as const;

/** A whole, non-negative number of dirhams that JavaScript holds exactly. */
export const dirhamsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "cancelled", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const WEBHOOK_EVENT_TYPES = ["payment.succeeded", "payment.failed", "payment.cancelled", "refund.succeeded"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const checkoutIdSchema = z.string().min(1).max(200);
const referenceSchema = z.string().min(1).max(200);
const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
/** Browser-facing addresses: http(s) only, so no `javascript:` or `data:` URL is ever a redirect target. */
const webUrl = z.url({ protocol: /^https?$/ });

export const createCheckoutInputSchema = z.object({
  /** The platform's own reference (an invoice number); the gateway echoes it in every answer and event. */
  reference: referenceSchema,
  amountDirhams: dirhamsSchema.positive(),
  currency: z.literal(CURRENCY),
  description: z.string().min(1).max(500),
  locale: z.enum(["ar", "en"]),
  /** Where the payer's browser is sent back after paying or failing: `?checkout=<id>` is added. */
  returnUrl: webUrl,
  /** Where the payer lands after abandoning the checkout; returnUrl when not given. */
  cancelUrl: webUrl.optional(),
  /** Per-checkout webhook address, for gateways that take one; otherwise the one set at the gateway. */
  webhookUrl: webUrl.optional(),
  /** The same key with the same body gives the same checkout: a retry after a timeout never makes two. */
  idempotencyKey: z.string().min(8).max(200),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutInputSchema>;

export const checkoutCreatedSchema = z.object({
  checkoutId: checkoutIdSchema,
  redirectUrl: webUrl,
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

export const paymentSchema = z.object({
  checkoutId: checkoutIdSchema,
  reference: referenceSchema,
  status: z.enum(PAYMENT_STATUSES),
  amountDirhams: dirhamsSchema,
  refundedDirhams: dirhamsSchema,
  currency: z.literal(CURRENCY),
  paidAt: isoDate.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundInputSchema = z.object({
  checkoutId: checkoutIdSchema,
  amountDirhams: dirhamsSchema.positive(),
  idempotencyKey: z.string().min(8).max(200),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const refundResultSchema = z.object({
  refundId: z.string().min(1).max(200),
  checkoutId: checkoutIdSchema,
  /** This refund's amount. */
  amountDirhams: dirhamsSchema.positive(),
  /** The checkout's totals after it: everything refunded so far, and the new status. */
  refundedDirhams: dirhamsSchema,
  status: z.enum(["refunded", "partially_refunded"]),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/**
 * A webhook event. `sequence` increases per checkout (1 for its payment outcome, then one per refund), and
 * `refundedDirhams` is the checkout's running total, not the refund's amount: an event carries the whole state,
 * so a receiver applies the highest sequence it has seen and ignores an older one that arrives late.
 */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: isoDate,
  sequence: z.number().int().positive(),
  data: z.object({
    checkoutId: checkoutIdSchema,
    reference: referenceSchema,
    amountDirhams: dirhamsSchema,
    refundedDirhams: dirhamsSchema,
    currency: z.literal(CURRENCY),
    /** refund.succeeded only: the refund this event is about, as `refund()` returned it. */
    refundId: z.string().min(1).max(200).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
/** An event as it travels (dates as ISO strings), for the fake gateway and tests that build one. */
export type WebhookEventPayload = z.input<typeof webhookEventSchema>;
