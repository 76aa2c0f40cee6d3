/**
 * Issue 25 item 11: a client who closes their account does not take with them the evidence they gave the
 * firm in a case it still holds. Their documents and message attachments in an open case stay with it as
 * the firm's copy, marked as from a former client, readable by the admin and the assigned lawyer and by
 * no one else (not the company's other members, not another lawyer); the closure page lists them first.
 * Their other files still go (here: a document in a case closed longer ago than the retention period).
 * Once the firm closes the case and the retention period has run out, the purge deletes them from the
 * database and from storage, and says so in the audit log.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { CASE_FILES_BUCKET, CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { runDueFormerClientPurge } from "#server/privacy/retention";
import { getStorage } from "#server/storage/index";
import { TEST_PASSWORD } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { codeOf, makeCast, openCase } from "../cases/support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

const storageKeyOf = async (documentId: string) =>
  (await db.selectFrom("case_documents").select("storage_key").where("id", "=", documentId).executeTakeFirstOrThrow()).storage_key;

describe("closing a client's account while the firm holds their case", () => {
  it("keeps their documents and attachments in the open case for the firm alone, marked, until the retention period after closure ends", async () => {
    const cast = await makeCast(db);
    const { admin, lawyer, otherLawyer, client, member, stranger } = cast;
    // The company keeps another owner, so the client may leave it.
    await db.updateTable("company_members").set({ role: "owner" }).where("user_id", "=", member.userId).execute();

    const open = (await openCase(cast)) as { id: string; reference: string };
    const uploaded = await client.caller.cases.uploadDocuments({ id: open.id, documents: [{ fileName: "signed-contract.pdf", bytes: PDF_BYTES }] });
    await client.caller.cases.postMessage({ id: open.id, body: "The delivery notes, as asked.", documents: [{ fileName: "delivery-notes.pdf", bytes: PDF_BYTES }] });
    await lawyer.caller.cases.uploadDocuments({ id: open.id, documents: [{ fileName: "statement-of-claim.pdf", bytes: PDF_BYTES }] });
    const contractId = (uploaded as { documents: { id: string }[] }).documents[0]!.id;
    const notes = await db.selectFrom("case_documents").select(["id", "message_id"]).where("case_id", "=", open.id).where("file_name", "=", "delivery-notes.pdf").executeTakeFirstOrThrow();
    expect(notes.message_id).not.toBeNull();
    const keptKeys = [await storageKeyOf(contractId), await storageKeyOf(notes.id)];

    // A matter closed longer ago than the retention period: the client's document there goes with the account.
    const old = (await openCase(cast, { titleEn: "Old lease", titleAr: "إيجار قديم" })) as { id: string };
    const oldUpload = await client.caller.cases.uploadDocuments({ id: old.id, documents: [{ fileName: "old-lease.pdf", bytes: PDF_BYTES }] });
    const oldDocumentId = (oldUpload as { documents: { id: string }[] }).documents[0]!.id;
    const oldKey = await storageKeyOf(oldDocumentId);
    await admin.caller.cases.close({ id: old.id, reason: null });
    await sql`update cases set closed_at = now() - make_interval(years => ${CLOSED_CASE_RETENTION_YEARS}, days => 1) where id = ${old.id}`.execute(db);

    // The page says what the firm keeps, in which matters, and for how long.
    const preview = await client.caller.accounts.deletionPreview();
    expect(preview.blockers).toEqual([]);
    expect(preview.kept.caseDocuments).toBe(2);
    expect(preview.keptDocumentCases).toEqual([{ id: open.id, reference: open.reference, titleAr: expect.any(String), titleEn: expect.any(String), closed: false, documents: 2 }]);
    expect(preview.retentionYears).toBe(CLOSED_CASE_RETENTION_YEARS);
    expect(preview.filesToDelete).toBe(1);

    const closed = await client.caller.accounts.closeAccount({ password: TEST_PASSWORD });
    expect(await db.selectFrom("user").select("id").where("id", "=", client.userId).executeTakeFirst()).toBeUndefined();

    // Kept in the database and in storage, marked, under the stand-in; the old matter's document is gone.
    const kept = await db.selectFrom("case_documents").select(["id", "former_client_at", "uploaded_by"]).where("id", "in", [contractId, notes.id]).execute();
    expect(kept).toHaveLength(2);
    const standIn = await db.selectFrom("user").select(["id", "name"]).where("name", "=", closed.label).executeTakeFirstOrThrow();
    for (const row of kept) expect(row).toMatchObject({ former_client_at: expect.any(Date), uploaded_by: standIn.id });
    for (const key of keptKeys) expect(await getStorage().get({ bucket: CASE_FILES_BUCKET, key })).not.toBeNull();
    expect(await db.selectFrom("case_documents").select("id").where("id", "=", oldDocumentId).executeTakeFirst()).toBeUndefined();
    expect(await getStorage().get({ bucket: CASE_FILES_BUCKET, key: oldKey })).toBeNull();
    const closureAudit = await db.selectFrom("audit_log").select("after").where("action", "=", "account.close").where("entity_id", "=", standIn.id).executeTakeFirstOrThrow();
    expect(closureAudit.after).toMatchObject({ caseDocumentsKept: 2 });

    // The firm reads them, marked as from a former client: the admin and the assigned lawyer.
    for (const firm of [admin, lawyer]) {
      const view = await firm.caller.cases.byId({ id: open.id });
      const byName = Object.fromEntries(view.documents.map((g) => [g.file_name, g.latest]));
      expect(Object.keys(byName).sort()).toEqual(["delivery-notes.pdf", "signed-contract.pdf", "statement-of-claim.pdf"]);
      expect(byName["signed-contract.pdf"]).toMatchObject({ former_client: true, uploaded_by_name: closed.label });
      expect(byName["delivery-notes.pdf"]).toMatchObject({ former_client: true });
      expect(byName["statement-of-claim.pdf"]).toMatchObject({ former_client: false });
      const attachments = view.messages.items.flatMap((m) => m.attachments);
      expect(attachments).toEqual([expect.objectContaining({ file_name: "delivery-notes.pdf", former_client: true })]);
      for (const documentId of [contractId, notes.id]) {
        await expect(firm.caller.cases.documentDownload({ id: open.id, documentId })).resolves.toMatchObject({ url: expect.any(String) });
      }
    }
    // Nobody else: the company's other member sees the case without them (and cannot fetch them), another lawyer and a stranger not at all.
    const memberView = await member.caller.cases.byId({ id: open.id });
    expect(memberView.documents.map((g) => g.file_name)).toEqual(["statement-of-claim.pdf"]);
    expect(memberView.messages.items.flatMap((m) => m.attachments)).toEqual([]);
    for (const documentId of [contractId, notes.id]) {
      expect(await codeOf(member.caller.cases.documentDownload({ id: open.id, documentId }))).toBe("NOT_FOUND");
      expect(await codeOf(otherLawyer.caller.cases.documentDownload({ id: open.id, documentId }))).toBe("NOT_FOUND");
      expect(await codeOf(stranger.caller.cases.documentDownload({ id: open.id, documentId }))).toBe("NOT_FOUND");
    }

    // The purge leaves them while the case is open, and after its closure while the retention period runs.
    expect(await runDueFormerClientPurge(db, getStorage())).toBe(0);
    await admin.caller.cases.close({ id: open.id, reason: "Settled" });
    expect(await runDueFormerClientPurge(db, getStorage())).toBe(0);
    // A day short of the period: still kept.
    await sql`update cases set closed_at = now() - make_interval(years => ${CLOSED_CASE_RETENTION_YEARS}) + interval '1 day' where id = ${open.id}`.execute(db);
    expect(await runDueFormerClientPurge(db, getStorage())).toBe(0);
    // The period over: deleted from the database and storage; the firm's own document stays.
    await sql`update cases set closed_at = now() - make_interval(years => ${CLOSED_CASE_RETENTION_YEARS}, days => 1) where id = ${open.id}`.execute(db);
    expect(await runDueFormerClientPurge(db, getStorage())).toBe(2);
    expect(await db.selectFrom("case_documents").select("file_name").where("case_id", "=", open.id).execute()).toEqual([{ file_name: "statement-of-claim.pdf" }]);
    for (const key of keptKeys) expect(await getStorage().get({ bucket: CASE_FILES_BUCKET, key })).toBeNull();
    expect(await db.selectFrom("storage_deletions").select("id").execute()).toEqual([]);
    const purge = await db.selectFrom("audit_log").select(["actor_id", "summary", "after"]).where("action", "=", "case.former_client_documents.purge").where("entity_id", "=", open.id).execute();
    expect(purge).toEqual([{ actor_id: null, summary: open.reference, after: { documentsDeleted: 2, retentionYears: CLOSED_CASE_RETENTION_YEARS } }]);
    expect(await runDueFormerClientPurge(db, getStorage())).toBe(0);
  });
});
