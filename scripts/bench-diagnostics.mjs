/**
 * Loaded into the server that bench:load starts (`node --expose-gc --import scripts/bench-diagnostics.mjs`):
 * what the server itself sees under the load, where the client's latencies cannot tell. On SIGUSR2 it
 * appends one JSON line to $BENCH_DIAGNOSTICS_OUT with
 *
 *   - the event-loop delay since the last signal (perf_hooks.monitorEventLoopDelay, 10 ms resolution): how
 *     long a ready callback waited for the one thread, i.e. synchronous work (rendering, compression, GC);
 *   - the garbage collector's pauses since the last signal (count, total and longest, by kind);
 *   - process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers) and V8's heap spaces;
 *   - the same memory after two forced full collections (with --expose-gc), which tells live objects from
 *     garbage not yet collected; and, with $BENCH_DIAGNOSTICS_SNAPSHOT_DIR, a heap snapshot taken then.
 *
 * Not part of the application: the production start path never loads it.
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { monitorEventLoopDelay, PerformanceObserver, constants } from "node:perf_hooks";

const out = process.env.BENCH_DIAGNOSTICS_OUT;
const snapshotDir = process.env.BENCH_DIAGNOSTICS_SNAPSHOT_DIR;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};
let gc = { count: 0, totalMs: 0, maxMs: 0, byKind: {} };
/** The collections this file forces (entries arrive later, asynchronously): left out of the figures. */
const forced = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (forced.some(([from, to]) => entry.startTime >= from && entry.startTime <= to)) continue;
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    const kind = KINDS[entry.detail?.kind] ?? String(entry.detail?.kind);
    const byKind = (gc.byKind[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
    byKind.count++;
    byKind.totalMs += entry.duration;
    byKind.maxMs = Math.max(byKind.maxMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const memory = () => Object.fromEntries(Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, mib(bytes)]));
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.on("SIGUSR2", () => {
  const line = {
    time: new Date().toISOString(),
    memory: memory(),
    heapSpaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { used: mib(s.space_used_size), size: mib(s.space_size) }])),
    eventLoopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
    gc,
  };
  delay.reset();
  gc = { count: 0, totalMs: 0, maxMs: 0, byKind: {} };
  if (globalThis.gc) {
    const from = performance.now();
    globalThis.gc();
    globalThis.gc();
    forced.push([from, performance.now()]);
    line.memoryAfterGc = memory();
  }
  if (snapshotDir) line.heapSnapshot = v8.writeHeapSnapshot(path.join(snapshotDir, `server-${Date.now()}.heapsnapshot`));
  if (out) fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
});
