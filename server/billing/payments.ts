import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { auditOf, runCaseChange, type CaseActor } from "#server/cases/events";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { logger } from "#server/observability/logger";
import { isGatewayRejected, isGatewayUnavailable } from "#server/payments/gateway";
import { CURRENCY } from "#server/payments/types";
import { recordAudit } from "#server/audit/record";
import type { AppLocale } from "~/i18n/config";
import { billingGateway } from "./gateway";
import { markInvoicePaid, requireInvoice } from "./invoices";

/**
 * The client presses Pay (issue 28 §4): a payments row is written first (pending), then the gateway's hosted
 * checkout is created with the payment's id as its idempotency key, and the browser is sent to its page. The
 * return to the case page is never proof of payment: only the webhook or the reconciliation job marks it paid.
 * The webhook address is the gateway's own setting (the in-app fake gateway is given BASE_URL + WEBHOOK_PATH).
 * The gateway down answers payment_gateway_unavailable (the visitor's language, 503) and the attempt is closed
 * as failed: nothing is marked paid, and the client can try again.
 */
export async function startCardPayment(opts: CaseActor & { db: DB; invoiceId: string; locale: AppLocale }): Promise<{ paymentId: string; redirectUrl: string }> {
  const { db, viewer } = opts;
  const gateway = (() => {
    try {
      return billingGateway();
    } catch {
      throw new AppError("payment_gateway_unavailable");
    }
  })();
  const paymentId = crypto.randomUUID();
  const invoice = await db.transaction().execute(async (trx) => {
    const { found, invoice } = await requireInvoice(trx, viewer, opts.invoiceId, { forUpdate: true });
    if (found.capacity !== "client") throw new AppError("case_action_not_allowed");
    if (invoice.state !== "issued") throw new AppError("invoice_not_payable");
    await trx
      .insertInto("payments")
      .values({ id: paymentId, invoice_id: invoice.id, method: "gateway", checkout_id: `unassigned:${paymentId}`, amount_dirhams: Number(invoice.amount_dirhams), started_by: viewer.user.id })
      .execute();
    return invoice;
  });
  const base = getEnv().BASE_URL;
  const caseUrl = `${base}/case/${invoice.case_id}`;
  try {
    const checkout = await gateway.client.createCheckout({
      reference: invoice.number,
      amountDirhams: Number(invoice.amount_dirhams),
      currency: CURRENCY,
      description: (opts.locale === "ar" ? invoice.description_ar : invoice.description_en).slice(0, 400) || invoice.number,
      locale: opts.locale,
      returnUrl: `${caseUrl}?paid=${invoice.id}#billing`,
      cancelUrl: `${caseUrl}#billing`,
      idempotencyKey: `checkout:${paymentId}`,
    });
    await db.updateTable("payments").set({ checkout_id: checkout.checkoutId }).where("id", "=", paymentId).execute();
    return { paymentId, redirectUrl: checkout.redirectUrl };
  } catch (error) {
    if (!isGatewayUnavailable(error) && !isGatewayRejected(error)) throw error;
    logger.warn("payment gateway refused or unavailable at checkout", { paymentId, error: String(error) });
    await db.updateTable("payments").set({ state: "failed", settled_at: sql<Date>`now()` }).where("id", "=", paymentId).where("state", "=", "pending").execute();
    throw new AppError("payment_gateway_unavailable", { cause: error });
  }
}

/**
 * An admin records a bank transfer to the firm's IBAN (issue 28 §4): the amount must be the invoice's whole
 * amount; the invoice is then paid, with a receipt, like a card payment.
 */
export async function recordBankTransfer(opts: CaseActor & { db: DB; invoiceId: string; amountDirhams: number; bankReference: string }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, invoice } = await requireInvoice(trx, viewer, opts.invoiceId, { forUpdate: true });
    if (found.capacity !== "admin") throw new AppError("case_action_not_allowed");
    if (invoice.state !== "issued") throw new AppError("invoice_not_payable");
    if (opts.amountDirhams !== Number(invoice.amount_dirhams)) throw new AppError("transfer_amount_mismatch");
    const payment = await trx
      .insertInto("payments")
      .values({
        invoice_id: invoice.id,
        method: "bank_transfer",
        state: "succeeded",
        amount_dirhams: opts.amountDirhams,
        bank_reference: opts.bankReference,
        recorded_by: viewer.user.id,
        settled_at: sql<Date>`now()`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const receiptNumber = await markInvoicePaid(trx, invoice, { via: "bank_transfer", paymentId: payment.id, actor: opts });
    await recordAudit(trx, auditOf(opts, null, null).actor, {
      action: "invoice.bank_transfer_recorded",
      entityType: "case",
      entityId: invoice.case_id,
      summary: invoice.number,
      after: { invoiceId: invoice.id, paymentId: payment.id, amountDirhams: opts.amountDirhams, bankReference: opts.bankReference, receiptNumber },
    });
    return { receiptNumber };
  });
}
