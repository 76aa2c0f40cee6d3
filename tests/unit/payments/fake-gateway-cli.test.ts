/**
 * The fake gateway as a process of its own (server/payments/fake-gateway/cli.ts), as the demo and a browser test
 * run it: it starts on the port it is given, speaks the protocol with the key it was given, and obeys
 * POST /__control from outside.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient } from "#server/payments/gateway";
import { API_KEY, newIdempotencyKey, startWebhookReceiver, submitCheckoutForm, WEBHOOK_SECRET, type WebhookReceiver } from "./support";

let child: ChildProcess;
let url: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  child = spawn(path.resolve("node_modules/.bin/tsx"), ["server/payments/fake-gateway/cli.ts"], {
    env: {
      ...process.env,
      FAKE_GATEWAY_PORT: "0",
      PAYMENT_GATEWAY_API_KEY: API_KEY,
      PAYMENT_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FAKE_GATEWAY_WEBHOOK_URL: receiver.url,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`fake gateway exited with ${code}`)));
  });
  const started = JSON.parse(firstLine) as { url: string; PAYMENT_GATEWAY_API_KEY?: string };
  // a key it was given is not printed again
  expect(started.PAYMENT_GATEWAY_API_KEY).toBeUndefined();
  url = started.url;
});

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await receiver.close();
});

describe("the fake gateway's command", () => {
  it("takes a payment with the key it was given and is controlled over HTTP by another process", async () => {
    const gateway = createGatewayClient({ url, apiKey: API_KEY, timeoutMs: 5_000 });
    const control = (body: unknown) =>
      fetch(`${url}/__control`, { method: "POST", headers: { Authorization: `Bearer ${API_KEY}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

    expect((await control({ action: "setWebhookMode", mode: "never" })).status).toBe(200);
    const created = await gateway.createCheckout({
      reference: "INV-2026-0900",
      amountDirhams: 120_000,
      currency: "QAR",
      description: "أتعاب المرحلة الأولى",
      locale: "ar",
      returnUrl: "http://127.0.0.1:3000/cases/9",
      idempotencyKey: newIdempotencyKey(),
    });
    expect((await submitCheckoutForm(created.redirectUrl, { action: "pay", card: "4242 4242 4242 4242" })).status).toBe(303);
    expect((await gateway.getPayment(created.checkoutId)).status).toBe("succeeded");
    expect(receiver.received).toHaveLength(0);

    expect((await control({ action: "deliverPending" })).status).toBe(200);
    await receiver.waitFor(1);
    expect(receiver.events()[0]).toMatchObject({ type: "payment.succeeded", data: { checkoutId: created.checkoutId, amountDirhams: 120_000 } });

    await expect(createGatewayClient({ url, apiKey: "test_not_the_key_00000000" }).getPayment(created.checkoutId)).rejects.toMatchObject({ status: 401 });
  });
});
