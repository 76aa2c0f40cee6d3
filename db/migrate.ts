import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../migrations/index";
import { createDatabase, listenSourceOf, type DB } from "./index";
import { appRoleExcessPrivileges, connectedRole, grantAppRole } from "./roles";

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

/**
 * Migrates the database the app serves from (`db`, DATABASE_URL's). With an owner's URL
 * (MIGRATION_DATABASE_URL) the migrations run as that role, which then grants the app's role its DML and
 * only SELECT and INSERT on the audit log (db/roles.ts, decision 036); this throws, before anything is
 * served, when the two URLs reach different databases, connect as one role, or the app's role could still
 * alter the log. Without it, the app's own connection migrates: one role, as on PGlite and in the tests, or
 * the app's role of the two after `npm run migrate` ran as the owner, which finds nothing to do.
 */
export async function migrateAppDatabase(
  db: DB,
  opts: { ownerUrl?: string } = { ownerUrl: process.env.MIGRATION_DATABASE_URL },
): Promise<MigrationResultSet> {
  if (!opts.ownerUrl) {
    try {
      return await migrateToLatest(db);
    } catch (error) {
      // The app's own role of the two-role set-up, started with a migration pending.
      if ((error as { cause?: { code?: string } }).cause?.code !== "42501") throw error;
      throw new Error(`${(error as Error).message}: DATABASE_URL's role may not change the schema; run the migrations as the owner (MIGRATION_DATABASE_URL, decision 036)`, { cause: error });
    }
  }
  if (listenSourceOf(db)?.kind !== "postgres") {
    throw new Error("MIGRATION_DATABASE_URL needs DATABASE_URL: the embedded PGlite has a single role");
  }
  const owner = createDatabase({ kind: "postgres", url: opts.ownerUrl });
  try {
    const [asOwner, asApp] = await Promise.all([connectedRole(owner), connectedRole(db)]);
    if (asOwner.database !== asApp.database) {
      throw new Error(`MIGRATION_DATABASE_URL reaches database ${asOwner.database}, DATABASE_URL ${asApp.database}: they must be the same`);
    }
    if (asOwner.role === asApp.role) {
      throw new Error(`MIGRATION_DATABASE_URL and DATABASE_URL both connect as ${asApp.role}: the app must serve as a role of its own (decision 036)`);
    }
    const result = await migrateToLatest(owner);
    await grantAppRole(owner, asApp.role);
    const excess = await appRoleExcessPrivileges(owner, asApp.role);
    if (excess.length > 0) {
      throw new Error(`DATABASE_URL's role ${asApp.role} could still alter the audit log: ${excess.join("; ")} (decision 036)`);
    }
    return result;
  } finally {
    await owner.destroy();
  }
}
