import { isDatabaseUnavailable } from "#db/outage";
import { logger } from "#server/observability/logger";

/**
 * A background worker of one app server: every `intervalMs` it runs `runBatch` until a batch does
 * nothing (draining a backlog after downtime), never two runs at once; the timer does not keep the
 * process alive. Several servers may run the same worker: batches claim their rows with
 * FOR UPDATE SKIP LOCKED, so each piece of work is done once. A database outage is a warning, and
 * the next tick simply tries again.
 */
export function startBatchWorker(opts: { name: string; intervalMs: number; runBatch: () => Promise<number> }): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        let done: number;
        do done = await opts.runBatch();
        while (done > 0 && !stopped);
      } catch (error) {
        if (isDatabaseUnavailable(error)) logger.warn(`${opts.name}: database unavailable, retrying next tick`, { error: String(error) });
        else logger.error(`${opts.name} failed`, { error });
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
