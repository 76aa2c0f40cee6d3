import { logger } from "#server/observability/logger";

/**
 * Work a request starts but does not wait for, so that its answer cannot tell what the work found: the
 * password reset of an address that has an account takes longer than one that has none (issue 14 §4,
 * account enumeration by timing). The work is tracked so that shutdown and tests can wait for it; a
 * failure is logged, and an outage is only a warning (the person simply asks again).
 */
const pending = new Set<Promise<void>>();

export function runInBackground(name: string, work: () => Promise<unknown>): void {
  const task = (async () => {
    // Not a single step of the work before the answer is on its way: it starts on the next turn.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      await work();
    } catch (error) {
      logger.error(`${name} failed in the background`, { error });
    }
  })();
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** Resolves once every piece of background work started so far has ended. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
