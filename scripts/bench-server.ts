/**
 * What the HTTP benchmarks of the uncached paths share (bench-uncached, bench-load): a seeded database
 * (the sample content and the demo accounts, seeded here before the server opens it, since PGlite's
 * folder takes one process at a time), the compiled server as a child process, sign-ins over HTTP,
 * autocannon runs and the server's resident memory.
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createDatabase, setDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { DEFAULT_SAMPLE_LAWYER_COUNT, seedSampleContent } from "./seed-data";
import { seedDemo } from "./seed-demo";
export { childPids, cpuMs, rssMiB, treeCpuMs } from "./process-stats";

export interface SeededAccount {
  email: string;
  password: string;
  dashboard: string;
}

/**
 * Migrates and seeds the database the server will use (PGlite in `dataDir` unless `databaseUrl`), with
 * the demo accounts, and returns the individual's and the company owner's sign-ins (neither needs a
 * second factor). The database is closed again before the server starts.
 */
export async function seedBenchDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<SeededAccount[]> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // getEnv() (auth's secrets) reads the same folder as the server will: secrets.json is generated once.
  process.env.DATA_DIR = opts.dataDir;
  process.env.DATABASE_URL = opts.databaseUrl ?? "";
  process.env.LOG_LEVEL ??= "error";
  const db = createDatabase(opts.databaseUrl ? { kind: "postgres", url: opts.databaseUrl } : { kind: "pglite", dataDir: path.join(opts.dataDir, "pglite") });
  setDb(db);
  try {
    await migrateToLatest(db);
    await seedSampleContent(db, { log: () => {}, lawyerCount: DEFAULT_SAMPLE_LAWYER_COUNT });
    // The benchmark's own scratch database: demo sign-ins are what it needs (never a production one).
    const demo = await seedDemo(db, { nodeEnv: "development", resetPasswords: true });
    const individual = demo.accounts.individual;
    const owner = demo.accounts.companyOwner;
    if (!individual.password || !owner.password) throw new Error("the demo accounts came back without passwords");
    return [
      { email: individual.email, password: individual.password, dashboard: "/dashboard/user" },
      { email: owner.email, password: owner.password, dashboard: "/dashboard/company" },
    ];
  } finally {
    await db.destroy();
    setDb(undefined);
  }
}

/** Signs in through the sign-in form's action, as a browser without JavaScript does; returns the session cookie. */
export async function signIn(base: string, account: SeededAccount): Promise<string> {
  const response = await fetch(`${base}/client-area`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "password", email: account.email, password: account.password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in of ${account.email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (!cookie) throw new Error(`sign-in of ${account.email} set no cookie`);
  const page = await fetch(`${base}${account.dashboard}`, { headers: { cookie }, redirect: "manual" });
  if (page.status !== 200) throw new Error(`${account.dashboard} answered ${page.status} to a signed-in ${account.email}`);
  return cookie;
}

export type Request = { path: string; headers?: Record<string, string> };

/**
 * autocannon over `connections` connections for `seconds`, each request built by `next` (a different
 * URL or cookie every time is what keeps the page cache out of the way).
 */
export function drive(opts: { base: string; connections: number; seconds: number; next: (i: number) => Request }): Promise<autocannon.Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: opts.base,
        connections: opts.connections,
        duration: opts.seconds,
        // A request is built per send; autocannon's pipelining stays off (one request at a time per connection).
        requests: [
          {
            setupRequest: (request) => {
              const { path: p, headers } = opts.next(i++);
              return { ...request, path: p, headers: { ...request.headers, ...headers } };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Words a directory search may use, in both languages, so that a run covers the index and not one row. */
export const SEARCH_WORDS = ["family", "commercial", "labour", "labor", "company", "contract", "property", "criminal", "ahmed", "law", "أحمد", "شركة", "عقد", "عقود", "عمل", "أسرة", "تجاري", "محامي", "عقار", "جنائي"];

/**
 * A directory search nobody asked before: a word of either language and a fee floor that changes with
 * every request (0 to 199 QAR: every sample lawyer still matches on fees, so the result is a real page of
 * lawyers), in one of the two languages. The page cache never serves a query with `q` anyway.
 */
export function freshSearch(i: number): Request {
  const word = SEARCH_WORDS[i % SEARCH_WORDS.length]!;
  const lang = i % 2 ? "en" : "ar";
  return { path: `/browse-law-firms?q=${encodeURIComponent(word)}&feeMin=${i % 200}&lang=${lang}`, headers: { cookie: `lang=${lang}` } };
}
