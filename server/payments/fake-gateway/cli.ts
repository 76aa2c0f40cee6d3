/**
 * Runs the fake payment gateway on its own (issue 28 §5), for the demo or a second process in a test:
 *
 *   npx tsx server/payments/fake-gateway/cli.ts
 *
 * FAKE_GATEWAY_PORT (default 4010) and FAKE_GATEWAY_HOST (default 127.0.0.1) say where it listens;
 * PAYMENT_GATEWAY_API_KEY and PAYMENT_GATEWAY_WEBHOOK_SECRET are the key and secret the platform must be given
 * too (made up and printed when unset); FAKE_GATEWAY_WEBHOOK_URL is where events go when a checkout names no
 * webhook address of its own. It prints one JSON line with its URL once it listens, and stops on SIGINT/SIGTERM.
 */
import crypto from "node:crypto";
import { startFakeGateway } from "./index";

const apiKey = process.env.PAYMENT_GATEWAY_API_KEY ?? `test_${crypto.randomBytes(16).toString("hex")}`;
const webhookSecret = process.env.PAYMENT_GATEWAY_WEBHOOK_SECRET ?? `whsec_${crypto.randomBytes(24).toString("hex")}`;
const port = Number(process.env.FAKE_GATEWAY_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`FAKE_GATEWAY_PORT must be a port number, not ${process.env.FAKE_GATEWAY_PORT}`);
  process.exit(2);
}

const gateway = await startFakeGateway({
  port,
  host: process.env.FAKE_GATEWAY_HOST ?? "127.0.0.1",
  apiKey,
  webhookSecret,
  webhookUrl: process.env.FAKE_GATEWAY_WEBHOOK_URL || undefined,
});

console.log(
  JSON.stringify({
    message: "fake payment gateway listening (TEST cards only: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)",
    url: gateway.url,
    ...(process.env.PAYMENT_GATEWAY_API_KEY ? {} : { PAYMENT_GATEWAY_API_KEY: apiKey }),
    ...(process.env.PAYMENT_GATEWAY_WEBHOOK_SECRET ? {} : { PAYMENT_GATEWAY_WEBHOOK_SECRET: webhookSecret }),
  }),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
