import cluster, { type Worker } from "node:cluster";

/**
 * The primary of `WEB_CONCURRENCY` server processes sharing one port (node:cluster; the kernel hands each new
 * connection to one of them). It serves nothing itself: it starts the workers, starts a new one when one
 * dies (a crash must not leave the machine with a core idle, nor the site down when the last one goes), and
 * on SIGTERM or SIGINT passes the signal on and exits once they have all closed.
 *
 * A worker that keeps dying (more than `processes` * 3 exits within a minute, e.g. a wrong DATABASE_URL) is
 * not restarted for ever: the primary gives up and exits 1, so the supervisor (systemd, the container
 * runtime) sees the failure.
 */
export function runClusterPrimary(opts: { processes: number; log?: (line: string) => void }): void {
  const log = opts.log ?? console.log;
  let stopping = false;
  const recentExits: number[] = [];

  const fork = () => cluster.fork({ QANUN_CLUSTER_WORKER: "1" });

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length > 0 && recentExits[0]! < now - 60_000) recentExits.shift();
    if (recentExits.length > opts.processes * 3) {
      log(`cluster: server processes keep exiting (${recentExits.length} in the last minute); giving up`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    log(`cluster: server process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, 500);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
    // A worker that does not close in time is killed; its requests were given 10 s.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  log(`cluster: starting ${opts.processes} server processes`);
  for (let i = 0; i < opts.processes; i++) fork();
}
