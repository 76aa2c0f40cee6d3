/**
 * Seeds sample content (idempotent). Run before the server starts when using embedded PGlite.
 *
 *   npm run seed                    # the default set, with 60 sample lawyers
 *   npm run seed -- --count 10000   # 10,000 sample lawyers (500 per statement, progress as it goes)
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { DEFAULT_SAMPLE_LAWYER_COUNT, seedSampleContent } from "./seed-data";

const { values } = parseArgs({ options: { count: { type: "string", default: String(DEFAULT_SAMPLE_LAWYER_COUNT) } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error(`--count must be a whole number from 0 to 1000000 (got ${values.count})`);
  process.exit(2);
}

// PGlite creates its own folder, but not the data folder around it.
if (!process.env.DATABASE_URL) fs.mkdirSync(path.resolve(process.env.DATA_DIR ?? "./data"), { recursive: true });
const db = getDb();
await migrateToLatest(db);
const started = Date.now();
await seedSampleContent(db, { log: console.log, lawyerCount: count });
console.log(`seed: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.destroy();
