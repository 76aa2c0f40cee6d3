/**
 * Issue 28 fault drill: the payment gateway's events late, twice and out of order. The production server runs against a
 * private PostgreSQL cluster with the shipped fake gateway as its configured gateway, which sends its webhooks over HTTP
 * on loopback to the server's webhook route, and a real SMTP server takes the emails. Four invoices, one per sequence:
 *
 * - a success delivered after the refund that follows it (the reconciliation job marked the invoice paid meanwhile);
 * - a success delivered after the reconciliation job marked the invoice paid, then delivered again (a retry);
 * - a declined attempt's failure delivered after the next attempt paid, then again;
 * - a refund's event delivered twice, then two refunds' events in reverse order;
 * - a refund made at the gateway, its webhook and the success's lost: the reconciliation job learns of both.
 *
 * Each invoice must end as the gateway's books say (paid, refunded by the sum of its refunds), with one timeline entry
 * per payment and per refund, one audit row per change of money, and each email (invoice, receipt, one per refund)
 * written once and received once by SMTP.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import type { Viewer } from "#server/auth/viewer";
import { WEBHOOK_PATH } from "#server/billing/constants";
import { useBillingGateway } from "#server/billing/gateway";
import { issueInvoice } from "#server/billing/invoices";
import { startCardPayment } from "#server/billing/payments";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { refundInvoice } from "#server/billing/refunds";
import { createCase } from "#server/cases/lifecycle";
import { addMilestone } from "#server/cases/milestones";
import { createCaseInput } from "#server/cases/schemas";
import { createGatewayClient, SIGNATURE_HEADER, signWebhook } from "#server/payments/gateway";
import { startFakeGateway, TEST_CARDS, type FakeGateway } from "#server/payments/fake-gateway/index";
import type { WebhookEventPayload } from "#server/payments/types";
import { appServer } from "./app-server";
import { adminViewer } from "./invoice-numbering";
import { drillSmtp } from "./mail-and-crash";
import { createPrivateCluster, freePort } from "./pg-cluster";
import { writeSignedLetter } from "./signed-letter";

export interface PaymentOrderScenario {
  name: string;
  /** The invoice's final state and refunded total (dirhams); expected: the state, the gateway's refunded total, the refunds. */
  state: string;
  refunded: number;
  expected: { state: string; refunded: number; refunds: number };
  /** Timeline entries: invoice_paid, invoice_refunded, payment_failed. */
  timeline: { paid: number; refunded: number; failed: number };
  /** Audit rows of money: invoice.paid; invoice.refunded (the admin's) and invoice.refund_confirmed (the gateway's). */
  audit: { paid: number; refunded: number };
  /** The client's emails about the invoice, by kind, as written to the outbox. */
  mails: { invoice: number; receipt: number; refund: number };
  /** The gateway's events the server received, and how many it ignored as older or as a repeat. */
  eventsReceived: number;
  ignoredAsOlder: number;
  ignoredAsRepeat: number;
  /** The drill's own call that failed (a refund refused, a webhook answered with an error), if one did. */
  error?: string;
  ok: boolean;
}

export interface PaymentOrderDrillResult {
  scenarios: PaymentOrderScenario[];
  /** Outbox rows not received by SMTP, and those received more than once. */
  mailsLost: number;
  mailsDuplicated: number;
  serverLog: string;
}

const API_KEY = "drill_order_api_key_0123456789";
const WEBHOOK_SECRET = "whsec_drill_order_0123456789abcdef";
const CLIENT_EMAIL = "drill-order-client@example.qa";

type Issued = { id: string; number: string };

export async function runPaymentOrderDrill(opts: { log?: (line: string) => void } = {}): Promise<PaymentOrderDrillResult> {
  const log = opts.log ?? (() => {});
  if (!fs.existsSync("build/server/index.js")) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const cluster = await createPrivateCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-drill-order-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const smtp = await drillSmtp();
  const gateway = await startFakeGateway({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${base}${WEBHOOK_PATH}`, webhookRetry: { attempts: 3, baseDelayMs: 200, timeoutMs: 5_000 } });
  // The server's own reconciliation job stays out of the way (a day): the drill runs the job itself, at the moment it chooses.
  const server = appServer({
    port,
    dataDir,
    databaseUrl: cluster.url,
    env: { PAYMENT_GATEWAY_URL: gateway.url, PAYMENT_GATEWAY_API_KEY: API_KEY, PAYMENT_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_RECONCILE_AFTER_MINUTES: "1440", SMTP_URL: smtp.url(), MAIL_POLL_MS: "500" },
  });
  const db: DB = createDatabase({ kind: "postgres", url: cluster.url });
  try {
    await migrateToLatest(db);
    const admin = await provisionUser(db, { email: "drill-admin@example.qa", name: "Drill Admin", password: "drill password 0123456789", role: "admin" });
    const client = await provisionUser(db, { email: CLIENT_EMAIL, name: "Drill Client", password: "drill password 0123456789", role: "individual" });
    const viewer = adminViewer(admin.userId);
    const adminActor = { viewer, clientIp: "127.0.0.1" };
    const clientActor = { viewer: { ...viewer, user: { ...viewer.user, id: client.userId, email: CLIENT_EMAIL }, role: "individual" } satisfies Viewer, clientIp: "127.0.0.1" };
    await db.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).execute();
    const { id: caseId } = await createCase({ db, ...adminActor, input: createCaseInput.parse({ clientId: client.userId, titleAr: "قضية", titleEn: "Drill case", serviceArea: "commercial", lawyerUserIds: [] }) });
    const fees = [1000, 800, 600, 2000, 1200];
    const milestoneIds: string[] = [];
    for (const feeQar of fees) milestoneIds.push((await addMilestone({ db, ...adminActor, id: caseId, titleAr: "مرحلة", titleEn: "Stage", feeQar, dueOn: null })).id);
    await writeSignedLetter(db, caseId, "Drill Client");
    const gatewayClient = createGatewayClient({ url: gateway.url, apiKey: API_KEY });
    useBillingGateway({ client: gatewayClient, webhookSecret: WEBHOOK_SECRET });
    const invoices: { id: string; number: string }[] = [];
    for (const milestoneId of milestoneIds) invoices.push(await issueInvoice({ db, ...adminActor, caseId, milestoneId }));
    await server.start();
    log(`payment order drill: app up on ${base}; the fake gateway at ${gateway.url} sends its webhooks there`);

    const payOnPage = async (invoiceId: string, card: string) => {
      const { redirectUrl } = await startCardPayment({ db, ...clientActor, invoiceId, locale: "en" });
      await submitCard(redirectUrl, card);
    };
    const reconcile = async (invoiceId: string) => {
      await db.updateTable("payments").set({ created_at: new Date(Date.now() - 11 * 60_000) }).where("invoice_id", "=", invoiceId).execute();
      await runPaymentReconciliation(db, { afterMinutes: 10 });
    };
    const refund = (invoiceId: string, amountDirhams: number, reason: string) => refundInvoice({ db, ...adminActor, invoiceId, amountDirhams, reason });
    const [a, b, c, d, f] = invoices as [Issued, Issued, Issued, Issued, Issued];

    const plans = [
      {
        name: "success after its refund (reconciled meanwhile)",
        invoice: a,
        expect: { state: "partially_refunded", refunded: 25_000, refunds: 1, failed: 0 },
        run: async () => {
          // The success is held until the checkout's next event (the refund's), which the gateway then sends first.
          gateway.control.setWebhookMode("out-of-order", a.number);
          await payOnPage(a.id, TEST_CARDS.succeeds);
          await reconcile(a.id);
          await refund(a.id, 25_000, "Hearing not needed");
        },
      },
      {
        name: "success after reconciliation, then again",
        invoice: b,
        expect: { state: "paid", refunded: 0, refunds: 0, failed: 0 },
        run: async () => {
          gateway.control.setWebhookMode("never", b.number);
          await payOnPage(b.id, TEST_CARDS.succeeds);
          await reconcile(b.id);
          await gateway.control.deliverPending();
          await redeliver(gateway, base, (e) => e.data.reference === b.number && e.type === "payment.succeeded");
        },
      },
      {
        name: "declined attempt's failure after the next paid",
        invoice: c,
        expect: { state: "paid", refunded: 0, refunds: 0, failed: 1 },
        run: async () => {
          gateway.control.setWebhookMode({ delayMs: 600_000 }, c.number);
          await payOnPage(c.id, TEST_CARDS.declined);
          gateway.control.setWebhookMode("now", c.number);
          await payOnPage(c.id, TEST_CARDS.succeeds);
          await gateway.control.settled();
          await gateway.control.deliverPending();
          await redeliver(gateway, base, (e) => e.data.reference === c.number && e.type === "payment.failed");
        },
      },
      {
        name: "refund event ×2; two refunds' events reversed",
        invoice: d,
        expect: { state: "partially_refunded", refunded: 100_000, refunds: 3, failed: 0 },
        run: async () => {
          gateway.control.setWebhookMode("now", d.number);
          await payOnPage(d.id, TEST_CARDS.succeeds);
          await gateway.control.settled();
          gateway.control.setWebhookMode("twice", d.number);
          await refund(d.id, 50_000, "First hearing cancelled");
          await gateway.control.settled();
          // The second refund's event is held until the third's has been sent.
          gateway.control.setWebhookMode("out-of-order", d.number);
          await refund(d.id, 30_000, "Expert not needed");
          await refund(d.id, 20_000, "Translation not needed");
        },
      },
      {
        name: "refund at the gateway, both webhooks lost",
        invoice: f,
        expect: { state: "partially_refunded", refunded: 40_000, refunds: 1, failed: 0 },
        run: async () => {
          gateway.control.setWebhookMode("never", f.number);
          await payOnPage(f.id, TEST_CARDS.succeeds);
          const { checkout_id } = await db.selectFrom("payments").select("checkout_id").where("invoice_id", "=", f.id).executeTakeFirstOrThrow();
          // Refunded in the gateway's own dashboard and neither event ever arrives: only the reconciliation job learns of both.
          await gatewayClient.refund({ checkoutId: checkout_id!, amountDirhams: 40_000, idempotencyKey: "refund:at-the-gateway-drill" });
          await reconcile(f.id);
        },
      },
    ];
    const errors = new Map<string, string>();
    for (const plan of plans) {
      log(`payment order drill: ${plan.name}`);
      await plan.run().catch((error: unknown) => errors.set(plan.name, error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 120) : String(error)));
      await gateway.control.settled();
    }
    const drained = await waitForOutbox(db, 60_000);
    if (!drained) log("payment order drill: the outbox did not drain within 60 s");
    const scenarios: PaymentOrderScenario[] = [];
    for (const plan of plans) scenarios.push(await observe(db, gateway, { name: plan.name, invoice: plan.invoice, ...plan.expect, error: errors.get(plan.name) }));
    const outbox = await db.selectFrom("mail_outbox").select("id").where("to_address", "=", CLIENT_EMAIL).execute();
    const receivedIds = smtp.received.filter((m) => m.to.includes(CLIENT_EMAIL)).map((m) => m.messageId);
    const timesReceived = (id: string) => receivedIds.filter((r) => r.startsWith(`<${id}@`)).length;
    return {
      scenarios,
      mailsLost: outbox.filter((o) => timesReceived(o.id) === 0).length,
      mailsDuplicated: outbox.filter((o) => timesReceived(o.id) > 1).length,
      serverLog: server.log(),
    };
  } finally {
    useBillingGateway(null);
    await server.stop();
    await gateway.close();
    await smtp.stop();
    await db.destroy().catch(() => {});
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The payer on the gateway's page: reads the form, posts the card number, does not follow the 303. */
async function submitCard(redirectUrl: string, card: string) {
  const page = await (await fetch(redirectUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error("no checkout form");
  const body = new URLSearchParams({ card, action: "pay" });
  await fetch(new URL(action, redirectUrl), { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
}

/** The gateway's retry of an event already delivered (its 200 lost on the way back): the same event, signed afresh, to the server. */
async function redeliver(gateway: FakeGateway, base: string, which: (event: WebhookEventPayload) => boolean) {
  await gateway.control.settled();
  const sent = gateway.control.events().find((e) => which(e.event));
  if (!sent) throw new Error("payment order drill: no such event to deliver again");
  const raw = JSON.stringify(sent.event);
  const response = await fetch(`${base}${WEBHOOK_PATH}`, { method: "POST", headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signWebhook(raw, WEBHOOK_SECRET) }, body: raw });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`payment order drill: the repeated event was answered ${response.status}`);
}

async function waitForOutbox(db: DB, timeoutMs: number): Promise<boolean> {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    const pending = await db.selectFrom("mail_outbox").select("id").where("status", "=", "pending").limit(1).execute();
    if (pending.length === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function observe(db: DB, gateway: FakeGateway, e: { name: string; invoice: { id: string; number: string }; state: string; refunded: number; refunds: number; failed: number; error?: string }): Promise<PaymentOrderScenario> {
  const row = await db.selectFrom("invoices").select(["state", "refunded_dirhams", "case_id"]).where("id", "=", e.invoice.id).executeTakeFirstOrThrow();
  const refundRows = await db.selectFrom("refunds").select("id").where("invoice_id", "=", e.invoice.id).execute();
  const events = await db.selectFrom("case_events").select(["type", "payload"]).where("case_id", "=", row.case_id).execute();
  const mine = events.filter((ev) => (ev.payload as { invoiceId?: string }).invoiceId === e.invoice.id);
  const countType = (type: string) => mine.filter((ev) => ev.type === type).length;
  const audit = await db.selectFrom("audit_log").select(["action", "after"]).where("entity_id", "=", row.case_id).where("action", "in", ["invoice.paid", "invoice.refunded", "invoice.refund_confirmed"]).execute();
  const auditOf = (action: string) => audit.filter((r) => r.action === action && (r.after as { invoiceId?: string } | null)?.invoiceId === e.invoice.id).length;
  const mails = await db.selectFrom("mail_outbox").select("subject").where("to_address", "=", CLIENT_EMAIL).where("subject", "like", `%${e.invoice.number}%`).execute();
  const mailsOf = (pattern: RegExp) => mails.filter((m) => pattern.test(m.subject)).length;
  const checkouts = await db.selectFrom("payments").select(["checkout_id", "state"]).where("invoice_id", "=", e.invoice.id).execute();
  // The gateway's books: what it refunded of the payment that paid the invoice.
  const paidAt = checkouts.find((p) => p.state === "succeeded")?.checkout_id;
  const booked = paidAt ? gateway.control.events().filter((s) => s.event.data.checkoutId === paidAt).at(-1)?.event.data.refundedDirhams : undefined;
  const received = await db
    .selectFrom("payment_events")
    .select(["outcome", "reason"])
    .where("checkout_id", "in", checkouts.map((p) => p.checkout_id ?? ""))
    .execute();
  const scenario: PaymentOrderScenario = {
    name: e.name,
    state: row.state,
    refunded: Number(row.refunded_dirhams),
    expected: { state: e.state, refunded: booked ?? -1, refunds: e.refunds },
    timeline: { paid: countType("invoice_paid"), refunded: countType("invoice_refunded"), failed: countType("payment_failed") },
    audit: { paid: auditOf("invoice.paid"), refunded: auditOf("invoice.refunded") + auditOf("invoice.refund_confirmed") },
    mails: { invoice: mailsOf(/Invoice /), receipt: mailsOf(/Receipt /), refund: mailsOf(/Refund of /) },
    eventsReceived: received.length,
    ignoredAsOlder: received.filter((r) => r.outcome === "ignored" && /^sequence \d+ is not after/.test(r.reason ?? "")).length,
    ignoredAsRepeat: received.filter((r) => r.outcome === "ignored" && (r.reason ?? "").startsWith("repeat of event")).length,
    error: e.error,
    ok: false,
  };
  scenario.ok =
    !e.error &&
    scenario.state === e.state &&
    scenario.refunded === e.refunded &&
    scenario.refunded === booked &&
    refundRows.length === e.refunds &&
    scenario.timeline.paid === 1 &&
    scenario.timeline.refunded === e.refunds &&
    scenario.timeline.failed === e.failed &&
    scenario.audit.paid === 1 &&
    // Every refund audited: the admin's, and the gateway's confirmation when its webhook came before the admin's write.
    scenario.audit.refunded >= e.refunds &&
    scenario.mails.invoice === 1 &&
    scenario.mails.receipt === 1 &&
    scenario.mails.refund === e.refunds;
  return scenario;
}
