/**
 * Issue 28 fault drills on a private PostgreSQL cluster: two app servers (two connection pools, each its own
 * server's) issue invoices at once, some of them refused and rolled back, and the numbers must come out unique
 * and without a gap; then both servers run the reconciliation job at once over payments whose webhook was lost
 * (the app killed between the gateway's success and the webhook), and each invoice must be paid exactly once;
 * with the gateway down at checkout the payer is told so and nothing is paid; one webhook delivered 5 times at
 * once to both servers, then an older one, is applied once.
 */
import { createDatabase, type DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { provisionUser } from "#server/accounts/provision";
import type { Viewer } from "#server/auth/viewer";
import { useBillingGateway } from "#server/billing/gateway";
import { issueInvoice } from "#server/billing/invoices";
import { startCardPayment } from "#server/billing/payments";
import { runPaymentReconciliation } from "#server/billing/reconciliation";
import { createCase } from "#server/cases/lifecycle";
import { addMilestone } from "#server/cases/milestones";
import { createCaseInput } from "#server/cases/schemas";
import { receivePaymentWebhook } from "#server/billing/webhooks";
import { isAppError } from "#server/errors/app-error";
import { writeSignedLetter } from "./signed-letter";
import { createGatewayClient, signWebhook } from "#server/payments/gateway";
import { startFakeGateway } from "#server/payments/fake-gateway/index";
import { createPrivateCluster } from "./pg-cluster";

export interface InvoiceDrillResult {
  issued: number;
  refused: number;
  duplicates: number;
  gaps: number;
  paymentsLost: number;
  paidTwice: number;
  receiptsGapless: boolean;
  /** The gateway down at checkout: the payer's answer, and invoices marked paid anyway. */
  downAnswer: string;
  paidWhileDown: number;
  /** One success webhook delivered 5 times at once to both servers, with an older event after: times applied. */
  webhookApplied: number;
}

/** Requests in flight per app server while issuing (a server's share of concurrent admins and jobs). */
const ISSUE_CONCURRENCY = 8;

export function adminViewer(id: string): Viewer {
  return { user: { id, name: "Drill Admin", email: "drill-admin@example.qa", emailVerified: true, locale: "en" }, session: { id: "drill", token: "drill", expiresAt: new Date(Date.now() + 3_600_000) }, role: "admin", twoFactorEnabled: true };
}

/** The payer on the gateway's page: the test card that pays. */
export async function payCard(redirectUrl: string) {
  const page = await (await fetch(redirectUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error("no checkout form");
  await fetch(new URL(action, redirectUrl), { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ card: "4242424242424242", action: "pay" }) });
}

export async function runInvoiceDrill(opts: { invoices: number; log: (line: string) => void }): Promise<InvoiceDrillResult> {
  const cluster = await createPrivateCluster();
  const servers: DB[] = [];
  const gateway = await startFakeGateway({ apiKey: "drill_api_key_0123456789", webhookSecret: "whsec_drill_0123456789abcdef" });
  try {
    servers.push(createDatabase({ kind: "postgres", url: cluster.url }), createDatabase({ kind: "postgres", url: cluster.url }));
    const [a, b] = servers as [DB, DB];
    await migrateToLatest(a);
    const admin = await provisionUser(a, { email: "drill-admin@example.qa", name: "Drill Admin", password: "drill password 0123456789", role: "admin" });
    const client = await provisionUser(a, { email: "drill-client@example.qa", name: "Drill Client", password: "drill password 0123456789", role: "individual" });
    const viewer = adminViewer(admin.userId);
    const actor = { viewer, clientIp: "127.0.0.1" };
    await a.insertInto("engagement_terms").values({ version: 1, body_ar: "الشروط", body_en: "Terms" }).execute();
    const perCase = 20;
    const milestones: { caseId: string; milestoneId: string }[] = [];
    for (let c = 0; c < Math.ceil(opts.invoices / perCase); c++) {
      const input = createCaseInput.parse({ clientId: client.userId, titleAr: "قضية", titleEn: "Drill case", serviceArea: "commercial", lawyerUserIds: [] });
      const { id: caseId } = await createCase({ db: a, ...actor, input });
      for (let m = 0; m < perCase && milestones.length < opts.invoices; m++) {
        const { id } = await addMilestone({ db: a, ...actor, id: caseId, titleAr: "مرحلة", titleEn: "Stage", feeQar: 100 + m, dueOn: null });
        milestones.push({ caseId, milestoneId: id });
      }
      await writeSignedLetter(a, caseId, "Drill Client");
    }
    opts.log(`invoices drill: ${milestones.length} milestones on ${Math.ceil(opts.invoices / perCase)} cases; issuing from two servers at once`);
    // Every milestone issued twice, once from each server: one issue wins, the other is refused and rolled back. Each server
    // takes requests as a server does, ISSUE_CONCURRENCY at a time (firing all 20,000 at once only measures the pools'
    // connect timeout), the two attempts on a milestone next to each other in the queue so that they race.
    const jobs = milestones.flatMap((m, i) => [
      { db: i % 2 ? a : b, m },
      { db: i % 2 ? b : a, m },
    ]);
    const settled: PromiseSettledResult<unknown>[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { db, m } = jobs[next++]!;
        settled.push(
          await issueInvoice({ db, ...actor, caseId: m.caseId, milestoneId: m.milestoneId }).then(
            (value): PromiseSettledResult<unknown> => ({ status: "fulfilled", value }),
            (reason: unknown): PromiseSettledResult<unknown> => ({ status: "rejected", reason }),
          ),
        );
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 2 * ISSUE_CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    opts.log(`invoices drill: ${jobs.length} issue requests in ${seconds.toFixed(1)} s (${Math.round(jobs.length / seconds)}/s), ${ISSUE_CONCURRENCY} at a time per server`);
    const issued = settled.filter((s) => s.status === "fulfilled").length;
    const refused = settled.length - issued;
    const reasons = new Map<string, number>();
    for (const s of settled) if (s.status === "rejected") {
      const key = isAppError(s.reason) ? s.reason.code : String((s.reason as Error)?.message ?? s.reason).slice(0, 80);
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    opts.log(`invoices drill: refusals by reason: ${[...reasons].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    const rows = await a.selectFrom("invoices").select(["id", "sequence", "number"]).orderBy("sequence").execute();
    const sequences = rows.map((r) => r.sequence);
    const duplicates = sequences.length - new Set(sequences).size;
    const gaps = sequences.length ? Math.max(...sequences) - new Set(sequences).size : 0;

    // The webhook never comes (the app was killed between the gateway's success and it): reconciliation, on both servers at once.
    useBillingGateway({ client: createGatewayClient({ url: gateway.url, apiKey: "drill_api_key_0123456789" }), webhookSecret: "whsec_drill_0123456789abcdef" });
    gateway.control.setWebhookMode("never");
    const clientViewer: Viewer = { ...viewer, user: { ...viewer.user, id: client.userId }, role: "individual" };
    const toPay = rows.slice(0, Math.min(20, rows.length));
    for (const invoice of toPay) {
      const { redirectUrl } = await startCardPayment({ db: a, viewer: clientViewer, clientIp: "127.0.0.1", invoiceId: invoice.id, locale: "en" });
      await payCard(redirectUrl);
    }
    await a.updateTable("payments").set({ created_at: new Date(Date.now() - 60 * 60_000) }).execute();
    await Promise.all([runPaymentReconciliation(a, { afterMinutes: 10 }), runPaymentReconciliation(b, { afterMinutes: 10 })]);
    const paid = await a.selectFrom("invoices").select(["id", "receipt_number"]).where("id", "in", toPay.map((i) => i.id)).where("state", "=", "paid").execute();
    const paidEvents = await a.selectFrom("case_events").select("payload").where("type", "=", "invoice_paid").execute();
    const receipts = paid.map((p) => Number(p.receipt_number!.slice(-6))).sort((x, y) => x - y);

    // The gateway down at checkout: a clear refusal, nothing paid.
    const unpaid = rows[rows.length - 1]!;
    gateway.control.setDown(true);
    const downAnswer = await startCardPayment({ db: b, viewer: clientViewer, clientIp: "127.0.0.1", invoiceId: unpaid.id, locale: "ar" }).then(
      () => "accepted",
      (error: unknown) => (isAppError(error) ? error.code : String(error)),
    );
    gateway.control.setDown(false);
    const paidWhileDown = (await a.selectFrom("invoices").select("id").where("id", "=", unpaid.id).where("state", "<>", "issued").execute()).length;

    // One webhook, 5 times at once across both servers, then an older event: applied once.
    const { redirectUrl } = await startCardPayment({ db: a, viewer: clientViewer, clientIp: "127.0.0.1", invoiceId: unpaid.id, locale: "en" });
    await payCard(redirectUrl);
    const sent = gateway.control.events().find((e) => e.event.data.reference === unpaid.number)!;
    const deliver = (db: DB, event: typeof sent.event) => {
      const raw = JSON.stringify(event);
      return receivePaymentWebhook(db, raw, signWebhook(raw, "whsec_drill_0123456789abcdef"));
    };
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) => deliver(i % 2 ? a : b, sent.event)));
    await deliver(b, { ...sent.event, id: `${sent.event.id}-old`, type: "payment.failed" });
    const webhookApplied = outcomes.filter((o) => o.outcome === "applied").length;
    return {
      downAnswer,
      paidWhileDown,
      webhookApplied,
      issued,
      refused,
      duplicates,
      gaps,
      paymentsLost: toPay.length - paid.length,
      paidTwice: paidEvents.length - paid.length,
      receiptsGapless: receipts.every((n, i) => n === i + 1),
    };
  } finally {
    useBillingGateway(null);
    await gateway.close();
    await Promise.all(servers.map((db) => db.destroy().catch(() => {})));
    cluster.destroy();
  }
}
