/**
 * The load generator of the benchmarks that measure the app against nginx serving the same bytes
 * (bench-http, bench-cache-states): Debian's wrk, which reads a 69 KB page as fast as nginx sends it (one
 * autocannon thread cannot), its totals as JSON, one request as wrk sends it to learn the exact answer, and
 * the checks that make a ratio believable:
 *
 * - before a run, the reference answers the expected status with the app's body (sha256 of both);
 * - during a run, the bytes wrk read divided by its requests are the size of that expected answer on the wire
 *   (a render, a 200 in place of a 304 or an error page would change it), with no socket error and no status
 *   outside 2xx/3xx;
 * - the generator is not the bottleneck: against nginx, nginx's worker must be the busy one (its CPU share of
 *   a core next to wrk's share of its threads, from /proc).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { treeCpuMs } from "./process-stats";

export interface WrkResult {
  requests: number;
  duration_us: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  /** Answers with a status above 399 (wrk's count). */
  status: number;
  timeout: number;
  p99_us: number;
  /** CPU time wrk itself used (user + system, ms). */
  wrk_cpu_ms: number;
  /** CPU time the server under test used during the run (its process tree, ms), when its pid was given. */
  server_cpu_ms: number | null;
  /**
   * CPU time the rest of the machine used during the run (all cores' busy time from /proc/stat, less wrk's and
   * the server's, when its pid was given): other work on a shared machine, which the load average mixes with the
   * benchmark's own.
   */
  others_cpu_ms: number | null;
}

export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
}

export function wrkBinary(): string {
  const bin = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => fs.existsSync(p));
  if (!bin) throw new Error("wrk is missing: apt-get install -y wrk");
  return bin;
}

/** wrk's own totals as JSON (its done() callback; no per-response Lua, which would slow wrk itself). */
const REPORT_LUA = `done = function(summary, latency, requests)
  io.write(string.format('WRK {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout, latency:percentile(99)))
end
`;

/** CPU time (ms) of this process's children that have exited and been waited for (cutime + cstime). */
function waitedChildrenCpuMs(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields from 3 on: cutime is 16, cstime 17; USER_HZ is 100.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Busy CPU time of the whole machine so far (user, nice, system, irq, softirq, steal of /proc/stat), in ms. */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 10;
}

/**
 * A wrk runner for `opts` (its Lua report written under `work`): `run(url, headers, serverPid?)` drives the URL
 * for opts.seconds and returns wrk's totals, wrk's CPU time and, with `serverPid`, the server's.
 */
export function wrkRunner(work: string, opts: WrkOptions) {
  const bin = wrkBinary();
  const script = path.join(work, "wrk-report.lua");
  fs.writeFileSync(script, REPORT_LUA);
  return (url: string, headers: Record<string, string>, serverPid?: number | null): WrkResult => {
    const args = ["-t", String(opts.threads), "-c", String(opts.connections), "-d", `${opts.seconds}s`, "--latency", "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    const serverBefore = serverPid ? treeCpuMs(serverPid) : 0;
    const wrkBefore = waitedChildrenCpuMs();
    const machineBefore = machineBusyMs();
    // Synchronous: this process stays out of the CPU's way while wrk runs; wrk's CPU is read once it is waited for.
    const out = execFileSync(bin, [...args, url], { encoding: "utf8" });
    const machine = machineBusyMs() - machineBefore;
    const wrk_cpu_ms = waitedChildrenCpuMs() - wrkBefore;
    const server_cpu_ms = serverPid ? treeCpuMs(serverPid) - serverBefore : null;
    const others_cpu_ms = server_cpu_ms === null ? null : Math.max(0, machine - wrk_cpu_ms - server_cpu_ms);
    const line = out.split("\n").find((l) => l.startsWith("WRK "));
    if (!line) throw new Error(`wrk printed no report:\n${out}`);
    return { ...(JSON.parse(line.slice(4)) as Omit<WrkResult, "wrk_cpu_ms" | "server_cpu_ms" | "others_cpu_ms">), wrk_cpu_ms, server_cpu_ms, others_cpu_ms };
  };
}

/** What other work took of the machine during a run, in % of one core (the load average also counts the benchmark). */
export const othersShare = (r: WrkResult) => (r.others_cpu_ms === null ? "?" : ((100 * r.others_cpu_ms) / (r.duration_us / 1000)).toFixed(0));
export const requestRate = (r: WrkResult) => r.requests / (r.duration_us / 1e6);
export const byteRate = (r: WrkResult) => r.bytes / (r.duration_us / 1e6);
export const mib = (bytesPerSecond: number) => `${(bytesPerSecond / 1048576).toFixed(1)} MiB/s`;
export const sha256 = (body: Buffer) => createHash("sha256").update(body).digest("hex");

export interface Probe {
  status: number;
  head: Record<string, string>;
  /** The whole answer on the wire: status line, headers and body. */
  size: number;
  /** The body (decoded when it came chunked). */
  body: Buffer;
  /** Sent chunked (a render streamed): its size on the wire is no fixed figure to check wrk's bytes against. */
  chunked: boolean;
}

/** A chunked body's bytes, or null while its last chunk has not arrived. */
function dechunk(raw: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol === -1) return null;
    const length = parseInt(raw.subarray(at, eol).toString("latin1"), 16);
    if (length === 0) return raw.indexOf("\r\n", eol + 2) === -1 ? null : Buffer.concat(parts);
    if (raw.byteLength < eol + 2 + length + 2) return null;
    parts.push(raw.subarray(eol + 2, eol + 2 + length));
    at = eol + 2 + length + 2;
  }
}

/**
 * One request as wrk sends it (HTTP/1.1, keep-alive, no Accept-Encoding), and the exact answer: status, headers
 * and total size on the wire, to compare with the bytes per request wrk read.
 */
export function probe(port: number, pathname: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const extra = Object.entries(headers)
      .map(([n, v]) => `${n}: ${v}\r\n`)
      .join("");
    socket.on("connect", () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}\r\n`));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`probe of 127.0.0.1:${port}${pathname}: no complete answer within 10 s`));
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf("\r\n\r\n");
      if (end === -1) return;
      const lines = all.subarray(0, end).toString("latin1").split("\r\n");
      const head: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(":");
        head[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      const chunked = /chunked/i.test(head["transfer-encoding"] ?? "");
      const body = chunked ? dechunk(all.subarray(end + 4)) : all.byteLength >= end + 4 + Number(head["content-length"] ?? 0) ? all.subarray(end + 4) : null;
      if (!body) return;
      socket.destroy();
      resolve({ status: Number(lines[0]!.split(" ")[1]), head, size: all.byteLength, body, chunked });
    });
  });
}

/**
 * What makes a run invalid: bytes per answer other than `size` (the expected answer on the wire; within one
 * partly read answer per connection), a socket error, a timeout or a status outside 2xx/3xx. Empty when valid.
 */
export function runFailures(what: string, result: WrkResult, expected: Probe, connections: number): string[] {
  const failures: string[] = [];
  if (result.requests === 0) return [`${what}: wrk completed no request`];
  if (expected.chunked) return [`${what}: the expected answer came chunked (a render, not a kept page): no fixed size to check`];
  const size = expected.size;
  const perRequest = result.bytes / result.requests;
  if (Math.abs(perRequest - size) > (size * connections) / result.requests + 1) {
    failures.push(`${what}: wrk read ${perRequest.toFixed(1)} bytes per answer, expected ${size} (another answer than the one checked)`);
  }
  const { connect, read, write, status, timeout } = result;
  if (connect + read + write + timeout > 0) failures.push(`${what}: socket errors (connect ${connect}, read ${read}, write ${write}, timeout ${timeout})`);
  if (status > 0) failures.push(`${what}: ${status} answers with a status outside 2xx/3xx`);
  return failures;
}

/**
 * Whether wrk could drive nginx as fast as nginx serves (run against nginx with nginx's pid): nginx's single
 * worker is then the busy process. Returns a line for the report, and `suspect` when wrk's threads were busier
 * than nginx's worker (wrk, not nginx, set the pace: the ratio would flatter the app).
 */
export function generatorCheck(nginxRun: WrkResult, threads: number): { line: string; suspect: boolean } {
  const ms = nginxRun.duration_us / 1000;
  const nginxShare = (nginxRun.server_cpu_ms ?? 0) / ms;
  const wrkShare = nginxRun.wrk_cpu_ms / ms / threads;
  const suspect = wrkShare > 0.9 && nginxShare < 0.9 * wrkShare;
  const line =
    `wrk against nginx: ${Math.round(requestRate(nginxRun)).toLocaleString("en")} req/s, ${mib(byteRate(nginxRun))}; ` +
    `nginx's worker ${(100 * nginxShare).toFixed(0)}% of a core, wrk ${(100 * wrkShare).toFixed(0)}% of each of its ${threads} threads, ` +
    `other processes ${othersShare(nginxRun)}% of a core` +
    (suspect ? " (wrk busier than nginx: the generator may be the bottleneck)" : "");
  return { line, suspect };
}
