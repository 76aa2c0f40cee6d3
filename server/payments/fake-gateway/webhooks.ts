import { logger } from "#server/observability/logger";
import { SIGNATURE_HEADER, signWebhook } from "../signature";
import type { WebhookEventPayload } from "../types";

/**
 * How the fake gateway delivers the events it makes, set per test (issue 28 §5):
 * - "now": at once (after the payer's redirect has been answered, as a real gateway does);
 * - { delayMs }: late;
 * - "twice": each event delivered two times, same id (a gateway's retry after a lost 200);
 * - "never": held, until `deliverPending()` (a lost webhook: the reconciliation path);
 * - "out-of-order": an event is held until the next event of the same checkout, which is sent first
 *   (a refund.succeeded before its payment.succeeded); `deliverPending()` sends what is still held.
 * A mode set for one reference (an invoice number) applies to that checkout's events only, whatever the
 * gateway-wide mode: a browser test loses one invoice's webhook while others' still arrive.
 */
export type WebhookMode = "now" | { delayMs: number } | "twice" | "never" | "out-of-order";

export interface WebhookRetry {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** Wait before the second try; doubled before each next one. */
  baseDelayMs: number;
  /** How long one try waits for the receiver's answer. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetry = { attempts: 5, baseDelayMs: 500, timeoutMs: 5_000 };

export interface SentEvent {
  event: WebhookEventPayload;
  url: string | null;
  /** held: waiting (mode "never", "out-of-order" or a delay); delivered: a 2xx came back; failed: every try failed. */
  state: "held" | "sending" | "delivered" | "failed" | "no-url";
  /** Requests made, retries included. */
  attempts: number;
  /** Requests answered with 2xx: 2 for an event sent "twice". */
  deliveries: number;
  /** The status of the last answer (0: no answer). */
  lastStatus?: number;
}

export function createWebhookSender(opts: { secret: string; retry: WebhookRetry }) {
  let mode: WebhookMode = "now";
  const modeByReference = new Map<string, WebhookMode>();
  const records: SentEvent[] = [];
  const timers = new Map<SentEvent, NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function attempt(record: SentEvent, url: string, body: string): Promise<boolean> {
    record.attempts += 1;
    try {
      const response = await fetch(url, {
        method: "POST",
        signal: AbortSignal.timeout(opts.retry.timeoutMs),
        headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signWebhook(body, opts.secret) },
        body,
      });
      await response.body?.cancel();
      record.lastStatus = response.status;
      return response.ok;
    } catch (error) {
      record.lastStatus = 0;
      logger.info("fake gateway: webhook not delivered", { url, eventId: record.event.id, error: error instanceof Error ? error.name : String(error) });
      return false;
    }
  }

  /** One delivery, with retries on anything but a 2xx; each try is signed afresh (a new timestamp). */
  async function deliver(record: SentEvent): Promise<void> {
    if (!record.url) {
      record.state = "no-url";
      return;
    }
    record.state = "sending";
    const body = JSON.stringify(record.event);
    for (let i = 0; i < opts.retry.attempts && !closed; i++) {
      if (i > 0) await sleep(opts.retry.baseDelayMs * 2 ** (i - 1));
      if (await attempt(record, record.url, body)) {
        record.deliveries += 1;
        record.state = "delivered";
        return;
      }
    }
    record.state = "failed";
  }

  /** Runs deliveries one after the other (the order is the point of "out-of-order"), tracked for `settled()`. */
  function run(steps: () => Promise<void>): Promise<void> {
    const done = steps().finally(() => inFlight.delete(done));
    inFlight.add(done);
    return done;
  }

  function held(): SentEvent[] {
    return records.filter((r) => r.state === "held");
  }

  return {
    /** The gateway-wide mode, or with `reference` the mode of that reference's events only. */
    setMode(next: WebhookMode, reference?: string) {
      if (reference === undefined) mode = next;
      else modeByReference.set(reference, next);
    },

    emit(event: WebhookEventPayload, url: string | null): void {
      const record: SentEvent = { event, url, state: "held", attempts: 0, deliveries: 0 };
      const current = modeByReference.get(event.data.reference) ?? mode;
      const earlier = current === "out-of-order" ? held().filter((r) => r.event.data.checkoutId === event.data.checkoutId && !timers.has(r)) : [];
      records.push(record);
      if (current === "never") return;
      if (current === "out-of-order") {
        if (earlier.length === 0) return;
        void run(async () => {
          await deliver(record);
          for (const r of earlier.reverse()) await deliver(r);
        });
        return;
      }
      if (typeof current === "object") {
        timers.set(
          record,
          setTimeout(() => {
            timers.delete(record);
            void run(() => deliver(record));
          }, current.delayMs),
        );
        return;
      }
      void run(async () => {
        await deliver(record);
        if (current === "twice") {
          const first = record.deliveries;
          await deliver(record);
          // the second try's failure does not undo the first delivery
          if (record.deliveries === first && first > 0) record.state = "delivered";
        }
      });
    },

    /** Sends every held or delayed event now, oldest first, and resolves when they have been tried. */
    deliverPending(): Promise<void> {
      const waiting = held();
      for (const r of waiting) {
        clearTimeout(timers.get(r));
        timers.delete(r);
      }
      return run(async () => {
        for (const r of waiting) await deliver(r);
      });
    },

    /** Resolves when no delivery is under way (held and delayed events are not waited for). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    events(): SentEvent[] {
      return records.map((r) => ({ ...r }));
    },

    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
