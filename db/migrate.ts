import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../migrations/index";
import type { DB } from "./index";

function createMigrator(db: DB) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema up to date; throws (after logging which one) when a migration fails. */
export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}

export async function listMigrations(db: DB) {
  return createMigrator(db).getMigrations();
}
