import { createDatabase } from "#db/index";
import { migrateToLatest } from "#db/migrate";
import { seedSampleContent } from "../scripts/seed-data";
const db = createDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/qanun_lawyers_dev" });
await migrateToLatest(db);
const t = performance.now();
await seedSampleContent(db, { lawyerCount: 10000 });
console.log("seed", performance.now() - t);
await db.destroy();
