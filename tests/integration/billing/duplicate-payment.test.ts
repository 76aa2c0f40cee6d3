/**
 * The client pays one invoice twice (two tabs, two checkouts, both paid at the gateway): the first payment pays the
 * invoice; the second is a duplicate, refunded in full through the gateway automatically (one refund however often
 * it is asked for), recorded as a refund of that payment, audited and mailed; the invoice's totals never count it.
 * With the gateway down when the duplicate is found, the reconciliation job refunds it later.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { refundDuplicatePayment } from "#server/billing/duplicates";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { billingGateway } from "#server/billing/gateway";
import { readOutbox } from "#server/mail/outbox";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, postWebhook, signedEvent, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
let webhookUrl: string;
useBillingFixture((ready) => ({ db, cast, gateway, webhookUrl } = ready));

async function issuedInvoice(fee: number) {
  const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [fee]);
  return { caseId, ...(await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! })) };
}

/** Two tabs: Pay pressed in each before either is paid, then both checkouts paid with the test card. */
async function payTwice(invoiceId: string) {
  const first = await cast.client.caller.billing.pay({ invoiceId, locale: "en" });
  const second = await cast.client.caller.billing.pay({ invoiceId, locale: "en" });
  for (const tab of [first, second]) expect((await submitCheckoutForm(tab.redirectUrl, { action: "pay", card: "4242424242424242" })).status).toBe(303);
  return [first.paymentId, second.paymentId] as const;
}

const paymentOf = (id: string) => db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const refundsOf = (paymentId: string) => db.selectFrom("refunds").selectAll().where("payment_id", "=", paymentId).execute();

describe("an invoice paid twice", () => {
  it("the second payment is refunded through the gateway once, recorded, audited and mailed; the invoice stays paid", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(800);
    const [firstId, secondId] = await payTwice(invoice.id);
    gateway.control.setWebhookMode("now");
    await gateway.control.deliverPending();
    await gateway.control.settled();
    await gateway.control.settled();

    const row = await invoiceRow(db, invoice.id);
    expect([row.state, Number(row.refunded_dirhams)]).toEqual(["paid", 0]);
    expect((await paymentOf(firstId)).state).toBe("succeeded");
    const second = await paymentOf(secondId);
    expect(second.state).toBe("duplicate");

    const refunds = await refundsOf(secondId);
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount_dirhams)).toBe(80_000);
    expect(refunds[0]!.gateway_refund_id).toBeTruthy();
    expect(refunds[0]!.created_by).toBeNull();
    const atGateway = await billingGateway().client.getPayment(second.checkout_id!);
    expect([atGateway.status, atGateway.refundedDirhams]).toEqual(["refunded", 80_000]);
    // The first payment is untouched at the gateway.
    expect((await billingGateway().client.getPayment((await paymentOf(firstId)).checkout_id!)).refundedDirhams).toBe(0);

    const audit = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity_id", "=", invoice.caseId).where("action", "like", "payment.%").execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["payment.duplicate", "payment.duplicate_refunded"]);
    // On the case's timeline, once, with the amount that came back.
    const timeline = await db.selectFrom("case_events").select(["type", "payload"]).where("case_id", "=", invoice.caseId).where("type", "=", "duplicate_payment_refunded").execute();
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.payload).toMatchObject({ invoiceId: invoice.id, refundDirhams: 80_000 });
    const mails = (await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes("was paid twice"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Eight hundred Qatari riyals");
    expect(mails[0]!.text).toContain("ثمانمائة ريال قطري");

    // Asked again (a retry, the job, the refund's webhook delivered again): still one refund, at the gateway too.
    expect(await refundDuplicatePayment(db, secondId)).toBe(true);
    await runPaymentReconciliation(db, { afterMinutes: 0 });
    const refundEvent = gateway.control.events().find((e) => e.event.type === "refund.succeeded" && e.event.data.checkoutId === second.checkout_id);
    expect(refundEvent).toBeDefined();
    expect(await postWebhook(webhookUrl, signedEvent({ ...refundEvent!.event, id: `${refundEvent!.event.id}-again` }))).toBe(200);
    expect(await refundsOf(secondId)).toHaveLength(1);
    expect((await billingGateway().client.getPayment(second.checkout_id!)).refundedDirhams).toBe(80_000);
    expect((await readOutbox({ to: cast.client.email })).filter((m) => m.subject.includes("was paid twice"))).toHaveLength(1);
    expect(await db.selectFrom("case_events").select("id").where("case_id", "=", invoice.caseId).where("type", "=", "duplicate_payment_refunded").execute()).toHaveLength(1);
    expect([(await invoiceRow(db, invoice.id)).state, Number((await invoiceRow(db, invoice.id)).refunded_dirhams)]).toEqual(["paid", 0]);
  });

  it("with the gateway down when the duplicate is found, the reconciliation job refunds it once the gateway is back", async () => {
    gateway.control.setWebhookMode("never");
    const invoice = await issuedInvoice(300);
    const [, secondId] = await payTwice(invoice.id);
    gateway.control.setDown(true);
    gateway.control.setWebhookMode("now");
    await gateway.control.deliverPending();
    await gateway.control.settled();
    expect((await paymentOf(secondId)).state).toBe("duplicate");
    expect(await refundsOf(secondId)).toHaveLength(0);

    await runPaymentReconciliation(db, { afterMinutes: 0 });
    expect(await refundsOf(secondId)).toHaveLength(0);
    gateway.control.setDown(false);
    await runPaymentReconciliation(db, { afterMinutes: 0 });
    await gateway.control.settled();
    const refunds = await refundsOf(secondId);
    expect(refunds.map((r) => Number(r.amount_dirhams))).toEqual([30_000]);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });
});
