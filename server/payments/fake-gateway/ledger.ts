import crypto from "node:crypto";
import { CURRENCY, type PaymentStatus, type WebhookEventPayload, type WebhookEventType } from "../types";

/**
 * The fake gateway's books, in memory: checkouts, their refunds, and the answers given to idempotency keys.
 * No card number is ever kept: a payment remembers only the card's last four digits, for its page.
 */
export interface FakeCheckout {
  id: string;
  reference: string;
  amountDirhams: number;
  currency: typeof CURRENCY;
  description: string;
  locale: "ar" | "en";
  returnUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  status: PaymentStatus;
  refundedDirhams: number;
  paidAt?: Date;
  cardLast4?: string;
  /** The last event's sequence number for this checkout (0 before its outcome). */
  sequence: number;
}

export type NewCheckout = Omit<FakeCheckout, "id" | "status" | "refundedDirhams" | "sequence" | "currency">;

/** The card numbers the checkout page knows (test cards, as real gateways' sandboxes have). */
export const TEST_CARDS = { succeeds: "4242424242424242", declined: "4000000000000002" } as const;

export type Outcome = "succeeded" | "failed" | "cancelled";

export type RefundOutcome =
  | { ok: true; refundId: string; event: WebhookEventPayload }
  | { ok: false; status: 404 | 409 | 422; code: "checkout_not_found" | "payment_not_refundable" | "refund_exceeds_payment" };

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

export function createLedger() {
  const checkouts = new Map<string, FakeCheckout>();
  const remembered = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  function eventOf(checkout: FakeCheckout, type: WebhookEventType, refundId?: string): WebhookEventPayload {
    checkout.sequence += 1;
    return {
      id: newId("evt"),
      type,
      createdAt: new Date().toISOString(),
      sequence: checkout.sequence,
      data: {
        checkoutId: checkout.id,
        reference: checkout.reference,
        amountDirhams: checkout.amountDirhams,
        refundedDirhams: checkout.refundedDirhams,
        currency: checkout.currency,
        ...(refundId ? { refundId } : {}),
      },
    };
  }

  return {
    get: (id: string) => checkouts.get(id),

    create(input: NewCheckout): FakeCheckout {
      const checkout: FakeCheckout = { ...input, id: newId("chk"), currency: CURRENCY, status: "pending", refundedDirhams: 0, sequence: 0 };
      checkouts.set(checkout.id, checkout);
      return checkout;
    },

    /**
     * The answer once given to this idempotency key in this scope, or null the first time. The same key with a
     * different request is a conflict: the caller reused a key for something else.
     */
    recall(scope: string, key: string, request: unknown): { status: number; body: unknown } | "conflict" | null {
      const previous = remembered.get(`${scope}\n${key}`);
      if (!previous) return null;
      return previous.fingerprint === JSON.stringify(request) ? { status: previous.status, body: previous.body } : "conflict";
    },
    remember(scope: string, key: string, request: unknown, answer: { status: number; body: unknown }) {
      remembered.set(`${scope}\n${key}`, { fingerprint: JSON.stringify(request), ...answer });
    },

    /** A pending checkout's outcome; null when it already has one. */
    settle(checkout: FakeCheckout, outcome: Outcome, cardLast4?: string): WebhookEventPayload | null {
      if (checkout.status !== "pending") return null;
      checkout.status = outcome;
      if (outcome === "succeeded") checkout.paidAt = new Date();
      if (cardLast4) checkout.cardLast4 = cardLast4;
      return eventOf(checkout, outcome === "succeeded" ? "payment.succeeded" : outcome === "failed" ? "payment.failed" : "payment.cancelled");
    },

    refund(checkoutId: string, amountDirhams: number): RefundOutcome {
      const checkout = checkouts.get(checkoutId);
      if (!checkout) return { ok: false, status: 404, code: "checkout_not_found" };
      if (checkout.status !== "succeeded" && checkout.status !== "partially_refunded") return { ok: false, status: 409, code: "payment_not_refundable" };
      if (amountDirhams > checkout.amountDirhams - checkout.refundedDirhams) return { ok: false, status: 422, code: "refund_exceeds_payment" };
      checkout.refundedDirhams += amountDirhams;
      checkout.status = checkout.refundedDirhams === checkout.amountDirhams ? "refunded" : "partially_refunded";
      const refundId = newId("rf");
      return { ok: true, refundId, event: eventOf(checkout, "refund.succeeded", refundId) };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** A checkout as the API's GET answers it (the adapter's `Payment`). */
export function paymentOf(checkout: FakeCheckout) {
  return {
    checkoutId: checkout.id,
    reference: checkout.reference,
    status: checkout.status,
    amountDirhams: checkout.amountDirhams,
    refundedDirhams: checkout.refundedDirhams,
    currency: checkout.currency,
    ...(checkout.paidAt ? { paidAt: checkout.paidAt.toISOString() } : {}),
  };
}
