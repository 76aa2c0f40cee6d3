/**
 * The payment webhook is out-of-order safe (issue 28 §4, decision 041 "what the receiver must still do"): the fake
 * gateway on loopback delivers its own events late, twice and out of order to the webhook endpoint over HTTP, and
 * each invoice must end in the state the gateway's books say, with every amount, timeline entry, audit row and
 * email counted once. The same sequences run against the production server in `npm run drill -- --only payment-order`.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { REFUND_WATCH_DAYS } from "#server/billing/constants";
import { billingGateway } from "#server/billing/gateway";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { readOutbox } from "#server/mail/outbox";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, postWebhook, signedEvent, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
let webhookUrl: string;
useBillingFixture((ready) => ({ db, cast, gateway, webhookUrl } = ready));

const PAYS = "4242424242424242";
const DECLINED = "4000000000000002";

async function issuedInvoice(fee: number) {
  const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [fee]);
  const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
  return { caseId, ...invoice };
}

async function payByCard(invoiceId: string, card = PAYS) {
  const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId, locale: "en" });
  expect((await submitCheckoutForm(redirectUrl, { action: "pay", card })).status).toBe(303);
  return paymentId;
}

/** The reconciliation job once the payments are old enough to be asked about. */
async function reconcile(invoiceId: string) {
  await db.updateTable("payments").set({ created_at: new Date(Date.now() - 11 * 60_000) }).where("invoice_id", "=", invoiceId).execute();
  return runPaymentReconciliation(db, { afterMinutes: 10 });
}

/** Which of the client's emails about an invoice this is, from its subject's English half. */
const mailKind = (subject: string) => (/Refund of /.test(subject) ? "Refund" : /Receipt /.test(subject) ? "Receipt" : /Invoice /.test(subject) ? "Invoice" : subject);

/** What the invoice left behind: its money, and how many of each timeline entry, audit row and email. */
async function trail(invoice: { id: string; caseId: string; number: string }) {
  const row = await invoiceRow(db, invoice.id);
  const events = await db.selectFrom("case_events").select("type").where("case_id", "=", invoice.caseId).execute();
  const audit = await db.selectFrom("audit_log").select("action").where("entity_id", "=", invoice.caseId).where("action", "like", "invoice.%").execute();
  const mails = (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes(invoice.number));
  const refunds = await db.selectFrom("refunds").select(["amount_dirhams", "reason", "created_by"]).where("invoice_id", "=", invoice.id).orderBy("created_at").execute();
  const count = (values: string[]) => Object.fromEntries([...new Set(values)].sort().map((v) => [v, values.filter((x) => x === v).length]));
  return {
    state: row.state,
    refunded: Number(row.refunded_dirhams),
    receipt: row.receipt_number,
    timeline: count(events.map((e) => e.type).filter((t) => t.startsWith("invoice_") || t.startsWith("payment_"))),
    audit: count(audit.map((a) => a.action)),
    mails: count(mails.map((m) => mailKind(m.subject))),
    refunds: refunds.map((r) => ({ amount: Number(r.amount_dirhams), reason: r.reason, byAdmin: r.created_by === cast.admin.userId })),
  };
}

/** The platform's record of each event the gateway sent about a payment, in the order they arrived. */
async function received(paymentId: string) {
  const { checkout_id } = await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom("payment_events").select(["type", "sequence", "outcome", "reason"]).where("checkout_id", "=", checkout_id).orderBy("received_at").orderBy("id").execute();
  return rows.map((r) => `${r.type}#${r.sequence} ${r.outcome}: ${r.reason}`);
}

describe("the gateway's events late, repeated and out of order (issue 28 §4)", () => {
  it("a success delivered after the refund it precedes (reconciled meanwhile): paid once, refunded once, the success ignored as older", async () => {
    const invoice = await issuedInvoice(1000);
    // The success is held until the checkout's next event, which the gateway then sends first.
    gateway.control.setWebhookMode("out-of-order", invoice.number);
    const paymentId = await payByCard(invoice.id);
    expect((await invoiceRow(db, invoice.id)).state).toBe("issued");
    expect(await reconcile(invoice.id)).toBe(1);
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 25_000, reason: "Hearing not needed" });
    await gateway.control.settled();

    const sent = gateway.control.events().filter((e) => e.event.data.reference === invoice.number);
    expect(sent.map((e) => [e.event.type, e.state, e.deliveries])).toEqual([
      ["payment.succeeded", "delivered", 1],
      ["refund.succeeded", "delivered", 1],
    ]);
    const log = await received(paymentId);
    // The refund's event arrived first (applied, or found already recorded by the admin's refund: the two race).
    expect(log[0]).toMatch(/^refund\.succeeded#2 (applied: refunded, refund recorded|ignored: nothing to change \(partially_refunded\))$/);
    expect(log.slice(1)).toEqual(["payment.succeeded#1 ignored: sequence 1 is not after 2"]);
    const t = await trail(invoice);
    expect(t).toMatchObject({
      state: "partially_refunded",
      refunded: 25_000,
      receipt: expect.stringMatching(/^RCT-/),
      timeline: { invoice_issued: 1, invoice_paid: 1, invoice_refunded: 1 },
      mails: { Invoice: 1, Receipt: 1, Refund: 1 },
      refunds: [{ amount: 25_000, reason: "Hearing not needed", byAdmin: true }],
    });
    expect(t.audit).toMatchObject({ "invoice.paid": 1, "invoice.refunded": 1 });
    expect((await db.selectFrom("payments").select(["state", "last_sequence"]).where("id", "=", paymentId).executeTakeFirstOrThrow())).toEqual({ state: "succeeded", last_sequence: 2 });
  });

  it("a success delivered after the reconciliation job marked the invoice paid, then again: nothing more", async () => {
    const invoice = await issuedInvoice(800);
    gateway.control.setWebhookMode("never", invoice.number);
    const paymentId = await payByCard(invoice.id);
    expect(await reconcile(invoice.id)).toBe(1);
    const before = await trail(invoice);
    await gateway.control.deliverPending();
    await gateway.control.settled();
    const [sent] = gateway.control.events().filter((e) => e.event.data.reference === invoice.number);
    expect(sent!.state).toBe("delivered");
    // The gateway's retry of the same event (its 200 lost).
    expect(await postWebhook(webhookUrl, signedEvent(sent!.event))).toBe(200);
    expect(await received(paymentId)).toEqual(["payment.succeeded#1 ignored: nothing to change (succeeded)", `payment.succeeded#1 ignored: repeat of event ${sent!.event.id}`]);
    const after = await trail(invoice);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ state: "paid", refunded: 0, timeline: { invoice_issued: 1, invoice_paid: 1 }, mails: { Invoice: 1, Receipt: 1 } });
    expect(after.audit).toMatchObject({ "invoice.paid": 1 });
  });

  it("a declined attempt's failure delivered after the next attempt paid: the invoice stays paid, the failure is only history", async () => {
    const invoice = await issuedInvoice(600);
    gateway.control.setWebhookMode({ delayMs: 60_000 }, invoice.number);
    const declined = await payByCard(invoice.id, DECLINED);
    gateway.control.setWebhookMode("now", invoice.number);
    const paid = await payByCard(invoice.id);
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    // The delayed failure now, then once more.
    await gateway.control.deliverPending();
    await gateway.control.settled();
    const failure = gateway.control.events().find((e) => e.event.type === "payment.failed" && e.event.data.reference === invoice.number)!;
    expect(await postWebhook(webhookUrl, signedEvent(failure.event))).toBe(200);

    expect(await received(paid)).toEqual(["payment.succeeded#1 applied: paid"]);
    expect(await received(declined)).toEqual(["payment.failed#1 applied: failed", `payment.failed#1 ignored: repeat of event ${failure.event.id}`]);
    const states = await db.selectFrom("payments").select(["id", "state"]).where("invoice_id", "=", invoice.id).execute();
    expect(Object.fromEntries(states.map((p) => [p.id, p.state]))).toEqual({ [declined]: "failed", [paid]: "succeeded" });
    const t = await trail(invoice);
    expect(t).toMatchObject({ state: "paid", refunded: 0, timeline: { invoice_issued: 1, invoice_paid: 1, payment_failed: 1 }, mails: { Invoice: 1, Receipt: 1 }, refunds: [] });
    expect(t.audit).toMatchObject({ "invoice.paid": 1 });
    expect(t.audit["payment.duplicate"]).toBeUndefined();
  });

  it("a refund's webhook delivered twice, and two refunds' webhooks in reverse order: each refund counted once", async () => {
    const invoice = await issuedInvoice(2000);
    gateway.control.setWebhookMode("now", invoice.number);
    const paymentId = await payByCard(invoice.id);
    await gateway.control.settled();
    gateway.control.setWebhookMode("twice", invoice.number);
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 50_000, reason: "First hearing cancelled" });
    await gateway.control.settled();
    // The second refund's event is held until the third's has been sent.
    gateway.control.setWebhookMode("out-of-order", invoice.number);
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 30_000, reason: "Expert not needed" });
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 20_000, reason: "Translation not needed" });
    await gateway.control.settled();

    const sent = gateway.control.events().filter((e) => e.event.data.reference === invoice.number);
    expect(sent.map((e) => [e.event.type, e.event.sequence, e.event.data.refundedDirhams, e.deliveries])).toEqual([
      ["payment.succeeded", 1, 0, 1],
      ["refund.succeeded", 2, 50_000, 2],
      ["refund.succeeded", 3, 80_000, 1],
      ["refund.succeeded", 4, 100_000, 1],
    ]);
    const log = await received(paymentId);
    expect(log[0]).toBe("payment.succeeded#1 applied: paid");
    expect(log[2]).toBe(`refund.succeeded#2 ignored: repeat of event ${sent[1]!.event.id}`);
    expect(log[3]).toMatch(/^refund\.succeeded#4 /);
    expect(log[4]).toBe("refund.succeeded#3 ignored: sequence 3 is not after 4");
    const t = await trail(invoice);
    expect(t).toMatchObject({
      state: "partially_refunded",
      refunded: 100_000,
      timeline: { invoice_issued: 1, invoice_paid: 1, invoice_refunded: 3 },
      mails: { Invoice: 1, Receipt: 1, Refund: 3 },
      refunds: [
        { amount: 50_000, reason: "First hearing cancelled", byAdmin: true },
        { amount: 30_000, reason: "Expert not needed", byAdmin: true },
        { amount: 20_000, reason: "Translation not needed", byAdmin: true },
      ],
    });
    expect(t.audit).toMatchObject({ "invoice.paid": 1, "invoice.refunded": 3 });
    const refundMails = (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes(invoice.number) && mailKind(m.subject) === "Refund");
    expect(refundMails.map((m) => /Refund of (.+?) on invoice/.exec(m.subject)?.[1]).sort()).toEqual(["QAR 200.00", "QAR 300.00", "QAR 500.00"].sort());
  });

  it("a refund made at the gateway while the success's webhook was lost: the reconciliation job records and audits it once", async () => {
    const invoice = await issuedInvoice(1200);
    gateway.control.setWebhookMode("never", invoice.number);
    const paymentId = await payByCard(invoice.id);
    const { checkout_id } = await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow();
    // Refunded in the gateway's own dashboard (or by a call whose database write was lost): this server wrote nothing.
    const refund = await billingGateway().client.refund({ checkoutId: checkout_id!, amountDirhams: 40_000, idempotencyKey: "refund:at-the-gateway-0001" });
    expect(await reconcile(invoice.id)).toBe(1);
    const reconciled = await trail(invoice);
    expect(reconciled).toMatchObject({
      state: "partially_refunded",
      refunded: 40_000,
      timeline: { invoice_issued: 1, invoice_paid: 1, invoice_refunded: 1 },
      mails: { Invoice: 1, Receipt: 1, Refund: 1 },
      refunds: [{ amount: 40_000, reason: "Refund confirmed by the payment gateway", byAdmin: false }],
    });
    expect(reconciled.audit).toMatchObject({ "invoice.paid": 1, "invoice.refund_confirmed": 1 });
    // The two held events at last, newest first as the gateway's retries may bring them: nothing more.
    await gateway.control.deliverPending();
    await gateway.control.settled();
    expect(await received(paymentId)).toEqual(["payment.succeeded#1 ignored: nothing to change (succeeded)", "refund.succeeded#2 ignored: nothing to change (partially_refunded)"]);
    expect(await trail(invoice)).toEqual(reconciled);
    expect(refund.refundedDirhams).toBe(40_000);
  });

  it("a refund made at the gateway on an invoice already paid, its webhook lost: the daily refund watch records it once", async () => {
    const invoice = await issuedInvoice(900);
    const paymentId = await payByCard(invoice.id);
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    const { checkout_id } = await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow();
    gateway.control.setWebhookMode("never", invoice.number);
    await billingGateway().client.refund({ checkoutId: checkout_id!, amountDirhams: 25_000, idempotencyKey: "refund:at-the-gateway-paid-0001" });
    // Paid under a day ago: not yet asked about again.
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(0);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    // A day on: asked once, recorded once; asked again at once, nothing more (it is claimed for another day).
    await db.updateTable("payments").set({ settled_at: new Date(Date.now() - 25 * 3600_000) }).where("id", "=", paymentId).execute();
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(1);
    expect(await runPaymentReconciliation(db, { afterMinutes: 10, refundWatchHours: 0 })).toBe(0);
    const watched = await trail(invoice);
    expect(watched).toMatchObject({
      state: "partially_refunded",
      refunded: 25_000,
      timeline: { invoice_issued: 1, invoice_paid: 1, invoice_refunded: 1 },
      mails: { Invoice: 1, Receipt: 1, Refund: 1 },
      refunds: [{ amount: 25_000, reason: "Refund confirmed by the payment gateway", byAdmin: false }],
    });
    expect(watched.audit).toMatchObject({ "invoice.paid": 1, "invoice.refund_confirmed": 1 });
    // The held refund event at last: nothing more.
    await gateway.control.deliverPending();
    await gateway.control.settled();
    expect(await trail(invoice)).toEqual(watched);
  });

  it("the refund watch leaves alone a payment paid longer ago than the refund window", async () => {
    const invoice = await issuedInvoice(700);
    const paymentId = await payByCard(invoice.id);
    await gateway.control.settled();
    const { checkout_id } = await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow();
    gateway.control.setWebhookMode("never", invoice.number);
    await billingGateway().client.refund({ checkoutId: checkout_id!, amountDirhams: 10_000, idempotencyKey: "refund:at-the-gateway-old-0001" });
    await db.updateTable("payments").set({ settled_at: new Date(Date.now() - (REFUND_WATCH_DAYS + 1) * 86_400_000) }).where("id", "=", paymentId).execute();
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(0);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });
});
