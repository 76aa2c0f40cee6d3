import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { createDatabase, setDb, type DB } from "#db/index";
import { migrateAppDatabase, migrateToLatest } from "#db/migrate";
import { closeRealtime } from "#server/realtime/bus";
import { adminQuery, databaseUrl, databaseUrlAs } from "./postgres-admin";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (created here, dropped by cleanup()). Either is a copy of
 * the run's migrated template (tests/setup/template-database.ts); migrateToLatest then finds nothing to do
 * unless a test file's run began before a migration was added.
 */
export type TestDatabase = { db: DB; cleanup: () => Promise<void> };

/** The template's PGlite dump, read from disk once per test file. */
let templateDump: Blob | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("templateDatabase");
  if (!serverUrl) {
    if (template.kind === "pglite") templateDump ??= new Blob([fs.readFileSync(template.dumpPath)]);
    const db = createDatabase({ kind: "pglite", dataDir: "memory://", from: templateDump });
    await migrateToLatest(db);
    setDb(db);
    return { db, cleanup: async () => (await closeRealtime(db), await db.destroy()) };
  }
  const name = `qanun_test_${crypto.randomBytes(6).toString("hex")}`;
  const roles = template.kind === "postgres" ? template.roles : undefined;
  const copy = template.kind === "postgres" ? ` template ${template.name}` : "";
  await adminQuery(serverUrl, `create database ${name}${copy}${roles ? ` owner ${roles.owner}` : ""}`);
  let db: DB;
  if (roles) {
    // TEST_DATABASE_SPLIT_ROLES: migrated as the owner role, served to the tests as the app's (decision 036).
    db = createDatabase({ kind: "postgres", url: databaseUrlAs(serverUrl, name, roles, "app") });
    await migrateAppDatabase(db, { ownerUrl: databaseUrlAs(serverUrl, name, roles, "owner") });
  } else {
    db = createDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
    await migrateToLatest(db);
  }
  setDb(db);
  return {
    db,
    cleanup: async () => {
      await closeRealtime(db);
      await db.destroy();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The set-up most test files share: a fresh database before the file's tests, handed to `ready` (which may
 * make the file's fixtures in it), and dropped after them.
 */
export function useTestDatabase(ready: (db: DB) => unknown): void {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    cleanup = created.cleanup;
    await ready(created.db);
  });
  afterAll(() => cleanup?.());
}
