import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { logger } from "#server/observability/logger";
import { createCheckoutInputSchema, dirhamsSchema } from "../types";
import { createLedger, paymentOf, TEST_CARDS, type FakeCheckout } from "./ledger";
import { checkoutPage, notFoundPage } from "./page";
import { createWebhookSender, DEFAULT_WEBHOOK_RETRY, type WebhookMode, type WebhookRetry } from "./webhooks";

export type { WebhookMode, SentEvent, WebhookRetry } from "./webhooks";
export { TEST_CARDS } from "./ledger";

/**
 * The fake payment gateway the project ships (issue 28 §5): a real HTTP server speaking the adapter's protocol
 * (decision 041) on loopback, for the tests and for the demo when PAYMENT_GATEWAY_URL is unset.
 *
 *   POST /v1/checkouts                 create a checkout (Idempotency-Key)  → 201 { checkoutId, redirectUrl }
 *   GET  /v1/checkouts/:id             the payment                          → 200 Payment
 *   POST /v1/checkouts/:id/refunds     refund part or all (Idempotency-Key) → 201 RefundResult
 *   GET  /checkout/:id                 the payer's checkout page (HTML, the checkout's language)
 *   POST /checkout/:id                 the page's form: pay with a test card, or cancel → 303 back to the platform
 *   POST /__control                    the test controls below, over HTTP (same API key)
 *
 * The /v1 and /__control calls need `Authorization: Bearer <apiKey>`; the page does not (the payer has no key).
 */
export interface FakeGatewayOptions {
  port?: number;
  host?: string;
  apiKey: string;
  webhookSecret: string;
  /** Where events go when the checkout gave no webhookUrl of its own. */
  webhookUrl?: string;
  /** Retries of a webhook answered with anything but 2xx; tests make the delays short. */
  webhookRetry?: Partial<WebhookRetry>;
}

export interface FakeGatewayControl {
  /** How events are delivered from now on; with `reference`, only that reference's (an invoice number). */
  setWebhookMode(mode: WebhookMode, reference?: string): void;
  /** While down, every /v1 call answers 503 (the page and /__control still answer). */
  setDown(down: boolean): void;
  /** Sends every held or delayed event now, oldest first. */
  deliverPending(): Promise<void>;
  /** Resolves when no webhook delivery is under way. */
  settled(): Promise<void>;
  /** Every event made so far, in order, with how its delivery went. */
  events(): ReturnType<ReturnType<typeof createWebhookSender>["events"]>;
}

export interface FakeGateway {
  url: string;
  control: FakeGatewayControl;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

const createBodySchema = createCheckoutInputSchema.omit({ idempotencyKey: true });
const refundBodySchema = z.object({ amountDirhams: dirhamsSchema.positive() });
const webhookModeSchema = z.union([
  z.enum(["now", "twice", "never", "out-of-order"]),
  z.object({ delayMs: z.number().int().min(0).max(600_000) }),
]);
const controlSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("setWebhookMode"), mode: webhookModeSchema, reference: z.string().min(1).max(200).optional() }),
  z.object({ action: z.literal("setDown"), down: z.boolean() }),
  z.object({ action: z.literal("deliverPending") }),
  z.object({ action: z.literal("events") }),
]);

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpFailure(413, "body_too_large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof HttpFailure) throw error;
    throw new HttpFailure(400, "invalid_json");
  }
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpFailure(400, "invalid_request", z.prettifyError(result.error));
  return result.data;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

function sendHtml(response: http.ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // no form-action: the 303 after paying goes to the platform's origin, and browsers apply form-action to redirects
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(html);
}

function redirectBack(response: http.ServerResponse, target: string, checkoutId: string) {
  const url = new URL(target);
  url.searchParams.set("checkout", checkoutId);
  response.writeHead(303, { Location: url.toString(), "Cache-Control": "no-store" });
  response.end();
}

export async function startFakeGateway(options: FakeGatewayOptions): Promise<FakeGateway> {
  const ledger = createLedger();
  const webhooks = createWebhookSender({ secret: options.webhookSecret, retry: { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry } });
  const keyDigest = crypto.createHash("sha256").update(options.apiKey).digest();
  let down = false;
  let origin = "";

  const control: FakeGatewayControl = {
    setWebhookMode: (mode, reference) => webhooks.setMode(mode, reference),
    setDown: (value) => {
      down = value;
    },
    deliverPending: () => webhooks.deliverPending(),
    settled: () => webhooks.settled(),
    events: () => webhooks.events(),
  };

  function requireApiKey(request: http.IncomingMessage) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const digest = crypto.createHash("sha256").update(given).digest();
    if (!crypto.timingSafeEqual(digest, keyDigest)) throw new HttpFailure(401, "unauthorized");
  }

  function idempotencyKeyOf(request: http.IncomingMessage): string {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || key.length < 8 || key.length > 200) throw new HttpFailure(400, "idempotency_key_required");
    return key;
  }

  function checkoutOr404(id: string): FakeCheckout {
    const checkout = ledger.get(id);
    if (!checkout) throw new HttpFailure(404, "checkout_not_found");
    return checkout;
  }

  /** Answers an idempotent POST once; a repeat with the same key and body gets the first answer again. */
  async function idempotent(request: http.IncomingMessage, response: http.ServerResponse, scope: string, body: unknown, act: () => { status: number; body: unknown }) {
    const key = idempotencyKeyOf(request);
    const previous = ledger.recall(scope, key, body);
    if (previous === "conflict") throw new HttpFailure(422, "idempotency_key_reused");
    const answer = previous ?? act();
    if (!previous && answer.status < 300) ledger.remember(scope, key, body, answer);
    sendJson(response, answer.status, answer.body);
  }

  async function api(request: http.IncomingMessage, response: http.ServerResponse, path: string[]) {
    requireApiKey(request);
    if (down) throw new HttpFailure(503, "unavailable");
    const [, , id, sub] = path;
    if (request.method === "POST" && path.length === 2) {
      const body = parsed(createBodySchema, await readJson(request));
      return idempotent(request, response, "checkout", body, () => {
        const checkout = ledger.create(body);
        return { status: 201, body: { checkoutId: checkout.id, redirectUrl: `${origin}/checkout/${checkout.id}` } };
      });
    }
    if (request.method === "GET" && id && path.length === 3) return sendJson(response, 200, paymentOf(checkoutOr404(id)));
    if (request.method === "POST" && id && sub === "refunds" && path.length === 4) {
      const body = parsed(refundBodySchema, await readJson(request));
      return idempotent(request, response, `refund:${id}`, body, () => {
        const outcome = ledger.refund(id, body.amountDirhams);
        if (!outcome.ok) throw new HttpFailure(outcome.status, outcome.code);
        const checkout = checkoutOr404(id);
        webhooks.emit(outcome.event, checkout.webhookUrl ?? options.webhookUrl ?? null);
        return {
          status: 201,
          body: { refundId: outcome.refundId, checkoutId: id, amountDirhams: body.amountDirhams, refundedDirhams: checkout.refundedDirhams, status: checkout.status },
        };
      });
    }
    throw new HttpFailure(404, "not_found");
  }

  async function page(request: http.IncomingMessage, response: http.ServerResponse, id: string) {
    const checkout = ledger.get(id);
    if (!checkout) return sendHtml(response, 404, notFoundPage());
    if (request.method === "GET") return sendHtml(response, 200, checkoutPage(checkout));
    if (request.method !== "POST") throw new HttpFailure(405, "method_not_allowed");
    const form = new URLSearchParams(await readBody(request));
    if (checkout.status !== "pending") {
      // a second press of the button, or the back button: the outcome stands, the payer goes back again
      return redirectBack(response, checkout.status === "cancelled" ? (checkout.cancelUrl ?? checkout.returnUrl) : checkout.returnUrl, id);
    }
    const cancelled = form.get("action") === "cancel";
    let event;
    if (cancelled) {
      event = ledger.settle(checkout, "cancelled");
    } else {
      // The number lives only in this variable: the ledger keeps the last four digits, for the page.
      const card = (form.get("card") ?? "").replace(/[\s-]/g, "");
      if (card !== TEST_CARDS.succeeds && card !== TEST_CARDS.declined) return sendHtml(response, 422, checkoutPage(checkout, { error: "invalid-card" }));
      event = ledger.settle(checkout, card === TEST_CARDS.succeeds ? "succeeded" : "failed", card.slice(-4));
    }
    redirectBack(response, cancelled ? (checkout.cancelUrl ?? checkout.returnUrl) : checkout.returnUrl, id);
    if (event) webhooks.emit(event, checkout.webhookUrl ?? options.webhookUrl ?? null);
  }

  async function controlOverHttp(request: http.IncomingMessage, response: http.ServerResponse) {
    requireApiKey(request);
    const command = parsed(controlSchema, await readJson(request));
    switch (command.action) {
      case "setWebhookMode":
        control.setWebhookMode(command.mode, command.reference);
        return sendJson(response, 200, { ok: true });
      case "setDown":
        control.setDown(command.down);
        return sendJson(response, 200, { ok: true });
      case "deliverPending":
        await control.deliverPending();
        return sendJson(response, 200, { ok: true });
      case "events":
        return sendJson(response, 200, { events: control.events() });
    }
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://gateway.invalid").pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const handle = async () => {
      if (path[0] === "v1" && path[1] === "checkouts") return api(request, response, path);
      if (path[0] === "checkout" && path.length === 2) return page(request, response, path[1]!);
      if (path[0] === "__control" && path.length === 1 && request.method === "POST") return controlOverHttp(request, response);
      throw new HttpFailure(404, "not_found");
    };
    handle().catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof HttpFailure) return sendJson(response, error.status, { error: { code: error.code, message: error.message } });
      logger.error("fake gateway: request failed", { error });
      sendJson(response, 500, { error: { code: "internal" } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;

  return {
    url: origin,
    control,
    async close() {
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
