/** Spec §9: the realtime heartbeat. Clients reconnect after 1, 2, 5, 10 s and then every 10 s. */
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export interface EventSink {
  /** Sends one event; `data` is serialised as JSON. */
  send(event: string, data: unknown, id?: string): void;
}

/**
 * A server-sent-events response. `start` subscribes and returns its cleanup; the stream ends when the
 * client goes away (request.signal) and a comment line goes out every 25 s so proxies keep it open.
 * `retry:` tells EventSource to reconnect after the first delay of spec §9; the page's own script
 * (app/utils/live-events.ts) applies the rest of the schedule.
 */
export function eventStream(request: Request, start: (sink: EventSink) => Promise<() => void> | (() => void)): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const close = () => {
        if (closed) return;
        closed = true;
        if (heartbeat) clearInterval(heartbeat);
        cleanup?.();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      request.signal.addEventListener("abort", close, { once: true });
      write(`retry: ${RECONNECT_DELAYS_MS[0]}\n\n`);
      const sink: EventSink = {
        send(event, data, id) {
          write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
      };
      cleanup = await start(sink);
      if (closed) cleanup();
      heartbeat = setInterval(() => write(`: heartbeat\n\n`), HEARTBEAT_MS);
    },
    cancel() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      cleanup?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
