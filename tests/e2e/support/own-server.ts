/**
 * A production server of a spec's own, for journeys that need to reach under the app (move a request's
 * clock, read every email): a fresh PostgreSQL database on 127.0.0.1:5432, migrated and given the demo
 * accounts (scripts/seed-demo.ts, through the drill's seeding child), then the compiled server
 * (build/server-start.mjs) with sample content, its mail in DATA_DIR/outbox. Needs PostgreSQL: the spec
 * skips itself when it is not running.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { claimTotpCode } from "./totp";
import { base32 } from "@better-auth/utils/base32";
import pg from "pg";
import { appServer, type AppServer } from "../../../scripts/drill/app-server";
import { freePort } from "../../../scripts/drill/pg-cluster";
import { seedDemoDatabase, type DemoSeed } from "../../../scripts/drill/demo-seed";

export { seedDemoDatabase, type DemoSeed };

const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface OwnServer {
  base: string;
  databaseUrl: string;
  demo: DemoSeed;
  /** Every email the server wrote to its outbox for `to`. */
  mailTo: (to: string) => { to: string; subject: string; text: string }[];
  /** Runs one statement on the server's database. */
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  /** Cookies of a signed-in session (the second step passed for two-factor accounts), for a browser context. */
  signIn: (who: { email: string; password: string; totpSecret?: string }) => Promise<Parameters<BrowserContext["addCookies"]>[0]>;
  stop: () => Promise<void>;
  /** The server's process (with WEB_CONCURRENCY, the cluster's primary). */
  pid: () => number | null;
  exitCode: () => number | null;
}

/**
 * Signs in over HTTP at `base` (the second step passed for two-factor accounts) and returns the session as a
 * Cookie header. `origin` is the site's BASE_URL when the servers sit behind a front.
 */
export async function signInAt(base: string, who: { email: string; password: string; totpSecret?: string }, origin = base): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const at = pair.indexOf("=");
      if (pair.slice(at + 1) === "") cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const form = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
  // The sign-in form's action, then the second step's (better-auth's JSON endpoints are closed: issue 25 §2).
  const first = await fetch(`${base}/client-area`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ intent: "password", email: who.email, password: who.password }),
    redirect: "manual",
  });
  if (first.status !== 302) throw new Error(`sign-in of ${who.email} failed: ${first.status} ${await first.text()}`);
  keep(first);
  if (first.headers.get("location")?.startsWith("/client-area/two-factor")) {
    if (!who.totpSecret) throw new Error(`${who.email} needs a second step and no TOTP secret was given`);
    const code = await claimTotpCode(base32.decode(who.totpSecret.toUpperCase()));
    const second = await fetch(`${base}/client-area/two-factor`, {
      method: "POST",
      headers: { ...form, Cookie: header() },
      body: new URLSearchParams({ intent: "totp", code }),
      redirect: "manual",
    });
    if (second.status !== 302) throw new Error(`second step of ${who.email} failed: ${second.status} ${await second.text()}`);
    keep(second);
  }
  // Only the session: the form's "signed in" toast (the flash cookie) is not the caller's to show.
  cookies.delete("flash");
  return header();
}

/** Every email a server with this data folder wrote to its file outbox (no SMTP_URL) for `to`. */
export function outboxMailTo(dataDir: string, to: string): { to: string; subject: string; text: string }[] {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
}

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function startOwnServer(opts: { label: string; env?: Record<string, string> }): Promise<OwnServer> {
  const name = `qanun_${opts.label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `qanun-${opts.label}-`));
  const dataDir = path.join(work, "data");
  fs.mkdirSync(dataDir);

  const demo = await seedDemoDatabase(databaseUrl, dataDir);

  const port = await freePort();
  const server: AppServer = appServer({ port, dataDir, databaseUrl, env: { LOG_LEVEL: "warn", ...opts.env } });
  await server.start();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Best effort: a test that stops the database or the server must not crash the worker through the pool.
  pool.on("error", () => {});

  return {
    base: server.base,
    databaseUrl,
    demo,
    mailTo: (to) => outboxMailTo(dataDir, to),
    pid: () => server.pid(),
    exitCode: () => server.exitCode(),
    sql: (text, values) => pool.query(text, values),
    signIn: async (who) =>
      (await signInAt(server.base, who)).split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.base };
      }),
    stop: async () => {
      await server.stop();
      await pool.end().catch(() => {});
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
