/**
 * Drills of the mail outbox (issue 14 §1), each on a private PostgreSQL cluster with the production
 * server (build/) as a child process and a real SMTP server (smtp-server) in this process:
 *
 * - SMTP down: the SMTP server stops for a while under sign-ups and contact messages. Every request
 *   must still succeed; every email they caused must arrive once, after SMTP is back.
 * - kill -9: the app process is killed without warning in the middle of those writes and started again.
 *   Every write it acknowledged must be in the database once, and every email of those writes must
 *   arrive once (a message the dead process had claimed comes back when its lease runs out).
 *
 * Emails are matched to requests by address (every request uses a new one) and counted by Message-ID,
 * which the outbox keeps the same on every attempt.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { appServer, type AppServer } from "./app-server";
import { createPrivateCluster, freePort } from "./pg-cluster";

const FIRM_EMAIL = "office@qanun.example";
const PASSWORD = "drill horse battery staple 42";

export interface MailDrillResult {
  name: string;
  answers: Record<string, number>;
  networkErrors: number;
  writesAcknowledged: number;
  rowsLost: number;
  rowsDuplicated: number;
  mailsExpected: number;
  mailsLost: number;
  mailsDuplicated: number;
  /** What "recovery" means for this drill, and how long it took (null: never). */
  recovery: { what: string; ms: number | null };
  serverLog: string;
}

interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
}

/** An SMTP server on a fixed loopback port that can be stopped and started again. */
export async function drillSmtp() {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const current = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? crypto.randomUUID();
            received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), messageId, raw });
            callback();
          });
        },
      });
      current.once("error", reject);
      current.listen(port, "127.0.0.1", () => {
        port = (current.server.address() as AddressInfo).port;
        server = current;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });
  await start();
  return { received, url: () => `smtp://127.0.0.1:${port}`, start, stop };
}

type Kind = "signup" | "contact";
interface Answer {
  kind: Kind;
  status: number;
  email: string;
}

/** Sign-ups and contact messages from several loops, each with a new address, until stopped. */
function writeTraffic(server: AppServer, opts: { concurrency: number; run: string }) {
  const answers: Answer[] = [];
  let networkErrors = 0;
  let stopping = false;
  let counter = 0;
  const one = async (kind: Kind) => {
    const n = ++counter;
    const lang = n % 2 === 0 ? "ar" : "en";
    const email = `drill-${kind}-${opts.run}-${n}@example.qa`;
    const headers = { Origin: server.base, Cookie: `lang=${lang}` };
    try {
      let body: FormData | URLSearchParams;
      if (kind === "signup") {
        body = new FormData();
        body.set("fullName", "Drill Person");
        body.set("email", email);
        body.set("password", PASSWORD);
        body.set("userType", "individual");
      } else
        body = new URLSearchParams({
              fullName: "Drill Contact",
              email,
              phone: "",
              subject: `Mail drill ${opts.run} ${n}`,
              message: "A message sent during the mail drill.",
              preferredLanguage: lang,
          website: "",
        });
      const response = await fetch(`${server.base}/${kind === "signup" ? "signup" : "contact"}`, { method: "POST", body, headers, redirect: "manual" });
      await response.arrayBuffer();
      answers.push({ kind, status: response.status, email });
    } catch {
      networkErrors += 1;
      // The server is gone (kill -9): wait a little instead of spinning.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = Array.from({ length: opts.concurrency }, async (_, i) => {
    const kind: Kind = i % 2 === 0 ? "contact" : "signup";
    while (!stopping) await one(kind);
  });
  return {
    answers,
    networkErrors: () => networkErrors,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

const acknowledged = (a: Answer) => a.status === 302 || a.status === 303;

/** Rows lost or duplicated for acknowledged writes, and the emails they should have caused. */
async function tally(databaseUrl: string, answers: Answer[], received: ReceivedMail[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rowsLost = 0;
  let rowsDuplicated = 0;
  let mailsLost = 0;
  const acked = answers.filter(acknowledged);
  for (const answer of acked) {
    const table = answer.kind === "signup" ? `"user"` : "contact_messages";
    const { rows } = await client.query(`select count(*)::int as n from ${table} where lower(email) = $1`, [answer.email]);
    const n = rows[0].n as number;
    if (n === 0) rowsLost += 1;
    if (n > 1) rowsDuplicated += 1;
    // A sign-up: the confirmation. A contact message: the sender's confirmation and the firm's notice.
    if (!received.some((m) => m.to.includes(answer.email))) mailsLost += 1;
    if (answer.kind === "contact" && !received.some((m) => m.to.includes(FIRM_EMAIL) && m.raw.includes(answer.email))) mailsLost += 1;
  }
  await client.end();
  const ids = new Map<string, number>();
  for (const mail of received) ids.set(mail.messageId, (ids.get(mail.messageId) ?? 0) + 1);
  const mailsDuplicated = [...ids.values()].filter((n) => n > 1).length;
  const mailsExpected = acked.reduce((sum, a) => sum + (a.kind === "contact" ? 2 : 1), 0);
  return { rowsLost, rowsDuplicated, mailsLost, mailsDuplicated, mailsExpected, writesAcknowledged: acked.length };
}

/** Waits until the outbox has nothing pending, or the timeout passes; returns when it emptied. */
async function waitForOutboxDrained(databaseUrl: string, timeoutMs: number): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { rows } = await client.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
      if (rows[0].n === 0) return Date.now();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return null;
  } finally {
    await client.end();
  }
}

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((acc, a) => ((acc[String(a.status)] = (acc[String(a.status)] ?? 0) + 1), acc), {});

async function withDrillSetup<T>(work: (setup: { databaseUrl: string; port: number; dataDir: string; run: string }) => Promise<T>): Promise<T> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const cluster = await createPrivateCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-drill-"));
  try {
    return await work({ databaseUrl: cluster.url, port: await freePort(), dataDir, run: crypto.randomBytes(3).toString("hex") });
  } finally {
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSmtpOutageDrill(opts: { outageMs: number; concurrency?: number; log?: (line: string) => void }): Promise<MailDrillResult> {
  const log = opts.log ?? (() => {});
  return withDrillSetup(async ({ databaseUrl, port, dataDir, run }) => {
    const smtp = await drillSmtp();
    const server = appServer({ port, dataDir, databaseUrl, env: { SMTP_URL: smtp.url(), FIRM_EMAIL, MAIL_POLL_MS: "1000" } });
    try {
      await server.start();
      log(`drill: server up on ${server.base}; SMTP on ${smtp.url()}`);
      const traffic = writeTraffic(server, { concurrency: opts.concurrency ?? 4, run });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      log(`drill: stopping SMTP for ${opts.outageMs / 1000} s`);
      await smtp.stop();
      await new Promise((resolve) => setTimeout(resolve, opts.outageMs));
      await smtp.start();
      const backAt = Date.now();
      log("drill: SMTP is back");
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await traffic.stop();
      // The longest backoff step reached in a minute's outage is about 80 s.
      const drainedAt = await waitForOutboxDrained(databaseUrl, 5 * 60_000);
      const counts = await tally(databaseUrl, traffic.answers, smtp.received);
      return {
        name: `SMTP stopped ${opts.outageMs / 1000} s`,
        answers: statusCounts(traffic.answers),
        networkErrors: traffic.networkErrors(),
        ...counts,
        recovery: { what: "all mail sent after SMTP was back", ms: drainedAt === null ? null : Math.max(0, drainedAt - backAt) },
        serverLog: server.log(),
      };
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });
}

export async function runKillDrill(opts: { concurrency?: number; log?: (line: string) => void }): Promise<MailDrillResult> {
  const log = opts.log ?? (() => {});
  return withDrillSetup(async ({ databaseUrl, port, dataDir, run }) => {
    const smtp = await drillSmtp();
    const server = appServer({ port, dataDir, databaseUrl, env: { SMTP_URL: smtp.url(), FIRM_EMAIL, MAIL_POLL_MS: "1000" } });
    try {
      await server.start();
      log(`drill: server up on ${server.base}`);
      const traffic = writeTraffic(server, { concurrency: opts.concurrency ?? 4, run });
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      log("drill: kill -9 of the app server");
      await server.kill9();
      const killedAt = Date.now();
      await server.start();
      const upAt = Date.now();
      log(`drill: the app server answers again ${((upAt - killedAt) / 1000).toFixed(1)} s after the kill`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await traffic.stop();
      // A message the dead process had claimed comes back when its 120 s lease runs out.
      const drainedAt = await waitForOutboxDrained(databaseUrl, 4 * 60_000);
      const counts = await tally(databaseUrl, traffic.answers, smtp.received);
      return {
        name: "kill -9 of the app during writes",
        answers: statusCounts(traffic.answers),
        networkErrors: traffic.networkErrors(),
        ...counts,
        recovery: {
          what: `answering again after a restart (${((upAt - killedAt) / 1000).toFixed(1)} s); all mail sent`,
          ms: drainedAt === null ? null : drainedAt - killedAt,
        },
        serverLog: server.log(),
      };
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });
}
