/**
 * The application server for the end-to-end suite (Playwright's webServer runs it with tsx):
 * a fresh DATA_DIR (and, with TEST_DATABASE_URL, a fresh PostgreSQL database), the production
 * build, sample content, and the fixture accounts of ./fixtures.ts provisioned before it listens.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ACCOUNTS, APP_PORT, BASE_URL, DATA_DIR_FILE, FAKE_GATEWAY_API_KEY, FAKE_GATEWAY_WEBHOOK_SECRET, SUITE_SERVICES_FILE, type SuiteServices, FIXTURE_CASE, FIXTURE_LAWYER, FIXTURE_TOTP_RAW_SECRET, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_PROVIDER_NAME, PASSWORD, TWO_FACTOR_ROLES, type FixtureRole } from "./fixtures";
import { TMP_DIR } from "./paths";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-e2e-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: String(APP_PORT),
  BASE_URL,
  DATA_DIR: dataDir,
  // Every request of the suite comes from 127.0.0.1; the per-email limits still apply.
  AUTH_IP_LIMIT: "100000",
  FORM_IP_LIMIT: "100000",
  OIDC_ISSUER,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PROVIDER_NAME,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // The voice-call specs (tests/e2e/voice) join calls booked weeks ahead: the call is open from now.
  CALL_JOIN_EARLY_MINUTES: String(60 * 24 * 60),
});
delete process.env.SMTP_URL;
delete process.env.S3_BUCKET;
delete process.env.DATABASE_URL;

let dropDatabase: (() => Promise<void>) | undefined;
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `qanun_e2e_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

fs.mkdirSync(path.dirname(DATA_DIR_FILE), { recursive: true });
fs.writeFileSync(DATA_DIR_FILE, dataDir);

// Issue 28: the shipped fake gateway, as the in-app one the demo gets, but with a key the specs know, so they can
// steer it (lose one invoice's webhook) through its POST /__control. Configured as the app's gateway before the
// app's settings are first read; its webhooks go to the app's webhook route, retried quickly.
const { startFakeGateway } = await import("#server/payments/fake-gateway/index");
const gateway = await startFakeGateway({
  host: "127.0.0.1",
  port: 0,
  apiKey: FAKE_GATEWAY_API_KEY,
  webhookSecret: FAKE_GATEWAY_WEBHOOK_SECRET,
  webhookUrl: `${BASE_URL}/api/payments/webhook`,
  webhookRetry: { baseDelayMs: 200 },
});
Object.assign(process.env, { PAYMENT_GATEWAY_URL: gateway.url, PAYMENT_GATEWAY_API_KEY: FAKE_GATEWAY_API_KEY, PAYMENT_GATEWAY_WEBHOOK_SECRET: FAKE_GATEWAY_WEBHOOK_SECRET });

// Serve a private copy of the production build, so a `npm run build` started while the suite runs
// cannot swap assets under the browser. It stays inside the project so the bundle's bare imports
// still resolve from node_modules.
// Another `npm run build` may be replacing the build right now (side-by-side suites): wait for it.
for (let waited = 0; !fs.existsSync("build/server/index.js") && waited < 180; waited++) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("e2e: build/server/index.js is missing; run `npm run build` first");
  process.exit(1);
}
const buildDir = path.resolve(TMP_DIR, `build-${process.pid}`);
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (const name of fs.readdirSync(TMP_DIR).filter((entry) => /^build-\d+$/.test(entry))) {
  // Our own, or a copy left by a server that was killed outright.
  const pid = Number(name.slice("build-".length));
  if (pid === process.pid || !isRunning(pid)) fs.rmSync(path.join(TMP_DIR, name), { recursive: true, force: true });
}
fs.cpSync("build", buildDir, { recursive: true });

// Imported after the environment is set: configuration is parsed once, on first use.
const { startServer } = await import("#server/http/start");
const { provisionUser } = await import("#server/accounts/provision");
const { enrolTwoFactorDirectly } = await import("#server/accounts/two-factor");
const { seedSampleContent } = await import("../../../scripts/seed-data");
const { getDb } = await import("#db/index");
const { runPaymentReconciliation } = await import("#server/billing/reconciliation");

const { close } = await startServer({
  buildDir,
  seed: (db) => seedSampleContent(db),
  beforeListen: async (db) => {
    const ids = {} as Record<FixtureRole, string>;
    for (const account of Object.values(ACCOUNTS)) {
      const { userId } = await provisionUser(db, {
        email: account.email,
        name: account.name,
        password: PASSWORD,
        role: account.role === "unset" ? null : account.role,
      });
      ids[account.role] = userId;
      // Issue 12 §1: the lawyer and the admin have a second factor, with a secret the specs know.
      if (TWO_FACTOR_ROLES.includes(account.role)) await enrolTwoFactorDirectly(db, { userId, rawSecret: FIXTURE_TOTP_RAW_SECRET });
    }
    await db
      .insertInto("cases")
      .values({
        id: FIXTURE_CASE.id,
        reference: FIXTURE_CASE.reference,
        client_id: ids.individual,
        title_ar: FIXTURE_CASE.title_ar,
        title_en: FIXTURE_CASE.title_en,
        service_area: FIXTURE_CASE.service_area,
      })
      .execute();
    await db.insertInto("case_lawyers").values({ case_id: FIXTURE_CASE.id, lawyer_user_id: ids.lawyer }).execute();
    await db
      .insertInto("lawyers")
      .values({
        id: FIXTURE_LAWYER.id,
        user_id: ids.lawyer,
        name_ar: FIXTURE_LAWYER.name_ar,
        name_en: FIXTURE_LAWYER.name_en,
        title_ar: "محامٍ",
        title_en: "Advocate",
        bio_ar: "حساب محامٍ للاختبارات الآلية.",
        bio_en: "A lawyer account for automated tests.",
        city: "doha",
        years_of_practice: 8,
        verified: true,
        is_sample: true,
        practice_areas: [...FIXTURE_LAWYER.practice_areas],
        languages: ["ar", "en"],
        fee_written_qar: FIXTURE_LAWYER.fees.written,
        fee_video_qar: FIXTURE_LAWYER.fees.video,
        fee_voice_qar: FIXTURE_LAWYER.fees.voice,
        fee_in_person_qar: FIXTURE_LAWYER.fees.in_person,
        works_weekends: true,
        min_notice_hours: 1,
      })
      .execute();
    await db
      .insertInto("lawyer_weekly_hours")
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          lawyer_id: FIXTURE_LAWYER.id,
          weekday,
          start_minute: FIXTURE_LAWYER.openFromMinute,
          end_minute: FIXTURE_LAWYER.openUntilMinute,
        })),
      )
      .execute();
    console.log(`e2e: fixtures provisioned; DATA_DIR ${dataDir}${serverUrl ? `; database ${process.env.DATABASE_URL}` : ""}`);
  },
});

// The app runs its reconciliation job every minute over card payments pending for PAYMENT_RECONCILE_AFTER_MINUTES;
// a spec cannot wait that long. POST /reconcile-payments runs the same job now, over every pending payment, in
// this process (the app's own database handle), as the invoices drill does; on loopback only.
const control = http.createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/reconcile-payments") {
    res.writeHead(404).end();
    return;
  }
  runPaymentReconciliation(getDb(), { afterMinutes: 0, limit: 1000 }).then(
    (changed) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ changed })),
    (error: unknown) => res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error)),
  );
});
await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
const services: SuiteServices = { gatewayUrl: gateway.url, reconcileUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}/reconcile-payments` };
fs.writeFileSync(SUITE_SERVICES_FILE, JSON.stringify(services));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await close().catch(() => {});
  control.close();
  await gateway.close().catch(() => {});
  await dropDatabase?.().catch((error) => console.error("e2e: could not drop the test database", error));
  fs.rmSync(buildDir, { recursive: true, force: true });
  if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
