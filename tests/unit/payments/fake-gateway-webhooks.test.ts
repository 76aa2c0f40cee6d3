/**
 * The fake gateway's webhook delivery, as the tests and fault drills of issue 28 need it (§5): at once, late,
 * twice, never (then the reconciliation path: getPayment says what happened), out of order, retried on
 * failure, and controlled over HTTP by a second process.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createGatewayClient, isLaterEvent, paymentStatusAfter, type PaymentGateway } from "#server/payments/gateway";
import type { FakeGateway, FakeGatewayOptions } from "#server/payments/fake-gateway/index";
import { API_KEY, newIdempotencyKey, startTestGateway, startWebhookReceiver, submitCheckoutForm, type WebhookReceiver } from "./support";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setUp(opts: { receiver?: Parameters<typeof startWebhookReceiver>[0]; gateway?: Partial<FakeGatewayOptions> } = {}) {
  const receiver = await startWebhookReceiver(opts.receiver);
  const fake = await startTestGateway({ webhookUrl: receiver.url, ...opts.gateway });
  cleanups.push(() => receiver.close(), () => fake.close());
  const gateway = createGatewayClient({ url: fake.url, apiKey: API_KEY, timeoutMs: 2_000 });
  return { receiver, fake, gateway };
}

async function paidCheckout(gateway: PaymentGateway, opts: { amountDirhams?: number; card?: string; webhookUrl?: string; reference?: string } = {}) {
  const created = await gateway.createCheckout({
    reference: opts.reference ?? `INV-2026-${Math.floor(Math.random() * 1e6)}`,
    amountDirhams: opts.amountDirhams ?? 50_000,
    currency: "QAR",
    description: "Milestone",
    locale: "ar",
    returnUrl: "https://platform.example/cases/1",
    idempotencyKey: newIdempotencyKey(),
    ...(opts.webhookUrl ? { webhookUrl: opts.webhookUrl } : {}),
  });
  const response = await submitCheckoutForm(created.redirectUrl, { action: "pay", card: opts.card ?? "4242424242424242" });
  expect(response.status).toBe(303);
  return created;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function typesOf(receiver: WebhookReceiver) {
  return receiver.events().map((e) => e && `${e.type}#${e.sequence}`);
}

describe("webhook delivery modes", () => {
  it("'twice' delivers the same signed event two times, with the same id", async () => {
    const { receiver, fake, gateway } = await setUp();
    fake.control.setWebhookMode("twice");
    await paidCheckout(gateway);
    await fake.control.settled();
    await receiver.waitFor(2);
    const [first, second] = receiver.events();
    expect(first?.type).toBe("payment.succeeded");
    expect(second?.id).toBe(first?.id);
    expect(fake.control.events()).toMatchObject([{ state: "delivered", deliveries: 2 }]);
  });

  it("'never' sends nothing, getPayment still says succeeded (the reconciliation path), and deliverPending sends it late", async () => {
    const { receiver, fake, gateway } = await setUp();
    fake.control.setWebhookMode("never");
    const created = await paidCheckout(gateway);
    await fake.control.settled();
    await pause(50);
    expect(receiver.received).toHaveLength(0);
    expect(fake.control.events()).toMatchObject([{ state: "held", attempts: 0 }]);
    expect(await gateway.getPayment(created.checkoutId)).toMatchObject({ status: "succeeded", amountDirhams: 50_000 });

    await fake.control.deliverPending();
    expect(typesOf(receiver)).toEqual(["payment.succeeded#1"]);
    expect(fake.control.events()).toMatchObject([{ state: "delivered", deliveries: 1 }]);
  });

  it("'out-of-order' delivers a refund's event before the payment's, with sequence numbers that tell the truth", async () => {
    const { receiver, fake, gateway } = await setUp();
    fake.control.setWebhookMode("out-of-order");
    const created = await paidCheckout(gateway, { amountDirhams: 80_000 });
    await fake.control.settled();
    expect(receiver.received).toHaveLength(0);
    await gateway.refund({ checkoutId: created.checkoutId, amountDirhams: 80_000, idempotencyKey: newIdempotencyKey() });
    await fake.control.settled();
    await receiver.waitFor(2);
    expect(typesOf(receiver)).toEqual(["refund.succeeded#2", "payment.succeeded#1"]);
    // each event carries the whole state, so a receiver that applies only later sequences ends right
    let applied: { sequence: number | null; status: string; refundedDirhams: number } = { sequence: null, status: "pending", refundedDirhams: 0 };
    for (const event of receiver.events()) {
      if (!event || !isLaterEvent(applied.sequence, event)) continue;
      applied = { sequence: event.sequence, status: paymentStatusAfter(event), refundedDirhams: event.data.refundedDirhams };
    }
    expect(applied).toEqual({ sequence: 2, status: "refunded", refundedDirhams: 80_000 });
    expect(await gateway.getPayment(created.checkoutId)).toMatchObject({ status: "refunded", refundedDirhams: 80_000 });
  });

  it("'out-of-order' with no later event holds the payment's until deliverPending", async () => {
    const { receiver, fake, gateway } = await setUp();
    fake.control.setWebhookMode("out-of-order");
    await paidCheckout(gateway);
    await fake.control.settled();
    expect(receiver.received).toHaveLength(0);
    await fake.control.deliverPending();
    expect(typesOf(receiver)).toEqual(["payment.succeeded#1"]);
  });

  it("{ delayMs } delivers late", async () => {
    const { receiver, fake, gateway } = await setUp();
    fake.control.setWebhookMode({ delayMs: 800 });
    await paidCheckout(gateway);
    await pause(40);
    expect(receiver.received).toHaveLength(0);
    await receiver.waitFor(1);
    expect(typesOf(receiver)).toEqual(["payment.succeeded#1"]);
  });

  it("retries a delivery answered with 500, signing each try afresh, and stops at the first 2xx", async () => {
    const { receiver, fake, gateway } = await setUp({ receiver: { status: (attempt) => (attempt < 3 ? 500 : 204) } });
    await paidCheckout(gateway);
    await fake.control.settled();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.every((r) => r.verification.ok)).toBe(true);
    expect(fake.control.events()).toMatchObject([{ state: "delivered", attempts: 3, deliveries: 1, lastStatus: 204 }]);
  });

  it("gives up after the configured tries and says so in events()", async () => {
    const { receiver, fake, gateway } = await setUp({ receiver: { status: () => 503 }, gateway: { webhookRetry: { attempts: 2, baseDelayMs: 5 } } });
    await paidCheckout(gateway);
    await fake.control.settled();
    expect(receiver.received).toHaveLength(2);
    expect(fake.control.events()).toMatchObject([{ state: "failed", attempts: 2, deliveries: 0, lastStatus: 503 }]);
  });

  it("sends to a checkout's own webhook URL when it gave one, else to the gateway's", async () => {
    const { receiver, gateway } = await setUp();
    const own = await startWebhookReceiver();
    cleanups.push(() => own.close());
    await paidCheckout(gateway, { webhookUrl: own.url });
    await own.waitFor(1);
    expect(receiver.received).toHaveLength(0);
    expect(own.events()[0]?.type).toBe("payment.succeeded");
  });
});

describe("control over HTTP (POST /__control, for a browser test or a second process)", () => {
  it("sets a mode for one reference only: that invoice's webhook is held while the others' still arrive", async () => {
    const { receiver, fake, gateway } = await setUp();
    expect((await post(fake, { action: "setWebhookMode", mode: "never", reference: "INV-2026-LOST" })).status).toBe(200);
    const lost = await paidCheckout(gateway, { reference: "INV-2026-LOST" });
    await paidCheckout(gateway, { reference: "INV-2026-KEPT" });
    await fake.control.settled();
    await receiver.waitFor(1);
    await pause(50);
    expect(receiver.events().map((e) => e?.data.reference)).toEqual(["INV-2026-KEPT"]);
    expect(fake.control.events().find((e) => e.event.data.checkoutId === lost.checkoutId)).toMatchObject({ state: "held", attempts: 0 });
    expect(await gateway.getPayment(lost.checkoutId)).toMatchObject({ status: "succeeded" });
  });

  const post = (fake: FakeGateway, body: unknown, apiKey = API_KEY) =>
    fetch(`${fake.url}/__control`, { method: "POST", headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("sets the webhook mode, takes the API down, delivers what is held and lists the events", async () => {
    const { receiver, fake, gateway } = await setUp();
    expect((await post(fake, { action: "setWebhookMode", mode: "never" })).status).toBe(200);
    const created = await paidCheckout(gateway);
    await fake.control.settled();
    expect(receiver.received).toHaveLength(0);

    expect((await post(fake, { action: "setDown", down: true })).status).toBe(200);
    await expect(gateway.getPayment(created.checkoutId)).rejects.toMatchObject({ name: "GatewayUnavailable" });
    await post(fake, { action: "setDown", down: false });

    expect((await post(fake, { action: "deliverPending" })).status).toBe(200);
    expect(typesOf(receiver)).toEqual(["payment.succeeded#1"]);
    const listed = (await (await post(fake, { action: "events" })).json()) as { events: { state: string; event: { type: string } }[] };
    expect(listed.events).toMatchObject([{ state: "delivered", event: { type: "payment.succeeded" } }]);
  });

  it("refuses a caller without the API key, and a command it does not know", async () => {
    const { fake } = await setUp();
    expect((await post(fake, { action: "setDown", down: true }, "test_wrong_key_000000000000")).status).toBe(401);
    expect((await post(fake, { action: "explode" })).status).toBe(400);
    expect((await post(fake, { action: "setWebhookMode", mode: "sometimes" })).status).toBe(400);
    expect((await fetch(`${fake.url}/v1/checkouts/chk_x`, { headers: { Authorization: `Bearer ${API_KEY}` } })).status).toBe(404);
  });
});
