/**
 * Starts the platform on its embedded defaults (or on whatever the environment configures):
 * migrates, seeds sample content unless SEED=false, writes the firm's service pages (always),
 * then serves the production build
 * (or, with --dev, the Vite development server). The steps live in server/http/start.ts.
 *
 * With WEB_CONCURRENCY=N (PostgreSQL only) this process prepares the database once, then becomes the
 * primary of N server processes on the same port (server/http/cluster.ts); each of them runs this file
 * again as a worker and serves without preparing.
 */
import cluster from "node:cluster";
import { getDb } from "#db/index";
import { getEnv } from "#server/config/env";
import { runClusterPrimary } from "#server/http/cluster";
import { prepareDatabase, startServer, type StartServerOptions } from "#server/http/start";
import { seedSampleContent } from "./seed-data";
import { seedServicePages } from "./seed-service-pages";

const dev = process.argv.includes("--dev");
const steps: Pick<StartServerOptions, "seed" | "beforeListen"> = {
  seed: (db) => seedSampleContent(db, { log: console.log }),
  // The service pages are the firm's content, not samples: written even when SEED=false (a no-op when unchanged).
  beforeListen: (db) => seedServicePages(db, { log: console.log }),
};

process.env.NODE_ENV ??= dev ? "development" : "production";
// getEnv() also writes the generated secrets (DATA_DIR/secrets.json) before any worker reads them.
const env = getEnv();
let processes = dev ? 1 : env.WEB_CONCURRENCY;
if (processes > 1 && !env.DATABASE_URL) {
  console.warn(`WEB_CONCURRENCY=${processes} needs DATABASE_URL (the embedded PGlite folder opens in one process only): serving from one process`);
  processes = 1;
}

if (processes > 1 && cluster.isPrimary) {
  const db = getDb();
  await prepareDatabase(db, steps);
  await db.destroy();
  runClusterPrimary({ processes });
} else {
  const { close } = await startServer({ dev, ...steps, prepared: cluster.isWorker });
  async function shutdown() {
    await close();
    process.exit(0);
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
