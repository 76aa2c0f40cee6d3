import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { readOutbox } from "#server/mail/outbox";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { WebhookEventPayload } from "#server/payments/types";
import { codeOf, type Cast } from "../cases/support";
import { trpcCodeOf } from "../../setup/errors";
import { caseWithMilestones, invoiceRow, postWebhook, signedEvent, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
let webhookUrl: string;
useBillingFixture((ready) => ({ db, cast, gateway, webhookUrl } = ready));

/** An issued invoice of a new case (one milestone of `fee` riyals). */
async function issuedInvoice(fee = 1500) {
  const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [fee]);
  const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
  return { caseId, milestoneId: milestoneIds[0]!, ...invoice };
}

/** The client presses Pay and pays on the gateway's page with the test card. */
async function payByCard(invoiceId: string, card = "4242424242424242") {
  const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId, locale: "en" });
  const back = await submitCheckoutForm(redirectUrl, { action: "pay", card });
  expect(back.status).toBe(303);
  return { paymentId, returnUrl: back.headers.get("location")! };
}

const paymentEvents = (checkoutId: string) => db.selectFrom("payment_events").selectAll().where("checkout_id", "=", checkoutId).orderBy("received_at").execute();
const checkoutOf = async (paymentId: string) => (await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow()).checkout_id!;

describe("paying an invoice by card (issue 28 §4)", () => {
  it("Pay → the gateway's page → back to the case; the webhook marks it paid with a receipt, mailed", async () => {
    gateway.control.setWebhookMode("now");
    const invoice = await issuedInvoice(1500);
    const { paymentId, returnUrl } = await payByCard(invoice.id);
    expect(returnUrl).toContain(`/case/${invoice.caseId}`);
    await gateway.control.settled();
    const row = await invoiceRow(db, invoice.id);
    expect(row.state).toBe("paid");
    expect(row.paid_via).toBe("card");
    expect(row.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    const payment = await db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
    expect(payment.state).toBe("succeeded");
    const milestone = await db.selectFrom("case_milestones").select("state").where("id", "=", invoice.milestoneId).executeTakeFirstOrThrow();
    expect(milestone.state).toBe("paid");
    const events = await paymentEvents(payment.checkout_id!);
    expect(events.map((e) => e.outcome)).toEqual(["applied"]);
    const receipt = (await readOutbox({ to: cast.client.email })).find((m) => m.subject.includes(row.receipt_number!));
    expect(receipt?.text).toContain("One thousand five hundred Qatari riyals");
    expect(receipt?.text).toContain("ألف وخمسمائة ريال قطري");
    expect(await db.selectFrom("audit_log").select("action").where("action", "=", "invoice.paid").where("entity_id", "=", invoice.caseId).execute()).toHaveLength(1);
    // Paid: Pay again is refused.
    expect(await codeOf(cast.client.caller.billing.pay({ invoiceId: invoice.id }))).toBe("invoice_not_payable");
  });

  it("a webhook delivered 5 times at once and then out of order marks it paid once", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(700);
    const { paymentId } = await payByCard(invoice.id);
    const [sent] = gateway.control.events().filter((e) => e.event.data.reference === invoice.number);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(webhookUrl, signedEvent(sent!.event))));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const row = await invoiceRow(db, invoice.id);
    expect(row.state).toBe("paid");
    const events = await paymentEvents(await checkoutOf(paymentId));
    expect(events.filter((e) => e.outcome === "applied")).toHaveLength(1);
    expect(events.filter((e) => e.outcome === "ignored")).toHaveLength(4);
    // One receipt number taken: the receipt counter moved once for this invoice.
    expect(await db.selectFrom("case_events").select("id").where("case_id", "=", invoice.caseId).where("type", "=", "invoice_paid").execute()).toHaveLength(1);
    // An older event arriving late (a "failed" with a lower sequence) changes nothing.
    const older: WebhookEventPayload = { ...sent!.event, id: `${sent!.event.id}-older`, type: "payment.failed", sequence: 0 + 1 };
    expect(await postWebhook(webhookUrl, signedEvent(older))).toBe(200);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });

  it("the gateway's out-of-order mode (a refund's event before the payment's) ends paid and partly refunded", async () => {
    gateway.control.setWebhookMode("now");
    const invoice = await issuedInvoice(1000);
    await payByCard(invoice.id);
    await gateway.control.settled();
    gateway.control.setWebhookMode("out-of-order");
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 25_000, reason: "Part of the stage was not needed" });
    await gateway.control.deliverPending();
    await gateway.control.settled();
    const row = await invoiceRow(db, invoice.id);
    expect(row.state).toBe("partially_refunded");
    expect(Number(row.refunded_dirhams)).toBe(25_000);
    gateway.control.setWebhookMode("now");
  });

  it("forged, stale, mismatched and unknown events change nothing and are kept as rejected", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(900);
    const { paymentId } = await payByCard(invoice.id);
    const checkoutId = await checkoutOf(paymentId);
    const [sent] = gateway.control.events().filter((e) => e.event.data.reference === invoice.number);
    const event = sent!.event;
    expect(await postWebhook(webhookUrl, signedEvent(event, { secret: "whsec_not_the_secret_0123456789" }))).toBe(400);
    expect(await postWebhook(webhookUrl, { rawBody: JSON.stringify(event), signature: null })).toBe(400);
    // A captured request replayed after the signature's 5 minutes.
    expect(await postWebhook(webhookUrl, signedEvent(event, { at: new Date(Date.now() - 10 * 60_000) }))).toBe(400);
    // Signed with the secret but not this invoice's amount, currency or reference.
    expect(await postWebhook(webhookUrl, signedEvent({ ...event, id: "evt_amount", data: { ...event.data, amountDirhams: 100 } }))).toBe(200);
    expect(await postWebhook(webhookUrl, signedEvent({ ...event, id: "evt_currency", data: { ...event.data, currency: "USD" as "QAR" } }))).toBe(400);
    expect(await postWebhook(webhookUrl, signedEvent({ ...event, id: "evt_reference", data: { ...event.data, reference: "INV-1999-000001" } }))).toBe(200);
    const row = await invoiceRow(db, invoice.id);
    expect(row.state).toBe("issued");
    expect(row.receipt_number).toBeNull();
    const events = await paymentEvents(checkoutId);
    expect(events.map((e) => [e.outcome, e.reason])).toEqual([
      ["rejected", "bad-signature"],
      ["rejected", "bad-signature"],
      ["rejected", "stale"],
      ["rejected", expect.stringContaining("amount 100")],
      ["rejected", "malformed"],
      ["rejected", expect.stringContaining("reference INV-1999-000001")],
    ]);
    // The genuine event still applies afterwards.
    expect(await postWebhook(webhookUrl, signedEvent(event))).toBe(200);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });

  it("a lost webhook: the reconciliation job asks the gateway and marks it paid, once, whichever server runs it", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(1200);
    const { paymentId } = await payByCard(invoice.id);
    // Not yet pending for long enough: nothing is asked.
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(0);
    expect((await invoiceRow(db, invoice.id)).state).toBe("issued");
    await db.updateTable("payments").set({ created_at: new Date(Date.now() - 11 * 60_000) }).where("id", "=", paymentId).execute();
    const runs = await Promise.all([runPaymentReconciliation(db, { afterMinutes: 10 }), runPaymentReconciliation(db, { afterMinutes: 10 })]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const row = await invoiceRow(db, invoice.id);
    expect(row.state).toBe("paid");
    // The webhook, delivered at last, is a repeat of nothing new.
    await gateway.control.deliverPending();
    await gateway.control.settled();
    const events = await paymentEvents(await checkoutOf(paymentId));
    expect(events.map((e) => e.outcome)).toEqual(["ignored"]);
    expect(await db.selectFrom("case_events").select("id").where("case_id", "=", invoice.caseId).where("type", "=", "invoice_paid").execute()).toHaveLength(1);
    gateway.control.setWebhookMode("now");
  });

  it("an abandoned checkout stops being asked about after a day; paid after all, its webhook still marks the invoice paid", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(450);
    const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId: invoice.id });
    await db.updateTable("payments").set({ created_at: new Date(Date.now() - 25 * 60 * 60_000) }).where("id", "=", paymentId).execute();
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(0);
    expect((await db.selectFrom("payments").select("state").where("id", "=", paymentId).executeTakeFirstOrThrow()).state).toBe("cancelled");
    expect((await cast.client.caller.billing.forCase({ caseId: invoice.caseId })).invoices[0]!.confirming).toBe(false);
    await submitCheckoutForm(redirectUrl, { action: "pay", card: "4242424242424242" });
    await gateway.control.deliverPending();
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    gateway.control.setWebhookMode("now");
  });

  it("the gateway down at checkout: a clear refusal, the attempt closed, nothing paid; later it works", async () => {
    const invoice = await issuedInvoice(300);
    gateway.control.setDown(true);
    try {
      expect(await codeOf(cast.client.caller.billing.pay({ invoiceId: invoice.id }))).toBe("payment_gateway_unavailable");
      expect(await trpcCodeOf(cast.client.caller.billing.pay({ invoiceId: invoice.id }))).toBe("SERVICE_UNAVAILABLE");
    } finally {
      gateway.control.setDown(false);
    }
    expect((await invoiceRow(db, invoice.id)).state).toBe("issued");
    const attempts = await db.selectFrom("payments").select("state").where("invoice_id", "=", invoice.id).execute();
    expect(attempts.map((a) => a.state)).toEqual(["failed", "failed"]);
    gateway.control.setWebhookMode("now");
    await payByCard(invoice.id);
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });

  it("a declined card leaves the invoice to pay, with the failure on the timeline", async () => {
    gateway.control.setWebhookMode("now");
    const invoice = await issuedInvoice(350);
    await payByCard(invoice.id, "4000000000000002");
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("issued");
    expect(await db.selectFrom("case_events").select("id").where("case_id", "=", invoice.caseId).where("type", "=", "payment_failed").execute()).toHaveLength(1);
  });

  it("only the client side pays; the firm and strangers cannot", async () => {
    const invoice = await issuedInvoice(100);
    expect(await codeOf(cast.admin.caller.billing.pay({ invoiceId: invoice.id }))).toBe("case_action_not_allowed");
    expect(await codeOf(cast.lawyer.caller.billing.pay({ invoiceId: invoice.id }))).toBe("case_action_not_allowed");
    for (const other of [cast.otherLawyer, cast.outsider, cast.stranger]) expect(await trpcCodeOf(other.caller.billing.pay({ invoiceId: invoice.id }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf(cast.client.caller.billing.pay({ invoiceId: "not-a-uuid" }))).toBe("NOT_FOUND");
    const { redirectUrl } = await cast.member.caller.billing.pay({ invoiceId: invoice.id, locale: "ar" });
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
  });
});

describe("refunds and bank transfers (issue 28 §4)", () => {
  it("an admin refunds part, then the rest; each recorded, audited and mailed; never more than paid", async () => {
    gateway.control.setWebhookMode("now");
    const invoice = await issuedInvoice(2000);
    await payByCard(invoice.id);
    await gateway.control.settled();
    expect(await codeOf(cast.lawyer.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 100, reason: "Goodwill" }))).toBe("case_action_not_allowed");
    expect(await codeOf(cast.client.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 100, reason: "Goodwill" }))).toBe("case_action_not_allowed");
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 50_000, reason: "Hearing not needed" });
    await gateway.control.settled();
    let row = await invoiceRow(db, invoice.id);
    expect([row.state, Number(row.refunded_dirhams)]).toEqual(["partially_refunded", 50_000]);
    expect(await codeOf(cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 150_001, reason: "Too much" }))).toBe("refund_exceeds_paid");
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 150_000, reason: "Matter withdrawn" });
    await gateway.control.settled();
    row = await invoiceRow(db, invoice.id);
    expect([row.state, Number(row.refunded_dirhams)]).toEqual(["refunded", 200_000]);
    expect(await db.selectFrom("refunds").select(["amount_dirhams", "reason"]).where("invoice_id", "=", invoice.id).execute()).toHaveLength(2);
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "invoice.refunded").where("entity_id", "=", invoice.caseId).execute()).toHaveLength(2);
    const mails = (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes(invoice.number) && m.subject.includes("Refund"));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain("Five hundred Qatari riyals");
  });

  it("an admin records a bank transfer of the whole amount: paid, with a receipt; another amount is refused", async () => {
    const invoice = await issuedInvoice(4000);
    expect(await codeOf(cast.admin.caller.billing.recordTransfer({ invoiceId: invoice.id, amountDirhams: 399_999, bankReference: "FT123" }))).toBe("transfer_amount_mismatch");
    expect(await codeOf(cast.lawyer.caller.billing.recordTransfer({ invoiceId: invoice.id, amountDirhams: 400_000, bankReference: "FT123" }))).toBe("case_action_not_allowed");
    const { receiptNumber } = await cast.admin.caller.billing.recordTransfer({ invoiceId: invoice.id, amountDirhams: 400_000, bankReference: "FT123" });
    const row = await invoiceRow(db, invoice.id);
    expect([row.state, row.paid_via, row.receipt_number]).toEqual(["paid", "bank_transfer", receiptNumber]);
    const payment = await db.selectFrom("payments").select(["method", "state", "bank_reference"]).where("invoice_id", "=", invoice.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ method: "bank_transfer", state: "succeeded", bank_reference: "FT123" });
    expect(await codeOf(cast.client.caller.billing.pay({ invoiceId: invoice.id }))).toBe("invoice_not_payable");
    // A transfer is refunded by the firm's bank: recorded here without the gateway.
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 100_000, reason: "Overpaid stage" });
    expect((await invoiceRow(db, invoice.id)).state).toBe("partially_refunded");
  });
});
