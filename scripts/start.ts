/**
 * Starts the platform on its embedded defaults (or on whatever the environment configures):
 * migrates, seeds sample content unless SEED=false, writes the firm's service pages (always),
 * then serves the production build
 * (or, with --dev, the Vite development server). The steps live in server/http/start.ts.
 */
import { startServer } from "#server/http/start";
import { seedSampleContent } from "./seed-data";
import { seedServicePages } from "./seed-service-pages";

const { close } = await startServer({
  dev: process.argv.includes("--dev"),
  seed: (db) => seedSampleContent(db, { log: console.log }),
  // The service pages are the firm's content, not samples: written even when SEED=false (a no-op when unchanged).
  beforeListen: (db) => seedServicePages(db, { log: console.log }),
});

async function shutdown() {
  await close();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
