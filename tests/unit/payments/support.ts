import http from "node:http";
import type { AddressInfo } from "node:net";
import { SIGNATURE_HEADER, verifyWebhook, type WebhookVerification } from "#server/payments/gateway";
import { startFakeGateway, type FakeGateway, type FakeGatewayOptions } from "#server/payments/fake-gateway/index";

export const API_KEY = "test_api_key_0123456789abcdef";
export const WEBHOOK_SECRET = "whsec_test_secret_0123456789abcdef";

export interface ReceivedWebhook {
  rawBody: string;
  signature: string | undefined;
  verification: WebhookVerification;
}

/**
 * The platform's side of the webhook, as a real HTTP server on loopback: it keeps every request's raw body and
 * signature, verifies each as the platform will, and answers what `status` says (200 unless told otherwise).
 */
export async function startWebhookReceiver(opts: { secret?: string; status?: (attempt: number) => number } = {}) {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let attempt = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
      received.push({ rawBody, signature, verification: verifyWebhook(rawBody, signature ?? "", { secret: opts.secret ?? WEBHOOK_SECRET }) });
      response.writeHead(opts.status?.(++attempt) ?? 200).end();
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/payments`,
    received,
    /** The verified events, in the order they arrived. */
    events: () => received.map((r) => (r.verification.ok ? r.verification.event : null)),
    waitFor(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export function startTestGateway(opts: Partial<FakeGatewayOptions> = {}): Promise<FakeGateway> {
  return startFakeGateway({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookRetry: { attempts: 3, baseDelayMs: 10, timeoutMs: 2_000 }, ...opts });
}

/**
 * What a browser without JavaScript does on the checkout page: read the form's action from the HTML, post the
 * card number (or press Cancel) as application/x-www-form-urlencoded, and not follow the 303 (the test reads it).
 */
export async function submitCheckoutForm(redirectUrl: string, fields: { action: "pay" | "cancel"; card?: string }): Promise<Response> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the checkout page (${page.status}): ${html.slice(0, 200)}`);
  const body = new URLSearchParams({ card: fields.card ?? "", action: fields.action });
  return fetch(new URL(action, redirectUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

let keyCounter = 0;
export const newIdempotencyKey = () => `idem-${Date.now()}-${++keyCounter}`;
