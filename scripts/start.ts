/**
 * Starts the platform on its embedded defaults (or on whatever the environment configures):
 * migrates, seeds sample content unless SEED=false, then serves the production build.
 * Everything runs in this one process because PGlite's folder can be opened by one process only.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { getDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { getEnv } from "#server/config/env";
import { createApp } from "#server/http/app";
import { seedSampleContent } from "./seed-data";

process.env.NODE_ENV ??= "production";
const env = getEnv();
const db = getDb();

const migrated = await migrateToLatest(db);
console.log(`migrations: ${migrated.results?.length ?? 0} applied`);
if (process.env.SEED !== "false") await seedSampleContent(db, { log: console.log });

const dev = process.argv.includes("--dev");
const build = dev
  ? undefined
  : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);
const app = await createApp({ mode: dev ? "development" : "production", build });
const server = app.listen(env.PORT, () => {
  console.log(`Qanun Legal is serving ${env.BASE_URL} (port ${env.PORT}, ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite in " + env.DATA_DIR})`);
});

async function shutdown() {
  server.close();
  await db.destroy().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
