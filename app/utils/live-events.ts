import { RECONNECT_DELAYS_MS } from "#server/realtime/sse";

/**
 * spec §9: after a dropped connection, reconnect after 1, 2, 5 and 10 s, then every 10 s; a
 * successful open starts the schedule again. The browser's own EventSource retry is not used
 * (it retries at a fixed interval and gives up on some errors): on error we close and reopen.
 */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)];
}

interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LiveEventsOptions {
  /** For tests: the EventSource and timer implementations. */
  createEventSource?: (url: string) => EventSourceLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Called with each delay before waiting it (tests and diagnostics). */
  onReconnectScheduled?: (delayMs: number) => void;
}

/**
 * Opens a server-sent-events stream and keeps it open; `handlers` receive each named event's JSON
 * data. Returns the function that closes it for good.
 */
export function openLiveEvents(
  url: string,
  handlers: Record<string, (data: unknown) => void>,
  opts: LiveEventsOptions = {},
): () => void {
  const create = opts.createEventSource ?? ((target: string) => new EventSource(target));
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let attempt = 0;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let closed = false;

  const connect = () => {
    timer = null;
    if (closed) return;
    const current = create(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onerror = () => {
      current.close();
      if (closed || source !== current) return;
      source = null;
      const delay = reconnectDelay(attempt++);
      opts.onReconnectScheduled?.(delay);
      timer = setTimer(connect, delay);
    };
    for (const [name, handler] of Object.entries(handlers)) {
      current.addEventListener(name, (event) => {
        try {
          handler(JSON.parse(event.data as string));
        } catch {
          // a malformed event is ignored; the next one carries the full state again
        }
      });
    }
  };

  connect();
  return () => {
    closed = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
  };
}
