import { createGatewayClient, GatewayUnavailable, type PaymentGateway } from "#server/payments/gateway";
import { paymentGatewaySettings } from "#server/payments/settings";

/**
 * The gateway invoices are paid through, and the secret its webhooks are signed with (decision 041). With
 * PAYMENT_GATEWAY_URL set it is that gateway, made from the settings on first use. Without it the server
 * starts the shipped fake gateway and registers it here (server/billing/fake-gateway.ts); tests register the
 * one they start. Until one is registered, paying answers "the gateway is unavailable".
 */
export interface BillingGateway {
  client: PaymentGateway;
  webhookSecret: string;
}

let current: BillingGateway | null = null;

export function useBillingGateway(gateway: BillingGateway | null): void {
  current = gateway;
}

/** The registered gateway, or the configured one; null when none is (the fake one not started). */
export function billingGatewayOrNull(): BillingGateway | null {
  if (current) return current;
  const settings = paymentGatewaySettings();
  if (settings.kind !== "external") return null;
  current = {
    client: createGatewayClient({ url: settings.url, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs }),
    webhookSecret: settings.webhookSecret,
  };
  return current;
}

export function billingGateway(): BillingGateway {
  const gateway = billingGatewayOrNull();
  if (!gateway) throw new GatewayUnavailable("unreachable", { message: "no payment gateway is configured or started" });
  return gateway;
}
