/**
 * The page cache in the two states issue 30 §2 and §3 are about, against nginx serving the same bytes, with
 * wrk (scripts/bench-wrk.ts, shared with bench:http; one autocannon thread cannot read this page as fast as
 * nginx sends it):
 *
 * - "expired 304": a returning visitor's If-None-Match once the kept body has expired (PAGE_CACHE_SECONDS
 *   passed, no content changed): must be a 304 from the remembered ETag, not a render. Target >= 0.3x
 *   nginx's 304s for the same page.
 * - "lang + foreign cookie": a full page for a visitor whose browser also carries a cookie the app does not
 *   know (consent, analytics, a load balancer's): must come from the page cache. Target >= 0.3x nginx.
 *
 * Every answer is checked: before and after each run a probe of the app answers with the expected status and
 * cache header, and nginx's reference answers 200 with exactly the app's bytes (sha256; and an empty 304 for its
 * ETag); during the run, the bytes wrk read divided by its requests must be the size of that expected answer (a
 * render, a 200 in place of a 304, or an error would change it), with no socket error or status outside
 * 2xx/3xx; against nginx, nginx's worker must be busier than wrk (the generator is not the bottleneck). Prints
 * requests/s and bytes/s (MiB/s) of both and the ratio, and what other processes took of the CPU meanwhile.
 *
 *   npm run build:if-stale && npm run bench:cache-states
 *   npm run bench:cache-states -- --seconds 10 --connections 32 --threads 2 --path /
 *
 * Exits 1 when a target is missed or a check fails.
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
    path: { type: "string", default: "/" },
    /** The app's PAGE_CACHE_SECONDS for this run (default: the run's length and 5 s, so a kept page outlives one run). */
    ttl: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const threads = Number(values.threads);
const page = values.path!;
const ttl = values.ttl ? Number(values.ttl) : seconds + 5;
const TARGET = 0.3;
const LANG = "lang=en";
const FOREIGN = "lang=en; _ga=GA1.1.1234567890.1700000000; cookie_consent=analytics%3Dno; AWSALB=c2VydmVyLTE";

if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
nginxBinary();

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-states-"));
const docroot = path.join(work, "www");
fs.mkdirSync(docroot, { recursive: true });
const wrk = wrkRunner(work, { threads, connections, seconds });

const startNginx = (port: number) => startStaticNginx({ work, docroot, port, probe: "/page.html" });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const appPort = await freePort();
const nginxPort = await freePort();
const app = appServer({
  port: appPort,
  dataDir: path.join(work, "data"),
  databaseUrl: "",
  env: { DATABASE_URL: "", LOG_LEVEL: "error", PAGE_CACHE_SECONDS: String(ttl), PAGE_CACHE_ETAG_SECONDS: "3600" },
});
let nginx: ChildProcess | null = null;
const rows: string[][] = [];
const notes: string[] = [];
const loads: number[] = [];
const loadBefore = os.loadavg()[0]!;
try {
  console.log(`bench:cache-states: the production server on embedded PGlite (PAGE_CACHE_SECONDS=${ttl}), nginx, wrk…`);
  await app.start();
  // The reference: the page as the cache serves it, uncompressed (wrk asks for no encoding).
  await probe(appPort, page, { cookie: LANG });
  const kept = await probe(appPort, page, { cookie: LANG });
  if (kept.status !== 200 || kept.head["x-page-cache"] !== "hit") throw new Error(`${page} is not served from the page cache (${kept.status})`);
  fs.writeFileSync(path.join(docroot, "page.html"), kept.body);
  nginx = await startNginx(nginxPort);
  const ref200 = await probe(nginxPort, "/page.html", {});
  check(ref200.status === 200 && sha256(ref200.body) === sha256(kept.body), "nginx's reference is not a 200 with the app's bytes");
  const ref304 = await probe(nginxPort, "/page.html", { "if-none-match": ref200.head.etag! });
  check(ref304.status === 304 && ref304.body.byteLength === 0, "nginx's reference does not answer its ETag with an empty 304");

  const measure = async (
    state: string,
    appHeaders: Record<string, string>,
    expect: { status: number; cache: string },
    refHeaders: Record<string, string>,
    ref: Probe,
    prepare: () => Promise<void>,
  ) => {
    await prepare();
    const before = await probe(appPort, page, appHeaders);
    check(before.status === expect.status && before.head["x-page-cache"] === expect.cache, `${state}: before the run, ${before.status} ${before.head["x-page-cache"]}`);
    if (expect.status === 200 && sha256(before.body) !== sha256(ref.body)) {
      // Kept again by a new render (prepare): the same page with a new CSP nonce. nginx serves these bytes now.
      fs.writeFileSync(path.join(docroot, "page.html"), before.body);
      ref = await probe(nginxPort, "/page.html", {});
      check(ref.status === 200, `${state}: nginx's reference answered ${ref.status} once rewritten`);
    }
    // The same bytes as the reference: the kept page's (sha256), or an empty 304.
    const sameBody = expect.status === 200 ? sha256(before.body) === sha256(ref.body) : before.body.byteLength === 0 && ref.body.byteLength === 0;
    check(sameBody, `${state}: the app's answer before the run and nginx's reference do not carry the same body`);
    const mine = wrk(`http://127.0.0.1:${appPort}${page}`, appHeaders, app.pid());
    const theirs = wrk(`http://127.0.0.1:${nginxPort}/page.html`, refHeaders, nginx!.pid);
    loads.push(os.loadavg()[0]!);
    // Every answer the size of the expected one (within one partly read answer per connection), no error.
    failures.push(...runFailures(`${state}, app`, mine, before, connections), ...runFailures(`${state}, nginx`, theirs, ref, connections));
    const generator = generatorCheck(theirs, threads);
    notes.push(`${state}: ${generator.line}; during the app's run other processes ${othersShare(mine)}% of a core`);
    check(!generator.suspect, `${state}: wrk may have been the bottleneck against nginx (see above)`);
    const ratio = requestRate(mine) / requestRate(theirs);
    check(ratio >= TARGET, `${state}: ${ratio.toFixed(2)}x nginx`);
    rows.push([
      state,
      `${expect.status} (${before.size.toLocaleString("en")} B)`,
      `${Math.round(requestRate(mine)).toLocaleString("en")} (${mib(byteRate(mine))})`,
      `${Math.round(requestRate(theirs)).toLocaleString("en")} (${mib(byteRate(theirs))})`,
      `${ratio.toFixed(2)}x`,
      `${(mine.p99_us / 1000).toFixed(1)} ms`,
      ratio >= TARGET ? "PASS" : "MISS",
    ]);
  };

  // The returning visitor after the body expired: the ETag was remembered, nothing changed.
  await measure(
    "expired 304",
    { cookie: LANG, "if-none-match": kept.head.etag! },
    { status: 304, cache: "etag" },
    { "if-none-match": ref200.head.etag! },
    ref304,
    async () => {
      await sleep(ttl * 1000 + 500);
    },
  );
  // Still expired after the run: every 304 came from the ETag, none rendered (a render would have kept the page).
  const after = await probe(appPort, page, { cookie: LANG });
  check(after.head["x-page-cache"] === undefined, "expired 304: a conditional request rendered and refilled the cache during the run");

  // A full page for a visitor with the language and cookies the app does not know, kept just before the run
  // (the body expired meanwhile: the first request renders and keeps it), so it stays kept for the whole run.
  await measure(
    "lang + foreign cookie",
    { cookie: FOREIGN },
    { status: 200, cache: "hit" },
    {},
    ref200,
    async () => {
      await sleep(ttl * 1000 + 500);
      await probe(appPort, page, { cookie: LANG });
    },
  );
} finally {
  nginx?.kill("SIGTERM");
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nbench:cache-states ${page}, wrk ${threads} threads, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, ` +
    `1-min load ${loadBefore.toFixed(2)} before, ${Math.max(0, ...loads).toFixed(2)} at most after a pair of runs, ${os.loadavg()[0]!.toFixed(2)} at the end`,
);
console.log("| state | answer | app req/s (bytes/s) | nginx req/s (same bytes) | ratio | app p99 | >= 0.3x |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
for (const note of notes) console.log(note);
for (const failure of failures) console.log(`FAILED: ${failure}`);
if (failures.length) process.exit(1);
