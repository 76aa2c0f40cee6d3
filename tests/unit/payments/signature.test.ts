/**
 * Webhook verification (issue 28 §4, decision 041): nothing in a webhook is believed unless it was signed with
 * the shared secret, recently, over exactly these bytes, and is a well-formed event in whole dirhams of QAR.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isLaterEvent, paymentStatusAfter, signWebhook, verifyWebhook } from "#server/payments/gateway";
import type { WebhookEventPayload } from "#server/payments/types";

const SECRET = "whsec_unit_secret_0123456789abcdef";
const NOW = new Date("2026-11-28T09:00:00Z");

function event(overrides: Partial<WebhookEventPayload["data"]> = {}): WebhookEventPayload {
  return {
    id: "evt_1",
    type: "payment.succeeded",
    createdAt: "2026-11-28T08:59:58.000Z",
    sequence: 1,
    data: { checkoutId: "chk_1", reference: "INV-2026-0001", amountDirhams: 150_000, refundedDirhams: 0, currency: "QAR", ...overrides },
  };
}

const hmacHex = (secret: string, t: number, body: string) => crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

describe("verifyWebhook", () => {
  it("accepts a body signed with the secret within the tolerance, and returns the parsed event", () => {
    const body = JSON.stringify(event());
    const header = signWebhook(body, SECRET, { now: new Date(NOW.getTime() - 10_000) });
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const result = verifyWebhook(body, header, { secret: SECRET, now: NOW });
    expect(result).toEqual({ ok: true, event: expect.objectContaining({ id: "evt_1", type: "payment.succeeded", sequence: 1 }) });
    if (result.ok) {
      expect(result.event.createdAt).toEqual(new Date("2026-11-28T08:59:58.000Z"));
      expect(result.event.data.amountDirhams).toBe(150_000);
    }
  });

  it("is the HMAC-SHA256 of '<t>.<raw body>' in hex, as documented for a real gateway", () => {
    const body = JSON.stringify(event());
    const t = Math.floor(NOW.getTime() / 1000);
    expect(verifyWebhook(body, `t=${t},v1=${hmacHex(SECRET, t, body)}`, { secret: SECRET, now: NOW }).ok).toBe(true);
    // the same HMAC over the body alone (no timestamp) is not the scheme
    const bodyOnly = crypto.createHmac("sha256", SECRET).update(body).digest("hex");
    expect(verifyWebhook(body, `t=${t},v1=${bodyOnly}`, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses another secret's signature", () => {
    const body = JSON.stringify(event());
    const header = signWebhook(body, "whsec_someone_else_0123456789", { now: NOW });
    expect(verifyWebhook(body, header, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a tampered body: a changed amount, or the same JSON re-serialised", () => {
    const body = JSON.stringify(event());
    const header = signWebhook(body, SECRET, { now: NOW });
    const tampered = JSON.stringify(event({ amountDirhams: 1 }));
    expect(verifyWebhook(tampered, header, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(verifyWebhook(reformatted, header, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a signature whose timestamp was moved to look fresh", () => {
    const body = JSON.stringify(event());
    const old = signWebhook(body, SECRET, { now: new Date(NOW.getTime() - 3_600_000) });
    const moved = old.replace(/^t=\d+/, `t=${Math.floor(NOW.getTime() / 1000)}`);
    expect(verifyWebhook(body, moved, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a genuine signature older (or newer) than the tolerance as stale", () => {
    const body = JSON.stringify(event());
    const sixMinutesAgo = signWebhook(body, SECRET, { now: new Date(NOW.getTime() - 301_000) });
    expect(verifyWebhook(body, sixMinutesAgo, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "stale" });
    const fromTheFuture = signWebhook(body, SECRET, { now: new Date(NOW.getTime() + 301_000) });
    expect(verifyWebhook(body, fromTheFuture, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "stale" });
    const justInside = signWebhook(body, SECRET, { now: new Date(NOW.getTime() - 299_000) });
    expect(verifyWebhook(body, justInside, { secret: SECRET, now: NOW }).ok).toBe(true);
    expect(verifyWebhook(body, sixMinutesAgo, { secret: SECRET, now: NOW, toleranceSeconds: 600 }).ok).toBe(true);
  });

  it("refuses a missing or unreadable header as a bad signature", () => {
    const body = JSON.stringify(event());
    const good = signWebhook(body, SECRET, { now: NOW });
    for (const header of ["", "garbage", "t=abc,v1=00", `v1=${good.split("v1=")[1]}`, good.split(",")[0]!, `${good}=x`, `t=${Math.floor(NOW.getTime() / 1000)},v1=zz`]) {
      expect(verifyWebhook(body, header, { secret: SECRET, now: NOW }), header).toEqual({ ok: false, reason: "bad-signature" });
    }
    expect(verifyWebhook(body, undefined, { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("accepts any of several secrets and any of several v1 signatures (secret rotation)", () => {
    const body = JSON.stringify(event());
    const t = Math.floor(NOW.getTime() / 1000);
    const header = `t=${t},v1=${hmacHex("whsec_old_secret_0123456789", t, body)},v1=${hmacHex(SECRET, t, body)}`;
    expect(verifyWebhook(body, header, { secret: SECRET, now: NOW }).ok).toBe(true);
    expect(verifyWebhook(body, signWebhook(body, SECRET, { now: NOW }), { secret: ["whsec_new_secret_0123456789", SECRET], now: NOW }).ok).toBe(true);
  });

  it("refuses a signed body that is not an event of the protocol as malformed", () => {
    const bodies = [
      "not json",
      JSON.stringify({ ...event(), type: "payment.pending" }),
      JSON.stringify(event({ amountDirhams: 1500.5 })),
      JSON.stringify(event({ amountDirhams: -100 })),
      JSON.stringify(event({ refundedDirhams: "0" as unknown as number })),
      JSON.stringify(event({ currency: "USD" as "QAR" })),
      JSON.stringify({ ...event(), sequence: 0 }),
      JSON.stringify({ ...event(), createdAt: "yesterday" }),
    ];
    for (const body of bodies) {
      expect(verifyWebhook(body, signWebhook(body, SECRET, { now: NOW }), { secret: SECRET, now: NOW }), body).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("checks the signature before reading the body: an unsigned malformed body is a bad signature, not malformed", () => {
    expect(verifyWebhook("not json", "t=1,v1=" + "0".repeat(64), { secret: SECRET, now: NOW })).toEqual({ ok: false, reason: "bad-signature" });
  });
});

describe("applying events in any order", () => {
  const verified = (payload: WebhookEventPayload) => {
    const body = JSON.stringify(payload);
    const result = verifyWebhook(body, signWebhook(body, SECRET, { now: NOW }), { secret: SECRET, now: NOW });
    if (!result.ok) throw new Error(result.reason);
    return result.event;
  };

  it("reads the status each event leaves its checkout in", () => {
    expect(paymentStatusAfter(verified(event()))).toBe("succeeded");
    expect(paymentStatusAfter(verified({ ...event(), type: "payment.failed" }))).toBe("failed");
    expect(paymentStatusAfter(verified({ ...event(), type: "payment.cancelled" }))).toBe("cancelled");
    expect(paymentStatusAfter(verified({ ...event({ refundedDirhams: 50_000 }), type: "refund.succeeded", sequence: 2 }))).toBe("partially_refunded");
    expect(paymentStatusAfter(verified({ ...event({ refundedDirhams: 150_000 }), type: "refund.succeeded", sequence: 3 }))).toBe("refunded");
  });

  it("applies only an event later than the last applied one", () => {
    const second = verified({ ...event({ refundedDirhams: 50_000 }), type: "refund.succeeded", sequence: 2 });
    expect(isLaterEvent(null, verified(event()))).toBe(true);
    expect(isLaterEvent(1, second)).toBe(true);
    expect(isLaterEvent(2, second)).toBe(false);
    expect(isLaterEvent(2, verified(event()))).toBe(false);
  });
});
