/**
 * Issue 28 fault drill: the app killed between the gateway's success and the webhook. The production server runs
 * against a private PostgreSQL cluster with the shipped fake gateway as its configured gateway; clients pay
 * invoices on the gateway's page; the gateway holds the webhooks, the app is killed with SIGKILL, the gateway then
 * tries to deliver them to the dead app (and gives up), and the app is started again. Its own reconciliation job
 * (PAYMENT_RECONCILE_AFTER_MINUTES=1, the payments made older than that) must find every payment and mark each
 * invoice paid exactly once, with gapless receipts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import type { Viewer } from "#server/auth/viewer";
import { useBillingGateway } from "#server/billing/gateway";
import { issueInvoice } from "#server/billing/invoices";
import { startCardPayment } from "#server/billing/payments";
import { createCase } from "#server/cases/lifecycle";
import { addMilestone } from "#server/cases/milestones";
import { createCaseInput } from "#server/cases/schemas";
import { createGatewayClient } from "#server/payments/gateway";
import { startFakeGateway } from "#server/payments/fake-gateway/index";
import { appServer } from "./app-server";
import { writeSignedLetter } from "./signed-letter";
import { adminViewer, payCard } from "./invoice-numbering";
import { createPrivateCluster, freePort } from "./pg-cluster";

export interface PaymentKillDrillResult {
  payments: number;
  /** Webhooks the gateway could not deliver (the app was dead): all of them, or the drill did not test the kill. */
  webhooksLost: number;
  /** Invoices paid once the app was back, by its reconciliation job. */
  reconciled: number;
  paidTwice: number;
  receiptsGapless: boolean;
  /** From the restart to the last invoice marked paid; null when it never came. */
  recoveryMs: number | null;
  serverLog: string;
}

const API_KEY = "drill_kill_api_key_0123456789";
const WEBHOOK_SECRET = "whsec_drill_kill_0123456789abcdef";

export async function runPaymentKillDrill(opts: { payments?: number; log?: (line: string) => void } = {}): Promise<PaymentKillDrillResult> {
  const log = opts.log ?? (() => {});
  if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const count = opts.payments ?? 5;
  const cluster = await createPrivateCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-drill-pay-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = await startFakeGateway({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${base}/api/payments/webhook`, webhookRetry: { attempts: 3, baseDelayMs: 200, timeoutMs: 2_000 } });
  const server = appServer({
    port,
    dataDir,
    databaseUrl: cluster.url,
    env: { PAYMENT_GATEWAY_URL: gateway.url, PAYMENT_GATEWAY_API_KEY: API_KEY, PAYMENT_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_RECONCILE_AFTER_MINUTES: "1" },
  });
  const db: DB = createDatabase({ kind: "postgres", url: cluster.url });
  try {
    await migrateToLatest(db);
    const admin = await provisionUser(db, { email: "drill-admin@example.qa", name: "Drill Admin", password: "drill password 0123456789", role: "admin" });
    const client = await provisionUser(db, { email: "drill-client@example.qa", name: "Drill Client", password: "drill password 0123456789", role: "individual" });
    const viewer = adminViewer(admin.userId);
    const clientViewer: Viewer = { ...viewer, user: { ...viewer.user, id: client.userId, email: "drill-client@example.qa" }, role: "individual" };
    const actor = { viewer, clientIp: "127.0.0.1" };
    await db.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).execute();
    const { id: caseId } = await createCase({ db, ...actor, input: createCaseInput.parse({ clientId: client.userId, titleAr: "قضية", titleEn: "Drill case", serviceArea: "commercial", lawyerUserIds: [] }) });
    const milestoneIds: string[] = [];
    for (let i = 0; i < count; i++) {
      milestoneIds.push((await addMilestone({ db, ...actor, id: caseId, titleAr: "مرحلة", titleEn: "Stage", feeQar: 1000 + i, dueOn: null })).id);
    }
    await writeSignedLetter(db, caseId, "Drill Client");
    useBillingGateway({ client: createGatewayClient({ url: gateway.url, apiKey: API_KEY }), webhookSecret: WEBHOOK_SECRET });
    const invoiceIds: string[] = [];
    for (const milestoneId of milestoneIds) invoiceIds.push((await issueInvoice({ db, ...actor, caseId, milestoneId })).id);

    await server.start();
    log(`payment kill drill: app up on ${base}; ${count} invoices paid on the gateway's page, their webhooks held`);
    gateway.control.setWebhookMode("never");
    for (const invoiceId of invoiceIds) {
      const { redirectUrl } = await startCardPayment({ db, viewer: clientViewer, clientIp: "127.0.0.1", invoiceId, locale: "ar" });
      await payCard(redirectUrl);
    }
    await server.kill9();
    log("payment kill drill: kill -9 of the app; the gateway now tries to deliver the webhooks");
    await gateway.control.deliverPending();
    const webhooksLost = gateway.control.events().filter((e) => e.state === "failed").length;
    // The job asks about payments pending longer than PAYMENT_RECONCILE_AFTER_MINUTES: these are made that old.
    await db.updateTable("payments").set({ created_at: new Date(Date.now() - 2 * 60_000) }).execute();
    const restartedAt = Date.now();
    await server.start();
    log("payment kill drill: the app is back; waiting for its reconciliation job");
    let recoveryMs: number | null = null;
    let paid: { id: string; receipt_number: string | null }[] = [];
    for (let waited = 0; waited < 120_000; waited += 500) {
      paid = await db.selectFrom("invoices").select(["id", "receipt_number"]).where("id", "in", invoiceIds).where("state", "=", "paid").execute();
      if (paid.length === count) {
        recoveryMs = Date.now() - restartedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const paidEvents = await db.selectFrom("case_events").select("id").where("type", "=", "invoice_paid").execute();
    const receipts = paid.map((p) => Number(p.receipt_number!.slice(-6))).sort((x, y) => x - y);
    return {
      payments: count,
      webhooksLost,
      reconciled: paid.length,
      paidTwice: paidEvents.length - paid.length,
      receiptsGapless: receipts.every((n, i) => n === i + 1),
      recoveryMs,
      serverLog: server.log(),
    };
  } finally {
    useBillingGateway(null);
    await server.stop();
    await gateway.close();
    await db.destroy().catch(() => {});
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
