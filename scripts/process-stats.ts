/** What the benchmarks and tests read about a server process from /proc (Linux). */
import fs from "node:fs";

/** Resident memory of a process, in MiB (VmRSS of /proc/<pid>/status). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/**
 * CPU time a process has used so far (user + system, from /proc/<pid>/stat), in ms. On a shared machine
 * requests/s follow whatever else runs; the server's CPU time per request does much less so.
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
/** The processes a process started (a cluster's server processes), from /proc/<pid>/task/<pid>/children. */
export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU time of a process and of every process under it (a cluster's primary and its servers), in ms. */
export function treeCpuMs(pid: number): number {
  return cpuMs(pid) + childPids(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

// USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK).
const CLOCK_TICKS = 100;
