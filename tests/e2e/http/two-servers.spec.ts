/**
 * Issue 14 §5: two app servers behind nginx, with the repository's own deploy/nginx.conf (its upstream
 * addresses, port and paths replaced), on one PostgreSQL database. Both servers are started here from the
 * production build. Checked across them: a sign-up's confirmation email is sent exactly once though both
 * run the mail outbox; a session made through the front works on each server alone; the page cache of each
 * server empties when the content changes; the front keeps answering when one server stops. Live events and
 * reminders across servers ride the same LISTEN/NOTIFY and SKIP LOCKED claims; they are not driven here yet.
 * Runs in the "js" project only, and needs nginx (Debian's nginx-light) and PostgreSQL on 127.0.0.1:5432.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { appServer, type AppServer } from "../../../scripts/drill/app-server";
import { freePort } from "../../../scripts/drill/pg-cluster";
import { PASSWORD, SAMPLE_UPDATE_ID } from "../support/fixtures";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => fs.existsSync(p));
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

let work = "";
let databaseName = "";
let front = "";
let servers: AppServer[] = [];
let nginx: ChildProcess | null = null;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "servers of its own: once is enough");
  test.skip(!NGINX, "nginx is missing: apt-get install -y nginx-light");
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    test.skip(true, "PostgreSQL is not running on 127.0.0.1:5432");
  }
  databaseName = `qanun_two_servers_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${databaseName}`);
  await admin.end();

  work = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-two-servers-"));
  const [frontPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  front = `http://localhost:${frontPort}`;
  const shared = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    BASE_URL: front,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    FILE_URL_SECRET: crypto.randomBytes(32).toString("hex"),
    TRUST_PROXY: "loopback",
    MAIL_POLL_MS: "300",
    LOG_LEVEL: "warn",
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const port of [portA, portB]) {
    const dataDir = path.join(work, `data-${port}`);
    dataDirs.push(dataDir);
    const server = appServer({ port, dataDir, databaseUrl: shared.DATABASE_URL, env: shared });
    servers.push(server);
    await server.start();
  }

  const conf = fs
    .readFileSync("deploy/nginx.conf", "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${portA}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${portB}`)
    .replace("listen 8080;", `listen 127.0.0.1:${frontPort};`)
    .replaceAll("/tmp/qanun-nginx", path.join(work, "nginx"));
  const confFile = path.join(work, "nginx.conf");
  fs.writeFileSync(confFile, conf);
  nginx = spawn(NGINX!, ["-c", confFile, "-g", "daemon off;"], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${front}/healthz`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  for (const server of servers) await server.stop();
  servers = [];
  if (databaseName) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Every message either server wrote to its outbox for `to`. */
function mailTo(to: string): { subject: string; text: string }[] {
  return dataDirs.flatMap((dir) => {
    const outbox = path.join(dir, "outbox");
    if (!fs.existsSync(outbox)) return [];
    return fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")) as { to: string; subject: string; text: string })
      .filter((m) => m.to === to);
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

test("a sign-up through the front: one confirmation email from two outbox workers, and the session works on each server", async () => {
  test.setTimeout(90_000);
  const email = `two-servers-${Date.now()}@example.qa`;
  const form = (values: Record<string, string>) => new URLSearchParams(values);
  const headers = { Origin: front, "Content-Type": "application/x-www-form-urlencoded" };
  const signUp = await fetch(`${front}/signup`, { method: "POST", headers, body: form({ fullName: "Two Servers", email, password: PASSWORD, userType: "individual" }), redirect: "manual" });
  expect(signUp.status).toBe(302);

  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  // Both workers keep polling: still one a few rounds later.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(mailTo(email)).toHaveLength(1);
  const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mailTo(email)[0]!.text)?.[0];
  const token = new URL(link!).searchParams.get("token")!;
  const verify = await fetch(`${front}/verify-email`, { method: "POST", headers, body: form({ token }), redirect: "manual" });
  expect(verify.status).toBe(302);

  const signIn = await fetch(`${front}/client-area`, { method: "POST", headers, body: form({ email, password: PASSWORD, intent: "password" }), redirect: "manual" });
  expect(signIn.status).toBe(302);
  const cookie = cookieOf(signIn);
  expect(cookie).toContain("session_token");
  for (const server of servers) {
    const page = await fetch(`${server.base}/account-settings`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status, `account settings on ${server.base}`).toBe(200);
    expect(await page.text()).toContain(email);
  }
});

test("a change to public content empties the page cache of both servers", async () => {
  const title = `Two-server update ${Date.now()}`;
  const english = { Cookie: "lang=en" };
  // Each server keeps the page (the second answer comes from its cache).
  for (const server of servers) {
    await fetch(`${server.base}/legal-updates/${SAMPLE_UPDATE_ID}`, { headers: english });
    const kept = await fetch(`${server.base}/legal-updates/${SAMPLE_UPDATE_ID}`, { headers: english });
    expect(kept.headers.get("x-page-cache"), `kept on ${server.base}`).toBe("hit");
  }
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${databaseName}` });
  await db.connect();
  await db.query("update legal_updates set title_en = $1 where id = $2", [title, SAMPLE_UPDATE_ID]);
  await db.end();
  for (const server of servers) {
    await expect.poll(async () => (await fetch(`${server.base}/legal-updates/${SAMPLE_UPDATE_ID}`, { headers: english })).text(), { timeout: 5_000 }).toContain(title);
  }
});

test("the front keeps answering when one server stops", async () => {
  const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${front}/healthz`).then((r) => r.status)));
  expect(pages.every((s) => s === 200)).toBe(true);
  await servers[0]!.stop();
  const after = await Promise.all(Array.from({ length: 10 }, () => fetch(`${front}/`, { headers: { Cookie: "lang=en" } }).then((r) => r.status)));
  expect(after.every((s) => s === 200)).toBe(true);
});
