import { sql, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import { recordAudit } from "#server/audit/record";
import { recordCaseEvent } from "#server/cases/events";
import type { PaymentStatus } from "#server/payments/types";
import { GATEWAY_CONFIRMED_REFUND_REASON, recordConfirmedRefund, recordDuplicateRefund } from "./duplicates";
import { enqueueBillingMail } from "./emails";
import { markInvoicePaid } from "./invoices";

type Trx = Transaction<Database>;

/** What the gateway says about a checkout, from a webhook event or from asking it (reconciliation). */
export interface GatewayState {
  checkoutId: string;
  reference: string;
  status: PaymentStatus;
  amountDirhams: number;
  refundedDirhams: number;
  currency: string;
  /** The event's sequence; null when the gateway was asked (its answer is newer than any event). */
  sequence: number | null;
  /** A refund.succeeded event's refund, as the gateway's refund() returned it. */
  refundId?: string;
}

export type SettleOutcome = {
  outcome: "applied" | "ignored" | "rejected";
  reason: string;
  /** A payment found to pay an invoice already paid: to refund through the gateway once this commits. */
  duplicatePaymentId?: string;
};

/**
 * The one transition from what the gateway says to the invoice (issue 28 §4), shared by the webhook and the
 * reconciliation job so a lost webhook and a delivered one end the same. Locks the payment and its invoice;
 * refuses a state whose reference, amount or currency is not the invoice's (nothing changes); ignores an event
 * older than the last applied. States only move forward: pending → succeeded (the invoice paid, a receipt) or
 * failed/cancelled; a succeeded payment never goes back; the refunded total only grows.
 */
export async function applyGatewayState(trx: Trx, state: GatewayState): Promise<SettleOutcome> {
  const payment = await trx.selectFrom("payments").selectAll().where("checkout_id", "=", state.checkoutId).forUpdate().executeTakeFirst();
  if (!payment) return { outcome: "rejected", reason: "unknown checkout" };
  const invoice = await trx.selectFrom("invoices").selectAll().where("id", "=", payment.invoice_id).forUpdate().executeTakeFirstOrThrow();
  const amount = Number(invoice.amount_dirhams);
  if (state.reference !== invoice.number) return { outcome: "rejected", reason: `reference ${state.reference.slice(0, 60)} is not the invoice's ${invoice.number}` };
  if (state.currency !== invoice.currency) return { outcome: "rejected", reason: `currency ${state.currency.slice(0, 10)} is not ${invoice.currency}` };
  if (state.amountDirhams !== amount || state.amountDirhams !== Number(payment.amount_dirhams)) {
    return { outcome: "rejected", reason: `amount ${state.amountDirhams} is not the invoice's ${amount}` };
  }
  if (state.sequence !== null && state.sequence <= payment.last_sequence) return { outcome: "ignored", reason: `sequence ${state.sequence} is not after ${payment.last_sequence}` };

  const changes: string[] = [];
  const succeeded = state.status === "succeeded" || state.status === "partially_refunded" || state.status === "refunded";
  const sequenced = async () => {
    if (state.sequence !== null) await trx.updateTable("payments").set({ last_sequence: state.sequence }).where("id", "=", payment.id).execute();
  };
  if (payment.state === "duplicate") {
    // A duplicate's own refund confirmed (its refund webhook): recorded once against it, never on the invoice.
    const recorded = state.refundId && state.refundedDirhams > 0 ? await recordDuplicateRefund(trx, { paymentId: payment.id, gatewayRefundId: state.refundId, refundedTotal: state.refundedDirhams }) : false;
    await sequenced();
    return recorded ? { outcome: "applied", reason: "duplicate refunded" } : { outcome: "ignored", reason: "duplicate payment" };
  }
  if (succeeded && payment.state !== "succeeded") {
    if (invoice.paid_at) {
      // Paid already by another payment (a second tab, a transfer): a duplicate, refunded in full through the
      // gateway once this commits (refundDuplicatePayment; the reconciliation job retries it).
      await trx.updateTable("payments").set({ state: "duplicate", settled_at: sql<Date>`now()` }).where("id", "=", payment.id).execute();
      await recordSystemAudit(trx, invoice.case_id, "payment.duplicate", { invoiceId: invoice.id, number: invoice.number, paymentId: payment.id, checkoutId: state.checkoutId, amountDirhams: amount });
      await sequenced();
      return { outcome: "applied", reason: "duplicate of a paid invoice, to refund", duplicatePaymentId: payment.id };
    }
    await trx.updateTable("payments").set({ state: "succeeded", settled_at: sql<Date>`now()` }).where("id", "=", payment.id).execute();
    const receipt = await markInvoicePaid(trx, invoice, { via: "card", paymentId: payment.id, actor: null });
    await recordSystemAudit(trx, invoice.case_id, "invoice.paid", { invoiceId: invoice.id, number: invoice.number, receiptNumber: receipt, amountDirhams: amount, paymentId: payment.id, checkoutId: state.checkoutId });
    changes.push("paid");
  } else if ((state.status === "failed" || state.status === "cancelled") && payment.state === "pending") {
    await trx.updateTable("payments").set({ state: state.status, settled_at: sql<Date>`now()` }).where("id", "=", payment.id).execute();
    await recordCaseEvent(trx, { caseId: invoice.case_id, type: "payment_failed", actorId: null, payload: { invoiceId: invoice.id, number: invoice.number, status: state.status }, audit: null });
    changes.push(state.status);
  }
  const refundedBefore = Number(invoice.refunded_dirhams);
  const paysInvoice = invoice.paid_at || changes.includes("paid");
  if (succeeded && state.refundedDirhams > refundedBefore && paysInvoice) {
    await applyRefundedTotal(trx, { id: invoice.id, case_id: invoice.case_id, number: invoice.number, amount }, state.refundedDirhams, refundedBefore);
    changes.push("refunded");
  }
  if (succeeded && paysInvoice && state.refundedDirhams > 0) {
    // A refund the gateway confirmed that this server did not record (the admin's refund reached the gateway, then its
    // database write failed; or a refund made at the gateway that the reconciliation job learns of, with no refund id):
    // its row and audit row are written here, once, so the finance records add up and the change of money is audited.
    const recorded = await recordConfirmedRefund(trx, {
      invoiceId: invoice.id,
      paymentId: payment.id,
      gatewayRefundId: state.refundId ?? null,
      refundedTotal: Math.min(state.refundedDirhams, amount),
      reason: GATEWAY_CONFIRMED_REFUND_REASON,
    });
    if (recorded) {
      await recordSystemAudit(trx, invoice.case_id, "invoice.refund_confirmed", { invoiceId: invoice.id, number: invoice.number, paymentId: payment.id, refundDirhams: recorded, gatewayRefundId: state.refundId ?? null });
      changes.push("refund recorded");
    }
  }
  await sequenced();
  return changes.length ? { outcome: "applied", reason: changes.join(", ") } : { outcome: "ignored", reason: `nothing to change (${state.status})` };
}

/** The invoice's refunded total moves up to what the gateway confirmed (never down); the client is mailed. */
export async function applyRefundedTotal(
  trx: Trx,
  invoice: { id: string; case_id: string; number: string; amount: number },
  total: number,
  before: number,
  actor: { actorId: string | null } = { actorId: null },
): Promise<void> {
  if (total <= before) return;
  const capped = Math.min(total, invoice.amount);
  await trx
    .updateTable("invoices")
    .set({ refunded_dirhams: capped, state: capped >= invoice.amount ? "refunded" : "partially_refunded", updated_at: sql<Date>`now()` })
    .where("id", "=", invoice.id)
    .execute();
  await recordCaseEvent(trx, {
    caseId: invoice.case_id,
    type: "invoice_refunded",
    actorId: actor.actorId,
    payload: { invoiceId: invoice.id, number: invoice.number, refundDirhams: capped - before, refundedDirhams: capped },
    audit: null,
  });
  await enqueueBillingMail(trx, invoice.id, "refund", { refundDirhams: capped - before });
}

/** A change of money the gateway caused: audited with no person behind it (issue 28: every change of money is in the audit log). */
export async function recordSystemAudit(trx: Trx, caseId: string, action: string, after: Record<string, unknown>): Promise<void> {
  await recordAudit(trx, { viewer: null, clientIp: "gateway" }, { action, entityType: "case", entityId: caseId, summary: String(after.number ?? after.invoiceId ?? ""), after }, { always: true });
}
