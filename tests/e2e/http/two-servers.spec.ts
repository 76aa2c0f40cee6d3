/**
 * Issue 14 §5: two app servers behind nginx, with the repository's own deploy/nginx.conf (its upstream
 * addresses, port and paths replaced), on one PostgreSQL database. Both servers are started here from the
 * production build. Checked across them: a sign-up's confirmation email is sent exactly once though both
 * run the mail outbox; a session made through the front works on each server alone; the page cache of each
 * server empties when the content changes; a live notification caused on one server reaches a browser's stream
 * on the other; a consultation's reminder, due while both servers' workers race for it, goes out once; the
 * front keeps answering when one server stops.
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
import { outboxMailTo, seedDemoDatabase, signInAt, type DemoSeed } from "../support/own-server";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => fs.existsSync(p));
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

let work = "";
let databaseName = "";
let front = "";
let servers: AppServer[] = [];
let nginx: ChildProcess | null = null;
let demo: DemoSeed;
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
    // Both servers' reminder workers look often, so that they race for the same due reminder.
    REMINDER_INTERVAL_MS: "300",
    LOG_LEVEL: "warn",
  };
  // The demo accounts (a client, a verified lawyer with hours) first; then one server after the other: the first
  // seeds the sample content, the second finds it done.
  demo = await seedDemoDatabase(shared.DATABASE_URL, path.join(work, "seed"), { BETTER_AUTH_SECRET: shared.BETTER_AUTH_SECRET });
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
  return dataDirs.flatMap((dir) => outboxMailTo(dir, to));
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

/** A tRPC mutation sent to one server directly (its own Origin, so the origin check passes), as `cookie`. */
async function mutateAt<T>(base: string, cookie: string, procedure: string, input: unknown): Promise<T> {
  const response = await fetch(`${base}/api/trpc/${procedure}`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok) throw new Error(`${procedure} on ${base}: ${response.status} ${JSON.stringify(body.error)}`);
  return body.result!.data;
}

test("a notification caused on one server reaches a stream on the other, and a due reminder goes out once", async () => {
  test.setTimeout(120_000);
  const [a, b] = servers as [AppServer, AppServer];
  const client = await signInAt(front, { email: demo.email, password: demo.password }, front);
  const lawyer = await signInAt(front, demo.lawyer, front);

  // The client's live notifications, listened to on server B.
  const stream = await fetch(`${b.base}/api/notifications/stream`, { headers: { Cookie: client, Accept: "text/event-stream" } });
  expect(stream.status).toBe(200);
  let heard = "";
  const reader = stream.body!.getReader();
  const listening = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      heard += decoder.decode(value, { stream: true });
    }
  })();

  // The client books a video consultation with the demo lawyer on server A; the lawyer accepts on server A.
  const from = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar" }).format(new Date(Date.now() + 86_400_000));
  const slotsInput = { lawyerId: demo.lawyerId, serviceArea: "civil", kind: "video", from, days: 14 };
  const slots = (await (await fetch(`${a.base}/api/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify(slotsInput))}`, { headers: { Cookie: client } })).json()) as {
    result: { data: { slots: { startsAt: string }[] } };
  };
  const slot = slots.result.data.slots[0];
  expect(slot, "the demo lawyer has a free slot in the next two weeks").toBeTruthy();
  const booked = await mutateAt<{ id: string; reference: string }>(a.base, client, "consultations.book", {
    lawyerId: demo.lawyerId,
    serviceArea: "civil",
    kind: "video",
    startsAt: slot!.startsAt,
    description: "Two servers: a notification and a reminder across them.",
    phone: "+974 5555 1234",
  });
  await mutateAt(a.base, lawyer, "consultations.accept", { id: booked.id });
  await expect.poll(() => heard, { timeout: 10_000 }).toMatch(/event: notification[\s\S]*"type":"confirmed"/);
  await reader.cancel();
  await listening;

  // The clock moves: the reminders are due now. Both servers' workers race; one reminder goes, once (when both
  // are due only the 1 h one is sent).
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${databaseName}` });
  await db.connect();
  try {
    const moved = await db.query("update consultation_reminders set due_at = now() - interval '1 second' where consultation_id = $1", [booked.id]);
    // Two rows (24 h and 1 h before), or only the 1 h one when the slot is less than a day away.
    expect(moved.rowCount).toBeGreaterThan(0);
    await expect
      .poll(async () => (await db.query("select count(*)::int as n from consultation_reminders where consultation_id = $1 and sent_at is null", [booked.id])).rows[0].n, { timeout: 10_000 })
      .toBe(0);
    // A few more rounds of both workers: still one reminder event, and one reminder email to each side.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const events = await db.query("select type from consultation_events where consultation_id = $1 and type like 'reminder%'", [booked.id]);
    expect(events.rows.map((r) => r.type)).toEqual(["reminder_1h"]);
    const mails = await db.query(
      "select to_address, count(*)::int as n from mail_outbox where subject like '%Reminder%' and subject like '%' || $1 || '%' group by to_address order by to_address",
      [booked.reference],
    );
    expect(mails.rows).toEqual(
      [demo.email, demo.lawyer.email].sort().map((to) => ({ to_address: to, n: 1 })),
    );
  } finally {
    await db.end();
  }
});

test("the front keeps answering when one server stops", async () => {
  const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${front}/healthz`).then((r) => r.status)));
  expect(pages.every((s) => s === 200)).toBe(true);
  await servers[0]!.stop();
  const after = await Promise.all(Array.from({ length: 10 }, () => fetch(`${front}/`, { headers: { Cookie: "lang=en" } }).then((r) => r.status)));
  expect(after.every((s) => s === 200)).toBe(true);
});
