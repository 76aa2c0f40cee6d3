/**
 * Mixed load (issue "Speed and resilience" §2): 100 connections for five minutes against the production
 * server (build/) on PostgreSQL (a fresh database on 127.0.0.1:5432, dropped afterwards), over a mix of
 *
 *   - public pages (home, services, legal updates, the directory, a lawyer's profile: the page cache's work),
 *   - directory searches, a different query on every request (never cached),
 *   - signed-in dashboards (the demo individual's and the company owner's, signed in once),
 *
 * in Arabic and English in turn. Prints the total, the errors (anything but 2xx and 3xx, and failed or timed-out
 * requests), p50/p99 latency and the server's resident memory (VmRSS) before, at its highest and after.
 *
 *   npm run build && npm run bench:load
 *   npm run bench:load -- --seconds 60 --rate 150
 *   npm run bench:load -- --rate 0      # no ceiling: as fast as the server answers (saturation; latency is then queueing)
 *
 * `--rate` is the requests/s of all connections together (default 100: a hundred visitors each opening a page
 * a second). Targets: no errors, p99 <= 300 ms, RSS <= 250 MB after. Exits 1 when one is missed.
 *
 * `--arrivals` says when the requests are sent:
 *   - `poisson` (default): as independent visitors arrive, at random moments averaging `--rate` a second (an open
 *     model: a request's latency runs from the moment it was due, so a server that falls behind is charged for
 *     the wait, and a request waiting for a free connection of the 100 too);
 *   - `burst`: autocannon's own rate limit, which sends every connection's request on the same tick of each
 *     second (a hundred visitors clicking in the same millisecond, once a second), the harshest case.
 * `--rate 0` is always autocannon's closed loop.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";
import { createBenchDatabase, summary } from "./bench-support";
import { childPids, freshSearch, rssMiB, seedBenchDatabase, signIn, treeCpuMs, type Request } from "./bench-server";

type Kind = "public page" | "directory search" | "dashboard";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "300" },
    connections: { type: "string", default: "100" },
    rate: { type: "string", default: "100" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    // Extra flags for the server's node (e.g. --max-semi-space-size=16), to try a setting against the default.
    "node-args": { type: "string", default: "" },
    // Writes heap snapshots of the server before and after the run (each after a forced GC) into this folder;
    // writing one raises the RSS by about the heap's size, so the RSS figures do not count with it.
    "heap-snapshot": { type: "string" },
    // WEB_CONCURRENCY: server processes sharing the port; RSS and CPU are then the primary's and all of theirs
    // together, and the inside figures (one process's) are left out.
    processes: { type: "string", default: "1" },
    arrivals: { type: "string", default: "poisson" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rate = Number(values.rate);
const TARGETS = { p99: 300, rssMiB: 250 };
const TIMEOUT_MS = 30_000;
if (values.arrivals !== "poisson" && values.arrivals !== "burst") throw new Error(`--arrivals is poisson or burst, not ${values.arrivals}`);
const arrivals = rate > 0 ? values.arrivals : "closed loop";
if (!fs.existsSync("build/server-start.mjs")) throw new Error("build/server-start.mjs is missing: run `npm run build` first");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-load-"));
const database = await createBenchDatabase(values.postgres);
let app: ReturnType<typeof appServer> | null = null;
let report: string[] = [];
let missed = false;
const diagnosticsFile = path.join(work, "diagnostics.jsonl");
try {
  console.log("bench:load: seeding (sample content, demo accounts)…");
  const [individual, owner] = await seedBenchDatabase({ dataDir: path.join(work, "data"), databaseUrl: database.url });
  app = appServer({
    port: await freePort(),
    dataDir: path.join(work, "data"),
    databaseUrl: database.url,
    env: {
      LOG_LEVEL: "error",
      SEED: "false",
      WEB_CONCURRENCY: values.processes,
      BENCH_DIAGNOSTICS_OUT: diagnosticsFile,
      ...(values["heap-snapshot"] ? { BENCH_DIAGNOSTICS_SNAPSHOT_DIR: path.resolve(values["heap-snapshot"]) } : {}),
    },
    // The event-loop delay, GC and memory figures come from inside the server (./bench-diagnostics.mjs);
    // --expose-gc only serves the forced collection after the run.
    nodeArgs: ["--expose-gc", "--import", path.resolve("scripts/bench-diagnostics.mjs"), ...values["node-args"].split(" ").filter(Boolean)],
  });
  await app.start().catch((error: unknown) => {
    console.error(app!.log());
    throw error;
  });
  const base = app.base;
  const pid = app.pid()!;
  const cookies = [await signIn(base, individual!), await signIn(base, owner!)];
  const dashboards = [individual!.dashboard, owner!.dashboard];
  const profile = /href="(\/lawyer-profile\/[^"?]+)"/.exec(await (await fetch(`${base}/browse-law-firms`)).text())?.[1];
  if (!profile) throw new Error("no lawyer profile linked from the directory");
  const PUBLIC = ["/", "/services", "/legal-updates", "/browse-law-firms", profile, "/legal-library", "/contact"];

  // Four in ten requests are public pages, three searches, three dashboards; the language alternates.
  const next = (i: number): Request & { kind: Kind } => {
    const lang = i % 2 ? "en" : "ar";
    const slot = i % 10;
    if (slot < 4) return { kind: "public page", path: PUBLIC[(i >> 1) % PUBLIC.length]!, headers: { cookie: `lang=${lang}` } };
    if (slot < 7) return { kind: "directory search", ...freshSearch(i) };
    const who = (i >> 1) % 2;
    return { kind: "dashboard", path: dashboards[who]!, headers: { cookie: `${cookies[who]}; lang=${lang}` } };
  };
  const latencies: Record<Kind, number[]> = { "public page": [], "directory search": [], dashboard: [] };
  /** When each request was sent: autocannon's rate limit releases every connection at the same tick of each second. */
  const sentAt: number[] = [];

  const cluster = values.processes !== "1";
  // With WEB_CONCURRENCY the server is the primary and its processes: their memory counts together.
  const treeRss = () => [pid, ...childPids(pid)].reduce((sum, p) => sum + rssMiB(p), 0);
  const rssBefore = treeRss();
  const idle = cluster ? null : await diagnose(pid, diagnosticsFile); // also starts the server's event-loop and GC figures from here
  const cpuBefore = treeCpuMs(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRss())), 2_000);
  const loadBefore = os.loadavg()[0]!;
  console.log(`bench:load: ${connections} connections, ${seconds} s, ${rate > 0 ? `${rate} requests/s in all` : "no rate ceiling"}; RSS ${rssBefore.toFixed(0)} MiB before`);
  const record = (kind: Kind, ms: number) => latencies[kind].push(ms);
  const result =
    arrivals === "poisson"
      ? await openLoop({ base, connections, seconds, rate, next, sentAt, record })
      : await closedOrBurst({ base, connections, seconds, rate, next, sentAt, record });
  clearInterval(sampler);
  const cpu = treeCpuMs(pid) - cpuBefore;
  const rssAfter = treeRss();
  rssPeak = Math.max(rssPeak, rssAfter);
  const inside = cluster ? null : await diagnose(pid, diagnosticsFile);
  const rssAfterGc = treeRss();
  const errors = result.s4xx + result.s5xx + result.errors + result.timeouts;
  const ok = { errors: errors === 0, p99: result.latency.p99 <= TARGETS.p99, rss: rssAfter <= TARGETS.rssMiB };
  missed = !ok.errors || !ok.p99 || !ok.rss;
  report = [
    `bench:load, ${cluster ? `WEB_CONCURRENCY=${values.processes} (RSS and CPU: all processes), ` : ""}${connections} connections, ${seconds} s, ${rate > 0 ? `${rate} req/s offered, arrivals ${arrivals}` : "unthrottled"}, ${os.cpus().length} cores, load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
    `(4 in 10 public pages: ${PUBLIC.join(", ")}; 3 in 10 fresh directory searches; 3 in 10 signed-in dashboards; ar and en in turn)`,
    "| measure | value | target |",
    "| --- | --- | --- |",
    `| requests | ${result.total.toLocaleString("en")} (${Math.round(result.total / seconds)} req/s; 2xx ${result.s2xx}, 3xx ${result.s3xx}) | |`,
    `| errors (4xx, 5xx, failed, timed out) | ${errors} (${result.s4xx}, ${result.s5xx}, ${result.errors}, ${result.timeouts}) | 0 ${ok.errors ? "PASS" : "MISS"} |`,
    `| latency p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms | p99 <= ${TARGETS.p99} ms ${ok.p99 ? "PASS" : "MISS"} |`,
    `| server CPU per request | ${(cpu / Math.max(1, result.total)).toFixed(2)} ms | |`,
    `| server RSS before / peak / after | ${rssBefore.toFixed(0)} / ${rssPeak.toFixed(0)} / ${rssAfter.toFixed(0)} MiB | after <= ${TARGETS.rssMiB} MiB ${ok.rss ? "PASS" : "MISS"} |`,
    "",
    "| kind | requests | p50 / p99 / max |",
    "| --- | --- | --- |",
    ...Object.entries(latencies).map(([kind, samples]) => {
      const s = samples.length ? summary(samples) : null;
      return `| ${kind} | ${samples.length.toLocaleString("en")} | ${s ? `${Math.round(s.p50)} / ${Math.round(s.p99)} / ${Math.round(s.max)} ms` : "-"} |`;
    }),
    "",
    `Arrivals: ${burstShare(sentAt)}.`,
    ...(inside && idle
      ? [
        `Inside the server over the run: event-loop delay p50 / p99 / max ${inside.eventLoopDelay.p50} / ${inside.eventLoopDelay.p99} / ${inside.eventLoopDelay.max} ms; ` +
          `GC ${inside.gc.count} pauses, ${Math.round(inside.gc.totalMs)} ms in all, longest ${inside.gc.maxMs.toFixed(1)} ms (${Object.entries(inside.gc.byKind).map(([k, v]) => `${k} ${v.count} / ${Math.round(v.totalMs)} ms`).join(", ")}).`,
        `Memory after the run (MiB): ${memoryLine(inside.memory)}; after a forced full GC: ${inside.memoryAfterGc ? memoryLine(inside.memoryAfterGc) : "-"} (VmRSS ${rssAfterGc.toFixed(0)}); ` +
          `live heap before the run (after a forced GC): ${idle.memoryAfterGc?.heapUsed ?? "-"}.` +
          ` V8 spaces after the run (used/size MiB): ${["new_space", "old_space", "code_space", "large_object_space"].map((name) => `${name} ${inside.heapSpaces[name]?.used}/${inside.heapSpaces[name]?.size}`).join(", ")}.` +
          (inside.heapSnapshot ? ` Heap snapshot: ${inside.heapSnapshot}` : ""),
        ]
      : []),
  ];
} finally {
  await app?.stop();
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`\n${report.join("\n")}`);
if (missed) process.exit(1);

interface Diagnostics {
  memory: Record<string, number>;
  memoryAfterGc?: Record<string, number>;
  heapSpaces: Record<string, { used: number; size: number }>;
  eventLoopDelay: { p50: number; p99: number; max: number };
  gc: { count: number; totalMs: number; maxMs: number; byKind: Record<string, { count: number; totalMs: number }> };
  heapSnapshot?: string;
}

/** Asks the server for its own figures (./bench-diagnostics.mjs) and waits for its line. */
async function diagnose(pid: number, file: string): Promise<Diagnostics> {
  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 120_000; waited += 100) {
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1)!) as Diagnostics;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not write its diagnostics");
}

function memoryLine(m: Record<string, number>): string {
  return `rss ${m.rss}, heap used ${m.heapUsed} of ${m.heapTotal}, external ${m.external} (array buffers ${m.arrayBuffers})`;
}

/**
 * How bursty the offered load was: the share of requests sent in the busiest tenth of a second, taken
 * modulo one second from the first send (1/10 if the sends were spread evenly).
 */
function burstShare(sentAt: number[]): string {
  if (sentAt.length === 0) return "-";
  const slices = new Array<number>(10).fill(0);
  for (const t of sentAt) slices[Math.floor(((t - sentAt[0]!) % 1000) / 100)]!++;
  const busiest = Math.max(...slices);
  return `${Math.round((100 * busiest) / sentAt.length)}% of the requests were sent in the same tenth of every second${arrivals === "burst" ? " (autocannon's rate limit releases all connections on one tick)" : ""}`;
}

interface LoadResult {
  total: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; max: number };
}

interface Drive {
  base: string;
  connections: number;
  seconds: number;
  rate: number;
  next: (i: number) => Request & { kind: Kind };
  sentAt: number[];
  record: (kind: Kind, ms: number) => void;
}


/**
 * Open model: requests fall due at the moments of a Poisson process of `rate` a second and are sent on a
 * keep-alive agent of `connections` sockets (a due request waits for a free one). Each latency is taken from
 * the moment the request fell due to the end of its body.
 */
async function openLoop(d: Drive): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: d.connections });
  const url = new URL(d.base);
  const counts = { total: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, errors: 0, timeouts: 0 };
  const all: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const send = (i: number, due: number) => {
    const { kind, path: p, headers } = d.next(i);
    d.sentAt.push(due);
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (outcome: "ok" | "error" | "timeout", status = 0) => {
        if (settled) return;
        settled = true;
        const ms = performance.now() - due;
        counts.total++;
        if (outcome === "timeout") counts.timeouts++;
        else if (outcome === "error") counts.errors++;
        else {
          const bucket = `s${Math.floor(status / 100)}xx` as "s2xx" | "s3xx" | "s4xx" | "s5xx";
          if (bucket in counts) counts[bucket]++;
          else counts.errors++;
          all.push(ms);
          d.record(kind, ms);
        }
        resolve();
      };
      const request = http.request({ agent, host: url.hostname, port: url.port, path: p, headers }, (response) => {
        response.on("data", () => {});
        response.on("end", () => finish("ok", response.statusCode ?? 0));
        response.on("error", () => finish("error"));
      });
      request.setTimeout(TIMEOUT_MS, () => {
        request.destroy();
        finish("timeout");
      });
      request.on("error", () => finish("error"));
      request.end();
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  const end = start + d.seconds * 1000;
  let due = start;
  let i = 0;
  // Sends whatever has fallen due, then sleeps a little: a late timer makes requests late, and the
  // lateness counts against the server (never for it).
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      send(i++, due);
      due += (-Math.log(1 - Math.random()) * 1000) / d.rate;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, due - performance.now()))));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const s = all.length ? summary(all) : { p50: 0, p99: 0, max: 0 };
  return { ...counts, latency: { p50: Math.round(s.p50), p99: Math.round(s.p99), max: Math.round(s.max) } };
}

/** autocannon: its closed loop (`--rate 0`), or its rate limit, which sends every connection on the same tick. */
async function closedOrBurst(d: Drive): Promise<LoadResult> {
  let i = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: d.base,
        connections: d.connections,
        duration: d.seconds,
        ...(d.rate > 0 ? { overallRate: d.rate } : {}),
        timeout: TIMEOUT_MS / 1000,
        requests: [
          {
            // The context is the connection's own (one request at a time on each): the response below reads it.
            setupRequest: (request, context: { kind?: Kind }) => {
              d.sentAt.push(performance.now());
              const { kind, path: p, headers } = d.next(i++);
              context.kind = kind;
              return { ...request, path: p, headers: { ...request.headers, ...headers } };
            },
          },
        ],
      },
      (error: unknown, r: autocannon.Result) => (error ? reject(error) : resolve(r)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    // autocannon's types list only some of its events; 'response' carries the connection and the latency.
    (instance as unknown as import("node:events").EventEmitter).on("response", (client: { requestIterator: { context: { kind?: Kind } } }, _status: number, _bytes: number, ms: number) => {
      const kind = client.requestIterator.context.kind;
      if (kind) d.record(kind, ms);
    });
  });
  return {
    total: result.requests.total,
    s2xx: result["2xx"],
    s3xx: result["3xx"],
    s4xx: result["4xx"],
    s5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}
