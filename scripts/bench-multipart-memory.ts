/**
 * Memory after oversized uploads (issue 25 §4): one anonymous multipart POST of 30 files of 9 MB to /signup
 * used to raise the server from 301 to 566 MB RSS for good. This starts the production server (build/, embedded
 * PGlite with the sample content), reads its RSS (VmRSS), sends 100 such requests, waits a few seconds, reads
 * it again and prints both and their ratio. Target: after <= 1.10 x before. Exits 1 when missed.
 *
 *   npm run build && npm run bench:multipart-memory
 *   npm run bench:multipart-memory -- --requests 100 --parts 30 --part-mb 9 --concurrency 4
 *
 * Two rounds of `--requests` each, RSS read before and after each:
 *   - declared: a Content-Length, as browsers and curl send (refused before a byte of the body is read);
 *   - chunked: no Content-Length (Transfer-Encoding: chunked), so the server only learns the size by reading:
 *     the streaming caps of server/http/body-limits.ts stop it at the cap on file parts or on bytes.
 * `--round declared` or `--round chunked` runs one of them.
 *
 * After each round the server also reports its own memory (./bench-diagnostics.mjs, as bench:load does): heap,
 * array buffers, and the same after two forced full collections, which tells garbage not yet collected from
 * memory still held. That forced collection happens after the round's "after" reading, so it never helps it.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appServer } from "./drill/app-server";
import { freePort } from "./drill/pg-cluster";
import { rssMiB } from "./process-stats";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "100" },
    parts: { type: "string", default: "30" },
    "part-mb": { type: "string", default: "9" },
    concurrency: { type: "string", default: "4" },
    round: { type: "string", multiple: true },
    "settle-seconds": { type: "string", default: "5" },
  },
});
const REQUESTS = Number(values.requests);
const PARTS = Number(values.parts);
const PART_BYTES = Number(values["part-mb"]) * 1024 * 1024;
const CONCURRENCY = Number(values.concurrency);
const SETTLE_MS = Number(values["settle-seconds"]) * 1000;
const ROUNDS = (values.round?.length ? values.round : ["declared", "chunked"]) as ("declared" | "chunked")[];
const TARGET = 1.1;

if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");

const BOUNDARY = "----qanunBenchMultipart0123456789";
// One 9 MB file body, sent 30 times: the client's own memory stays flat.
const FILE = Buffer.alloc(PART_BYTES, 0x20);
Buffer.from("%PDF-1.4\n").copy(FILE);
const head = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (i: number) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_other"; filename="scan-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
const CRLF = Buffer.from("\r\n");
const CLOSE = Buffer.from(`--${BOUNDARY}--\r\n`);

function bodyPieces(n: number): Buffer[] {
  const pieces = [head("fullName", "Bench Upload"), head("email", `bench-${n}@example.qa`), head("password", "a long enough passphrase 7"), head("userType", "company")];
  for (let i = 0; i < PARTS; i++) pieces.push(fileHead(i), FILE, CRLF);
  pieces.push(CLOSE);
  return pieces;
}
const BODY_BYTES = bodyPieces(0).reduce((sum, piece) => sum + piece.length, 0);

interface Outcome {
  status: number | null;
  ms: number;
}

/** One upload; settles on the server's answer (then stops sending) or on the connection's end. */
function upload(base: string, n: number, declared: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const url = new URL("/signup", base);
    const headers: Record<string, string | number> = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, Origin: base, Cookie: "lang=en" };
    if (declared) headers["Content-Length"] = BODY_BYTES;
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers, agent: false });
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, ms: performance.now() - started });
    };
    req.on("response", (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on("end", finish);
      res.on("error", finish);
    });
    // EPIPE/ECONNRESET once the server has answered and closed: the answer, if it came, is kept.
    req.on("error", () => setTimeout(finish, 100));
    req.on("close", () => setTimeout(finish, 100));
    const pieces = bodyPieces(n);
    let i = 0;
    const pump = () => {
      while (!done && i < pieces.length) {
        if (!req.write(pieces[i++]!)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

async function round(base: string, pid: number, declared: boolean) {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) outcomes.push(await upload(base, next++, declared));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  clearInterval(sampler);
  const after = rssMiB(pid);
  peak = Math.max(peak, after);
  const statuses = new Map<string, number>();
  for (const o of outcomes) statuses.set(String(o.status ?? "no answer"), (statuses.get(String(o.status ?? "no answer")) ?? 0) + 1);
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return { before, peak, after, ratio: after / before, seconds, statuses, p50: ms[Math.floor(ms.length / 2)]!, max: ms.at(-1)! };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-bench-multipart-"));
const port = await freePort();
const diagnosticsFile = path.join(work, "diagnostics.jsonl");
const app = appServer({
  port,
  dataDir: path.join(work, "data"),
  databaseUrl: "",
  env: { DATABASE_URL: "", LOG_LEVEL: "error", BENCH_DIAGNOSTICS_OUT: diagnosticsFile },
  nodeArgs: ["--expose-gc", "--import", path.resolve("scripts/bench-diagnostics.mjs")],
});

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}
/** The server's own memory figures, now and after two forced full collections (./bench-diagnostics.mjs). */
async function inside(pid: number): Promise<{ memory: Memory; memoryAfterGc: Memory }> {
  const lines = () => (fs.existsSync(diagnosticsFile) ? fs.readFileSync(diagnosticsFile, "utf8").split("\n").filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 60_000; waited += 100) {
    const now = lines();
    if (now.length > before) return JSON.parse(now.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not write its diagnostics");
}
const memoryLine = (m: Memory) => `rss ${m.rss}, heap ${m.heapUsed} of ${m.heapTotal}, array buffers ${m.arrayBuffers}`;
let missed = false;
try {
  console.log("bench:multipart-memory: starting the production server on embedded PGlite (migrate and seed first)…");
  await app.start();
  const pid = app.pid()!;
  // Warm up what a sign-up touches (the page, the route's modules, one small legitimate upload), then let it settle.
  for (let i = 0; i < 5; i++) await (await fetch(`${app.base}/signup`, { headers: { cookie: "lang=en" } })).arrayBuffer();
  const warm = new FormData();
  for (const [k, v] of Object.entries({ fullName: "Warm Up", email: "warm.up@example.qa", password: "a long enough passphrase 7", userType: "company" })) warm.set(k, v);
  warm.set("document_commercial_registration", new File([FILE.subarray(0, 256 * 1024)], "cr.pdf", { type: "application/pdf" }));
  const warmStatus = (await fetch(`${app.base}/signup`, { method: "POST", body: warm, headers: { origin: app.base }, redirect: "manual" })).status;
  if (warmStatus !== 302) throw new Error(`the warm-up sign-up was not accepted (status ${warmStatus})`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `bench:multipart-memory: ${REQUESTS} anonymous POST /signup per round, each ${PARTS} file parts of ${mb(PART_BYTES)} MiB (${mb(BODY_BYTES)} MiB), ${CONCURRENCY} at a time, ${os.cpus().length} cores`,
  );
  const rows: string[] = [];
  const notes: string[] = [];
  for (const kind of ROUNDS) {
    const r = await round(app.base, pid, kind === "declared");
    const mem = await inside(pid);
    notes.push(`${kind}: server memory after the round (MiB): ${memoryLine(mem.memory)}; after a forced full GC: ${memoryLine(mem.memoryAfterGc)} (VmRSS ${rssMiB(pid).toFixed(0)})`);
    const ok = r.ratio <= TARGET;
    if (!ok) missed = true;
    const statuses = [...r.statuses].map(([s, n]) => `${n}x ${s}`).join(", ");
    rows.push(
      `| ${kind === "declared" ? "Content-Length declared" : "chunked (no Content-Length)"} | ${r.before.toFixed(0)} | ${r.peak.toFixed(0)} | ${r.after.toFixed(0)} | ${r.ratio.toFixed(3)} ${ok ? "PASS" : "MISS"} | ${statuses} | ${r.p50.toFixed(0)} / ${r.max.toFixed(0)} ms | ${r.seconds.toFixed(1)} s |`,
    );
  }
  console.log("\n| round | RSS before (MiB) | peak | after | after / before (target <= 1.10) | answers | time p50 / max | round time |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log("");
  for (const note of notes) console.log(note);
} catch (error) {
  missed = true;
  console.error(error);
  console.error(app.log().slice(-4000));
} finally {
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
