/**
 * The work the page cache cannot take (issue "Speed and resilience" §2): requests/s of the production
 * server (build/, embedded PGlite with the sample content and the demo accounts) for
 *
 *   - directory searches, a different query on every request, Arabic and English in turn;
 *   - a signed-in dashboard (the demo individual's /dashboard/user, signed in once, the cookie reused),
 *     Arabic and English in turn;
 *
 * each driven by autocannon after a short warm-up. Prints requests/s, p50, p99 and the non-2xx count per case
 * with the machine's load average (the machine is shared: compare runs made back to back).
 *
 *   npm run build && npm run bench:uncached
 *   npm run bench:uncached -- --seconds 30 --connections 16 --case search
 *   npm run bench:uncached -- --cpu-prof profiles/   # the server writes a .cpuprofile there when it stops
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";
import { drive, freshSearch, seedBenchDatabase, signIn, type Request } from "./bench-server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "16" },
    case: { type: "string", multiple: true },
    "cpu-prof": { type: "string" },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const cases = values.case?.length ? values.case : ["search", "dashboard"];
if (!fs.existsSync("build/server-start.mjs")) throw new Error("build/server-start.mjs is missing: run `npm run build` first");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-uncached-"));
const dataDir = path.join(work, "data");
const rows: string[][] = [];
const loadBefore = os.loadavg()[0]!;
let app: ReturnType<typeof appServer> | null = null;
try {
  console.log("bench:uncached: seeding embedded PGlite (sample content, demo accounts)…");
  const [individual] = await seedBenchDatabase({ dataDir });
  const profDir = values["cpu-prof"] ? path.resolve(values["cpu-prof"]) : null;
  if (profDir) fs.mkdirSync(profDir, { recursive: true });
  app = appServer({
    port: await freePort(),
    dataDir,
    databaseUrl: "",
    env: { DATABASE_URL: "", LOG_LEVEL: "error", SEED: "false", REMINDER_INTERVAL_MS: "0", ...(profDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` } : {}) },
  });
  console.log("bench:uncached: starting the production server…");
  await app.start();
  const cookie = await signIn(app.base, individual!);

  const builders: Record<string, (i: number) => Request> = {
    search: freshSearch,
    dashboard: (i) => {
      const lang = i % 2 ? "en" : "ar";
      return { path: individual!.dashboard, headers: { cookie: `${cookie}; lang=${lang}` } };
    },
  };
  for (const name of cases) {
    const next = builders[name];
    if (!next) throw new Error(`unknown case ${name} (search, dashboard)`);
    // Sanity: the first answers are full pages in both languages, not redirects or errors.
    for (const i of [0, 1]) {
      const { path: p, headers } = next(i);
      const response = await fetch(`${app.base}${p}`, { headers, redirect: "manual" });
      const html = await response.text();
      const lang = /<html[^>]*\blang="(ar|en)"/.exec(html)?.[1];
      if (response.status !== 200 || response.headers.get("x-page-cache") || lang !== (i % 2 ? "en" : "ar")) {
        throw new Error(`${p} answered ${response.status} (lang ${lang}, page cache ${response.headers.get("x-page-cache")})`);
      }
    }
    if (warmup > 0) await drive({ base: app.base, connections, seconds: warmup, next });
    const result = await drive({ base: app.base, connections, seconds, next });
    rows.push([
      name === "search" ? "directory search, fresh query (ar/en)" : "signed-in dashboard /dashboard/user (ar/en)",
      Math.round(result.requests.average).toLocaleString("en"),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.non2xx + result.errors + result.timeouts),
    ]);
  }
} finally {
  await app?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nbench:uncached, ${connections} connections, ${warmup} s warm-up + ${seconds} s per case, ${os.cpus().length} cores, ` +
    `load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
);
console.log("| case | req/s | p50 | p99 | errors |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
