/**
 * The page cache in the two states issue 30 §2 and §3 are about, against nginx serving the same bytes, with
 * wrk (Debian's; one autocannon thread cannot read this page as fast as nginx sends it):
 *
 * - "expired 304": a returning visitor's If-None-Match once the kept body has expired (PAGE_CACHE_SECONDS
 *   passed, no content changed): must be a 304 from the remembered ETag, not a render. Target >= 0.3x
 *   nginx's 304s for the same page.
 * - "lang + foreign cookie": a full page for a visitor whose browser also carries a cookie the app does not
 *   know (consent, analytics, a load balancer's): must come from the page cache. Target >= 0.3x nginx.
 *
 * Every answer is checked: before and after each run a probe of the app answers with the expected status and
 * cache header, and nginx's reference answers 200 with exactly the app's bytes (and 304 for its ETag); during
 * the run, the bytes wrk read divided by its requests must be the size of that expected answer (a render, a
 * 200 in place of a 304, or an error would change it). Prints requests/s and bytes/s of both and the ratio.
 *
 *   npm run build:if-stale && npm run bench:cache-states
 *   npm run bench:cache-states -- --seconds 10 --connections 32 --threads 2 --path /
 *
 * Exits 1 when a target is missed or a check fails.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startStaticNginx, nginxBinary } from "./bench-nginx";
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
const wrkBin = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => fs.existsSync(p));
if (!wrkBin) throw new Error("wrk is missing: apt-get install -y wrk");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-states-"));
const docroot = path.join(work, "www");
fs.mkdirSync(docroot, { recursive: true });

/** wrk's own totals as JSON (its done() callback; no per-response Lua, which would slow wrk itself). */
const WRK_SCRIPT = path.join(work, "report.lua");
fs.writeFileSync(
  WRK_SCRIPT,
  `done = function(summary, latency, requests)
  io.write(string.format('WRK {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout, latency:percentile(99)))
end
`,
);

interface WrkResult {
  requests: number;
  duration_us: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p99_us: number;
}

function wrk(url: string, headers: Record<string, string>): WrkResult {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--latency", "-s", WRK_SCRIPT];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const out = execFileSync(wrkBin!, [...args, url], { encoding: "utf8" });
  const line = out.split("\n").find((l) => l.startsWith("WRK "));
  if (!line) throw new Error(`wrk printed no report:\n${out}`);
  return JSON.parse(line.slice(4)) as WrkResult;
}

/**
 * One request as wrk sends it (HTTP/1.1, keep-alive), and the exact answer: status, headers and total size on
 * the wire, to compare with the bytes per request wrk read.
 */
function probe(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; head: Record<string, string>; size: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const extra = Object.entries(headers).map(([n, v]) => `${n}: ${v}\r\n`).join("");
    socket.on("connect", () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}\r\n`));
    socket.on("error", reject);
    const finish = () => {
      socket.destroy();
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      const lines = all.subarray(0, end).toString("latin1").split("\r\n");
      const head: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(":");
        head[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(lines[0]!.split(" ")[1]), head, size: all.byteLength, body: all.subarray(end + 4) });
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(all.subarray(0, end).toString("latin1"))?.[1];
      if (all.byteLength >= end + 4 + Number(length ?? 0)) finish();
    });
  });
}

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
  check(ref200.status === 200 && ref200.body.equals(kept.body), "nginx's reference is not a 200 with the app's bytes");
  const ref304 = await probe(nginxPort, "/page.html", { "if-none-match": ref200.head.etag! });
  check(ref304.status === 304, "nginx's reference does not answer its ETag with 304");

  const measure = async (
    state: string,
    appHeaders: Record<string, string>,
    expect: { status: number; cache: string },
    refHeaders: Record<string, string>,
    ref: { size: number },
    prepare: () => Promise<void>,
  ) => {
    await prepare();
    const before = await probe(appPort, page, appHeaders);
    check(before.status === expect.status && before.head["x-page-cache"] === expect.cache, `${state}: before the run, ${before.status} ${before.head["x-page-cache"]}`);
    const mine = wrk(`http://127.0.0.1:${appPort}${page}`, appHeaders);
    const theirs = wrk(`http://127.0.0.1:${nginxPort}/page.html`, refHeaders);
    // Every answer the size of the expected one (within one partly read answer per connection).
    for (const [who, result, size] of [["app", mine, before.size], ["nginx", theirs, ref.size]] as const) {
      const perRequest = result.bytes / result.requests;
      check(Math.abs(perRequest - size) <= (size * connections) / result.requests + 1, `${state}: ${who} read ${perRequest.toFixed(1)} bytes per answer, expected ${size}`);
      check(result.connect + result.read + result.write + result.status + result.timeout === 0, `${state}: ${who} had errors ${JSON.stringify(result)}`);
    }
    const rate = (r: WrkResult) => r.requests / (r.duration_us / 1e6);
    const bytesRate = (r: WrkResult) => r.bytes / (r.duration_us / 1e6);
    const ratio = rate(mine) / rate(theirs);
    check(ratio >= TARGET, `${state}: ${ratio.toFixed(2)}x nginx`);
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB/s`;
    rows.push([
      state,
      `${expect.status} (${before.size.toLocaleString("en")} B)`,
      `${Math.round(rate(mine)).toLocaleString("en")} (${mb(bytesRate(mine))})`,
      `${Math.round(rate(theirs)).toLocaleString("en")} (${mb(bytesRate(theirs))})`,
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
  `\nbench:cache-states ${page}, wrk ${threads} threads, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log("| state | answer | app req/s | nginx req/s (same bytes) | ratio | app p99 | >= 0.3x |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
for (const failure of failures) console.log(`FAILED: ${failure}`);
if (failures.length) process.exit(1);
