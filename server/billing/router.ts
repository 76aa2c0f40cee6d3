import { z } from "zod";
import { adminProcedure, authedProcedure, expected, publicProcedure, roleProcedure, router } from "#server/trpc/init";
import { issueInvoice, listCaseInvoices } from "./invoices";
import { recordBankTransfer, startCardPayment } from "./payments";
import { refundInvoice } from "./refunds";
import { receivePaymentWebhook } from "./webhooks";
import { financeClients, financeCsv, financeOverview, myInvoices } from "./finance";
import { billingDocument } from "./pdf";
import { caseInvoicesInput, financeCsvInput, financeFiltersInput, invoiceDocumentInput, issueInvoiceInput, payInput, recordTransferInput, refundInput } from "./schemas";

/**
 * Invoices, payments and refunds of a case (issue 28 §3–§4). Every procedure finds its case through the
 * access-scoped query of server/cases/access.ts: an invoice of a case the viewer may not see is NOT_FOUND, like
 * one that does not exist. On a case they see: the firm (admin, assigned lawyer) issues; its client side (the
 * client, the company's members) pays; the admin refunds and records transfers; anyone else gets
 * case_action_not_allowed.
 */
export const billingRouter = router({
  forCase: authedProcedure.input(caseInvoicesInput).query(({ ctx, input }) => expected(() => listCaseInvoices(ctx.db, ctx.viewer, input.caseId))),

  /** The invoice's or the receipt's PDF (bilingual), for a party of the case. */
  document: authedProcedure.input(invoiceDocumentInput).query(({ ctx, input }) =>
    expected(async () => {
      const doc = await billingDocument(ctx.db, ctx.viewer, input);
      return { fileName: doc.fileName, bytes: await doc.pdf() };
    }),
  ),

  issue: authedProcedure
    .input(issueInvoiceInput)
    .mutation(({ ctx, input }) => expected(() => issueInvoice({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, caseId: input.caseId, milestoneId: input.milestoneId, dueOn: input.dueOn ?? null }))),

  /** Starts a card payment: answers the gateway's page to send the browser to (303). */
  pay: authedProcedure
    .input(payInput)
    .mutation(({ ctx, input }) => expected(() => startCardPayment({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, invoiceId: input.invoiceId, locale: input.locale }))),

  refund: authedProcedure
    .input(refundInput)
    .mutation(({ ctx, input }) => expected(() => refundInvoice({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  recordTransfer: authedProcedure
    .input(recordTransferInput)
    .mutation(({ ctx, input }) => expected(() => recordBankTransfer({ db: ctx.db, viewer: ctx.viewer, clientIp: ctx.clientIp, ...input }))),

  /** /dashboard/admin/finance: outstanding, due this week, overdue, paid per month, and the invoices, filtered. */
  finance: adminProcedure.input(financeFiltersInput).query(async ({ ctx, input }) => ({ ...(await financeOverview(ctx.db, input)), clients: await financeClients(ctx.db) })),

  /** The finance view's invoices as CSV (every row the filters give, up to 100,000), headers in the admin's language. */
  financeCsv: adminProcedure.input(financeCsvInput).query(async ({ ctx, input }) => {
    const { rows } = await financeOverview(ctx.db, input.filters, { limit: 100_000 });
    return { fileName: `invoices-${new Date().toISOString().slice(0, 10)}.csv`, contentType: "text/csv; charset=utf-8", body: financeCsv(rows, input.locale) };
  }),

  /** The lawyer's dashboard: the money of the cases assigned to them (its overdue invoices first). */
  lawyerFinance: roleProcedure(["lawyer"]).query(({ ctx }) => financeOverview(ctx.db, {}, { viewer: ctx.viewer, limit: 50 })),

  /** The client's dashboard: the invoices of their cases and their company's, and what they have paid. */
  mine: authedProcedure.query(({ ctx }) => myInvoices(ctx.db, ctx.viewer)),

  /** The gateway's webhook, its raw body as received (app/routes/api/payments/webhook): the signature is the credential. */
  webhook: publicProcedure
    .input(z.object({ rawBody: z.string().max(64 * 1024), signature: z.string().max(2000).nullable() }))
    .mutation(({ ctx, input }) => receivePaymentWebhook(ctx.db, input.rawBody, input.signature)),
});
