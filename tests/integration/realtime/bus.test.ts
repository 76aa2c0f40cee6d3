import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish, subscribe } from "#server/realtime/bus";
import { createTestDatabase, type TestDatabase } from "../../setup/db";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.cleanup();
});

describe("realtime bus (LISTEN/NOTIFY)", () => {
  it("delivers a published event to a subscriber", async () => {
    let received: Record<string, unknown> | undefined;
    const stop = await subscribe(testDb.db, "user", (payload) => {
      received = payload;
    });
    await publish(testDb.db, "user", { userId: "u1", kind: "ping" });
    await expect.poll(() => received, { timeout: 5000 }).toEqual({ userId: "u1", kind: "ping" });
    stop();
  });

  it("delivers on commit and drops on rollback", async () => {
    const seen: unknown[] = [];
    const stop = await subscribe(testDb.db, "user", (payload) => seen.push(payload.n));
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, "user", { n: "rolled-back" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await testDb.db.transaction().execute(async (trx) => publish(trx, "user", { n: "committed" }));
    await expect.poll(() => seen, { timeout: 5000 }).toContain("committed");
    expect(seen).not.toContain("rolled-back");
    stop();
  });

  // PostgreSQL only (TEST_DATABASE_URL): PGlite's listening cannot drop.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "tells every subscriber to re-read once listening resumes after its connection dropped (events published meanwhile reached nobody)",
    async () => {
      const seen: Record<string, unknown>[] = [];
      const stops = await Promise.all((["call", "content"] as const).map((channel) => subscribe(testDb.db, channel, (payload) => seen.push({ channel, ...payload }))));
      // PostgreSQL restarting, as far as this process's LISTEN connection can tell.
      const ended = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'listen qanun_%'`.execute(testDb.db);
      expect(ended.rows[0]!.n).toBe(1);
      await expect
        .poll(() => seen, { timeout: 10_000 })
        .toEqual(expect.arrayContaining([{ channel: "call", resync: true }, { channel: "content", resync: true }]));
      // Listening again: events arrive as before.
      await publish(testDb.db, "call", { consultationId: "c1", recipientId: "u1" });
      await expect.poll(() => seen, { timeout: 5000 }).toContainEqual({ channel: "call", consultationId: "c1", recipientId: "u1" });
      for (const stop of stops) stop();
    },
    20_000,
  );
});
