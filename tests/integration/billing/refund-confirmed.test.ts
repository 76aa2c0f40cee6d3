/**
 * A refund the gateway made while this server's write of it failed (the admin's refund() reached the gateway, the
 * database transaction after it did not commit): when the gateway's refund webhook arrives, the refund is recorded
 * from it (a `refunds` row with the gateway's refund id, once) so the invoice, the finance view and its totals agree
 * with the gateway; a later retry of the admin's refund with the same gateway refund keeps one row.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { billingGateway } from "#server/billing/gateway";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, postWebhook, signedEvent, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
let webhookUrl: string;
useBillingFixture((ready) => ({ db, cast, gateway, webhookUrl } = ready));

describe("a refund confirmed by the gateway but not recorded here", () => {
  it("is recorded from its webhook, once; the invoice and the finance view's totals count it", async () => {
    gateway.control.setWebhookMode("now");
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [2000]);
    const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
    const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId: invoice.id, locale: "en" });
    await submitCheckoutForm(redirectUrl, { action: "pay", card: "4242424242424242" });
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    const before = await cast.admin.caller.billing.finance({});

    // What refundInvoice does first, then its database write is lost: the gateway has refunded, nothing is here.
    gateway.control.setWebhookMode("never");
    const checkoutId = (await db.selectFrom("payments").select("checkout_id").where("id", "=", paymentId).executeTakeFirstOrThrow()).checkout_id!;
    const refund = await billingGateway().client.refund({ checkoutId, amountDirhams: 50_000, idempotencyKey: "refund:lost-write-0001" });
    expect(await db.selectFrom("refunds").select("id").where("invoice_id", "=", invoice.id).execute()).toHaveLength(0);

    gateway.control.setWebhookMode("now");
    await gateway.control.deliverPending();
    await gateway.control.settled();
    const rows = await db.selectFrom("refunds").selectAll().where("invoice_id", "=", invoice.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payment_id: paymentId, gateway_refund_id: refund.refundId, created_by: null });
    expect(Number(rows[0]!.amount_dirhams)).toBe(50_000);
    const row = await invoiceRow(db, invoice.id);
    expect([row.state, Number(row.refunded_dirhams)]).toEqual(["partially_refunded", 50_000]);
    const audit = await db.selectFrom("audit_log").select("action").where("entity_id", "=", caseId).where("action", "=", "invoice.refund_confirmed").execute();
    expect(audit).toHaveLength(1);

    // The finance view: the month's paid total is net of the refund, and the row shows it.
    const after = await cast.admin.caller.billing.finance({});
    const paidOf = (view: typeof before) => view.paidByMonth.reduce((sum, m) => sum + m.paidDirhams, 0);
    expect(paidOf(before) - paidOf(after)).toBe(50_000);
    const listed = after.rows.find((r) => r.id === invoice.id);
    expect(Number(listed?.refunded_dirhams)).toBe(50_000);

    // The same refund's event again under another id (a gateway's retry): nothing more.
    const event = gateway.control.events().find((e) => e.event.type === "refund.succeeded" && e.event.data.refundId === refund.refundId)!;
    expect(await postWebhook(webhookUrl, signedEvent({ ...event.event, id: `${event.event.id}-retry`, sequence: event.event.sequence + 1 }))).toBe(200);
    expect(await db.selectFrom("refunds").select("id").where("invoice_id", "=", invoice.id).execute()).toHaveLength(1);
    expect(Number((await invoiceRow(db, invoice.id)).refunded_dirhams)).toBe(50_000);

    // The admin refunds the rest through the app: its own row, with its reason; totals add up.
    await cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 150_000, reason: "Matter settled" });
    await gateway.control.settled();
    const all = await db.selectFrom("refunds").select(["amount_dirhams", "reason"]).where("invoice_id", "=", invoice.id).orderBy("created_at").execute();
    expect(all.map((r) => Number(r.amount_dirhams))).toEqual([50_000, 150_000]);
    expect(all[1]!.reason).toBe("Matter settled");
    expect((await invoiceRow(db, invoice.id)).state).toBe("refunded");
  });
});
