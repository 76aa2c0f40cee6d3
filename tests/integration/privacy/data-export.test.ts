/**
 * Issue 12 §3, the copy of a person's data: asked for once at a time, prepared by the worker as a ZIP
 * with data.json and the person's files, emailed when ready, downloadable only by that person and only
 * until it expires (then its ZIP is deleted from storage).
 */
import { unzipSync, strFromU8 } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { EXPORTS_BUCKET, readExport, runDueExports } from "#server/privacy/export";
import { getStorage } from "#server/storage/index";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { createLawyer, DESCRIPTION, PHONE } from "../consultations/support";

let db: DB;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

describe("a copy of a person's data", () => {
  it("holds their account, consultations, messages and uploaded files, and only they can download it", async () => {
    const client = await userWithRole(db, "company", { name: "Export Person" });
    const outcome = await client.caller.documents.uploadVerification({ documents: [{ key: "commercial_registration", fileName: "cr.pdf", bytes: PDF_BYTES }] });
    expect(outcome.failed).toEqual([]);
    const lawyer = await createLawyer(db, { practiceAreas: ["civil"] });
    const { id: consultationId } = await client.caller.consultations.book({ lawyerId: "any", serviceArea: "civil", kind: "written", description: DESCRIPTION, phone: PHONE });
    await client.caller.consultations.postMessage({ id: consultationId, body: "A follow-up question about the notice period." });
    // Issue 12 §4: a review they wrote is theirs to take too.
    await lawyer.caller.consultations.accept({ id: consultationId });
    await lawyer.caller.consultations.complete({ id: consultationId });
    await client.caller.reviews.create({ consultationId, rating: 5, body: "Clear and quick." });

    const asked = await client.caller.accounts.requestDataExport();
    expect(asked.status).toBe("queued");
    // Asking again while one waits returns the same one.
    expect((await client.caller.accounts.requestDataExport()).id).toBe(asked.id);

    expect(await runDueExports(db, getStorage())).toBe(1);
    const [row] = await client.caller.accounts.dataExports();
    expect(row).toMatchObject({ id: asked.id, status: "ready" });
    expect(row!.expires_at!.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const [mail] = (await readOutbox({ to: client.email })).filter((m) => m.text.includes("/account-settings/data"));
    expect(mail).toBeTruthy();

    const zip = unzipSync((await readExport(db, getStorage(), { userId: client.userId, id: asked.id }))!);
    const data = JSON.parse(strFromU8(zip["data.json"]!)) as Record<string, any>;
    expect(data.account).toMatchObject({ id: client.userId, email: client.email, name: "Export Person" });
    expect(data.profile.documents).toEqual(["commercial_registration"]);
    expect(data.consultations).toHaveLength(1);
    expect(data.consultations[0]).toMatchObject({ id: consultationId, description: DESCRIPTION });
    expect(data.consultations[0].messages.map((m: { body: string }) => m.body)).toContain("A follow-up question about the notice period.");
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ consultation_id: consultationId, rating: 5, body: "Clear and quick." })]);
    const files = Object.keys(zip).filter((name) => name.startsWith("files/"));
    expect(files).toHaveLength(1);
    expect(Buffer.from(zip[files[0]!]!).equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(strFromU8(zip["README.txt"]!)).toContain("data.json");
    // Nothing of storage's internals (object keys) leaks into the copy.
    expect(JSON.stringify(data)).not.toContain("storage_key");

    // The download link is the owner's alone.
    await expect(client.caller.accounts.dataExportUrl({ id: asked.id })).resolves.toMatch(/data_exports|files\/signed/);
    const stranger = await userWithRole(db, "individual");
    await expect(stranger.caller.accounts.dataExportUrl({ id: asked.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await readExport(db, getStorage(), { userId: stranger.userId, id: asked.id })).toBeNull();
    await expect(anonymousCaller(db).accounts.requestDataExport()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymousCaller(db).accounts.dataExports()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    // Expiry: the link stops working and the ZIP leaves storage.
    const key = (await db.selectFrom("data_exports").select("object_key").where("id", "=", asked.id).executeTakeFirstOrThrow()).object_key!;
    await db.updateTable("data_exports").set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where("id", "=", asked.id).execute();
    await runDueExports(db, getStorage());
    expect((await client.caller.accounts.dataExports())[0]!.status).toBe("expired");
    await expect(client.caller.accounts.dataExportUrl({ id: asked.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await getStorage().get({ bucket: EXPORTS_BUCKET, key })).toBeNull();
  });
});
