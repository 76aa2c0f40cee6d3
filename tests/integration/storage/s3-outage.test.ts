/**
 * Issue 14 §1: file storage (S3) down. An upload fails fast with a clear "storage unavailable" (503 in
 * the visitor's language) and leaves nothing half-written: no row, no email. A deletion storage cannot
 * do now is queued and retried until it succeeds. Against a real S3-compatible server (s3rver) on
 * loopback that the test stops and starts again on the same port and folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { AppError } from "#server/errors/app-error";
import { createS3Storage, setStorageForTests, type StorageDriver } from "#server/storage/index";
import { deleteNowOrLater, runDueStorageDeletions } from "#server/storage/deletions";
import { failureInit } from "~/utils/trpc.server";
import { anonymousCaller } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { insertPosting } from "../../setup/publications";

const S3_BUCKET = "qanun-outage";
let db: DB;
let cleanup: () => Promise<void>;
let directory: string;
let port = 0;
let server: S3rver | null = null;
let storage: StorageDriver;
let postingId: string;

async function startS3() {
  server = new S3rver({ address: "127.0.0.1", port, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  ({ port } = await server.run());
}
async function stopS3() {
  await server?.close();
  server = null;
}

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "qanun-s3-outage-"));
  await startS3();
  storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3_BUCKET,
    region: "us-east-1",
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  setStorageForTests(storage);
  postingId = await insertPosting(db, { title_en: "Paralegal" });
});

afterAll(async () => {
  setStorageForTests(undefined);
  await stopS3();
  fs.rmSync(directory, { recursive: true, force: true });
  await cleanup();
});

describe("with S3 down", () => {
  it("an upload fails at once with storage_unavailable, and a job application writes nothing and mails nobody", async () => {
    await stopS3();
    try {
      const started = Date.now();
      const put = storage.put({ bucket: CAREERS_BUCKET, key: "applications/x.pdf", body: PDF_BYTES, contentType: "application/pdf" });
      await expect(put).rejects.toBeInstanceOf(AppError);
      await expect(put).rejects.toMatchObject({ code: "storage_unavailable" });
      expect(Date.now() - started).toBeLessThan(15_000);

      const email = "applicant-s3-down@example.qa";
      const error = await anonymousCaller(db)
        .careers.submitApplication({
          postingId,
          fullName: "Aisha Al-Thani",
          email,
          phone: "+974 5555 1234",
          coverLetter: "I would like to apply for the paralegal position at the firm in Doha.",
          locale: "en",
          cv: { fileName: "cv.pdf", bytes: PDF_BYTES },
        } as never)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", cause: expect.objectContaining({ code: "storage_unavailable" }) });
      // A form route answers 503 with Retry-After and the message in the visitor's language.
      expect(failureInit(error, "storage_unavailable")).toEqual({ status: 503, headers: { "Retry-After": "30" } });
      expect(await db.selectFrom("job_applications").select("id").where("email", "=", email).execute()).toHaveLength(0);
      expect(await db.selectFrom("mail_outbox").select("id").where("to_address", "=", email).execute()).toHaveLength(0);
    } finally {
      await startS3();
    }
  });

  it("a deletion that cannot happen now is queued and done once S3 is back", async () => {
    const location = { bucket: CAREERS_BUCKET, key: "applications/left-behind.pdf" };
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });

    await stopS3();
    try {
      await deleteNowOrLater(db, storage, [location]);
      const queued = await db.selectFrom("storage_deletions").selectAll().execute();
      expect(queued).toMatchObject([{ bucket: CAREERS_BUCKET, object_key: location.key, attempts: 1 }]);
      // Not due yet (backoff), and a due retry while S3 is still down keeps it queued.
      expect(await runDueStorageDeletions(db, storage)).toBe(0);
      await db.updateTable("storage_deletions").set({ next_attempt_at: sql`now()` }).execute();
      expect(await runDueStorageDeletions(db, storage)).toBe(1);
      expect(await db.selectFrom("storage_deletions").select(["attempts", "last_error"]).executeTakeFirstOrThrow()).toMatchObject({ attempts: 2 });
    } finally {
      await startS3();
    }

    expect(await storage.get(location)).not.toBeNull();
    await db.updateTable("storage_deletions").set({ next_attempt_at: sql`now()` }).execute();
    expect(await runDueStorageDeletions(db, storage)).toBe(1);
    expect(await storage.get(location)).toBeNull();
    expect(await db.selectFrom("storage_deletions").select("id").execute()).toHaveLength(0);
  });

  it("a deletion that works at once queues nothing", async () => {
    const location = { bucket: CAREERS_BUCKET, key: "applications/gone.pdf" };
    await storage.put({ ...location, body: PDF_BYTES, contentType: "application/pdf" });
    await deleteNowOrLater(db, storage, [location]);
    expect(await storage.get(location)).toBeNull();
    expect(await db.selectFrom("storage_deletions").select("id").execute()).toHaveLength(0);
  });
});
