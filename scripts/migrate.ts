/** Usage: tsx scripts/migrate.ts [up|status] */
import { getDb } from "#db/index";
import { listMigrations, migrateToLatest } from "#db/migrate";

const command = process.argv[2] ?? "up";
const db = getDb();
try {
  if (command === "up") {
    const result = await migrateToLatest(db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.log("Database is up to date.");
    for (const r of applied) console.log(`${r.status === "Success" ? "applied" : r.status}: ${r.migrationName}`);
  } else if (command === "status") {
    for (const m of await listMigrations(db)) {
      console.log(`${m.executedAt ? "applied " + m.executedAt.toISOString() : "pending"}  ${m.name}`);
    }
  } else {
    console.error(`Unknown command "${command}". Use: up | status`);
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
