/**
 * Drill: PostgreSQL stops for a while under mixed reads and writes, then comes back (issue 14 §1).
 *
 * Starts a private cluster (./pg-cluster.ts) and the production server (build/) against it as a
 * child process, sends sign-ups (with an uploaded document), contact messages and page reads from
 * several loops at once, stops PostgreSQL (`pg_ctl -m fast`, which ends every open connection with
 * FATAL 57P01), waits, starts it again, and reports:
 * - whether the server process survived;
 * - every answer by status, before, during and after the outage;
 * - that every answer during the outage was a 503 with Retry-After in the visitor's language;
 * - rows lost (a write answered as a success but not in the database) and duplicated;
 * - how long after PostgreSQL was back the first normal answer came.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedDemoDatabase } from "./demo-seed";
import { appServer, type AppServer } from "./app-server";
import { createPrivateCluster, freePort, type PrivateCluster } from "./pg-cluster";

export interface OutageDrillOptions {
  /** How long PostgreSQL stays down. */
  outageMs: number;
  /** Traffic before the outage and after the recovery. */
  warmupMs?: number;
  cooldownMs?: number;
  /** Concurrent client loops. */
  concurrency?: number;
  log?: (line: string) => void;
}

type Phase = "before" | "outage" | "after";
type Kind = "signup" | "contact" | "read" | "book" | "signin";

interface Answer {
  phase: Phase;
  kind: Kind;
  status: number;
  /** Epoch ms when the answer arrived. */
  at: number;
  /** For an outage answer: was it the proper 503 page (Retry-After, lang/dir of the visitor)? */
  proper503?: boolean;
  /** Writes: the email (sign-ups, contact messages) or marker (bookings) they carried, to check the database afterwards. */
  email?: string;
  marker?: string;
}

export interface OutageDrillResult {
  survived: boolean;
  exitCode: number | null;
  answers: Record<Phase, Record<string, number>>;
  /** Outage answers that were not a proper 503 (or a success, for requests that need no database). */
  improperDuringOutage: number;
  /** The same, by request kind and status, e.g. { "signin 500": 3 }. */
  improperByKind: Record<string, number>;
  networkErrors: number;
  writesAcknowledged: number;
  rowsLost: number;
  rowsDuplicated: number;
  /** ms from PostgreSQL accepting connections again to the first 2xx/3xx answer of a database page. */
  recoveryMs: number | null;
  serverLog: string;
}

const PASSWORD = "drill horse battery staple 42";

/** Names take letters only: 27 -> "Bb". */
function lettersOf(n: number): string {
  let out = "";
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out[0].toUpperCase() + out.slice(1);
}

/** A minimal valid PDF, so the upload passes the type sniffing. */
function pdfBytes(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${marker}\ntrailer<<>>\n%%EOF\n`, "latin1");
}

export async function runDatabaseOutageDrill(opts: OutageDrillOptions): Promise<OutageDrillResult> {
  const log = opts.log ?? (() => {});
  if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const cluster: PrivateCluster = await createPrivateCluster();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-drill-"));
  let server: AppServer | undefined;
  try {
    // The demo client and lawyer (scripts/seed-demo.ts) make bookings possible: written questions,
    // each one transaction that writes the consultation, its timeline entry and notifications.
    const demo = await seedDemoDatabase(cluster.url, dataDir);
    const demoClient = { email: demo.email, password: demo.password };
    server = appServer({ port, dataDir, databaseUrl: cluster.url });
    await server.start();
    log(`drill: server up on ${base}, PostgreSQL on port ${cluster.port}`);
    // The sign-in form's action (better-auth's JSON endpoints are closed to the outside: issue 25 §2).
    const signIn = await fetch(`${base}/client-area`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", email: demoClient.email, password: demoClient.password }),
      redirect: "manual",
    });
    if (signIn.status !== 302) throw new Error(`drill: the demo client could not sign in (${signIn.status})`);
    const sessionCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((pair) => !pair!.endsWith("="))
      .join("; ");

    let phase: Phase = "before";
    let stopping = false;
    const answers: Answer[] = [];
    let networkErrors = 0;
    let counter = 0;
    const run = crypto.randomBytes(3).toString("hex");

    const request = async (kind: Kind): Promise<void> => {
      const lang = counter % 2 === 0 ? "ar" : "en";
      const n = ++counter;
      const startedIn = phase;
      const headers: Record<string, string> = { Origin: base, Cookie: `lang=${lang}` };
      let response: Response;
      let email: string | undefined;
      let marker: string | undefined;
      try {
        if (kind === "signup") {
          email = `drill-${run}-${n}@example.qa`;
          const form = new FormData();
          form.set("fullName", `Drill Person ${lettersOf(n)}`);
          form.set("email", email);
          form.set("password", PASSWORD);
          form.set("userType", n % 3 === 0 ? "lawyer" : "individual");
          if (n % 3 === 0) form.set("document_bar_license", new Blob([new Uint8Array(pdfBytes(`${run}-${n}`))], { type: "application/pdf" }), `licence-${n}.pdf`);
          response = await fetch(`${base}/signup`, { method: "POST", body: form, headers, redirect: "manual" });
        } else if (kind === "book") {
          marker = `drill-${run}-${n}`;
          const input = {
            lawyerId: demo.lawyerId,
            serviceArea: "civil",
            kind: "written",
            description: `Sample question from the outage drill (${marker}): what does a tenancy notice need to say?`,
            phone: "+974 5550 0101",
          };
          response = await fetch(`${base}/api/trpc/consultations.book`, {
            method: "POST",
            body: JSON.stringify(input),
            headers: { ...headers, Cookie: `${headers.Cookie}; ${sessionCookie}`, "Content-Type": "application/json" },
          });
        } else if (kind === "signin") {
          // An unconfirmed address: normally refused with 400 (confirm first); during the outage, 503.
          const body = new URLSearchParams({ email: `drill-${run}-1@example.qa`, password: PASSWORD });
          response = await fetch(`${base}/client-area`, { method: "POST", body, headers, redirect: "manual" });
        } else if (kind === "contact") {
          email = `drill-contact-${run}-${n}@example.qa`;
          const body = new URLSearchParams({
            fullName: `Drill Contact ${lettersOf(n)}`,
            email,
            phone: "",
            subject: `Drill ${run} ${n}`,
            message: "A message sent during the database outage drill.",
            preferredLanguage: lang,
            website: "",
          });
          response = await fetch(`${base}/contact`, { method: "POST", body, headers, redirect: "manual" });
        } else {
          const paths = ["/", "/browse-law-firms", "/legal-updates", "/services/family", "/careers"];
          response = await fetch(`${base}${paths[n % paths.length]}${lang === "en" ? "?lang=en" : ""}`, { headers, redirect: "manual" });
        }
        const text = await response.text();
        const answer: Answer = { phase: startedIn === phase ? phase : "outage", kind, status: response.status, at: Date.now(), email, marker };
        if (response.status === 503 && kind === "book") {
          // tRPC: SERVICE_UNAVAILABLE with the catalogue code, which the page shows in the visitor's language.
          answer.proper503 = response.headers.has("retry-after") && text.includes('"appCode":"service_unavailable"');
        } else if (response.status === 503) {
          answer.proper503 =
            response.headers.has("retry-after") &&
            text.includes(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`) &&
            text.includes('data-testid="service-unavailable"');
        }
        answers.push(answer);
      } catch {
        networkErrors += 1;
      }
    };

    const loops = Array.from({ length: opts.concurrency ?? 6 }, async (_, i) => {
      const kinds: Kind[] = [["signup"], ["contact", "read"], ["book"], ["read", "signin"]][i % 4] as Kind[];
      let k = 0;
      while (!stopping && server!.running()) {
        await request(kinds[k++ % kinds.length]);
      }
    });

    await new Promise((resolve) => setTimeout(resolve, opts.warmupMs ?? 3_000));
    log("drill: stopping PostgreSQL");
    phase = "outage";
    cluster.stop("fast");
    await new Promise((resolve) => setTimeout(resolve, opts.outageMs));
    cluster.start();
    const backAt = Date.now();
    phase = "after";
    log("drill: PostgreSQL is back");
    await new Promise((resolve) => setTimeout(resolve, opts.cooldownMs ?? 6_000));
    stopping = true;
    await Promise.all(loops);

    const firstGood = answers.find((a) => a.phase === "after" && a.at >= backAt && a.status < 400 && a.kind !== "read");
    const firstGoodRead = answers.find((a) => a.phase === "after" && a.at >= backAt && a.status < 400);
    const recoveryAt = firstGood?.at ?? firstGoodRead?.at;

    // Rows: every acknowledged write (a redirect) must be in the database exactly once.
    const acknowledged = answers.filter(
      (a) => (a.email && (a.status === 302 || a.status === 303)) || (a.marker && a.status === 200),
    );
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    let lost = 0;
    let duplicated = 0;
    for (const answer of acknowledged) {
      const { rows } = answer.marker
        ? await client.query("select count(*)::int as n from consultations where description like $1", [`%(${answer.marker})%`])
        : await client.query(`select count(*)::int as n from ${answer.kind === "signup" ? `"user"` : "contact_messages"} where email = $1`, [answer.email]);
      const n = rows[0].n as number;
      if (n === 0) lost += 1;
      if (n > 1) duplicated += 1;
    }
    // Any email written twice, acknowledged or not.
    const dupUsers = await client.query(`select count(*)::int as n from (select email from "user" group by email having count(*) > 1) d`);
    duplicated += dupUsers.rows[0].n as number;
    await client.end();

    const byPhase = (p: Phase) =>
      answers.filter((a) => a.phase === p).reduce<Record<string, number>>((acc, a) => ((acc[String(a.status)] = (acc[String(a.status)] ?? 0) + 1), acc), {});
    const improper = answers.filter((a) => a.phase === "outage" && a.status >= 500 && !(a.status === 503 && a.proper503));
    const improperDuringOutage = improper.length;
    const improperByKind = improper.reduce<Record<string, number>>((acc, a) => ((acc[`${a.kind} ${a.status}`] = (acc[`${a.kind} ${a.status}`] ?? 0) + 1), acc), {});
    return {
      survived: server.running(),
      exitCode: server.exitCode(),
      answers: { before: byPhase("before"), outage: byPhase("outage"), after: byPhase("after") },
      improperDuringOutage,
      improperByKind,
      networkErrors,
      writesAcknowledged: acknowledged.length,
      rowsLost: lost,
      rowsDuplicated: duplicated,
      recoveryMs: recoveryAt ? Math.max(0, recoveryAt - backAt) : null,
      serverLog: server.log(),
    };
  } finally {
    await server?.stop();
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
