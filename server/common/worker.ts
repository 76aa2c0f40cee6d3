import { isDatabaseUnavailable } from "#db/outage";
import { logger } from "#server/observability/logger";

/**
 * A background worker of one app server: every `intervalMs` it runs `runBatch` until a batch does
 * nothing (draining a backlog after downtime), never two runs at once; the timer does not keep the
 * process alive. Several servers may run the same worker: batches claim their rows with
 * FOR UPDATE SKIP LOCKED, so each piece of work is done once. A database outage is a warning, and
 * the next tick simply tries again.
 */
export function startBatchWorker(opts: { name: string; intervalMs: number; runBatch: () => Promise<number> }): {
  stop: () => Promise<void>;
  /** Runs a pass now (or right after the current one, so work that arrived during it is not left for the next tick). */
  nudge: () => void;
} {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
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
      if (again) tick();
    })();
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  tick();
  return {
    nudge: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
