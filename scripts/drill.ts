/**
 * Fault drills on a private PostgreSQL cluster (never the shared server): `npm run drill`.
 * Needs the production build (`npm run build`). Prints one table row per drill.
 *
 *   npm run drill                       # PostgreSQL stopped for 10 s under sign-ups, contact messages and page reads
 *   npm run drill -- --outage-seconds 5
 */
import { parseArgs } from "node:util";
import { runDatabaseOutageDrill } from "./drill/database-outage";

const { values } = parseArgs({ options: { "outage-seconds": { type: "string", default: "10" } } });
const outageMs = Number(values["outage-seconds"]) * 1000;

const result = await runDatabaseOutageDrill({ outageMs, warmupMs: 5_000, cooldownMs: 8_000, concurrency: 8, log: console.log });
const fmt = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ") || "-";
const rows = [
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
];
console.log(rows.map((row) => `| ${row.join(" | ")} |`).join("\n").replace(/\n/, `\n|${" --- |".repeat(rows[0].length)}\n`));
const ok = result.survived && result.improperDuringOutage === 0 && result.rowsLost === 0 && result.rowsDuplicated === 0 && result.recoveryMs !== null && result.recoveryMs <= 5_000;
if (!ok) {
  console.log("\nserver log (last 40 lines):\n" + result.serverLog.split("\n").slice(-40).join("\n"));
  process.exit(1);
}
