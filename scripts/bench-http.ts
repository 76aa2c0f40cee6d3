/**
 * Public pages against the machine's own limit (issue 14 §2, issue 30 §7): the production server (build/,
 * embedded PGlite with the sample content, page cache on) and nginx from Debian serving the very same bytes,
 * side by side with the same load generator, for full pages and for conditional requests answered 304.
 *
 * The generator is wrk (scripts/bench-wrk.ts; one autocannon thread cannot read the 69 KB home page as fast as
 * nginx sends it, which made the earlier ratios wrong). Every ratio is checked before it is believed:
 *
 * - before each pair of runs, one request as wrk sends it: the app answers 200 from the page cache and nginx 200
 *   with the same body (sha256), or, with each one's ETag in If-None-Match, both 304 with an empty body;
 * - during each run, the bytes wrk read per request are the size of that answer on the wire, with no socket
 *   error and no status outside 2xx/3xx;
 * - against nginx, nginx's worker is the busy process, not wrk (reported next to wrk's rate against nginx).
 *
 * Prints requests/s and bytes/s (MiB/s) of both sides and the ratio, with the machine's load.
 *
 * PAGE_CACHE_SECONDS is set to the benchmark's length, so the pages stay kept from the first run to the last.
 *
 *   npm run build && npm run bench:http
 *   npm run bench:http -- --seconds 20 --connections 32 --threads 2 --path /services
 *
 * The targets: cached pages and 304s at >= 0.3x nginx's requests/s. Exits 1 when one is missed or a check fails.
 */
import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startStaticNginx, nginxBinary } from "./bench-nginx";
import { byteRate, generatorCheck, mib, othersShare, probe, requestRate, runFailures, sha256, wrkRunner, type Probe } from "./bench-wrk";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    threads: { type: "string", default: "2" },
    path: { type: "string", multiple: true },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const threads = Number(values.threads);
const paths = values.path?.length ? values.path : ["/", "/services", "/legal-updates"];
const TARGET = 0.3;

if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
nginxBinary();

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-http-"));
const dataDir = path.join(work, "data");
const docroot = path.join(work, "www");
fs.mkdirSync(docroot, { recursive: true });
const wrk = wrkRunner(work, { threads, connections, seconds });

const appPort = await freePort();
const nginxPort = await freePort();
// A kept page stays kept for the whole benchmark (production keeps it 30 s, then one request renders and keeps it
// again): what is measured is the kept page, and nginx's copy stays the very bytes the app serves.
const keep = String(paths.length * 4 * (seconds + 5) + 60);
const app = appServer({ port: appPort, dataDir, databaseUrl: "", env: { DATABASE_URL: "", LOG_LEVEL: "error", PAGE_CACHE_SECONDS: keep, PAGE_CACHE_ETAG_SECONDS: keep } });
let nginx: ChildProcess | null = null;
const rows: string[][] = [];
const generator: string[] = [];
const failures: string[] = [];
const loads: number[] = [];
const loadBefore = os.loadavg()[0]!;
try {
  console.log("bench:http: starting the production server on embedded PGlite (migrate and seed first)…");
  await app.start();
  // The same bytes for nginx: each page as the cache serves it to a request as wrk sends it (no encoding asked).
  const pages = [];
  for (const [i, p] of paths.entries()) {
    await probe(appPort, p, {});
    const kept = await probe(appPort, p, {});
    if (kept.status !== 200 || kept.head["x-page-cache"] !== "hit") throw new Error(`${p} is not served from the page cache (got ${kept.status}, ${kept.head["cache-control"]})`);
    fs.writeFileSync(path.join(docroot, `page-${i}.html`), kept.body);
    pages.push({ path: p, file: `/page-${i}.html`, etag: kept.head.etag!, bytes: kept.body.byteLength, sha: sha256(kept.body) });
  }
  nginx = await startStaticNginx({ work, docroot, port: nginxPort, probe: "/page-0.html" });

  for (const page of pages) {
    const nginxEtag = (await probe(nginxPort, page.file, {})).head.etag!;
    for (const kind of ["200", "304"] as const) {
      const label = `${page.path} ${kind}`;
      const appHeaders: Record<string, string> = kind === "304" ? { "if-none-match": page.etag } : {};
      const refHeaders: Record<string, string> = kind === "304" ? { "if-none-match": nginxEtag } : {};
      // The answers wrk is about to get, one of each: the reference is checked before its rate is believed.
      const mineBefore = await probe(appPort, page.path, appHeaders);
      const refBefore = await probe(nginxPort, page.file, refHeaders);
      const expected = (who: string, answer: Probe, asked: Record<string, string>, cacheHeader: boolean) => {
        if (answer.status !== Number(kind)) failures.push(`${label}: ${who} answered ${answer.status} before the run, expected ${kind}`);
        if (kind === "200" && sha256(answer.body) !== page.sha) failures.push(`${label}: ${who}'s body is not the page kept at the start (sha256 differs)`);
        if (kind === "304" && answer.body.byteLength !== 0) failures.push(`${label}: ${who}'s 304 has a ${answer.body.byteLength}-byte body`);
        if (kind === "304" && answer.head.etag !== asked["if-none-match"]) failures.push(`${label}: ${who}'s 304 names ETag ${answer.head.etag}, asked for ${asked["if-none-match"]}`);
        if (cacheHeader && answer.head["x-page-cache"] !== "hit") {
          failures.push(`${label}: the app's answer before the run did not come from the page cache (X-Page-Cache ${answer.head["x-page-cache"]})`);
        }
      };
      expected("the app", mineBefore, appHeaders, kind === "200");
      expected("nginx", refBefore, refHeaders, false);

      const mine = wrk(`http://127.0.0.1:${appPort}${page.path}`, appHeaders, app.pid());
      const ref = wrk(`http://127.0.0.1:${nginxPort}${page.file}`, refHeaders, nginx.pid);
      loads.push(os.loadavg()[0]!);
      failures.push(...runFailures(`${label}, app`, mine, mineBefore, connections), ...runFailures(`${label}, nginx`, ref, refBefore, connections));
      const check = generatorCheck(ref, threads);
      generator.push(`${label}: ${check.line}; during the app's run other processes ${othersShare(mine)}% of a core`);
      if (check.suspect) failures.push(`${label}: wrk may have been the bottleneck against nginx (see above)`);

      const ratio = requestRate(mine) / requestRate(ref);
      if (ratio < TARGET) failures.push(`${label}: ${ratio.toFixed(2)}x nginx, below ${TARGET}x`);
      rows.push([
        `${page.path} (${(page.bytes / 1024).toFixed(1)} KiB)`,
        `${kind} (${mineBefore.size.toLocaleString("en")} B / ${refBefore.size.toLocaleString("en")} B)`,
        `${Math.round(requestRate(mine)).toLocaleString("en")} (${mib(byteRate(mine))})`,
        `${Math.round(requestRate(ref)).toLocaleString("en")} (${mib(byteRate(ref))})`,
        `${ratio.toFixed(2)}x`,
        `${(mine.p99_us / 1000).toFixed(1)} ms`,
        ratio >= TARGET ? "PASS" : "MISS",
      ]);
    }
  }
} finally {
  nginx?.kill("SIGTERM");
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

const [load1, load5] = os.loadavg();
console.log(
  `\nbench:http, wrk ${threads} threads, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, ` +
    `1-min load ${loadBefore.toFixed(2)} before, ${Math.max(...loads).toFixed(2)} at most after a pair of runs, ${load1!.toFixed(2)} at the end (5 min ${load5!.toFixed(2)})`,
);
console.log("| page | answer (app / nginx on the wire) | app req/s (bytes/s) | nginx req/s (same bytes) | ratio | app p99 | >= 0.3x |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
for (const line of generator) console.log(line);
for (const failure of failures) console.log(`FAILED: ${failure}`);
if (failures.length) process.exit(1);
