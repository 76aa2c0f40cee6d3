/**
 * One signed-in browser's notification stream for bench:live (scripts/bench-live.ts): GET /api/notifications/stream
 * with the person's session cookie on a keep-alive agent, the server-sent events parsed as EventSource does
 * (blocks ending in a blank line, `event:` and `data:` fields, `:` comments), every event counted and every
 * `notification` kept with the moment it arrived. A stream that ends or fails is opened again after 1 s, as
 * EventSource's `retry:` says, and counted as a drop.
 */
import http from "node:http";

export interface Delivery {
  notificationId: string | null;
  href: string | null;
  at: number;
}

export class StreamClient {
  readonly counts = { unread: 0, notification: 0, other: 0, heartbeat: 0 };
  readonly deliveries: Delivery[] = [];
  opens = 0;
  drops = 0;
  /** Answers other than 200 (the status), and socket errors. */
  readonly failures: string[] = [];
  /** Milliseconds from the request to the first event (the initial unread count: the stream is subscribed). */
  openMs: number | null = null;
  private stopped = false;
  private request: http.ClientRequest | null = null;
  private readyResolve: (() => void) | null = null;
  readonly ready: Promise<void>;

  constructor(
    private readonly target: { host: string; port: number; agent: http.Agent },
    readonly cookie: string,
  ) {
    this.ready = new Promise((resolve) => (this.readyResolve = resolve));
  }

  open(): void {
    if (this.stopped) return;
    const started = performance.now();
    let buffer = "";
    let settled = false;
    const again = (reason: string | null) => {
      if (settled || this.stopped) return;
      settled = true;
      if (reason) this.failures.push(reason);
      this.drops++;
      setTimeout(() => this.open(), 1000);
    };
    const request = http.get(
      {
        agent: this.target.agent,
        host: this.target.host,
        port: this.target.port,
        path: "/api/notifications/stream",
        headers: { cookie: this.cookie, accept: "text/event-stream" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return again(`status ${response.statusCode}`);
        }
        this.opens++;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            this.block(buffer.slice(0, end), started);
            buffer = buffer.slice(end + 2);
          }
        });
        response.on("end", () => again(null));
        response.on("error", (error) => again(String(error)));
      },
    );
    request.on("error", (error) => again(String(error)));
    this.request = request;
  }

  private block(text: string, started: number): void {
    let event = "message";
    let data = "";
    for (const line of text.split("\n")) {
      if (line.startsWith(":")) {
        this.counts.heartbeat++;
        continue;
      }
      if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data += line.slice(6);
    }
    if (!data) return;
    if (this.openMs === null) {
      this.openMs = performance.now() - started;
      this.readyResolve?.();
    }
    if (event === "unread") this.counts.unread++;
    else if (event === "notification") {
      this.counts.notification++;
      const parsed = JSON.parse(data) as { notification: { id: string; href: string } | null };
      this.deliveries.push({ notificationId: parsed.notification?.id ?? null, href: parsed.notification?.href ?? null, at: performance.now() });
    } else this.counts.other++;
  }

  close(): void {
    this.stopped = true;
    this.request?.destroy();
  }
}
