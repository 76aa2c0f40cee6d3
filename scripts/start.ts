/**
 * Starts the platform on its embedded defaults (or on whatever the environment configures):
 * migrates, seeds sample content unless SEED=false, then serves the production build
 * (or, with --dev, the Vite development server). The steps live in server/http/start.ts.
 */
import { startServer } from "#server/http/start";
import { seedSampleContent } from "./seed-data";

const { close } = await startServer({
  dev: process.argv.includes("--dev"),
  seed: (db) => seedSampleContent(db, { log: console.log }),
});

async function shutdown() {
  await close();
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
