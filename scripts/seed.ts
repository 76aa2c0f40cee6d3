/** Seeds sample content (idempotent). Run before the server starts when using embedded PGlite. */
import { getDb } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { seedSampleContent } from "./seed-data";

const db = getDb();
await migrateToLatest(db);
await seedSampleContent(db, { log: console.log });
await db.destroy();
