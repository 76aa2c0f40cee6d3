/**
 * Public pages against the machine's own limit (issue 14 §2): the production server (build/, embedded
 * PGlite with the sample content, page cache on) and nginx from Debian serving the very same bytes,
 * side by side with the same load generator (autocannon, 32 connections), for full pages and for
 * conditional requests answered 304. Prints requests/s of both and the ratio.
 *
 *   npm run build && npm run bench:http
 *   npm run bench:http -- --seconds 20 --connections 32 --path /services
 *
 * The targets: cached pages and 304s at >= 0.3x nginx's requests/s. Exits 1 when one is missed.
 */
import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startStaticNginx, nginxBinary } from "./bench-nginx";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    path: { type: "string", multiple: true },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const paths = values.path?.length ? values.path : ["/", "/services", "/legal-updates"];
const TARGET = 0.3;

if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
nginxBinary();

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-http-"));
const dataDir = path.join(work, "data");
const docroot = path.join(work, "www");
fs.mkdirSync(docroot, { recursive: true });

function run(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
  });
}

const startNginx = (port: number) => startStaticNginx({ work, docroot, port, probe: "/page-0.html" });

const appPort = await freePort();
const nginxPort = await freePort();
const app = appServer({ port: appPort, dataDir, databaseUrl: "", env: { DATABASE_URL: "", LOG_LEVEL: "error" } });
let nginx: ChildProcess | null = null;
const rows: string[][] = [];
let missed = false;
try {
  console.log("bench:http: starting the production server on embedded PGlite (migrate and seed first)…");
  await app.start();
  // The same bytes for nginx: each page as the cache serves it (uncompressed, as autocannon asks).
  const pages = [];
  for (const [i, p] of paths.entries()) {
    await fetch(`${app.base}${p}`);
    const response = await fetch(`${app.base}${p}`, { headers: { "accept-encoding": "identity" } });
    if (response.headers.get("x-page-cache") !== "hit") throw new Error(`${p} is not served from the page cache (got ${response.status}, ${response.headers.get("cache-control")})`);
    const body = Buffer.from(await response.arrayBuffer());
    fs.writeFileSync(path.join(docroot, `page-${i}.html`), body);
    pages.push({ path: p, file: `/page-${i}.html`, etag: response.headers.get("etag")!, bytes: body.byteLength });
  }
  nginx = await startNginx(nginxPort);

  for (const page of pages) {
    const nginxEtag = (await fetch(`http://127.0.0.1:${nginxPort}${page.file}`)).headers.get("etag")!;
    const full = await run(`${app.base}${page.path}`, {});
    const fullRef = await run(`http://127.0.0.1:${nginxPort}${page.file}`, {});
    const cond = await run(`${app.base}${page.path}`, { "if-none-match": page.etag });
    const condRef = await run(`http://127.0.0.1:${nginxPort}${page.file}`, { "if-none-match": nginxEtag });
    for (const [kind, mine, ref] of [
      ["200", full, fullRef],
      ["304", cond, condRef],
    ] as const) {
      const ratio = mine.requests.average / ref.requests.average;
      if (ratio < TARGET || mine.non2xx > 0 !== (kind === "304")) missed = true;
      rows.push([
        `${page.path} (${(page.bytes / 1024).toFixed(1)} KiB)`,
        kind,
        `${Math.round(mine.requests.average).toLocaleString("en")}`,
        `${Math.round(ref.requests.average).toLocaleString("en")}`,
        `${ratio.toFixed(2)}x`,
        `${mine.latency.p99} ms`,
        ratio >= TARGET ? "PASS" : "MISS",
      ]);
    }
  }
} finally {
  nginx?.kill("SIGTERM");
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(`\nbench:http, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
console.log("| page | answer | app req/s | nginx req/s (same bytes) | ratio | app p99 | >= 0.3x |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
if (missed) process.exit(1);
