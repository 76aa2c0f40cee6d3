import type { NextFunction, Request, Response } from "express";

/**
 * At most `max` page and data reads (GET, HEAD) rendered at once; the others wait their turn, first come
 * first served (issue 14 §2, bench:load).
 *
 * Node has one thread. Started all together, a burst of a hundred uncached pages share it: each holds its
 * session, its loaders' rows and its half-built tree until the last of them is done, so every page of the
 * burst answers as late as the slowest, the live heap is a hundred pages deep (scavenges copy all of it,
 * then promote it to the old generation, which grows and keeps the memory after the load has gone), and
 * the database pool is asked for far more connections than it has. A few at a time, in order, the same
 * work takes the same CPU, but a page answers as soon as its own turn is done and only a few are alive at
 * once.
 *
 * - A slot is given back when the response's headers are sent (the loaders have run and the page's shell
 *   is rendered; what follows is streaming), or when it finishes or the client goes away. A slow reader, a
 *   download or an event stream therefore never holds one.
 * - Writes (POST and the rest) are not queued: an upload arrives at the client's pace, and an action
 *   must not wait behind pages.
 * - Pages the page cache answers never reach this (server/http/start.ts answers them first).
 * - Beyond `maxQueue` waiting requests the answer is 503 with Retry-After (in both languages): a
 *   bounded queue, not an unbounded backlog of work nobody waits for any more.
 */
export function limitConcurrency(opts: { max: number; maxQueue: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];

  // The slot passes to the next in line on a later turn of the event loop, not inside the writeHead of
  // the response that gave it back.
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else active--;
  };

  return function concurrencyLimit(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let state: "queued" | "running" | "done" = "queued";
    const done = () => {
      if (state === "running") release();
      else if (state === "queued") {
        const index = waiting.indexOf(start);
        if (index !== -1) waiting.splice(index, 1);
      }
      state = "done";
    };
    function start() {
      // Gone while its turn was on its way (the client closed): the slot goes on to the next.
      if (state !== "queued") return release();
      state = "running";
      next();
    }
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      done();
      return writeHead(...args);
    }) as typeof res.writeHead;
    res.once("finish", done);
    res.once("close", done);

    if (active < opts.max) {
      active++;
      return start();
    }
    if (waiting.length >= opts.maxQueue) {
      state = "done";
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" });
      res.end("الخادم مشغول، يرجى المحاولة بعد قليل.\nThe server is busy; please try again shortly.\n");
      return;
    }
    waiting.push(start);
  };
}
