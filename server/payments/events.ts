import type { PaymentStatus, WebhookEvent } from "./types";

/**
 * What a verified event says about its checkout. Each event carries the checkout's whole money state (amount and
 * running refunded total), so the receiver needs no earlier event to apply it: it keeps, per checkout, the highest
 * `sequence` applied and applies an event only when `isLaterEvent` says so. An event that comes late (out of
 * order) or again (a retry, a replay inside the signature's window) then changes nothing.
 */
export function paymentStatusAfter(event: WebhookEvent): PaymentStatus {
  switch (event.type) {
    case "payment.succeeded":
      return "succeeded";
    case "payment.failed":
      return "failed";
    case "payment.cancelled":
      return "cancelled";
    case "refund.succeeded":
      return event.data.refundedDirhams >= event.data.amountDirhams ? "refunded" : "partially_refunded";
  }
}

/** True when the event is newer than the last one applied to its checkout (null: none applied yet). */
export function isLaterEvent(lastAppliedSequence: number | null, event: WebhookEvent): boolean {
  return lastAppliedSequence === null || event.sequence > lastAppliedSequence;
}
