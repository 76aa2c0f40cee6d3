/**
 * Issue 28 §4, §7 on the case page: the billing forms post to /case/{id}/billing without JavaScript; Pay answers
 * 303 to the gateway's page, the firm's forms go back with a toast, bad input changes nothing; the page lists
 * the invoices with what has been paid.
 */
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import { action } from "~/routes/case/$caseId/billing/route";
import { action as webhookAction } from "~/routes/api/payments/webhook/route";
import { SIGNATURE_HEADER } from "#server/payments/gateway";
import { loader } from "~/routes/case/$caseId/route";
import { runRoute } from "../../setup/routes";
import type { Account, Cast } from "../cases/support";
import { caseWithMilestones, invoiceRow, signedEvent, submitCheckoutForm, useBillingFixture } from "./support";

let db: DB;
let cast: Cast;
let gateway: FakeGateway;
useBillingFixture((ready) => ({ db, cast, gateway } = ready));

function headersOf(who: Account, lang: "ar" | "en") {
  return new Headers({ origin: "http://localhost:3000", "x-client-ip": "10.45.0.1", cookie: `${who.headers.get("cookie")}; lang=${lang}` });
}
const post = (who: Account, caseId: string, fields: Record<string, string>, lang: "ar" | "en" = "en") =>
  runRoute(() =>
    action({ request: new Request(`http://localhost:3000/case/${caseId}/billing`, { method: "POST", body: new URLSearchParams(fields), headers: headersOf(who, lang) }), params: { caseId }, context: {} }),
  );

describe("the case page's billing forms", () => {
  it("the admin issues, the client pays through the gateway's page, and the page shows it paid", async () => {
    gateway.control.setWebhookMode("now");
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [1250]);
    const issued = await post(cast.admin, caseId, { intent: "issue", milestoneId: milestoneIds[0]!, dueOn: "" });
    expect(issued.status).toBe(303);
    expect(issued.headers.get("location")).toBe(`/case/${caseId}#billing`);
    const [invoice] = await db.selectFrom("invoices").select(["id", "number"]).where("case_id", "=", caseId).execute();
    expect(invoice).toBeDefined();

    const pay = await post(cast.client, caseId, { intent: "pay", invoiceId: invoice!.id }, "ar");
    expect(pay.status).toBe(303);
    const gatewayPage = pay.headers.get("location")!;
    expect(gatewayPage.startsWith(gateway.url)).toBe(true);
    const page = await (await fetch(gatewayPage)).text();
    expect(page).toContain('lang="ar"');
    const back = await submitCheckoutForm(gatewayPage, { action: "pay", card: "4242 4242 4242 4242" });
    expect(back.headers.get("location")).toContain(`/case/${caseId}?paid=${invoice!.id}`);
    await gateway.control.settled();
    expect((await invoiceRow(db, invoice!.id)).state).toBe("paid");

    const request = new Request(`http://localhost:3000/case/${caseId}?paid=${invoice!.id}`, { headers: headersOf(cast.client, "en") });
    const loaded = await runRoute(() => loader({ request, params: { caseId }, context: {} }));
    const data = (loaded as { data: { billing: { paidDirhams: number; returnedFor: string; invoices: { state: string }[]; can: { pay: boolean } } } }).data;
    expect(data.billing.paidDirhams).toBe(125_000);
    expect(data.billing.returnedFor).toBe(invoice!.id);
    expect(data.billing.invoices.map((i) => i.state)).toEqual(["paid"]);
    expect(data.billing.can.pay).toBe(true);
  });

  it("an amount typed in riyals becomes dirhams exactly; a bad amount or a refused change writes nothing", async () => {
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [300]);
    const { id: invoiceId } = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
    const bad = await post(cast.admin, caseId, { intent: "recordTransfer", invoiceId, amount: "300.123", bankReference: "FT9" });
    expect([bad.status, bad.headers.get("location")]).toEqual([303, `/case/${caseId}#billing`]);
    expect((await invoiceRow(db, invoiceId)).state).toBe("issued");
    const refused = await post(cast.admin, caseId, { intent: "recordTransfer", invoiceId, amount: "299.99", bankReference: "FT9" });
    expect(refused.status).toBe(303);
    expect((await invoiceRow(db, invoiceId)).state).toBe("issued");
    // Arabic-Indic digits are the same number.
    const done = await post(cast.admin, caseId, { intent: "recordTransfer", invoiceId, amount: "٣٠٠٫٠٠", bankReference: "FT9" });
    expect(done.status).toBe(303);
    expect((await invoiceRow(db, invoiceId)).paid_via).toBe("bank_transfer");
    // The client cannot refund; a stranger's post finds no case.
    await post(cast.client, caseId, { intent: "refund", invoiceId, amount: "10", reason: "Please" });
    expect((await invoiceRow(db, invoiceId)).state).toBe("paid");
    expect((await post(cast.stranger, caseId, { intent: "refund", invoiceId, amount: "10", reason: "Please" })).status).toBe(404);
  });
});

describe("the webhook route", () => {
  it("passes the raw body and signature on: a signed event marks the invoice paid, a forged one is 400", async () => {
    gateway.control.setWebhookMode("never");
    const { caseId, milestoneIds } = await caseWithMilestones(db, cast, [800]);
    const { id: invoiceId, number } = await cast.admin.caller.billing.issue({ caseId, milestoneId: milestoneIds[0]! });
    const { redirectUrl } = await cast.client.caller.billing.pay({ invoiceId });
    await submitCheckoutForm(redirectUrl, { action: "pay", card: "4242424242424242" });
    const sent = gateway.control.events().find((e) => e.event.data.reference === number)!;
    const call = (body: { rawBody: string; signature: string }) =>
      runRoute(() =>
        webhookAction({
          // Whitespace and key order as the gateway sent them: the signature is over these exact bytes.
          request: new Request("http://localhost:3000/api/payments/webhook", { method: "POST", body: body.rawBody, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: body.signature } }),
          params: {},
          context: {},
        }),
      );
    const genuine = signedEvent(sent.event);
    const forged = { rawBody: genuine.rawBody.replace('"amountDirhams":80000', '"amountDirhams":1'), signature: genuine.signature };
    expect((await call(forged)).status).toBe(400);
    expect((await invoiceRow(db, invoiceId)).state).toBe("issued");
    expect((await call({ ...genuine, rawBody: `${genuine.rawBody} ` })).status).toBe(400);
    expect((await call(genuine)).status).toBe(200);
    expect((await invoiceRow(db, invoiceId)).state).toBe("paid");
    gateway.control.setWebhookMode("now");
  });
});
