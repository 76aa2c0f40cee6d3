/**
 * server/http/concurrency.ts: at most `max` reads run at once, the rest wait in order; a slot comes back at
 * the response's headers, its end or the client leaving; writes are never held; a full queue answers 503.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { limitConcurrency } from "#server/http/concurrency";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app whose GET /hold/:id answers only when release(id) is called; records the order handlers start in. */
async function serve(opts: { max: number; maxQueue: number }) {
  const started: string[] = [];
  const pending = new Map<string, (how: "headers" | "end") => void>();
  const app = express();
  app.use(limitConcurrency(opts));
  app.all("/hold/:id", (req, res) => {
    started.push(`${req.method} ${req.params.id}`);
    pending.set(req.params.id, (how) => {
      if (how === "headers") {
        res.writeHead(200, { "Content-Type": "text/event-stream" });
        res.write("data: 1\n\n");
      } else res.end("done");
    });
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const release = (id: string, how: "headers" | "end" = "end") => pending.get(id)!(how);
  return { base, started, release };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("limitConcurrency", () => {
  it("runs at most `max` reads at once and starts the waiting ones in the order they came", async () => {
    const { base, started, release } = await serve({ max: 2, maxQueue: 10 });
    const responses = ["a", "b", "c", "d"].map((id) => fetch(`${base}/hold/${id}`));
    await until(() => started.length === 2);
    await settle();
    expect(started).toEqual(["GET a", "GET b"]);
    release("b");
    await until(() => started.length === 3);
    expect(started[2]).toBe("GET c");
    release("a");
    await until(() => started.length === 4);
    expect(started[3]).toBe("GET d");
    release("c");
    release("d");
    for (const response of await Promise.all(responses)) expect(await response.text()).toBe("done");
  });

  it("gives the slot back once the headers are sent, so an event stream does not hold it", async () => {
    const { base, started, release } = await serve({ max: 1, maxQueue: 10 });
    const stream = fetch(`${base}/hold/stream`);
    await until(() => started.length === 1);
    const page = fetch(`${base}/hold/page`);
    await settle();
    expect(started).toEqual(["GET stream"]);
    release("stream", "headers");
    await until(() => started.length === 2);
    release("page");
    expect(await (await page).text()).toBe("done");
    (await stream).body?.cancel();
  });

  it("gives the slot back when a client leaves, waiting or running", async () => {
    const { base, started, release } = await serve({ max: 1, maxQueue: 10 });
    const running = new AbortController();
    const waiting = new AbortController();
    fetch(`${base}/hold/a`, { signal: running.signal }).catch(() => {});
    await until(() => started.length === 1);
    fetch(`${base}/hold/b`, { signal: waiting.signal }).catch(() => {});
    const last = fetch(`${base}/hold/c`);
    await settle();
    waiting.abort();
    running.abort();
    await until(() => started.length === 2);
    expect(started).toEqual(["GET a", "GET c"]);
    release("c");
    expect(await (await last).text()).toBe("done");
  });

  it("never holds writes", async () => {
    const { base, started, release } = await serve({ max: 1, maxQueue: 10 });
    const read = fetch(`${base}/hold/read`);
    await until(() => started.length === 1);
    const write = fetch(`${base}/hold/write`, { method: "POST" });
    await until(() => started.length === 2);
    expect(started).toEqual(["GET read", "POST write"]);
    release("write");
    release("read");
    expect((await write).status).toBe(200);
    expect((await read).status).toBe(200);
  });

  it("answers 503 in both languages when the queue is full", async () => {
    const { base, started, release } = await serve({ max: 1, maxQueue: 1 });
    const first = fetch(`${base}/hold/a`);
    await until(() => started.length === 1);
    const second = fetch(`${base}/hold/b`);
    await settle();
    const third = await fetch(`${base}/hold/c`);
    expect(third.status).toBe(503);
    expect(third.headers.get("cache-control")).toBe("no-store");
    expect(third.headers.get("retry-after")).toBe("5");
    const text = await third.text();
    expect(text).toContain("The server is busy");
    expect(text).toContain("الخادم مشغول");
    release("a");
    await until(() => started.length === 2);
    release("b");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });
});
