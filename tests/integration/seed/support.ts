import type { DB } from "#db/index";
import { seedDemo, type DemoAccounts } from "../../../scripts/seed-demo";
import { useTestDatabase } from "../../setup/db";

/** A fresh database with the demo data (`npm run seed -- --demo`) in it, for this test file. */
export function useDemoDatabase(ready: (fixture: { db: DB; demo: DemoAccounts }) => unknown): void {
  useTestDatabase(async (db) => ready({ db, demo: await seedDemo(db) }));
}
