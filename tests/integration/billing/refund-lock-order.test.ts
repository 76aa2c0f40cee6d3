/**
 * The admin's refund and the gateway's refund webhook lock the same rows in the same order, the payment and then
 * its invoice (server/billing/settle.ts, server/billing/refunds.ts). The refund's row has a foreign key to the
 * payment, whose share lock waits for a webhook holding the payment; when the refund took the invoice first, a
 * webhook arriving at that moment (payment held, waiting for the invoice) deadlocked with it on PostgreSQL and the
 * admin saw "something went wrong" (a flaky browser test found it). Here the webhook's side is played by a
 * transaction that holds the payment while the refund is under way, then asks for the invoice. PostgreSQL only: the
 * embedded PGlite has one connection, so nothing there runs at the same time.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import type { Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
useBillingFixture((ready) => ({ db, cast, gateway } = ready));

/** Until some statement of this database waits for a lock (the refund's write reached the held payment). */
async function untilSomeoneWaits(db: DB): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the refund never waited for the payment's lock");
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a refund while the gateway's webhook holds the payment (PostgreSQL)", () => {
  it("waits for the webhook and then succeeds: no deadlock, one refund, the invoice partly refunded", async () => {
    gateway.control.setWebhookMode("now");
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [3000]);
    const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
    const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId: invoice.id, locale: "en" });
    await submitCheckoutForm(redirectUrl, { action: "pay", card: "4242424242424242" });
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
    // The refund's own webhook stays with the gateway: the transaction below plays it, at the worst moment.
    gateway.control.setWebhookMode("never");

    let refund: Promise<unknown> | null = null;
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '10s'`.execute(trx);
      await trx.selectFrom("payments").select("id").where("id", "=", paymentId).forUpdate().execute();
      refund = cast.admin.caller.billing.refund({ invoiceId: invoice.id, amountDirhams: 50_000, reason: "Agreed reduction" });
      refund.catch(() => undefined);
      await untilSomeoneWaits(db);
      // The webhook's next step: its invoice. Before the fix the refund held it, and one of the two was aborted.
      await trx.selectFrom("invoices").select("id").where("id", "=", invoice.id).forUpdate().execute();
    });
    await expect(refund!).resolves.toMatchObject({ refundId: expect.any(String) });
    const row = await invoiceRow(db, invoice.id);
    expect([row.state, Number(row.refunded_dirhams)]).toEqual(["partially_refunded", 50_000]);
    expect(await db.selectFrom("refunds").select("id").where("invoice_id", "=", invoice.id).execute()).toHaveLength(1);
  });
});
