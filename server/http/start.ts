import cluster from "node:cluster";
import http from "node:http";
import { startExportWorker } from "#server/privacy/export";
import { startFormerClientPurgeWorker } from "#server/privacy/retention";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { getDb, listenSourceOf, type DB } from "#db/index";
import { migrateAppDatabase } from "#db/migrate";
import { appRoleExcessPrivileges, connectedRole } from "#db/roles";
import { getEnv } from "#server/config/env";
import { closePdfBrowser } from "#server/pdf/chromium";
import { closeRealtime } from "#server/realtime/bus";
import { startEscalationWorker } from "#server/consultations/escalation";
import { startReminderWorker } from "#server/consultations/reminders";
import { startHearingReminderWorker } from "#server/cases/reminders";
import { startLicenceReminderWorker } from "#server/verifications/licence-reminders";
import { startAdminDigestWorker } from "#server/notifications/admin-notices";
import { startMailWorker } from "#server/mail/outbox";
import { startInAppFakeGateway } from "#server/billing/fake-gateway";
import { paymentGatewaySettings } from "#server/payments/settings";
import { startPaymentReconciliationWorker } from "#server/billing/reconciliation";
import { startInvoiceReminderWorker } from "#server/billing/reminders";
import { startStorageDeletionWorker } from "#server/storage/deletions";
import { getStorage } from "#server/storage/index";
import { settleBackgroundWork } from "#server/common/background";
import { createApp } from "./app";
import { createPageCache } from "./page-cache";

export interface StartServerOptions {
  /** Development: Vite middleware and on-demand builds. Otherwise the production build in build/. */
  dev?: boolean;
  /** Where the production build is (default build/); the e2e server serves a private copy. */
  buildDir?: string;
  /** Sample content (scripts/seed-data.ts); skipped when SEED=false. */
  seed?: (db: DB) => Promise<void>;
  /** Runs after migrations and seeding, before the port opens (test fixtures use it). */
  beforeListen?: (db: DB) => Promise<void>;
  log?: (line: string) => void;
  /** The database is already migrated and seeded (a cluster worker: the primary did it once for all). */
  prepared?: boolean;
}

/** Migrations, then the seeds and the fixtures' hook: what runs once before any process serves. */
export async function prepareDatabase(db: DB, opts: Pick<StartServerOptions, "seed" | "beforeListen" | "log">): Promise<void> {
  const log = opts.log ?? console.log;
  // As MIGRATION_DATABASE_URL's owner when it is set, which then grants the app's role (decision 036).
  const migrated = await migrateAppDatabase(db);
  log(`migrations: ${migrated.results?.length ?? 0} applied`);
  if (!process.env.MIGRATION_DATABASE_URL && process.env.NODE_ENV === "production" && listenSourceOf(db)?.kind === "postgres") {
    const { role } = await connectedRole(db);
    const excess = await appRoleExcessPrivileges(db, role);
    if (excess.length > 0) {
      log(`warning: the app's database role ${role} could disable or drop the audit log's triggers (${excess.join("; ")}); ` +
        "production should migrate as an owner role (MIGRATION_DATABASE_URL) and serve as one that owns nothing: docs/decisions/036-audit-log-roles.md");
    }
  }
  if (opts.seed && process.env.SEED !== "false") await opts.seed(db);
  if (opts.beforeListen) await opts.beforeListen(db);
}

/**
 * Migrates, seeds, then serves the app: the steps of `npm start`, shared with the end-to-end test
 * server. On PGlite everything runs in this one process (its folder opens in one process only); with
 * WEB_CONCURRENCY the cluster's primary prepares the database and its workers start `prepared`.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<{ server: Server; close: () => Promise<void> }> {
  const log = opts.log ?? console.log;
  process.env.NODE_ENV ??= opts.dev ? "development" : "production";
  const env = getEnv();
  const db = getDb();

  if (!opts.prepared) await prepareDatabase(db, opts);

  const buildDir = path.resolve(opts.buildDir ?? "build");
  const build = opts.dev
    ? undefined
    : ((await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild);
  const pageCache = opts.dev ? undefined : createPageCache({ db, ttlSeconds: env.PAGE_CACHE_SECONDS, etagSeconds: env.PAGE_CACHE_ETAG_SECONDS });
  // Issue 28 §5: without PAYMENT_GATEWAY_URL, the shipped fake gateway, in this process (one server process only:
  // a cluster's workers could not share its made-up key and secret, so a cluster needs a configured gateway).
  const fakeGateway = cluster.isWorker ? null : await startInAppFakeGateway(log);
  const gatewaySettings = paymentGatewaySettings();
  const paymentOrigins = fakeGateway ? [new URL(fakeGateway.url).origin] : gatewaySettings.kind === "external" ? [new URL(gatewaySettings.url).origin] : [];
  const app = await createApp({ mode: opts.dev ? "development" : "production", build, clientDir: path.join(buildDir, "client"), pageCache, paymentOrigins });
  const server = await new Promise<Server>((resolve, reject) => {
    // A kept public page is answered before Express sees the request (server/http/page-cache.ts).
    const listening = http.createServer((req, res) => {
      if (!pageCache?.tryServe(req, res)) app(req, res);
    });
    // An idle keep-alive connection outlives the clients' and proxies' own idle timeouts (nginx keeps 60 s
    // upstream, browsers about 60 s): closed by Node's default 5 s, a reused connection could meet a reset
    // while a request was on its way (seen as ECONNRESET in the browser suite). headersTimeout must exceed it.
    listening.keepAliveTimeout = 65_000;
    listening.headersTimeout = 66_000;
    listening.listen(env.PORT, () => resolve(listening));
    listening.once("error", reject);
  });
  const worker = cluster.isWorker ? `, one of ${env.WEB_CONCURRENCY} processes, pid ${process.pid}` : "";
  log(`Qanun Legal is serving ${env.BASE_URL} (port ${env.PORT}, ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite in " + env.DATA_DIR}${worker})`);

  // Every app server sends the mail outbox; a claim with FOR UPDATE SKIP LOCKED sends each message once.
  const mail = startMailWorker(db, env.MAIL_POLL_MS);
  // Deletions storage could not do when asked (S3 down) are retried until it answers.
  const deletions = startStorageDeletionWorker(db, getStorage(), 30_000);
  // Issue 12 §3: data exports, prepared in the background; expired ones deleted.
  const exports = startExportWorker(db, getStorage(), 5_000);
  // Issue 25 item 11: former clients' documents kept with a case go once its retention period has run out (hourly).
  const retention = startFormerClientPurgeWorker(db, getStorage());
  // Every app server runs it; FOR UPDATE SKIP LOCKED keeps each reminder to one send.
  const reminders = env.REMINDER_INTERVAL_MS > 0 ? startReminderWorker(db, env.REMINDER_INTERVAL_MS) : null;
  const hearingReminders = env.REMINDER_INTERVAL_MS > 0 ? startHearingReminderWorker(db, env.REMINDER_INTERVAL_MS) : null;
  const escalations = env.REMINDER_INTERVAL_MS > 0 ? startEscalationWorker(db, env.REMINDER_INTERVAL_MS) : null;
  // Issue 10 §2: the lawyer and the admins are told 30 days before a licence expires, once.
  const licenceReminders = env.REMINDER_INTERVAL_MS > 0 ? startLicenceReminderWorker(db, env.REMINDER_INTERVAL_MS) : null;
  // Issue 28 §4: card payments still pending after PAYMENT_RECONCILE_AFTER_MINUTES are asked about at the gateway.
  const reconciliation = startPaymentReconciliationWorker(db);
  // Issue 28 §6: unpaid invoices' reminders, before and after the due date, each once across the servers.
  const invoiceReminders = env.REMINDER_INTERVAL_MS > 0 ? startInvoiceReminderWorker(db, env.REMINDER_INTERVAL_MS) : null;
  // Issue 29: the daily digest of new work, for the admins who chose it.
  const adminDigests = env.REMINDER_INTERVAL_MS > 0 ? startAdminDigestWorker(db, env.REMINDER_INTERVAL_MS) : null;

  const close = async () => {
    await reminders?.stop();
    await hearingReminders?.stop();
    await escalations?.stop();
    await licenceReminders?.stop();
    await reconciliation.stop();
    await invoiceReminders?.stop();
    await adminDigests?.stop();
    await fakeGateway?.close();
    await settleBackgroundWork();
    await mail.stop();
    await deletions.stop();
    await exports.stop();
    await retention.stop();
    pageCache?.stop();
    server.close();
    server.closeIdleConnections();
    await closeRealtime(db).catch(() => {});
    await closePdfBrowser().catch(() => {});
    await db.destroy().catch(() => {});
  };
  return { server, close };
}
