import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, setDb, type DB } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { closeRealtime } from "#server/realtime/bus";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (created here, dropped by cleanup()). Either is a copy of
 * the run's migrated template (tests/setup/template-database.ts); migrateToLatest then finds nothing to do
 * unless a test file's run began before a migration was added.
 */
export type TestDatabase = { db: DB; cleanup: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject("templateDatabase");
    const from = template.kind === "pglite" ? new Blob([fs.readFileSync(template.dumpPath)]) : undefined;
    const db = createDatabase({ kind: "pglite", dataDir: "memory://", from });
    await migrateToLatest(db);
    setDb(db);
    return { db, cleanup: async () => (await closeRealtime(db), await db.destroy()) };
  }
  const name = `qanun_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject("templateDatabase");
  await admin.query(`create database ${name}${template.kind === "postgres" ? ` template ${template.name}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ kind: "postgres", url: url.toString() });
  await migrateToLatest(db);
  setDb(db);
  return {
    db,
    cleanup: async () => {
      await closeRealtime(db);
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
