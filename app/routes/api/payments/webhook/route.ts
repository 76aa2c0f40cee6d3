import type { ActionFunctionArgs } from "@remix-run/node";
import { SIGNATURE_HEADER } from "#server/payments/signature";
import { callerFor } from "~/utils/trpc.server";

/** The largest webhook accepted: an event is a few hundred bytes (decision 041). */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * The payment gateway's webhook (issue 28 §4, decision 041): the raw body, unparsed, and its signature header go
 * to billing.webhook, which verifies, stores and applies it. 400 for a forged, stale or malformed one (kept as
 * rejected), 200 once stored (the gateway stops retrying). Exempt from the origin check (server/http/app.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) return new Response(null, { status: 413 });
  const caller = await callerFor(request);
  const result = await caller.billing.webhook({ rawBody, signature: request.headers.get(SIGNATURE_HEADER) });
  return new Response(JSON.stringify({ outcome: result.outcome }), {
    status: result.status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
