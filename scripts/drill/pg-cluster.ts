/**
 * A private PostgreSQL cluster for fault drills and outage tests: initdb into a temporary folder,
 * served on a free loopback port, stopped and started at will. Never touches the shared server on
 * 5432. As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(base, version, "bin");
    if (fs.existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("initdb not found: install PostgreSQL's server package or set PG_BIN_DIR");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateCluster {
  url: string;
  port: number;
  dir: string;
  stop: (mode?: "fast" | "immediate") => void;
  start: () => void;
  destroy: () => void;
}

/** Creates and starts a throw-away cluster with one database, `drill`. */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-pg-"));
  const dir = path.join(root, "data");
  const socketDir = root;
  const log = path.join(root, "server.log");
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", root]);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", full, ...args], { stdio: "pipe" });
    else execFileSync(full, args, { stdio: "pipe" });
  };
  run("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", dir, "-l", log, "-o", options, "-w", "-t", "30", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", dir, "-m", mode, "-w", "-t", "30", "stop"]);
  start();
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "drill"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/drill`,
    port,
    dir,
    start,
    stop,
    destroy: () => {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
