import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { SAMPLE_UPDATE_IDS, seedSampleContent } from "../../../scripts/seed-data";
import { CLOSED_SAMPLE_POSTING_ID, MORE_SAMPLE_UPDATES, SAMPLE_LIBRARY_IDS, SAMPLE_POSTING_IDS } from "../../../scripts/seed-publications";
import { anonymousCaller } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("sample updates, library items and postings (issue 3 §5)", () => {
  it("seeds idempotently, every row marked as sample, with downloadable PDFs and closed postings hidden", async () => {
    await seedSampleContent(db);
    await seedSampleContent(db);
    const count = async (table: "legal_updates" | "library_items" | "job_postings") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).where("is_sample", "=", true).executeTakeFirstOrThrow()).n);
    expect(await count("legal_updates")).toBe(SAMPLE_UPDATE_IDS.length + MORE_SAMPLE_UPDATES.length);
    expect(await count("library_items")).toBe(SAMPLE_LIBRARY_IDS.length);
    expect(await count("job_postings")).toBe(SAMPLE_POSTING_IDS.length + 1);

    const caller = anonymousCaller(db);
    // The fixed ids the end-to-end tests use still open, now with tags and an author.
    for (const id of SAMPLE_UPDATE_IDS) {
      const update = await caller.legalUpdates.byId({ id });
      expect(update.tags.length).toBeGreaterThan(0);
      expect(update.author_id).not.toBeNull();
    }
    const list = await caller.legalUpdates.list();
    expect(list.pageCount).toBe(2);

    for (const id of SAMPLE_LIBRARY_IDS) {
      const file = await caller.library.file({ id });
      expect(file.contentType).toBe("application/pdf");
      expect(file.body.byteLength).toBeLessThan(2048);
      const text = Buffer.from(file.body).toString("latin1");
      expect(text.startsWith("%PDF-1.4")).toBe(true);
      expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    }
    expect((await caller.library.list({ kind: "template" })).total).toBe(2);

    const open = (await caller.careers.listOpen()).map((p) => p.id);
    expect(open.sort()).toEqual([...SAMPLE_POSTING_IDS].sort());
    await expect(caller.careers.byId({ id: CLOSED_SAMPLE_POSTING_ID })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
