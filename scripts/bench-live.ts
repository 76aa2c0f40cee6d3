/**
 * Live connections at scale (issue 30 §5): signed-in people holding the notification stream
 * (/api/notifications/stream, server-sent events) while some of them post case messages, against the production
 * build on PostgreSQL, with one app server or two behind nginx (the repository's deploy/nginx.conf).
 *
 *   npm run build && npm run bench:live                       # 1,000 clients, 50 posters, 300 s, one server
 *   npm run bench:live -- --servers 2                         # the same through nginx, two app servers
 *   npm run bench:live -- --clients 50 --seconds 20           # a quick look (posters shrink to fit: 10 here)
 *   npm run bench:live -- --servers 2 --nginx-workers 1       # nginx as on a one-core host (deploy/nginx.conf says auto)
 *   npm run bench:live -- --seconds 60 --cpu-prof /tmp/live-prof   # each server writes a CPU profile when it stops
 *   npm run bench:live -- --postgres postgres://postgres@127.0.0.1:5432/postgres   # a fresh database there, dropped after
 *
 * The database is a private PostgreSQL cluster (scripts/drill/pg-cluster.ts: initdb on a free port) unless
 * --postgres names a server. The people, cases and sessions are made first with the app's own code
 * (scripts/bench-live-seed.ts: the shape, each person with a real session cookie). Then every client opens its
 * stream (--open-concurrency at a time, each counted open at its first event, the unread count, sent once it is
 * subscribed), and for --seconds every poster posts a message in their case every --every seconds (posters spread
 * evenly over that interval) through the case page's form action, as the form posts without JavaScript
 * (multipart, intent=postMessage, the site's Origin; the answer is a 303). Each post is timed from the moment it
 * fell due to the end of its answer. Then the run waits up to 15 s for the last events and checks, against the
 * notifications the server wrote (read from the database) and against the shape: every notification reached the
 * stream of the person it is for, once; nobody got anyone else's; the 875 people in no case got nothing. The
 * servers' resident memory (VmRSS) is sampled every 2 s.
 *
 * Targets: deliveries exact (none missing, duplicated or misdirected, no stream dropped), RSS <= 400 MiB per app
 * server at its peak, post p99 <= 300 ms. Exits 1 when one is missed. The load generator's own CPU share and
 * event-loop delay are printed, to show it was not the bottleneck.
 */
import crypto from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { createDatabase, setDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { appServer, type AppServer } from "./drill/app-server";
import { createPrivateCluster, freePort, type PrivateCluster } from "./drill/pg-cluster";
import { createBenchDatabase, summary } from "./bench-support";
import { nginxBinary } from "./bench-nginx";
import { peopleInCases, seedLiveShape, type LiveShape } from "./bench-live-seed";
import { StreamClient } from "./bench-live-stream";
import { childPids, cpuMs, rssMiB } from "./process-stats";
import { liveReport, type Written } from "./bench-live-report";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    posters: { type: "string", default: "50" },
    seconds: { type: "string", default: "300" },
    servers: { type: "string", default: "1" },
    every: { type: "string", default: "10" },
    "open-concurrency": { type: "string", default: "50" },
    postgres: { type: "string", default: "private" },
    // nginx's worker_processes (deploy/nginx.conf says auto: one per core); 1 is a one-core host's front.
    "nginx-workers": { type: "string", default: "auto" },
    // Each app server writes a .cpuprofile into this folder when it stops (node --cpu-prof).
    "cpu-prof": { type: "string" },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const servers = Number(values.servers);
const every = Number(values.every);
// Posters come in pairs (a client's case and a lawyer's); fewer when the cases' 2.5 people per poster would be more than half the clients.
let posters = Number(values.posters) - (Number(values.posters) % 2);
while (posters > 2 && peopleInCases(posters) > clients / 2) posters -= 2;
if (peopleInCases(posters) > clients) throw new Error(`--clients ${clients} is too few for any case`);
if (servers !== 1 && servers !== 2) throw new Error("--servers is 1 or 2");
if (!fs.existsSync("build/server-start.mjs")) throw new Error("build/server-start.mjs is missing: run `npm run build` first");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-live-"));
fs.chmodSync(work, 0o755);
const runId = crypto.randomBytes(3).toString("hex");
let cluster: PrivateCluster | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
const apps: AppServer[] = [];
let nginx: ChildProcess | null = null;
const streams: StreamClient[] = [];
let missed = false;
try {
  let databaseUrl: string;
  if (values.postgres === "private") {
    cluster = await createPrivateCluster();
    databaseUrl = cluster.url;
  } else {
    const created = await createBenchDatabase(values.postgres);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const ports = await Promise.all(Array.from({ length: servers }, () => freePort()));
  const frontPort = servers === 2 ? await freePort() : ports[0]!;
  const front = `http://127.0.0.1:${frontPort}`;
  const secrets = { BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"), FILE_URL_SECRET: crypto.randomBytes(32).toString("hex") };

  // The benchmark's process makes the data with the servers' secrets and address (sessions are signed with them).
  Object.assign(process.env, secrets, { NODE_ENV: "production", DATA_DIR: path.join(work, "seed"), DATABASE_URL: databaseUrl, BASE_URL: front, LOG_LEVEL: "error" });
  fs.mkdirSync(process.env.DATA_DIR!, { recursive: true });
  const db = createDatabase({ kind: "postgres", url: databaseUrl });
  setDb(db);
  let shape: LiveShape;
  const seedStarted = performance.now();
  try {
    await migrateToLatest(db);
    shape = await seedLiveShape(db, { clients, posters, runId });
  } finally {
    await db.destroy();
    setDb(undefined);
  }
  console.log(`bench:live: ${clients} people, ${posters} cases and posters, made in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  for (const port of ports) {
    const app = appServer({
      port,
      dataDir: path.join(work, `data-${port}`),
      databaseUrl,
      nodeArgs: values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`] : [],
      env: { ...secrets, SEED: "false", LOG_LEVEL: "error", BASE_URL: front, ...(servers === 2 ? { TRUST_PROXY: "loopback" } : {}) },
    });
    apps.push(app);
    await app.start().catch((error: unknown) => {
      console.error(app.log());
      throw error;
    });
  }
  if (servers === 2) nginx = await startFront({ work, frontPort, ports, workers: values["nginx-workers"] });
  const pids = apps.map((a) => a.pid()!);

  // A person's session works on a signed-in page before anything is measured.
  const probe = await fetch(`${front}/account-settings`, { headers: { cookie: shape.people.at(-1)!.cookie }, redirect: "manual" });
  if (probe.status !== 200) throw new Error(`a bystander's session answered ${probe.status} on /account-settings (${probe.headers.get("location")})`);

  const rss = pids.map((pid) => ({ before: rssMiB(pid), peak: 0, end: 0, afterClose: 0 }));
  const sample = () => pids.forEach((pid, i) => (rss[i]!.peak = Math.max(rss[i]!.peak, rssMiB(pid))));
  const sampler = setInterval(sample, 2_000);
  const loadBefore = os.loadavg();
  const streamAgent = new http.Agent({ keepAlive: true, maxSockets: clients + 10 });
  const target = { host: "127.0.0.1", port: frontPort, agent: streamAgent };

  // Opening: --open-concurrency streams at a time, each counted open at its first event.
  const openStarted = performance.now();
  for (const person of shape.people) streams.push(new StreamClient(target, person.cookie));
  let nextOpen = 0;
  await Promise.all(
    Array.from({ length: Number(values["open-concurrency"]) }, async () => {
      while (nextOpen < streams.length) {
        const stream = streams[nextOpen++]!;
        stream.open();
        await Promise.race([stream.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }
    }),
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  const notOpen = streams.filter((s) => s.openMs === null).length;
  console.log(`bench:live: ${streams.length - notOpen} of ${streams.length} streams open in ${openSeconds.toFixed(1)} s; posting for ${seconds} s`);

  // The hold: every poster posts every `every` seconds, spread evenly; the generator's own load is measured.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  const generatorCpu = process.cpuUsage();
  const serverCpu = pids.map((pid) => cpuMs(pid));
  const nginxPids = nginx?.pid ? childPids(nginx.pid) : [];
  const nginxCpu = nginxPids.map((pid) => cpuMs(pid));
  const postAgent = new http.Agent({ keepAlive: true, maxSockets: posters });
  const posts: { poster: number; n: number; due: number; status: number; ms: number }[] = [];
  const holdStarted = performance.now();
  const pending = new Set<Promise<void>>();
  const schedule = shape.cases.map((_, i) => ({ i, n: 0, due: holdStarted + (i * every * 1000) / shape.cases.length }));
  const holdEnd = holdStarted + seconds * 1000;
  while (performance.now() < holdEnd) {
    const now = performance.now();
    for (const s of schedule) {
      while (s.due <= now && s.due < holdEnd) {
        const done = post(postAgent, frontPort, front, shape, s.i, s.n, s.due, runId).then((p) => void posts.push(p));
        pending.add(done);
        void done.finally(() => pending.delete(done));
        s.n++;
        s.due += every * 1000;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  const holdSeconds = (performance.now() - holdStarted) / 1000;
  const generator = { cpu: process.cpuUsage(generatorCpu), delay: { p99: generatorDelay.percentile(99) / 1e6, max: generatorDelay.max / 1e6 } };
  generatorDelay.disable();
  const serverCpuMs = pids.map((pid, i) => cpuMs(pid) - serverCpu[i]!);
  const nginxCpuMs = nginxPids.reduce((sum, pid, i) => sum + cpuMs(pid) - nginxCpu[i]!, 0);

  // The written notifications, then the last deliveries (up to 15 s).
  const written = await writtenNotifications(databaseUrl, shape);
  const delivered = () => streams.reduce((sum, s) => sum + s.deliveries.length, 0);
  for (let waited = 0; waited < 15_000 && delivered() < written.length; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  sample();
  pids.forEach((pid, i) => (rss[i]!.end = rssMiB(pid)));
  clearInterval(sampler);
  for (const stream of streams) stream.close();
  streamAgent.destroy();
  postAgent.destroy();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  pids.forEach((pid, i) => (rss[i]!.afterClose = rssMiB(pid)));

  const report = liveReport({
    clients, posters, seconds, servers, every, shape, streams, posts, written, rss, openSeconds, notOpen, holdSeconds,
    generator, serverCpuMs, nginxCpuMs, loadBefore, loadAfter: os.loadavg(), postSummary: summary,
  });
  const nginxErrors = servers === 2 && fs.existsSync(path.join(work, "nginx-error.log")) ? fs.readFileSync(path.join(work, "nginx-error.log"), "utf8").split("\n").filter(Boolean) : [];
  if (nginxErrors.length) report.lines.push("", `nginx's error log: ${nginxErrors.length} lines, e.g. ${[...new Set(nginxErrors.map((l) => l.replace(/^\S+ \S+ /, "").replace(/\d+#\d+: \*?\d+ ?/, "")))].slice(0, 3).join(" | ")}`);
  console.log(`\n${report.lines.join("\n")}`);
  missed = report.missed;
} finally {
  for (const stream of streams) stream.close();
  nginx?.kill("SIGTERM");
  for (const app of apps) await app.stop();
  await dropDatabase?.();
  cluster?.destroy();
  fs.rmSync(work, { recursive: true, force: true });
}
if (missed) process.exit(1);

/** One message, posted as the case page's form posts it without JavaScript; timed from the moment it fell due. */
function post(agent: http.Agent, port: number, origin: string, shape: LiveShape, i: number, n: number, due: number, run: string) {
  const c = shape.cases[i]!;
  const poster = shape.people.find((p) => p.userId === c.poster)!;
  const boundary = `----benchlive${crypto.randomBytes(8).toString("hex")}`;
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    part("intent", "postMessage") +
      part("body", `bench-live ${run} poster ${i} message ${n}: الجلسة القادمة، please confirm the documents.`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`,
  );
  return new Promise<{ poster: number; n: number; due: number; status: number; ms: number }>((resolve) => {
    const finish = (status: number) => resolve({ poster: i, n, due, status, ms: performance.now() - due });
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/case/${c.id}`,
        headers: { cookie: poster.cookie, origin, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => finish(response.statusCode ?? 0));
        response.on("error", () => finish(0));
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on("error", () => finish(0));
    request.end(body);
  });
}


/** The case-message notifications of this run, as the server wrote them (the database is the benchmark's own). */
async function writtenNotifications(url: string, shape: LiveShape): Promise<Written[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; user_id: string; case_id: string; body: string }>(
      `select n.id, n.user_id, n.case_id, m.body from notifications n join case_messages m on m.id = (n.data->>'messageId')::uuid
       where n.type = 'case_message' and n.case_id = any($1)`,
      [shape.cases.map((c) => c.id)],
    );
    return rows.map((r) => {
      const [, poster, n] = /poster (\d+) message (\d+)/.exec(r.body) ?? [];
      return { id: r.id, userId: r.user_id, caseId: r.case_id, poster: Number(poster), n: Number(n) };
    });
  } finally {
    await client.end();
  }
}

/** nginx in front of the app servers, with the repository's own deploy/nginx.conf (addresses, port and paths replaced). */
async function startFront(opts: { work: string; frontPort: number; ports: number[]; workers: string }): Promise<ChildProcess> {
  const conf = fs
    .readFileSync("deploy/nginx.conf", "utf8")
    .replace("worker_processes auto;", `worker_processes ${opts.workers};`)
    .replace("127.0.0.1:3001", `127.0.0.1:${opts.ports[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${opts.ports[1]}`)
    .replace("listen 8080;", `listen 127.0.0.1:${opts.frontPort};`)
    .replaceAll("/tmp/qanun-nginx", path.join(opts.work, "nginx"));
  const file = path.join(opts.work, "nginx.conf");
  fs.writeFileSync(file, conf);
  const child = spawn(nginxBinary(), ["-c", file, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${opts.frontPort}/healthz`).then((r) => r.ok).catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not start");
}
