/**
 * Issue 28 §5: without PAYMENT_GATEWAY_URL the app server starts the shipped fake gateway in its own process and
 * pays through it: Pay reaches its checkout page, and the test card pays (the webhook goes to BASE_URL, which is
 * not served here, so the reconciliation job confirms it, as it would a lost webhook).
 */
import { afterAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { startInAppFakeGateway } from "#server/billing/fake-gateway";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { paymentGatewaySettings } from "#server/payments/settings";
import { useTestDatabase } from "../../setup/db";
import { makeCast, type Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, submitCheckoutForm } from "./support";

let db: DB;
let cast: Cast;
let gateway: Awaited<ReturnType<typeof startInAppFakeGateway>>;
useTestDatabase(async (ready) => {
  db = ready;
  cast = await makeCast(db);
  await db.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).execute();
  gateway = await startInAppFakeGateway(() => {});
});
afterAll(() => gateway?.close());

describe("the demo's in-app fake gateway", () => {
  it("is started when no gateway is configured, and a client pays an invoice with 4242 4242 4242 4242", async () => {
    expect(paymentGatewaySettings().kind).toBe("fake");
    expect(gateway).not.toBeNull();
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [950]);
    const invoice = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
    const { redirectUrl, paymentId } = await cast.client.caller.billing.pay({ invoiceId: invoice.id, locale: "en" });
    expect(redirectUrl.startsWith(gateway!.url)).toBe(true);
    const back = await submitCheckoutForm(redirectUrl, { action: "pay", card: "4242 4242 4242 4242" });
    expect(back.status).toBe(303);
    await db.updateTable("payments").set({ created_at: new Date(Date.now() - 60 * 60_000) }).where("id", "=", paymentId).execute();
    expect(await runPaymentReconciliation(db, { afterMinutes: 10 })).toBe(1);
    expect((await invoiceRow(db, invoice.id)).state).toBe("paid");
  });
});
