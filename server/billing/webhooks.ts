import { sql } from "kysely";
import type { DB } from "#db/index";
import { logger } from "#server/observability/logger";
import { verifyWebhook } from "#server/payments/gateway";
import { paymentStatusAfter } from "#server/payments/events";
import { refundDuplicatePayment } from "./duplicates";
import { billingGateway } from "./gateway";
import { applyGatewayState, type SettleOutcome } from "./settle";

/**
 * The gateway's webhook (issue 28 §4, decision 041 "what the receiver must still do"). The signature is checked
 * on the raw bytes first; a forged, stale or malformed request answers 400 and is kept as rejected. A verified
 * event is stored under its unique id in the transaction that applies it: a repeat (a retry, a replay inside
 * the signature's window) finds the id taken and changes nothing; an event older than the last applied is
 * ignored; one whose reference, amount or currency is not the invoice's is rejected. Every outcome is a row of
 * payment_events. Answers 200 once the event is stored, so the gateway stops retrying.
 */
export async function receivePaymentWebhook(db: DB, rawBody: string, signature: string | null): Promise<{ status: 200 | 400 } & SettleOutcome> {
  const { webhookSecret } = billingGateway();
  const verified = verifyWebhook(rawBody, signature ?? "", { secret: webhookSecret });
  if (!verified.ok) {
    const claimed = claimedIds(rawBody);
    await db.insertInto("payment_events").values({ ...claimed, outcome: "rejected", reason: verified.reason }).execute();
    logger.warn("payment webhook rejected", { reason: verified.reason, eventId: claimed.event_id });
    return { status: 400, outcome: "rejected", reason: verified.reason };
  }
  const event = verified.event;
  const row = { event_id: event.id, checkout_id: event.data.checkoutId, type: event.type, sequence: event.sequence };
  const result = await db.transaction().execute(async (trx) => {
    // Taken first: a second delivery of the same event waits here until the first commits, then finds it.
    const stored = await trx
      .insertInto("payment_events")
      .values({ ...row, outcome: "ignored", reason: "received" })
      .onConflict((oc) => oc.column("event_id").where(sql<boolean>`outcome <> 'rejected'`).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!stored) {
      await trx.insertInto("payment_events").values({ ...row, event_id: null, outcome: "ignored", reason: `repeat of event ${event.id.slice(0, 150)}` }).execute();
      return { outcome: "ignored", reason: "repeat" } satisfies SettleOutcome;
    }
    const outcome = await applyGatewayState(trx, {
      checkoutId: event.data.checkoutId,
      reference: event.data.reference,
      status: paymentStatusAfter(event),
      amountDirhams: event.data.amountDirhams,
      refundedDirhams: event.data.refundedDirhams,
      currency: event.data.currency,
      sequence: event.sequence,
      refundId: event.data.refundId,
    });
    await trx.updateTable("payment_events").set({ outcome: outcome.outcome, reason: outcome.reason.slice(0, 200) }).where("id", "=", stored.id).execute();
    return outcome;
  });
  if (result.outcome === "rejected") logger.warn("payment webhook does not match its invoice", { eventId: event.id, reason: result.reason });
  // A duplicate payment is refunded once the event that found it is stored (a gateway down now: the job retries).
  if (result.duplicatePaymentId) await refundDuplicatePayment(db, result.duplicatePaymentId).catch((error: unknown) => logger.warn("duplicate payment refund failed", { error: String(error) }));
  return { status: 200, outcome: result.outcome, reason: result.reason };
}

/** The ids a refused request claims, kept for the log (never trusted: the signature did not hold). */
function claimedIds(rawBody: string): { event_id: string | null; checkout_id: string | null; type: string | null; sequence: number | null } {
  try {
    const body = JSON.parse(rawBody) as { id?: unknown; type?: unknown; sequence?: unknown; data?: { checkoutId?: unknown } };
    const text = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : null);
    return {
      event_id: text(body.id, 200),
      checkout_id: text(body.data?.checkoutId, 200),
      type: text(body.type, 60),
      sequence: Number.isSafeInteger(body.sequence) && Math.abs(body.sequence as number) < 2 ** 31 ? (body.sequence as number) : null,
    };
  } catch {
    return { event_id: null, checkout_id: null, type: null, sequence: null };
  }
}
