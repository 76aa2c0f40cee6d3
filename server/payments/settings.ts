import { getEnv } from "#server/config/env";

/**
 * Which gateway the platform pays through. `external`: the one configured by PAYMENT_GATEWAY_URL, its API key
 * and webhook secret (all three present, or start-up already refused). `fake`: PAYMENT_GATEWAY_URL is unset, so
 * the server starts the shipped fake gateway (server/payments/fake-gateway) with a key and secret it makes up.
 */
export type PaymentGatewaySettings =
  | { kind: "external"; url: string; apiKey: string; webhookSecret: string; timeoutMs: number }
  | { kind: "fake"; timeoutMs: number };

export function paymentGatewaySettings(): PaymentGatewaySettings {
  const env = getEnv();
  const timeoutMs = env.PAYMENT_GATEWAY_TIMEOUT_MS;
  if (!env.PAYMENT_GATEWAY_URL || !env.PAYMENT_GATEWAY_API_KEY || !env.PAYMENT_GATEWAY_WEBHOOK_SECRET) return { kind: "fake", timeoutMs };
  return {
    kind: "external",
    url: env.PAYMENT_GATEWAY_URL,
    apiKey: env.PAYMENT_GATEWAY_API_KEY,
    webhookSecret: env.PAYMENT_GATEWAY_WEBHOOK_SECRET,
    timeoutMs,
  };
}
