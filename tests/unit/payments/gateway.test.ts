/**
 * The gateway adapter against the shipped fake gateway, over real HTTP on loopback (issue 28 §4, §5): the payer's
 * journey through the checkout page as a browser without JavaScript makes it, the signed webhook the platform
 * receives, refunds, idempotency, and how an unavailable or refusing gateway reaches the caller.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient, GatewayRejected, GatewayUnavailable, type PaymentGateway } from "#server/payments/gateway";
import type { FakeGateway } from "#server/payments/fake-gateway/index";
import { API_KEY, newIdempotencyKey, startTestGateway, startWebhookReceiver, submitCheckoutForm, type WebhookReceiver } from "./support";

const RETURN_URL = "https://platform.example/cases/42?tab=billing";

let fake: FakeGateway;
let receiver: WebhookReceiver;
let gateway: PaymentGateway;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startTestGateway({ webhookUrl: receiver.url });
  gateway = createGatewayClient({ url: fake.url, apiKey: API_KEY, timeoutMs: 2_000 });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  fake.control.setDown(false);
  fake.control.setWebhookMode("now");
});

function checkout(overrides: Partial<Parameters<PaymentGateway["createCheckout"]>[0]> = {}) {
  return gateway.createCheckout({
    reference: `INV-2026-${Math.floor(Math.random() * 1e6)}`,
    amountDirhams: 250_000,
    currency: "QAR",
    description: "Milestone 1: filing the claim",
    locale: "en",
    returnUrl: RETURN_URL,
    idempotencyKey: newIdempotencyKey(),
    ...overrides,
  });
}

/** Waits for the events the fake gateway made for this checkout to arrive, verified, at the receiver. */
async function webhooksFor(checkoutId: string, count: number) {
  await fake.control.settled();
  const mine = () => receiver.received.filter((r) => r.verification.ok && r.verification.event.data.checkoutId === checkoutId);
  for (let i = 0; i < 200 && mine().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return mine().map((r) => (r.verification.ok ? r.verification.event : null)!);
}

describe("paying through the hosted checkout", () => {
  it("creates a checkout, takes the test card on the gateway's page, sends the payer back with 303 and signs a payment.succeeded webhook", async () => {
    const created = await checkout({ reference: "INV-2026-0001", amountDirhams: 250_050 });
    expect(created.checkoutId).toMatch(/^chk_/);
    expect(created.redirectUrl).toBe(`${fake.url}/checkout/${created.checkoutId}`);
    expect(await gateway.getPayment(created.checkoutId)).toEqual({
      checkoutId: created.checkoutId,
      reference: "INV-2026-0001",
      status: "pending",
      amountDirhams: 250_050,
      refundedDirhams: 0,
      currency: "QAR",
    });

    const page = await fetch(created.redirectUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("TEST gateway");
    expect(html).toContain("2,500.50 QAR");

    const response = await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242 4242 4242 4242" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://platform.example/cases/42");
    expect(location.searchParams.get("tab")).toBe("billing");
    expect(location.searchParams.get("checkout")).toBe(created.checkoutId);

    const [event, ...more] = await webhooksFor(created.checkoutId, 1);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: "payment.succeeded",
      sequence: 1,
      data: { checkoutId: created.checkoutId, reference: "INV-2026-0001", amountDirhams: 250_050, refundedDirhams: 0, currency: "QAR" },
    });
    const payment = await gateway.getPayment(created.checkoutId);
    expect(payment.status).toBe("succeeded");
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect(Math.abs(payment.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("shows the page in Arabic, right to left, for an Arabic checkout", async () => {
    const created = await checkout({ locale: "ar" });
    const html = await (await fetch(created.redirectUrl)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("بوابة اختبار");
    expect(html).toContain("ادفع");
    expect(html).toContain("إلغاء");
  });

  it("declines the declined test card: payment.failed, the payer sent back, the payment failed", async () => {
    const created = await checkout();
    const response = await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4000-0000-0000-0002" });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location")!).searchParams.get("checkout")).toBe(created.checkoutId);
    const events = await webhooksFor(created.checkoutId, 1);
    expect(events.map((e) => e.type)).toEqual(["payment.failed"]);
    expect((await gateway.getPayment(created.checkoutId)).status).toBe("failed");
  });

  it("cancels: payment.cancelled, back to the cancel URL, and the page stays closed", async () => {
    const created = await checkout({ cancelUrl: "https://platform.example/cases/42?cancelled=1" });
    const response = await submitCheckoutForm(created.redirectUrl, { action: "cancel" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("cancelled")).toBe("1");
    expect(location.searchParams.get("checkout")).toBe(created.checkoutId);
    expect((await webhooksFor(created.checkoutId, 1)).map((e) => e.type)).toEqual(["payment.cancelled"]);
    expect((await gateway.getPayment(created.checkoutId)).status).toBe("cancelled");

    const again = await fetch(created.redirectUrl);
    expect(await again.text()).not.toContain("<form");
  });

  it("keeps a checkout open on a card number that is not a test card, and never stores or echoes the number", async () => {
    const created = await checkout();
    const wrong = await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "5555 5555 5555 4444" });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain("Use one of the two test card numbers");
    expect(html).not.toContain("5555");
    expect((await gateway.getPayment(created.checkoutId)).status).toBe("pending");

    await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242424242424242" });
    const closed = await (await fetch(created.redirectUrl)).text();
    expect(closed).toContain("4242");
    expect(closed).not.toContain("4242424242424242");
    expect(JSON.stringify(await gateway.getPayment(created.checkoutId))).not.toContain("4242");
    expect(JSON.stringify(fake.control.events())).not.toContain("4242");
  });

  it("sends a second press of Pay back to the platform without a second charge or webhook", async () => {
    const created = await checkout();
    await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242424242424242" });
    const body = new URLSearchParams({ card: "4242424242424242", action: "pay" });
    const second = await fetch(created.redirectUrl, { method: "POST", body, redirect: "manual" });
    expect(second.status).toBe(303);
    await fake.control.settled();
    expect(fake.control.events().filter((e) => e.event.data.checkoutId === created.checkoutId)).toHaveLength(1);
  });
});

describe("refunds", () => {
  it("refunds part, then the rest; getPayment and the refund.succeeded webhooks carry the running total", async () => {
    const created = await checkout({ amountDirhams: 100_000 });
    await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242424242424242" });

    const part = await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 30_000, idempotencyKey: newIdempotencyKey() });
    expect(part).toMatchObject({ checkoutId: created.checkoutId, amountDirhams: 30_000, refundedDirhams: 30_000, status: "partially_refunded" });
    expect(part.refundId).toMatch(/^rf_/);
    expect(await gateway.getPayment(created.checkoutId)).toMatchObject({ status: "partially_refunded", amountDirhams: 100_000, refundedDirhams: 30_000 });

    const rest = await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 70_000, idempotencyKey: newIdempotencyKey() });
    expect(rest).toMatchObject({ amountDirhams: 70_000, refundedDirhams: 100_000, status: "refunded" });
    expect(await gateway.getPayment(created.checkoutId)).toMatchObject({ status: "refunded", refundedDirhams: 100_000 });

    const events = await webhooksFor(created.checkoutId, 3);
    expect(events.map((e) => [e.type, e.sequence, e.data.refundedDirhams, e.data.refundId])).toEqual([
      ["payment.succeeded", 1, 0, undefined],
      ["refund.succeeded", 2, 30_000, part.refundId],
      ["refund.succeeded", 3, 100_000, rest.refundId],
    ]);
  });

  it("refuses a refund over what is left, of an unpaid checkout, or of an unknown one (GatewayRejected)", async () => {
    const created = await checkout({ amountDirhams: 10_000 });
    await expect(gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 100, idempotencyKey: newIdempotencyKey() })).rejects.toMatchObject({
      name: "GatewayRejected",
      status: 409,
      code: "payment_not_refundable",
    });
    await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242424242424242" });
    await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 4_000, idempotencyKey: newIdempotencyKey() });
    const over = gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 6_001, idempotencyKey: newIdempotencyKey() });
    await expect(over).rejects.toBeInstanceOf(GatewayRejected);
    await expect(over).rejects.toMatchObject({ status: 422, code: "refund_exceeds_payment" });
    expect((await gateway.getPayment(created.checkoutId)).refundedDirhams).toBe(4_000);
    await expect(gateway.getPayment("chk_nothing")).rejects.toMatchObject({ status: 404, code: "checkout_not_found" });
  });

  it("refunds once for one idempotency key, however often the call is repeated", async () => {
    const created = await checkout({ amountDirhams: 10_000 });
    await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242424242424242" });
    const key = newIdempotencyKey();
    const first = await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 2_500, idempotencyKey: key });
    const again = await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 2_500, idempotencyKey: key });
    expect(again).toEqual(first);
    expect((await gateway.getPayment(created.checkoutId)).refundedDirhams).toBe(2_500);
    await expect(gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 3_000, idempotencyKey: key })).rejects.toMatchObject({
      status: 422,
      code: "idempotency_key_reused",
    });
  });

  it("takes only whole dirhams: a fractional amount never leaves the platform", async () => {
    await expect(gateway.refund({ checkoutId: "chk_x", amountDirhams: 10.5, idempotencyKey: newIdempotencyKey() })).rejects.toThrow();
    await expect(checkout({ amountDirhams: 1999.99 })).rejects.toThrow();
    await expect(checkout({ amountDirhams: 0 })).rejects.toThrow();
    expect(fake.control.events().some((e) => !Number.isInteger(e.event.data.amountDirhams))).toBe(false);
  });
});

describe("idempotent checkouts", () => {
  it("answers the same checkout to the same key and body, and refuses the key with another body", async () => {
    const key = newIdempotencyKey();
    const first = await checkout({ reference: "INV-2026-0100", idempotencyKey: key });
    const again = await checkout({ reference: "INV-2026-0100", idempotencyKey: key });
    expect(again).toEqual(first);
    await expect(checkout({ reference: "INV-2026-0100", amountDirhams: 1, idempotencyKey: key })).rejects.toMatchObject({ status: 422, code: "idempotency_key_reused" });
    const other = await checkout({ reference: "INV-2026-0100" });
    expect(other.checkoutId).not.toBe(first.checkoutId);
  });
});

describe("a gateway that is down or refuses", () => {
  it("throws GatewayUnavailable while the gateway answers 503, and works again when it is back", async () => {
    fake.control.setDown(true);
    const failure = checkout();
    await expect(failure).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(failure).rejects.toMatchObject({ reason: "server-error", status: 503 });
    await expect(gateway.getPayment("chk_any")).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.control.setDown(false);
    expect((await checkout()).checkoutId).toMatch(/^chk_/);
  });

  it("throws GatewayRejected (401) for a wrong API key, and sends the key as a bearer token", async () => {
    const wrong = createGatewayClient({ url: fake.url, apiKey: "test_wrong_key_000000000000", timeoutMs: 2_000 });
    const failure = wrong.getPayment("chk_any");
    await expect(failure).rejects.toBeInstanceOf(GatewayRejected);
    await expect(failure).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    const bare = await fetch(`${fake.url}/v1/checkouts/chk_any`);
    expect(bare.status).toBe(401);
  });

  it("throws GatewayUnavailable when nothing listens, or when the gateway is slower than the timeout", async () => {
    const closed = await startTestGateway();
    const url = closed.url;
    await closed.close();
    await expect(createGatewayClient({ url, apiKey: API_KEY }).getPayment("chk_any")).rejects.toMatchObject({ name: "GatewayUnavailable", reason: "unreachable" });

    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = createGatewayClient({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, apiKey: API_KEY, timeoutMs: 200 });
      const started = Date.now();
      await expect(slow.createCheckout({
        reference: "INV-2026-0200",
        amountDirhams: 100,
        currency: "QAR",
        description: "x",
        locale: "ar",
        returnUrl: RETURN_URL,
        idempotencyKey: newIdempotencyKey(),
      })).rejects.toMatchObject({ name: "GatewayUnavailable", reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("treats an answer that is not the protocol as unavailable, not as a payment", async () => {
    const payment = { checkoutId: "chk_1", reference: "INV-1", status: "succeeded", amountDirhams: 1250, refundedDirhams: 0, currency: "QAR" };
    const answers: Record<string, unknown> = {
      "/v1/checkouts/chk_fraction": { ...payment, checkoutId: "chk_fraction", amountDirhams: 12.5 },
      "/v1/checkouts/chk_usd": { ...payment, checkoutId: "chk_usd", currency: "USD" },
      "/v1/checkouts/chk_asked": { ...payment, checkoutId: "chk_other" },
      "/v1/checkouts/chk_good": { ...payment, checkoutId: "chk_good" },
      "/v1/checkouts": { checkoutId: "chk_1", redirectUrl: "javascript:alert(1)" },
    };
    const liar = http.createServer((request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answers[request.url ?? ""] ?? {}));
    });
    await new Promise<void>((resolve) => liar.listen(0, "127.0.0.1", resolve));
    try {
      const client = createGatewayClient({ url: `http://127.0.0.1:${(liar.address() as AddressInfo).port}`, apiKey: API_KEY });
      expect((await client.getPayment("chk_good")).amountDirhams).toBe(1250);
      for (const id of ["chk_fraction", "chk_usd", "chk_asked"]) {
        await expect(client.getPayment(id), id).rejects.toMatchObject({ name: "GatewayUnavailable", reason: "bad-response" });
      }
      const input = { reference: "INV-1", amountDirhams: 100, currency: "QAR" as const, description: "x", locale: "en" as const, returnUrl: RETURN_URL, idempotencyKey: newIdempotencyKey() };
      await expect(client.createCheckout(input)).rejects.toMatchObject({ name: "GatewayUnavailable", reason: "bad-response" });
      // and the platform never asks to be sent back to anything but a web address
      await expect(client.createCheckout({ ...input, returnUrl: "javascript:alert(1)" })).rejects.toThrow();
    } finally {
      liar.closeAllConnections();
      await new Promise((resolve) => liar.close(resolve));
    }
  });
});
