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
});
