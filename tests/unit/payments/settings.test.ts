/**
 * The gateway's settings are parsed once at start-up with the rest (server/config/env.ts): unset, the shipped fake
 * gateway is used; set, the URL needs its API key and webhook secret, or the server refuses to start.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "#server/config/env";
import { paymentGatewaySettings } from "#server/payments/settings";

const KEYS = ["PAYMENT_GATEWAY_URL", "PAYMENT_GATEWAY_API_KEY", "PAYMENT_GATEWAY_WEBHOOK_SECRET", "PAYMENT_GATEWAY_TIMEOUT_MS"] as const;

afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  resetEnvForTests();
});

describe("payment gateway settings", () => {
  it("uses the fake gateway when PAYMENT_GATEWAY_URL is unset", () => {
    resetEnvForTests();
    expect(paymentGatewaySettings()).toEqual({ kind: "fake", timeoutMs: 10_000 });
  });

  it("uses the configured gateway with its key, secret and timeout", () => {
    Object.assign(process.env, {
      PAYMENT_GATEWAY_URL: "https://pay.example.qa/api",
      PAYMENT_GATEWAY_API_KEY: "live_key_0123456789abcdef",
      PAYMENT_GATEWAY_WEBHOOK_SECRET: "whsec_0123456789abcdef0123",
      PAYMENT_GATEWAY_TIMEOUT_MS: "4000",
    });
    resetEnvForTests();
    expect(paymentGatewaySettings()).toEqual({
      kind: "external",
      url: "https://pay.example.qa/api",
      apiKey: "live_key_0123456789abcdef",
      webhookSecret: "whsec_0123456789abcdef0123",
      timeoutMs: 4000,
    });
  });

  it("refuses to start with a gateway URL but no API key or no webhook secret", () => {
    process.env.PAYMENT_GATEWAY_URL = "https://pay.example.qa/api";
    process.env.PAYMENT_GATEWAY_API_KEY = "live_key_0123456789abcdef";
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/PAYMENT_GATEWAY_WEBHOOK_SECRET/);
    delete process.env.PAYMENT_GATEWAY_API_KEY;
    process.env.PAYMENT_GATEWAY_WEBHOOK_SECRET = "whsec_0123456789abcdef0123";
    resetEnvForTests();
    expect(() => getEnv()).toThrow(/PAYMENT_GATEWAY_API_KEY/);
  });
});
