/**
 * Seeds sample content (idempotent). Run before the server starts when using embedded PGlite.
 *
 *   npm run seed                    # the default set, with 60 sample lawyers
 *   npm run seed -- --count 10000   # 10,000 sample lawyers (500 per statement, progress as it goes)
 *   npm run seed -- --demo          # also one sign-in per role (scripts/seed-demo.ts), passwords printed once
 *   npm run seed -- --demo --reset-passwords   # new passwords for the demo accounts, printed once
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getDb } from "#db/index";
import { migrateAppDatabase } from "#db/migrate";
import { DEFAULT_SAMPLE_LAWYER_COUNT, seedSampleContent } from "./seed-data";
import { assertDemoAllowed, DemoSeedRefused, formatDemoAccounts, seedDemo } from "./seed-demo";
import { closePdfBrowser } from "#server/pdf/chromium";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: String(DEFAULT_SAMPLE_LAWYER_COUNT) },
    demo: { type: "boolean", default: false },
    "reset-passwords": { type: "boolean", default: false },
    "allow-production": { type: "boolean", default: false },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error(`--count must be a whole number from 0 to 1000000 (got ${values.count})`);
  process.exit(2);
}
if (!values.demo && (values["reset-passwords"] || values["allow-production"])) {
  console.error("--reset-passwords and --allow-production only go with --demo");
  process.exit(2);
}
const demoOptions = { resetPasswords: values["reset-passwords"], allowProduction: values["allow-production"] };
if (values.demo) {
  // Before the database is opened: a refused run touches nothing.
  try {
    assertDemoAllowed(demoOptions);
  } catch (error) {
    if (!(error instanceof DemoSeedRefused)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

// PGlite creates its own folder, but not the data folder around it.
if (!process.env.DATABASE_URL) fs.mkdirSync(path.resolve(process.env.DATA_DIR ?? "./data"), { recursive: true });
const db = getDb();
try {
  await migrateAppDatabase(db);
  const started = Date.now();
  await seedSampleContent(db, { log: console.log, lawyerCount: count });
  if (values.demo) {
    const demo = await seedDemo(db, { ...demoOptions, log: console.log });
    const accounts = Object.values(demo.accounts);
    console.log("");
    if (accounts.every((a) => a.state === "existing")) {
      console.log("The demo accounts already exist. Their passwords were shown when they were made and are not kept;");
      console.log("run `npm run seed -- --demo --reset-passwords` to set new ones and print them.\n");
      console.log(formatDemoAccounts(demo));
    } else {
      console.log("Demo accounts (sign in at /client-area). The passwords are shown this once and kept nowhere:\n");
      console.log(formatDemoAccounts(demo));
      if (accounts.some((a) => a.state === "existing")) console.log("\n(unchanged: `--reset-passwords` sets new ones)");
    }
    console.log("");
  }
  console.log(`seed: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  // The demo's engagement letters are printed by Chromium; its browser would keep this process alive.
  await closePdfBrowser();
}
