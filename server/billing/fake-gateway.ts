import crypto from "node:crypto";
import { getEnv } from "#server/config/env";
import { createGatewayClient } from "#server/payments/gateway";
import { startFakeGateway } from "#server/payments/fake-gateway/index";
import { paymentGatewaySettings } from "#server/payments/settings";
import { WEBHOOK_PATH } from "./constants";
import { useBillingGateway } from "./gateway";

/**
 * The demo's gateway (issue 28 §5): when PAYMENT_GATEWAY_URL is unset, the app server starts the shipped fake
 * gateway in its own process on loopback (a free port), with a key and secret made up for this run, its webhooks
 * sent to this server's webhook route, and registers it as the billing gateway, so `npm start` lets a newcomer
 * pay an invoice with the test card 4242 4242 4242 4242. Returns null when a real gateway is configured.
 */
export async function startInAppFakeGateway(log: (line: string) => void = console.log): Promise<{ url: string; close: () => Promise<void> } | null> {
  const settings = paymentGatewaySettings();
  if (settings.kind !== "fake") return null;
  const env = getEnv();
  const apiKey = `fake_${crypto.randomBytes(24).toString("hex")}`;
  const webhookSecret = `whsec_${crypto.randomBytes(24).toString("hex")}`;
  const gateway = await startFakeGateway({ host: "127.0.0.1", port: 0, apiKey, webhookSecret, webhookUrl: `${env.BASE_URL}${WEBHOOK_PATH}` });
  useBillingGateway({ client: createGatewayClient({ url: gateway.url, apiKey, timeoutMs: settings.timeoutMs }), webhookSecret });
  log(`payments: the fake gateway (PAYMENT_GATEWAY_URL unset) is at ${gateway.url}; pay with the test card 4242 4242 4242 4242`);
  return {
    url: gateway.url,
    close: async () => {
      useBillingGateway(null);
      await gateway.close();
    },
  };
}
