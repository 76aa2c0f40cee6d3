import type { z } from "zod";
import { GatewayRejected, GatewayUnavailable } from "./errors";
import {
  checkoutCreatedSchema,
  createCheckoutInputSchema,
  paymentSchema,
  refundInputSchema,
  refundResultSchema,
  type CheckoutCreated,
  type CreateCheckoutInput,
  type Payment,
  type RefundInput,
  type RefundResult,
} from "./types";

export { verifyWebhook, signWebhook, SIGNATURE_HEADER } from "./signature";
export type { WebhookFailureReason, WebhookVerification } from "./signature";
export { GatewayRejected, GatewayUnavailable, isGatewayRejected, isGatewayUnavailable } from "./errors";
export { isLaterEvent, paymentStatusAfter } from "./events";

/**
 * The hosted-checkout gateway adapter (issue 28 §4, decision 041). The payer's card is typed on the gateway's
 * own page, never on ours: the platform only creates a checkout, sends the browser to its `redirectUrl`, and
 * learns the outcome from a signed webhook (`verifyWebhook`) or by asking (`getPayment`, the reconciliation job).
 *
 * Every call authenticates with `Authorization: Bearer <apiKey>` and gives up after `timeoutMs`. A gateway that
 * cannot be reached, is too slow or answers 5xx throws GatewayUnavailable; a 4xx throws GatewayRejected.
 * createCheckout and refund carry an `Idempotency-Key`, so repeating one after a GatewayUnavailable never
 * charges or refunds twice.
 */
export interface PaymentGateway {
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutCreated>;
  getPayment(checkoutId: string): Promise<Payment>;
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface GatewayClientOptions {
  /** The gateway's API origin (and path prefix, if any), e.g. https://gateway.example/api. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

export function createGatewayClient(options: GatewayClientOptions): PaymentGateway {
  const base = options.url.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;

  async function call<S extends z.ZodType>(
    schema: S,
    request: { method: "GET" | "POST"; path: string; body?: unknown; idempotencyKey?: string },
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetch(`${base}${request.path}`, {
        method: request.method,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
        headers: {
          Accept: "application/json",
          Authorization: `Bearer ${options.apiKey}`,
          ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(request.idempotencyKey ? { "Idempotency-Key": request.idempotencyKey } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new GatewayUnavailable(timedOut ? "timeout" : "unreachable", { cause: error });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      json = undefined;
      if (response.ok) throw new GatewayUnavailable("bad-response", { status: response.status, cause: error });
    }
    if (response.status >= 500) throw new GatewayUnavailable("server-error", { status: response.status });
    if (response.status >= 400) {
      const detail = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
      throw new GatewayRejected(response.status, {
        code: typeof detail?.code === "string" ? detail.code : undefined,
        message: typeof detail?.message === "string" ? detail.message : undefined,
      });
    }
    if (!response.ok) throw new GatewayUnavailable("bad-response", { status: response.status });
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailable("bad-response", { status: response.status, cause: parsed.error });
    return parsed.data;
  }

  const checkoutPath = (checkoutId: string) => `/v1/checkouts/${encodeURIComponent(checkoutId)}`;

  return {
    async createCheckout(input) {
      const { idempotencyKey, ...body } = createCheckoutInputSchema.parse(input);
      return call(checkoutCreatedSchema, { method: "POST", path: "/v1/checkouts", body, idempotencyKey });
    },
    async getPayment(checkoutId) {
      const payment = await call(paymentSchema, { method: "GET", path: checkoutPath(checkoutId) });
      // the reconciliation job applies this answer to the checkout it asked about: it must be that checkout's
      if (payment.checkoutId !== checkoutId) throw new GatewayUnavailable("bad-response", { message: "payment gateway answered about another checkout" });
      return payment;
    },
    async refund(input) {
      const { checkoutId, amountDirhams, idempotencyKey } = refundInputSchema.parse(input);
      const result = await call(refundResultSchema, { method: "POST", path: `${checkoutPath(checkoutId)}/refunds`, body: { amountDirhams }, idempotencyKey });
      if (result.checkoutId !== checkoutId || result.amountDirhams !== amountDirhams) {
        throw new GatewayUnavailable("bad-response", { message: "payment gateway answered about another refund" });
      }
      return result;
    },
  };
}
