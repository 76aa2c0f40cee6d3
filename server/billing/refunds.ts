import crypto from "node:crypto";
import type { DB } from "#db/index";
import type { CaseActor } from "#server/cases/events";
import { AppError } from "#server/errors/app-error";
import { recordAudit } from "#server/audit/record";
import { isGatewayRejected, isGatewayUnavailable } from "#server/payments/gateway";
import { billingGateway } from "./gateway";
import { requireInvoice } from "./invoices";
import { applyRefundedTotal } from "./settle";

/**
 * An admin refunds a paid invoice in full or in part, with a reason (issue 28 §4). A card payment is refunded
 * through the gateway (idempotency key `refund:<refund id>`, the id chosen before the call); a transfer is
 * refunded by the firm's bank and only recorded here. The refund row, the invoice's refunded total and state,
 * the timeline, the audit row and the client's email are written together once the gateway has confirmed.
 */
export async function refundInvoice(opts: CaseActor & { db: DB; invoiceId: string; amountDirhams: number; reason: string }) {
  const { db, viewer } = opts;
  const refundId = crypto.randomUUID();
  const checked = await db.transaction().execute(async (trx) => {
    const { found, invoice } = await requireInvoice(trx, viewer, opts.invoiceId);
    if (found.capacity !== "admin") throw new AppError("case_action_not_allowed");
    if (invoice.state !== "paid" && invoice.state !== "partially_refunded") throw new AppError("invoice_not_refundable");
    if (opts.amountDirhams > Number(invoice.amount_dirhams) - Number(invoice.refunded_dirhams)) throw new AppError("refund_exceeds_paid");
    const payment = await trx.selectFrom("payments").selectAll().where("invoice_id", "=", invoice.id).where("state", "=", "succeeded").executeTakeFirstOrThrow();
    return { invoice, payment };
  });
  let gatewayRefundId: string | null = null;
  let gatewayTotal: number | null = null;
  if (checked.payment.method === "gateway") {
    try {
      const result = await billingGateway().client.refund({ checkoutId: checked.payment.checkout_id!, amountDirhams: opts.amountDirhams, idempotencyKey: `refund:${refundId}` });
      gatewayRefundId = result.refundId;
      gatewayTotal = result.refundedDirhams;
    } catch (error) {
      if (isGatewayRejected(error) && error.code === "refund_exceeds_payment") throw new AppError("refund_exceeds_paid");
      if (isGatewayUnavailable(error) || isGatewayRejected(error)) throw new AppError("payment_gateway_unavailable", { cause: error });
      throw error;
    }
  }
  return db.transaction().execute(async (trx) => {
    // Locks in the webhook's order, the payment and then its invoice (server/billing/settle.ts): the refund row's
    // foreign key takes a share lock on the payment, and taking the invoice first let a refund webhook arriving
    // at that moment (holding the payment, waiting for the invoice) deadlock with this write on PostgreSQL.
    await trx.selectFrom("payments").select("id").where("id", "=", checked.payment.id).forUpdate().execute();
    const invoice = await trx.selectFrom("invoices").selectAll().where("id", "=", checked.invoice.id).forUpdate().executeTakeFirstOrThrow();
    const before = Number(invoice.refunded_dirhams);
    const amount = Number(invoice.amount_dirhams);
    if (!gatewayRefundId && opts.amountDirhams > amount - before) throw new AppError("refund_exceeds_paid");
    // The gateway's refund webhook may have recorded this refund already (it arrived first, or this write had
    // failed once): then the row is the admin's, with their reason.
    await trx
      .insertInto("refunds")
      .values({ id: refundId, invoice_id: invoice.id, payment_id: checked.payment.id, amount_dirhams: opts.amountDirhams, gateway_refund_id: gatewayRefundId, reason: opts.reason, created_by: viewer.user.id })
      .onConflict((oc) => oc.column("gateway_refund_id").doUpdateSet({ reason: opts.reason, created_by: viewer.user.id }))
      .execute();
    // The gateway's running total (a refund.succeeded webhook may have applied it already: then nothing moves).
    const total = gatewayTotal ?? before + opts.amountDirhams;
    await applyRefundedTotal(trx, { id: invoice.id, case_id: invoice.case_id, number: invoice.number, amount }, total, before, { actorId: viewer.user.id });
    await recordAudit(trx, { viewer, clientIp: opts.clientIp }, {
      action: "invoice.refunded",
      entityType: "case",
      entityId: invoice.case_id,
      summary: invoice.number,
      before: { invoiceId: invoice.id, refundedDirhams: before, state: invoice.state },
      after: { invoiceId: invoice.id, refundId, amountDirhams: opts.amountDirhams, reason: opts.reason, gatewayRefundId },
    });
    return { refundId };
  });
}
