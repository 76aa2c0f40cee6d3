/**
 * Issue 14 §1, the whole server: PostgreSQL stops for a few seconds under sign-ups (with uploads),
 * contact messages and page reads (scripts/drill/database-outage.ts, also `npm run drill`). The
 * process survives; every answer that needed the database during the outage is the 503 page in the
 * visitor's language with Retry-After; no acknowledged write is lost or doubled; and it answers
 * normally within 5 s of PostgreSQL's return, without a restart.
 */
import { expect, test } from "@playwright/test";
import { runDatabaseOutageDrill } from "../../../scripts/drill/database-outage";

test.describe("database outage drill", () => {
  // It runs its own private cluster and server: once per CI run is enough.
  test.skip(Boolean(process.env.TEST_DATABASE_URL), "ran in the PGlite pass; the drill brings its own PostgreSQL");
  test.setTimeout(240_000);

  test("PostgreSQL stopped for 5 s under reads and writes", async () => {
    const result = await runDatabaseOutageDrill({ outageMs: 5_000, warmupMs: 3_000, cooldownMs: 7_000, concurrency: 8 });
    const summary = JSON.stringify({ ...result, serverLog: result.serverLog.split("\n").slice(-20) }, null, 2);
    expect(result.survived, summary).toBe(true);
    expect(result.answers.outage["503"] ?? 0, summary).toBeGreaterThan(0);
    expect(result.improperDuringOutage, summary).toBe(0);
    expect(result.networkErrors, summary).toBe(0);
    expect(result.writesAcknowledged, summary).toBeGreaterThan(0);
    expect(result.rowsLost, summary).toBe(0);
    expect(result.rowsDuplicated, summary).toBe(0);
    expect(result.recoveryMs, summary).not.toBeNull();
    expect(result.recoveryMs!, summary).toBeLessThanOrEqual(5_000);
    // After the outage the platform serves normally again: writes are acknowledged.
    expect((result.answers.after["302"] ?? 0) + (result.answers.after["303"] ?? 0), summary).toBeGreaterThan(0);
  });
});
