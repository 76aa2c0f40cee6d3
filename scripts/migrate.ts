/**
 * Usage: tsx scripts/migrate.ts [up|status]
 * With MIGRATION_DATABASE_URL, as that owner role, which then grants DATABASE_URL's role (decision 036).
 */
import { createDatabase, getDb } from "#db/index";
import { listMigrations, migrateAppDatabase } from "#db/migrate";

const command = process.argv[2] ?? "up";
const db = getDb();
try {
  if (command === "up") {
    const result = await migrateAppDatabase(db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.log("Database is up to date.");
    for (const r of applied) console.log(`${r.status === "Success" ? "applied" : r.status}: ${r.migrationName}`);
  } else if (command === "status") {
    // The app's role may not read Kysely's migration tables.
    const ownerUrl = process.env.MIGRATION_DATABASE_URL;
    const owner = ownerUrl ? createDatabase({ kind: "postgres", url: ownerUrl }) : db;
    try {
      for (const m of await listMigrations(owner)) {
        console.log(`${m.executedAt ? "applied " + m.executedAt.toISOString() : "pending"}  ${m.name}`);
      }
    } finally {
      if (owner !== db) await owner.destroy();
    }
  } else {
    console.error(`Unknown command "${command}". Use: up | status`);
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
