import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../migrations/index";
import type { DB } from "./index";

/**
 * Migration numbers are handed out to work that lands in any order (issue 10's parts were each given one), so
 * a database that already ran a later number must still accept an earlier one that lands after it.
 */
function createMigrator(db: DB) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
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
