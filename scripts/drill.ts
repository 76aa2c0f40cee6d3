/**
 * Fault drills on a private PostgreSQL cluster (never the shared server): `npm run drill`.
 * Needs the production build (`npm run build`). Prints one table row per drill and exits 1 when a
 * drill loses or duplicates a row or an email, a request fails, or recovery does not come.
 *
 *   npm run drill                                  # all three drills
 *   npm run drill -- --only database               # PostgreSQL stopped for 10 s under mixed reads and writes
 *   npm run drill -- --only smtp --smtp-seconds 60 # SMTP stopped under sign-ups and contact messages
 *   npm run drill -- --only kill                   # kill -9 of the app during writes, then a restart
 *   npm run drill -- --only invoices               # two servers issue invoices at once; lost webhooks reconciled by both
 *   npm run drill -- --only payment-kill           # the app killed between the gateway's success and the webhook
 *   npm run drill -- --only payment-order          # the gateway's events late, twice and out of order (success after refund...)
 *   npm run drill -- --outage-seconds 5
 */
import { parseArgs } from "node:util";
import { runDatabaseOutageDrill } from "./drill/database-outage";
import { runKillDrill, runSmtpOutageDrill, type MailDrillResult } from "./drill/mail-and-crash";
import { runInvoiceDrill } from "./drill/invoice-numbering";
import { runPaymentKillDrill } from "./drill/payment-kill";
import { runPaymentOrderDrill } from "./drill/payment-order";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    "outage-seconds": { type: "string", default: "10" },
    "smtp-seconds": { type: "string", default: "60" },
    invoices: { type: "string", default: "400" },
  },
});
const wanted = (name: string) => !values.only || values.only === name;
const fmt = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ") || "-";
const table = (rows: string[][]) => rows.map((row) => `| ${row.join(" | ")} |`).join("\n").replace(/\n/, `\n|${" --- |".repeat(rows[0]!.length)}\n`);
let failed = false;

if (wanted("database")) {
  const outageMs = Number(values["outage-seconds"]) * 1000;
  const result = await runDatabaseOutageDrill({ outageMs, warmupMs: 5_000, cooldownMs: 8_000, concurrency: 8, log: console.log });
  console.log(
    table([
      ["drill", "survived", "before", "during outage", "after", "not a proper 503", "network errors", "writes acked", "rows lost", "rows duplicated", "recovery"],
      [
        `PostgreSQL stopped ${outageMs / 1000} s`,
        result.survived ? "yes" : `no (exit ${result.exitCode})`,
        fmt(result.answers.before),
        fmt(result.answers.outage),
        fmt(result.answers.after),
        result.improperDuringOutage ? `${result.improperDuringOutage} (${fmt(result.improperByKind)})` : "0",
        String(result.networkErrors),
        String(result.writesAcknowledged),
        String(result.rowsLost),
        String(result.rowsDuplicated),
        result.recoveryMs === null ? "never" : `${(result.recoveryMs / 1000).toFixed(1)} s`,
      ],
    ]),
  );
  const ok = result.survived && result.improperDuringOutage === 0 && result.rowsLost === 0 && result.rowsDuplicated === 0 && result.recoveryMs !== null && result.recoveryMs <= 5_000;
  if (!ok) {
    failed = true;
    console.log("\nserver log (last 40 lines):\n" + result.serverLog.split("\n").slice(-40).join("\n"));
  }
}

const mailResults: MailDrillResult[] = [];
if (wanted("smtp")) mailResults.push(await runSmtpOutageDrill({ outageMs: Number(values["smtp-seconds"]) * 1000, log: console.log }));
if (wanted("kill")) mailResults.push(await runKillDrill({ log: console.log }));
if (mailResults.length) {
  console.log(
    table([
      ["drill", "answers", "network errors", "writes acked", "rows lost", "rows duplicated", "mails expected", "mails lost", "mails duplicated", "recovery"],
      ...mailResults.map((r) => [
        r.name,
        fmt(r.answers),
        String(r.networkErrors),
        String(r.writesAcknowledged),
        String(r.rowsLost),
        String(r.rowsDuplicated),
        String(r.mailsExpected),
        String(r.mailsLost),
        String(r.mailsDuplicated),
        r.recovery.ms === null ? `never (${r.recovery.what})` : `${(r.recovery.ms / 1000).toFixed(1)} s (${r.recovery.what})`,
      ]),
    ]),
  );
  for (const r of mailResults) {
    const bad = Object.keys(r.answers).some((status) => Number(status) >= 400);
    if (bad || r.rowsLost || r.rowsDuplicated || r.mailsLost || r.mailsDuplicated || r.recovery.ms === null) {
      failed = true;
      console.log(`\n${r.name}: server log (last 40 lines):\n` + r.serverLog.split("\n").slice(-40).join("\n"));
    }
  }
}
if (wanted("invoices")) {
  const r = await runInvoiceDrill({ invoices: Number(values.invoices), log: console.log });
  console.log(
    table([
      ["drill", "issued", "refused (second issue)", "duplicate numbers", "gaps", "lost webhooks not reconciled", "paid twice", "receipts gapless", "gateway down: answer", "paid while down", "webhook ×5: applied"],
      [
        "invoices and payments on two servers",
        String(r.issued),
        String(r.refused),
        String(r.duplicates),
        String(r.gaps),
        String(r.paymentsLost),
        String(r.paidTwice),
        r.receiptsGapless ? "yes" : "no",
        r.downAnswer,
        String(r.paidWhileDown),
        String(r.webhookApplied),
      ],
    ]),
  );
  const paymentsOk = r.downAnswer === "payment_gateway_unavailable" && r.paidWhileDown === 0 && r.webhookApplied === 1;
  if (r.duplicates || r.gaps || r.paymentsLost || r.paidTwice || !r.receiptsGapless || r.issued !== r.refused || !paymentsOk) failed = true;
}
if (wanted("payment-kill")) {
  const r = await runPaymentKillDrill({ log: console.log });
  console.log(
    table([
      ["drill", "payments", "webhooks lost (app dead)", "paid after the restart", "paid twice", "receipts gapless", "recovery"],
      [
        "app killed between the gateway's success and the webhook",
        String(r.payments),
        String(r.webhooksLost),
        String(r.reconciled),
        String(r.paidTwice),
        r.receiptsGapless ? "yes" : "no",
        r.recoveryMs === null ? "never" : `${(r.recoveryMs / 1000).toFixed(1)} s (the restarted app's reconciliation job)`,
      ],
    ]),
  );
  if (r.webhooksLost !== r.payments || r.reconciled !== r.payments || r.paidTwice || !r.receiptsGapless || r.recoveryMs === null) {
    failed = true;
    console.log("\npayment kill drill: server log (last 40 lines):\n" + r.serverLog.split("\n").slice(-40).join("\n"));
  }
}
if (wanted("payment-order")) {
  const r = await runPaymentOrderDrill({ log: console.log });
  const qar = (dirhams: number) => (dirhams / 100).toFixed(2);
  console.log(
    table([
      ["events late / twice / out of order", "final state", "refunded QAR (gateway)", "timeline paid/refunded/failed", "audit paid/refunded", "emails invoice/receipt/refund", "events ignored: older, repeat", "ok"],
      ...r.scenarios.map((s) => [
        s.name,
        s.state === s.expected.state ? s.state : `${s.state} (not ${s.expected.state})`,
        `${qar(s.refunded)} (${qar(s.expected.refunded)})`,
        `${s.timeline.paid}/${s.timeline.refunded}/${s.timeline.failed}`,
        `${s.audit.paid}/${s.audit.refunded}`,
        `${s.mails.invoice}/${s.mails.receipt}/${s.mails.refund}`,
        `${s.ignoredAsOlder}, ${s.ignoredAsRepeat} of ${s.eventsReceived}`,
        s.ok ? "yes" : `NO${s.error ? ` (${s.error})` : ""}`,
      ]),
    ]),
  );
  console.log(`emails lost at SMTP: ${r.mailsLost}; received twice: ${r.mailsDuplicated}`);
  if (r.scenarios.some((s) => !s.ok) || r.mailsLost || r.mailsDuplicated) {
    failed = true;
    console.log("\npayment order drill: server log (last 40 lines):\n" + r.serverLog.split("\n").slice(-40).join("\n"));
  }
}
if (failed) process.exit(1);
