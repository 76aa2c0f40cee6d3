import crypto from "node:crypto";
import { webhookEventSchema, type WebhookEvent } from "./types";

/**
 * Webhook signatures (decision 041): the header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * under the webhook secret shared with the gateway. Several `v1=` entries are allowed, so a gateway can sign with
 * an old and a new secret while the secret is rotated.
 */
export const SIGNATURE_HEADER = "x-payment-signature";

export const DEFAULT_TOLERANCE_SECONDS = 300;

export type WebhookFailureReason = "bad-signature" | "stale" | "malformed";
export type WebhookVerification = { ok: true; event: WebhookEvent } | { ok: false; reason: WebhookFailureReason };

function hmacOf(secret: string, timestamp: number, rawBody: string): Buffer {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest();
}

/** The signature header for a body, as the gateway sends it. */
export function signWebhook(rawBody: string, secret: string, opts: { now?: Date } = {}): string {
  const timestamp = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody).toString("hex")}`;
}

function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [key, value, ...rest] = part.trim().split("=");
    if (rest.length > 0 || value === undefined) return null;
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (/^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
    }
    // Other schemes (v0, future v2) are ignored, as a receiver that knows only v1 must.
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Verifies a webhook before anything in it is believed. Guarantees, in this order:
 * - the body is exactly what the gateway signed with one of `secret` (constant-time comparison); otherwise
 *   "bad-signature", also for a header that cannot be read;
 * - it was signed within `toleranceSeconds` of `now`, either way; otherwise "stale" (a captured request
 *   replayed later);
 * - it is a well-formed event of the protocol, amounts whole dirhams in QAR; otherwise "malformed".
 *
 * It does NOT guarantee the event is new: a genuine event replayed within the tolerance, or the gateway's own
 * retries, verify again. The caller records each event id it has applied (a unique key in the database) and
 * ignores one it has seen, and applies an event only if its `sequence` is higher than the checkout's last one.
 * It also does not know the invoice: the caller checks reference, amount and currency against its own record.
 */
export function verifyWebhook(
  rawBody: string,
  signatureHeader: string | null | undefined,
  opts: { secret: string | readonly string[]; now?: Date; toleranceSeconds?: number },
): WebhookVerification {
  const parsed = signatureHeader ? parseHeader(signatureHeader) : null;
  if (!parsed) return { ok: false, reason: "bad-signature" };
  const secrets = typeof opts.secret === "string" ? [opts.secret] : opts.secret;
  const matches = secrets.some((secret) => {
    const expected = hmacOf(secret, parsed.timestamp, rawBody);
    // every candidate is compared, so the time taken does not say which one came close
    return parsed.signatures.map((given) => given.length === expected.length && crypto.timingSafeEqual(given, expected)).includes(true);
  });
  if (!matches) return { ok: false, reason: "bad-signature" };

  const nowSeconds = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return { ok: false, reason: "stale" };

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const event = webhookEventSchema.safeParse(json);
  return event.success ? { ok: true, event: event.data } : { ok: false, reason: "malformed" };
}
