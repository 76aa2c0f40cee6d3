/**
 * The production server (build/) as a child process of a drill, against a drill's private PostgreSQL
 * cluster: started, waited for, killed (gracefully or with SIGKILL) and started again on the same port,
 * data folder and database, with its output kept for the report.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface AppServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string;
  /** Extra environment (SMTP_URL, ...); the drill's defaults keep rate limits out of the way. */
  env?: Record<string, string>;
  /** Where `build/` is looked up (default: the current directory); benchmarks compare two builds this way. */
  cwd?: string;
  /** Node's own flags (--cpu-prof, --heapsnapshot-signal=...), which NODE_OPTIONS does not all accept. */
  nodeArgs?: string[];
}

export interface AppServer {
  base: string;
  /** Starts a new process (after a kill) and waits until it answers /healthz. */
  start: () => Promise<void>;
  /** SIGKILL: no shutdown code runs, as when the machine loses power. */
  kill9: () => Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** True while a process is running; false once it exited by itself or was killed. */
  running: () => boolean;
  exitCode: () => number | null;
  log: () => string;
  /** The running process's id (for its memory), null before the first start. */
  pid: () => number | null;
}

/**
 * The V8 heap settings production starts the server with (package.json's start and serve scripts, the
 * Dockerfile; tests/unit/deploy/production-start.test.ts keeps the three the same). Without them V8 sizes the heap
 * from the machine's memory: above 16 GB it lets the old generation grow to about four times what is live
 * before a full collection (bench:load: 70 MB live, 270 MB of old space, 480 MB RSS after the load). A
 * 512 MB ceiling makes it grow by about 1.4x instead; the young generation stays at its default 16 MB.
 */
export const PRODUCTION_NODE_FLAGS = ["--max-old-space-size=512", "--max-semi-space-size=16"];

export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export function appServer(opts: AppServerOptions): AppServer {
  const base = `http://127.0.0.1:${opts.port}`;
  let child: ChildProcess | null = null;
  let exited = true;
  let exitCode: number | null = null;
  let output = "";

  const start = async () => {
    exited = false;
    exitCode = null;
    // The compiled server, as production runs it (npm run build writes it).
    const current = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...(opts.nodeArgs ?? []), "build/server-start.mjs"], {
      cwd: opts.cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(opts.port),
        BASE_URL: base,
        DATA_DIR: opts.dataDir,
        DATABASE_URL: opts.databaseUrl,
        SEED: "true",
        AUTH_IP_LIMIT: "1000000",
        FORM_IP_LIMIT: "1000000",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        S3_BUCKET: "",
        ...opts.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = current;
    current.stdout?.on("data", (chunk) => (output += chunk));
    current.stderr?.on("data", (chunk) => (output += chunk));
    current.on("exit", (code) => {
      if (child !== current) return;
      exited = true;
      exitCode = code;
    });
    await waitForHealthy(`${base}/healthz`, 120_000);
  };

  const waitExit = (current: ChildProcess, graceMs: number) =>
    new Promise<void>((resolve) => {
      if (current.exitCode !== null || current.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        current.kill("SIGKILL");
      }, graceMs);
      current.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    base,
    start,
    kill9: async () => {
      const current = child;
      if (!current || exited) return;
      current.kill("SIGKILL");
      await waitExit(current, 0);
    },
    stop: async () => {
      const current = child;
      if (!current || exited) return;
      current.kill("SIGTERM");
      await waitExit(current, 10_000);
    },
    running: () => !exited,
    exitCode: () => exitCode,
    log: () => output,
    pid: () => child?.pid ?? null,
  };
}
