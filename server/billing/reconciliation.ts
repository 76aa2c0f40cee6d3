import { sql } from "kysely";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { startBatchWorker } from "#server/common/worker";
import { logger } from "#server/observability/logger";
import { isGatewayRejected, isGatewayUnavailable } from "#server/payments/gateway";
import { duplicatesToRefund, refundDuplicatePayment } from "./duplicates";
import { REFUND_WATCH_DAYS, REFUND_WATCH_EVERY_HOURS } from "./constants";
import { billingGatewayOrNull, type BillingGateway } from "./gateway";
import { applyGatewayState } from "./settle";

/** A checkout still pending at the gateway this long after it began was abandoned by the payer. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The reconciliation job (issue 28 §4): every card payment still pending PAYMENT_RECONCILE_AFTER_MINUTES after
 * it began (and not asked about for as long) is asked about at the gateway, and the answer goes through the
 * same transition as a webhook (applyGatewayState), as a state newer than any event. So a webhook lost, or an
 * app server killed between the gateway's success and the webhook, still ends with the invoice paid.
 *
 * A run claims its payments in one statement (FOR UPDATE SKIP LOCKED, marked reconciled_at): with several app
 * servers each payment is asked about by one. The gateway is asked outside any transaction; each answer is
 * applied in its own. A checkout the gateway does not know (a Pay whose gateway call failed) is closed as failed.
 * A duplicate payment (an invoice paid twice) whose automatic refund has not been recorded is refunded again
 * (server/billing/duplicates.ts; the idempotency key makes it one refund at the gateway).
 *
 * Then the refund watch: a payment already paid can still be refunded at the gateway (from its own dashboard, or
 * by an admin's refund whose database write was lost), and that refund's webhook can be lost too. Each card
 * payment that succeeded within REFUND_WATCH_DAYS is asked about once every REFUND_WATCH_EVERY_HOURS (claimed the
 * same way), and a refunded total the gateway reports beyond the invoice's is recorded, audited and mailed once
 * (applyGatewayState).
 */
export async function runPaymentReconciliation(
  db: DB,
  opts: { gateway?: BillingGateway; afterMinutes?: number; limit?: number; refundWatchHours?: number } = {},
): Promise<number> {
  const gateway = opts.gateway ?? billingGatewayOrNull();
  if (!gateway) return 0;
  const minutes = opts.afterMinutes ?? getEnv().PAYMENT_RECONCILE_AFTER_MINUTES;
  const { rows } = await sql<{ id: string; checkout_id: string; created_at: Date }>`
    update payments set reconciled_at = now()
    where id in (
      select id from payments
      where state = 'pending' and method = 'gateway'
        and created_at <= now() - make_interval(mins => ${minutes})
        and (reconciled_at is null or reconciled_at <= now() - make_interval(mins => ${minutes}))
      order by coalesce(reconciled_at, created_at)
      limit ${opts.limit ?? 20}
      for update skip locked
    )
    returning id, checkout_id, created_at`.execute(db);
  let changed = 0;
  for (const row of rows) {
    try {
      if (row.checkout_id.startsWith("unassigned:")) {
        await db.updateTable("payments").set({ state: "failed", settled_at: sql<Date>`now()` }).where("id", "=", row.id).where("state", "=", "pending").execute();
        continue;
      }
      const payment = await gateway.client.getPayment(row.checkout_id);
      if (payment.status === "pending" && new Date(row.created_at).getTime() < Date.now() - ABANDONED_AFTER_MS) {
        // A checkout left open for a day was abandoned: closed here, so it is no longer asked about. Were it paid
        // after all, its webhook still marks the invoice paid (applyGatewayState accepts a success after this).
        await db.updateTable("payments").set({ state: "cancelled", settled_at: sql<Date>`now()` }).where("id", "=", row.id).where("state", "=", "pending").execute();
        continue;
      }
      const outcome = await applyAnswer(db, payment, row.checkout_id, "reconciliation");
      if (outcome.outcome === "applied") changed += 1;
      if (outcome.duplicatePaymentId) await refundDuplicatePayment(db, outcome.duplicatePaymentId, { gateway });
    } catch (error) {
      if (isGatewayRejected(error) && error.code === "checkout_not_found") {
        await db.updateTable("payments").set({ state: "failed", settled_at: sql<Date>`now()` }).where("id", "=", row.id).where("state", "=", "pending").execute();
      } else if (isGatewayUnavailable(error)) {
        logger.warn("reconciliation: payment gateway unavailable, asking again later", { checkoutId: row.checkout_id, reason: error.reason });
      } else throw error;
    }
  }
  // Duplicate payments whose refund did not go through when they were found (the gateway was down): again now.
  for (const id of await duplicatesToRefund(db, opts.limit ?? 20)) {
    if (await refundDuplicatePayment(db, id, { gateway })) changed += 1;
  }
  return changed + (await watchForRefunds(db, gateway, opts.refundWatchHours ?? REFUND_WATCH_EVERY_HOURS, opts.limit ?? 20));
}

/** The refund watch (see runPaymentReconciliation): paid card payments asked about again, at most `limit` a run. */
async function watchForRefunds(db: DB, gateway: BillingGateway, everyHours: number, limit: number): Promise<number> {
  const { rows } = await sql<{ checkout_id: string }>`
    update payments set reconciled_at = now()
    where id in (
      select id from payments
      where state = 'succeeded' and method = 'gateway'
        and settled_at >= now() - make_interval(days => ${REFUND_WATCH_DAYS})
        and greatest(reconciled_at, settled_at) <= now() - make_interval(hours => ${everyHours})
      order by greatest(reconciled_at, settled_at)
      limit ${limit}
      for update skip locked
    )
    returning checkout_id`.execute(db);
  let changed = 0;
  for (const row of rows) {
    try {
      const payment = await gateway.client.getPayment(row.checkout_id);
      if ((await applyAnswer(db, payment, row.checkout_id, "refund watch")).outcome === "applied") changed += 1;
    } catch (error) {
      if (!isGatewayUnavailable(error) && !isGatewayRejected(error)) throw error;
      logger.warn("refund watch: could not ask the gateway, asking again next time", { checkoutId: row.checkout_id, reason: error.message });
    }
  }
  return changed;
}

/**
 * The gateway's answer about a payment, applied in a transaction of its own through the same transition as a webhook, as
 * a state newer than any event; an answer that does not match its invoice changes nothing and is logged.
 */
async function applyAnswer(db: DB, payment: Awaited<ReturnType<BillingGateway["client"]["getPayment"]>>, checkoutId: string, job: string) {
  const outcome = await db.transaction().execute((trx) => applyGatewayState(trx, { ...payment, sequence: null }));
  if (outcome.outcome === "rejected") logger.warn(`${job}: the gateway's payment does not match its invoice`, { checkoutId, reason: outcome.reason });
  return outcome;
}

/** The reconciliation worker of one app server, every minute (server/common/worker.ts). */
export function startPaymentReconciliationWorker(db: DB, intervalMs = 60_000): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "payment reconciliation", intervalMs, runBatch: () => runPaymentReconciliation(db) });
}
