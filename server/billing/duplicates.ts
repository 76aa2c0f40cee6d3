import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { logger } from "#server/observability/logger";
import { isGatewayRejected, isGatewayUnavailable } from "#server/payments/gateway";
import { enqueueBillingMail } from "./emails";
import { billingGatewayOrNull, type BillingGateway } from "./gateway";
import { recordAudit } from "#server/audit/record";
import { recordCaseEvent } from "#server/cases/events";

type Trx = Transaction<Database>;

/** The reason a duplicate's refund row states (the firm reads it in the finance records; no person wrote it). */
export const DUPLICATE_REFUND_REASON = "Duplicate payment of an invoice already paid: refunded automatically";
/** The reason of a refund the gateway confirmed that this server had not recorded (its own write failed). */
export const GATEWAY_CONFIRMED_REFUND_REASON = "Refund confirmed by the payment gateway";

/** What this server has recorded as refunded of one payment. */
async function refundedOfPayment(trx: Trx, paymentId: string): Promise<number> {
  const row = await trx.selectFrom("refunds").select(sql<string | number>`coalesce(sum(amount_dirhams), 0)`.as("total")).where("payment_id", "=", paymentId).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Records a refund the gateway confirmed (its refund id, and the payment's running refunded total) when this server
 * has not: the part of the total not yet in `refunds` becomes one row. Idempotent: the gateway's refund id is unique,
 * and nothing is written once the rows add up to the total (read under the payment's lock, which every caller holds).
 * The refund id is null when the gateway was asked (reconciliation): its answer gives the total, not the refunds.
 * Returns the amount recorded (0 when nothing was).
 */
export async function recordConfirmedRefund(
  trx: Trx,
  opts: { invoiceId: string; paymentId: string; gatewayRefundId: string | null; refundedTotal: number; reason: string },
): Promise<number> {
  const missing = opts.refundedTotal - (await refundedOfPayment(trx, opts.paymentId));
  if (missing <= 0) return 0;
  const inserted = await trx
    .insertInto("refunds")
    .values({ invoice_id: opts.invoiceId, payment_id: opts.paymentId, amount_dirhams: missing, gateway_refund_id: opts.gatewayRefundId, reason: opts.reason, created_by: null })
    .onConflict((oc) => oc.column("gateway_refund_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? missing : 0;
}

/**
 * The refund of a duplicate payment, confirmed by the gateway (its answer to refund(), or its refund webhook):
 * recorded once against the payment (not the invoice's totals: the invoice stays paid by the first payment),
 * audited as the system's, and the client mailed. A second confirmation of the same refund writes nothing.
 */
export async function recordDuplicateRefund(trx: Trx, opts: { paymentId: string; gatewayRefundId: string; refundedTotal: number }): Promise<boolean> {
  const payment = await trx
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select(["payments.id", "payments.invoice_id", "payments.checkout_id", "invoices.case_id", "invoices.number"])
    .where("payments.id", "=", opts.paymentId)
    // The payment only: the invoice is not written here, and every writer locks a payment before its invoice.
    .forUpdate("payments")
    .executeTakeFirstOrThrow();
  const amount = await recordConfirmedRefund(trx, {
    invoiceId: payment.invoice_id,
    paymentId: payment.id,
    gatewayRefundId: opts.gatewayRefundId,
    refundedTotal: opts.refundedTotal,
    reason: DUPLICATE_REFUND_REASON,
  });
  if (!amount) return false;
  // Audited with no person behind it, like every change of money the gateway causes (settle.ts).
  await recordAudit(
    trx,
    { viewer: null, clientIp: "gateway" },
    {
      action: "payment.duplicate_refunded",
      entityType: "case",
      entityId: payment.case_id,
      summary: payment.number,
      after: { invoiceId: payment.invoice_id, paymentId: payment.id, checkoutId: payment.checkout_id, refundDirhams: amount, gatewayRefundId: opts.gatewayRefundId },
    },
    { always: true },
  );
  // On the case's timeline too, where the client and the firm see the invoice itself: the money came back.
  await recordCaseEvent(trx, {
    caseId: payment.case_id,
    type: "duplicate_payment_refunded",
    actorId: null,
    payload: { invoiceId: payment.invoice_id, number: payment.number, refundDirhams: amount },
    audit: null,
  });
  await enqueueBillingMail(trx, payment.invoice_id, "duplicateRefund", { refundDirhams: amount });
  return true;
}

/**
 * Refunds a duplicate payment in full through the gateway, then records it. The idempotency key is the payment's
 * (`duplicate:<payment id>`), so the webhook that found the duplicate, a retry and the reconciliation job asking
 * again all make one refund at the gateway. Answers false when the gateway could not be reached (the job retries).
 */
export async function refundDuplicatePayment(db: DB, paymentId: string, opts: { gateway?: BillingGateway } = {}): Promise<boolean> {
  const gateway = opts.gateway ?? billingGatewayOrNull();
  if (!gateway) return false;
  const payment = await db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
  if (!payment || payment.state !== "duplicate" || !payment.checkout_id) return false;
  if (await db.selectFrom("refunds").select("id").where("payment_id", "=", payment.id).executeTakeFirst()) return true;
  try {
    const result = await gateway.client.refund({ checkoutId: payment.checkout_id, amountDirhams: Number(payment.amount_dirhams), idempotencyKey: `duplicate:${payment.id}` });
    await db.transaction().execute((trx) => recordDuplicateRefund(trx, { paymentId: payment.id, gatewayRefundId: result.refundId, refundedTotal: result.refundedDirhams }));
    return true;
  } catch (error) {
    if (isGatewayUnavailable(error) || isGatewayRejected(error)) {
      logger.warn("duplicate payment: the gateway did not refund it yet, asking again later", { paymentId, error: String(error) });
      return false;
    }
    throw error;
  }
}

/** Duplicate payments whose refund is not recorded yet (the gateway was down when they were found). */
export async function duplicatesToRefund(db: DB, limit = 20): Promise<string[]> {
  const rows = await db
    .selectFrom("payments")
    .select("id")
    .where("state", "=", "duplicate")
    .where((eb) => eb.not(eb.exists(eb.selectFrom("refunds").select("refunds.id").whereRef("refunds.payment_id", "=", "payments.id"))))
    .orderBy("settled_at")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
