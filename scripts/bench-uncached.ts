/**
 * The work the page cache cannot take (issue "Speed and resilience" §2): requests/s of the production
 * server (build/, embedded PGlite with the sample content and the demo accounts) for
 *
 *   - directory searches, a different query on every request, Arabic and English in turn;
 *   - a signed-in dashboard (the demo individual's /dashboard/user, signed in once, the cookie reused),
 *     Arabic and English in turn;
 *
 * each driven by autocannon after a short warm-up. Prints requests/s, p50, p99 and the non-2xx count per case
 * with the machine's load average (the machine is shared: compare runs made back to back). A run with a non-2xx
 * answer, a socket error or a timeout is not a measure of the page (nor a ratio between builds built on it):
 * the script then exits 1 naming it. (Each request is a different page, so there is no one expected size to
 * check wrk-style; the first answers of each build are checked for status, language and no page cache.)
 *
 *   npm run build && npm run bench:uncached
 *   npm run bench:uncached -- --seconds 30 --connections 16 --case search
 *   npm run bench:uncached -- --cpu-prof profiles/   # each server writes a .cpuprofile there when it stops
 *   npm run bench:uncached -- --heap-prof profiles/  # a .heapprofile (sampled allocations) instead
 *   npm run bench:uncached -- --build .scratch/build-before --build build --rounds 2   # two builds back to back, with the ratios
 *   (with two builds, a last table pairs them round by round and gives each ratio's median: quote that)
 *   npm run bench:uncached -- --postgres postgres://postgres@127.0.0.1:5432/postgres   # on PostgreSQL (a fresh database per build)
 *   npm run bench:uncached -- --postgres postgres://postgres@127.0.0.1:5432/postgres --processes 2   # WEB_CONCURRENCY=2
 *
 * On PostgreSQL the database's own work runs in its backends, not in the Node process: the table then also
 * gives their CPU per request and the two together (what the machine spends on one request).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";
import { cpuMs, drive, freshSearch, treeCpuMs, seedBenchDatabase, signIn, type Request } from "./bench-server";
import { createBenchDatabase } from "./bench-support";
import pg from "pg";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "16" },
    case: { type: "string", multiple: true },
    build: { type: "string", multiple: true },
    "cpu-prof": { type: "string" },
    "heap-prof": { type: "string" },
    rounds: { type: "string", default: "1" },
    postgres: { type: "string" },
    // WEB_CONCURRENCY for the server (PostgreSQL only): its CPU is then the primary's and every server process's.
    processes: { type: "string", default: "1" },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const cases = values.case?.length ? values.case : ["search", "dashboard"];
for (const name of cases) if (name !== "search" && name !== "dashboard") throw new Error(`unknown case ${name} (search, dashboard)`);
// Each --build is a folder holding what `npm run build` writes (a copy of an older build/ compares before and after).
const builds = (values.build?.length ? values.build : ["build"]).map((dir) => path.resolve(dir));
for (const dir of builds) if (!fs.existsSync(path.join(dir, "server-start.mjs"))) throw new Error(`${dir}/server-start.mjs is missing: run \`npm run build\` first`);

const CASE_LABELS: Record<string, string> = {
  search: "directory search, fresh query (ar/en)",
  dashboard: "signed-in dashboard /dashboard/user (ar/en)",
};

interface Target {
  dir: string;
  app: ReturnType<typeof appServer>;
  next: Record<string, (i: number) => Request>;
  database: Awaited<ReturnType<typeof createBenchDatabase>> | null;
}

/** CPU time (ms) of the PostgreSQL backends serving `url`'s database (0 on PGlite). */
async function databaseCpuMs(url: string | undefined): Promise<number> {
  if (!url) return 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    return rows.reduce((sum, { pid }) => sum + cpuMs(pid), 0);
  } finally {
    await client.end();
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-uncached-"));
const results: { build: string; round: number; name: string; rps: number; p50: number; p99: number; errors: number; cpuPerRequest: number; dbCpuPerRequest: number }[] = [];
const loadBefore = os.loadavg()[0]!;
const targets: Target[] = [];
try {
  for (const [n, dir] of builds.entries()) {
    const dataDir = path.join(work, `data-${n}`);
    const database = values.postgres ? await createBenchDatabase(values.postgres) : null;
    console.log(`bench:uncached: seeding ${database ? "PostgreSQL" : "embedded PGlite"} for ${path.relative(process.cwd(), dir) || "."} (sample content, demo accounts)…`);
    const [individual] = await seedBenchDatabase({ dataDir, databaseUrl: database?.url });
    // The server finds build/ in its working directory: a folder of its own with a link to this one.
    const cwd = path.join(work, `cwd-${n}`);
    fs.mkdirSync(cwd);
    fs.symlinkSync(dir, path.join(cwd, "build"));
    const profKind = values["cpu-prof"] ? "cpu" : values["heap-prof"] ? "heap" : null;
    const profDir = profKind ? path.resolve(values[`${profKind}-prof`]!, String(n)) : null;
    if (profDir) fs.mkdirSync(profDir, { recursive: true });
    const app = appServer({
      port: await freePort(),
      dataDir,
      databaseUrl: database?.url ?? "",
      cwd,
      nodeArgs: profDir ? [`--${profKind}-prof`, `--${profKind}-prof-dir=${profDir}`] : [],
      env: { DATABASE_URL: database?.url ?? "", LOG_LEVEL: "error", SEED: "false", REMINDER_INTERVAL_MS: "0", WEB_CONCURRENCY: values.processes },
    });
    targets.push({ dir, app, next: {}, database });
    await app.start().catch((error: unknown) => {
      console.error(app.log());
      throw error;
    });
    const cookie = await signIn(app.base, individual!);
    targets.at(-1)!.next = {
      search: freshSearch,
      dashboard: (i) => ({ path: individual!.dashboard, headers: { cookie: `${cookie}; lang=${i % 2 ? "en" : "ar"}` } }),
    };
  }

  for (let round = 0; round < rounds; round++) for (const name of cases) {
    // Builds back to back per case, so that they meet the same moment of a shared machine's load (and in
    // the opposite order on every other round).
    for (const target of round % 2 ? [...targets].reverse() : targets) {
      const next = target.next[name]!;
      // Sanity: the first answers are full pages in both languages, not redirects, errors or cached copies.
      for (const i of [0, 1]) {
        const { path: p, headers } = next(i);
        const response = await fetch(`${target.app.base}${p}`, { headers, redirect: "manual" });
        const html = await response.text();
        const lang = /<html[^>]*\blang="(ar|en)"/.exec(html)?.[1];
        if (response.status !== 200 || response.headers.get("x-page-cache") || lang !== (i % 2 ? "en" : "ar")) {
          throw new Error(`${p} answered ${response.status} (lang ${lang}, page cache ${response.headers.get("x-page-cache")})`);
        }
      }
      if (warmup > 0) await drive({ base: target.app.base, connections, seconds: warmup, next });
      const pid = target.app.pid()!;
      const cpuBefore = treeCpuMs(pid);
      const dbCpuBefore = await databaseCpuMs(target.database?.url);
      const result = await drive({ base: target.app.base, connections, seconds, next });
      const cpuPerRequest = (treeCpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
      const dbCpuPerRequest = ((await databaseCpuMs(target.database?.url)) - dbCpuBefore) / Math.max(1, result.requests.total);
      results.push({
        build: path.relative(process.cwd(), target.dir) || ".",
        round,
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        cpuPerRequest,
        dbCpuPerRequest,
      });
    }
  }
} finally {
  for (const target of targets) {
    await target.app.stop();
    await target.database?.drop();
  }
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nbench:uncached, ${values.processes === "1" ? "" : `WEB_CONCURRENCY=${values.processes}, `}${connections} connections, ${warmup} s warm-up + ${seconds} s per case, ${os.cpus().length} cores, ` +
    `load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
);
// Requests/s per CPU core: what the server would do with one core to itself (1000 / CPU ms per request). On
// PostgreSQL the database backends' CPU per request is shown too, and "machine" is the two together.
const many = builds.length > 1;
const pgCols = values.postgres ? " database CPU per request | machine CPU per request |" : "";
const first = (name: string) => results.find((other) => other.name === name)!;
const total = (r: (typeof results)[number]) => r.cpuPerRequest + r.dbCpuPerRequest;
console.log(`| case | build | req/s | p50 | p99 | errors | server CPU per request |${pgCols} req/s per core |${many ? " req/s vs first | CPU/request vs first |" : ""}`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |${pgCols ? " --- | --- |" : ""} --- |${many ? " --- | --- |" : ""}`);
for (const r of results) {
  const f = first(r.name);
  const ratio = many ? ` ${(r.rps / f.rps).toFixed(2)}x | ${(total(f) / total(r)).toFixed(2)}x |` : "";
  const pgValues = pgCols ? ` ${r.dbCpuPerRequest.toFixed(2)} ms | ${total(r).toFixed(2)} ms |` : "";
  console.log(
    `| ${CASE_LABELS[r.name]} | ${r.build} | ${Math.round(r.rps).toLocaleString("en")} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ` +
      `${r.cpuPerRequest.toFixed(2)} ms |${pgValues} ${Math.round(1000 / total(r))} |${ratio}`,
  );
}

// Two builds: each round ran them back to back, so a round's ratio compares the same moment of a shared machine
// whose speed drifts from minute to minute; the median of the rounds' ratios is the figure to quote.
if (builds.length === 2) {
  const [a, b] = builds.map((dir) => path.relative(process.cwd(), dir) || ".");
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  console.log(`
${b} against ${a}, paired by round:`);
  console.log("| case | req/s ratio per round | median | machine CPU per request, ratio per round | median |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const name of cases) {
    const pairs = Array.from({ length: rounds }, (_, round) => {
      const of = (build: string) => results.find((r) => r.name === name && r.round === round && r.build === build)!;
      return { rps: of(b).rps / of(a).rps, cpu: total(of(a)) / total(of(b)) };
    });
    const list = (xs: number[]) => xs.map((x) => `${x.toFixed(2)}x`).join(", ");
    console.log(
      `| ${CASE_LABELS[name]} | ${list(pairs.map((p) => p.rps))} | ${median(pairs.map((p) => p.rps)).toFixed(2)}x | ` +
        `${list(pairs.map((p) => p.cpu))} | ${median(pairs.map((p) => p.cpu)).toFixed(2)}x |`,
    );
  }
}

// Errors make a run's figures (and every ratio using them) invalid.
const invalid = results.filter((r) => r.errors > 0);
for (const r of invalid) console.log(`FAILED: ${CASE_LABELS[r.name]}, ${r.build}, round ${r.round + 1}: ${r.errors} non-2xx answers, socket errors or timeouts`);
if (invalid.length) process.exit(1);
