import type { DB } from "#db/index";
import { resetChatIndex } from "#server/chatbot/answer";
import { seedSampleContent } from "../../scripts/seed-data";
import { useTestDatabase } from "./db";

/**
 * A test file's own database holding the sample site (scripts/seed-data.ts, what `npm start` shows), with the
 * assistant's index forgotten so that the first question builds it from this content. `ready` receives the
 * database once it is seeded, for the file to keep it and do its own set-up.
 */
export function useSampleSite(ready: (db: DB) => unknown): void {
  useTestDatabase(async (db) => {
    await seedSampleContent(db);
    resetChatIndex();
    await ready(db);
  });
}
