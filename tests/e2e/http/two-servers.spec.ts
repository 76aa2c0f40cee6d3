/* eslint-disable max-lines -- one set-up for every check: two production servers behind nginx, started once, the checks in order (the last stops one) */
/**
 * Issue 14 §5: two app servers behind nginx, with the repository's own deploy/nginx.conf (its upstream
 * addresses, port and paths replaced), on one PostgreSQL database. Both servers are started here from the
 * production build. Checked across them: a sign-up's confirmation email is sent exactly once though both
 * run the mail outbox; a session made through the front works on each server alone; the page cache of each
 * server empties when the content changes; a live notification caused on one server reaches a browser's stream
 * on the other; a consultation's reminder, due while both servers' workers race for it, goes out once; a voice
 * call between a client's browser on one server and the lawyer's on the other connects, each signalling message
 * reaching the other side's stream once, and nobody else gets in; the front keeps answering when one server stops.
 * Runs in the "js" project only, and needs nginx (Debian's nginx-light) and PostgreSQL on 127.0.0.1:5432.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import config from "../../../playwright.config";
import { appServer, type AppServer } from "../../../scripts/drill/app-server";
import { freePort } from "../../../scripts/drill/pg-cluster";
import { PASSWORD, SAMPLE_UPDATE_ID } from "../support/fixtures";
import { t, waitForHydration } from "../support/helpers";
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

// The call's browsers get a fake microphone (as in tests/e2e/voice/voice-call.spec.ts): WebRTC runs here for real.
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", "--autoplay-policy=no-user-gesture-required"],
  },
});

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

/** A tRPC query sent to one server directly, as `cookie`. */
async function queryAt<T>(base: string, cookie: string, procedure: string, input: unknown): Promise<T> {
  const response = await fetch(`${base}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!response.ok) throw new Error(`${procedure} on ${base}: ${response.status} ${JSON.stringify(body.error)}`);
  return body.result!.data;
}

/** The demo lawyer's first free slot of `kind` from tomorrow (Qatar) on, asked on server `base`. */
async function firstSlot(base: string, cookie: string, kind: "voice" | "video"): Promise<string> {
  const from = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Qatar" }).format(new Date(Date.now() + 86_400_000));
  const { slots } = await queryAt<{ slots: { startsAt: string }[] }>(base, cookie, "consultations.slots", { lawyerId: demo.lawyerId, serviceArea: "civil", kind, from, days: 14 });
  expect(slots[0], "the demo lawyer has a free slot in the next two weeks").toBeTruthy();
  return slots[0]!.startsAt;
}

interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * A server-sent-events stream opened on one server and read in the background: `heard` is everything so far,
 * `events()` the complete events in it (heartbeat comments and the retry line left out).
 */
async function streamAt(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers: { Accept: "text/event-stream", ...headers } });
  expect(response.status, url).toBe(200);
  let heard = "";
  const reader = response.body!.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      heard += decoder.decode(value, { stream: true });
    }
  })();
  return {
    heard: () => heard,
    events: (): StreamEvent[] =>
      heard
        .split("\n\n")
        .slice(0, -1)
        .map((block) => {
          const field = (name: string) => block.split("\n").find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          return { id: field("id"), event: field("event") ?? "", data: field("data") ?? "" };
        })
        .filter((e) => e.event !== ""),
    close: async () => {
      await reader.cancel();
      await reading;
    },
  };
}

test("a notification caused on one server reaches a stream on the other, and a due reminder goes out once", async () => {
  test.setTimeout(120_000);
  const [a, b] = servers as [AppServer, AppServer];
  const client = await signInAt(front, { email: demo.email, password: demo.password }, front);
  const lawyer = await signInAt(front, demo.lawyer, front);

  // The client's live notifications, listened to on server B.
  const stream = await streamAt(`${b.base}/api/notifications/stream`, { Cookie: client });

  // The client books a video consultation with the demo lawyer on server A; the lawyer accepts on server A.
  const booked = await mutateAt<{ id: string; reference: string }>(a.base, client, "consultations.book", {
    lawyerId: demo.lawyerId,
    serviceArea: "civil",
    kind: "video",
    startsAt: await firstSlot(a.base, client, "video"),
    description: "Two servers: a notification and a reminder across them.",
    phone: "+974 5555 1234",
  });
  await mutateAt(a.base, lawyer, "consultations.accept", { id: booked.id });
  await expect.poll(() => stream.heard(), { timeout: 10_000 }).toMatch(/event: notification[\s\S]*"type":"confirmed"/);
  await stream.close();

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

/** Runs one statement on the two servers' database. */
async function sqlOnce(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${databaseName}` });
  await db.connect();
  try {
    return await db.query(text, values);
  } finally {
    await db.end();
  }
}

type CallHeard = { streams: string[]; ready: string[]; signals: { id: string; kind: string }[] };

/**
 * Runs in the call page before its scripts: the page's own EventSource, unchanged, but also noting for the
 * test which server each call stream went to, its "ready" cursors and every signal it delivered (id, kind).
 */
function recordCallEvents() {
  const heard: CallHeard = { streams: [], ready: [], signals: [] };
  (window as unknown as { __callHeard: CallHeard }).__callHeard = heard;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      const at = new URL(String(url), location.href);
      if (!at.pathname.startsWith("/api/calls/")) return;
      heard.streams.push(at.origin);
      this.addEventListener("ready", (e) => heard.ready.push((e as MessageEvent).lastEventId));
      this.addEventListener("signal", (e) => {
        const message = e as MessageEvent<string>;
        heard.signals.push({ id: message.lastEventId, kind: (JSON.parse(message.data) as { kind: string }).kind });
      });
    }
  };
}

/**
 * One party's browser, talking to `server` only: its session cookie is for that server's address, and every
 * request of the page (the call page, its calls.signal posts, its events stream) goes there.
 */
async function joinCallAt(browser: Browser, opts: { server: AppServer; cookie: string; id: string }) {
  const context = await browser.newContext();
  const cookies = [...opts.cookie.split("; "), "lang=en"].map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: opts.server.base };
  });
  await context.addCookies(cookies);
  await context.addInitScript(recordCallEvents);
  const page = await context.newPage();
  const posted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/trpc/calls.signal") posted.push(new URL(request.url()).origin);
  });
  await page.goto(`${opts.server.base}/consultations/${opts.id}/call`);
  await waitForHydration(page);
  await page.getByRole("button", { name: t("en", "voice:call.join") }).click();
  await expect(page.getByTestId("call-panel")).not.toHaveAttribute("data-call-state", /idle|media/);
  return { context, page, posted, heard: () => page.evaluate(() => (window as unknown as { __callHeard: CallHeard }).__callHeard) };
}

/** Audio packets the page's call has received and sent so far (its RTCPeerConnection statistics). */
function audioFlows(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const pc = window.__qanunCall?.pc;
    if (!pc) return false;
    let received = 0;
    let sent = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; packetsReceived?: number; packetsSent?: number }) => {
      if (report.type === "inbound-rtp" && report.kind === "audio") received += report.packetsReceived ?? 0;
      if (report.type === "outbound-rtp" && report.kind === "audio") sent += report.packetsSent ?? 0;
    });
    return received > 0 && sent > 0;
  });
}

test("a voice call between the client's browser on one server and the lawyer's on the other: every signal crosses once, nobody else gets in", async ({ browser }) => {
  test.setTimeout(120_000);
  const [a, b] = servers as [AppServer, AppServer];
  const client = await signInAt(front, { email: demo.email, password: demo.password }, front);
  const lawyer = await signInAt(front, demo.lawyer, front);
  const admin = await signInAt(front, demo.admin, front);

  // A voice consultation "in the browser": the client books it on server A, the lawyer accepts it on server B.
  const { id } = await mutateAt<{ id: string }>(a.base, client, "consultations.book", {
    lawyerId: demo.lawyerId,
    serviceArea: "civil",
    kind: "voice",
    voiceMode: "browser",
    startsAt: await firstSlot(a.base, client, "voice"),
    description: "Two servers: a call between them.",
    phone: "+974 5555 1234",
  });
  await mutateAt(b.base, lawyer, "consultations.accept", { id });
  const room = await queryAt<{ selfId: string; otherId: string | null; canJoin: boolean }>(a.base, client, "calls.room", { id });
  const [clientId, lawyerId] = [room.selfId, room.otherId!];
  const join = (session: string) => ({ kind: "join", payload: { session } });
  const signal = (server: AppServer, cookie: string, recipientId: string, session: string) =>
    mutateAt<{ id: string }>(server.base, cookie, "calls.signal", { id, recipientId, signal: join(session) });

  // Days ahead, the call is not open yet. Then the clock moves: the consultation started a minute ago.
  expect(room.canJoin).toBe(false);
  await expect(signal(a, client, lawyerId, "probe-too-early")).rejects.toThrow(/call_not_open/);
  await sqlOnce("update consultations set starts_at = now() - interval '1 minute', ends_at = now() + interval '59 minutes' where id = $1", [id]);

  // Only the two parties, on either server: the admin (no party of the call) and a visitor find nothing, and a
  // party can only write to the other party.
  for (const server of [a, b]) {
    for (const path of [`/consultations/${id}/call`, `/api/calls/${id}/events`]) {
      const response = await fetch(`${server.base}${path}`, { headers: { Cookie: admin }, redirect: "manual" });
      expect(response.status, `the admin: ${path} on ${server.base}`).toBe(404);
    }
    expect((await fetch(`${server.base}/api/calls/${id}/events`, { redirect: "manual" })).status, `a visitor's events stream on ${server.base}`).toBe(404);
    await expect(queryAt(server.base, admin, "calls.room", { id })).rejects.toThrow(/not_found/);
    for (const recipient of [lawyerId, clientId]) await expect(signal(server, admin, recipient, "probe-third-party")).rejects.toThrow(/not_found/);
    await expect(signal(server, client, clientId, "probe-to-oneself")).rejects.toThrow(/invalid_input/);
  }
  const stray = await sqlOnce("select count(*)::int as n from call_signals where consultation_id = $1", [id]);
  expect(stray.rows[0].n, "nothing refused was stored").toBe(0);

  // Posted on A, heard on B's stream once, also after later messages; a stream resumed on A after the first
  // (EventSource reconnecting through the front may land on the other server) gets only what followed.
  const onB = await streamAt(`${b.base}/api/calls/${id}/events`, { Cookie: lawyer });
  await expect.poll(() => onB.events().map((e) => e.event)).toEqual(["ready"]);
  const first = await signal(a, client, lawyerId, "probe-once-1");
  const signalsOnB = () => onB.events().filter((e) => e.event === "signal");
  await expect.poll(() => signalsOnB().map((e) => e.id)).toEqual([first.id]);
  expect(JSON.parse(signalsOnB()[0]!.data)).toEqual({ kind: "join", payload: { session: "probe-once-1" } });
  const second = await signal(a, client, lawyerId, "probe-once-2");
  await expect.poll(() => signalsOnB().map((e) => e.id)).toEqual([first.id, second.id]);
  // Both servers heard both announcements; a few moments later B's stream still has each message once.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(signalsOnB().map((e) => e.id)).toEqual([first.id, second.id]);
  await onB.close();
  const resumedOnA = await streamAt(`${a.base}/api/calls/${id}/events`, { Cookie: lawyer, "Last-Event-ID": first.id });
  await expect.poll(() => resumedOnA.events().map((e) => `${e.event} ${e.id}`)).toEqual([`signal ${second.id}`, `ready ${second.id}`]);
  await resumedOnA.close();

  // The real call page in two browsers, each going straight to its own server (the front has no sticky
  // sessions, so through it nothing would say which server took a request): the client on A joins first and
  // waits, the lawyer on B joins; the join, offer, answer and ICE candidates all cross between the servers, and
  // audio flows both ways.
  const clientSide = await joinCallAt(browser, { server: a, cookie: client, id });
  await expect(clientSide.page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "waiting");
  const lawyerSide = await joinCallAt(browser, { server: b, cookie: lawyer, id });
  try {
    for (const side of [clientSide, lawyerSide]) {
      await expect(side.page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "connected", { timeout: 20_000 });
      await expect.poll(() => audioFlows(side.page), { timeout: 20_000 }).toBe(true);
    }
    for (const [side, server] of [[clientSide, a], [lawyerSide, b]] as const) {
      expect(new Set(side.posted), "where the page posted its signals").toEqual(new Set([server.base]));
      expect(new Set((await side.heard()).streams), "where the page listened").toEqual(new Set([server.base]));
    }

    /** What the page's stream delivered is exactly what was stored for its party since it started listening: each message once, in order. */
    const deliveredOnce = async (side: typeof clientSide, recipientId: string) => {
      let heard: CallHeard | undefined;
      await expect(async () => {
        heard = await side.heard();
        const stored = await sqlOnce("select id::text as id, kind from call_signals where consultation_id = $1 and recipient_id = $2 and id > $3 order by call_signals.id", [
          id,
          recipientId,
          heard.ready[0],
        ]);
        expect(heard.signals).toEqual(stored.rows);
      }).toPass({ timeout: 10_000 });
      return heard!.signals.map((s) => s.kind);
    };
    // Connected does not mean every ICE candidate was posted (a peer-reflexive pair may connect first): wait for
    // each side's first one, so that the comparison below includes candidates both ways.
    await expect
      .poll(async () => (await sqlOnce("select distinct sender_id from call_signals where consultation_id = $1 and kind = 'candidate'", [id])).rows.map((r) => r.sender_id).sort(), {
        timeout: 10_000,
      })
      .toEqual([clientId, lawyerId].sort());
    const lawyerHeard = await deliveredOnce(lawyerSide, lawyerId);
    expect(lawyerHeard).toEqual(expect.arrayContaining(["answer", "candidate"]));

    // The lawyer hangs up on B; the client on A is told.
    await lawyerSide.page.getByRole("button", { name: t("en", "voice:call.hangUp") }).click();
    await expect(clientSide.page.getByTestId("call-panel")).toHaveAttribute("data-call-state", "otherLeft");
    const clientHeard = await deliveredOnce(clientSide, clientId);
    expect(clientHeard).toEqual(expect.arrayContaining(["offer", "candidate", "hangup"]));
  } finally {
    await clientSide.context.close();
    await lawyerSide.context.close();
  }
});

test("the front keeps answering when one server stops", async () => {
  const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${front}/healthz`).then((r) => r.status)));
  expect(pages.every((s) => s === 200)).toBe(true);
  await servers[0]!.stop();
  const after = await Promise.all(Array.from({ length: 10 }, () => fetch(`${front}/`, { headers: { Cookie: "lang=en" } }).then((r) => r.status)));
  expect(after.every((s) => s === 200)).toBe(true);
});
