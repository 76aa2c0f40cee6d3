import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { uploadVerificationDocuments } from "#server/documents/verification-documents";
import { getStorage, setStorageForTests, VERIFICATION_BUCKET, type StorageDriver } from "#server/storage/index";
import { useTestDatabase } from "../../setup/db";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from "../../setup/file-fixtures";

let db: DB;
useTestDatabase((created) => (db = created));
beforeEach(() => setStorageForTests(undefined));

/** The real disk driver, except that puts whose key contains `refuse` fail, as a full bucket would. */
function refusingStorage(): StorageDriver {
  const real = getStorage();
  return {
    ...real,
    kind: real.kind,
    put: async (opts) => {
      if (opts.key.includes("refuse")) throw new Error("storage refused the object");
      return real.put(opts);
    },
    get: (opts) => real.get(opts),
    delete: (opts) => real.delete(opts),
    signedUrl: (opts) => real.signedUrl(opts),
  };
}

describe("verification documents (spec §3, §5)", () => {
  it("stores each file at verifications/{userId}/{key}-{timestamp}-{sanitized name} and maps key to URL", async () => {
    const { userId } = await userWithRole(db, "lawyer");
    const outcome = await uploadVerificationDocuments({
      db,
      storage: getStorage(),
      userId,
      documents: [{ key: "bar_license", fileName: "رخصة المحاماة 2026.pdf", bytes: PDF_BYTES }],
    });
    expect(outcome.failed).toEqual([]);
    const url = outcome.uploaded[0]!.url;
    expect(url).toMatch(new RegExp(`^/files/translation_documents/verifications/${userId}/bar_license-\\d+-[A-Za-z0-9._-]+$`));
    expect(url).toMatch(/_2026\.pdf$/);
    const profile = await db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
    expect(profile.verification_documents).toEqual({ bar_license: url });
    expect(profile.verification_status).toBe("pending");
    const key = url.replace("/files/translation_documents/", "");
    const stored = await getStorage().get({ bucket: VERIFICATION_BUCKET, key });
    expect(stored?.contentType).toBe("application/pdf");
  });

  it("stores a misleading or overlong name under the sniffed extension, shortened (issue 14 §4)", async () => {
    const { userId } = await userWithRole(db, "lawyer");
    const outcome = await uploadVerificationDocuments({
      db,
      storage: getStorage(),
      userId,
      documents: [
        { key: "bar_license", fileName: "licence\u202Efdp.html", bytes: PDF_BYTES },
        { key: "qatar_id", fileName: `${"a".repeat(300)}.png`, bytes: PNG_BYTES },
      ],
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.uploaded.map((u) => u.fileName)).toEqual(["licencefdp.pdf", `${"a".repeat(100)}.png`]);
    expect(outcome.uploaded[0]!.url).toMatch(/-licencefdp\.pdf$/);
    expect(outcome.uploaded[1]!.url.length).toBeLessThan(300);
  });

  it("reports a refused file and lets the others proceed", async () => {
    const { userId } = await userWithRole(db, "company");
    const outcome = await uploadVerificationDocuments({
      db,
      storage: refusingStorage(),
      userId,
      documents: [
        { key: "commercial_registration", fileName: "cr.pdf", bytes: PDF_BYTES },
        { key: "signatory_authorization", fileName: "refuse-me.pdf", bytes: PDF_BYTES },
        { key: "qfc_license", fileName: "invoice.pdf", bytes: EXE_BYTES },
        { key: "other", fileName: "huge.pdf", bytes: null },
        { key: "qatar_id" as never, fileName: "id.png", bytes: PNG_BYTES },
      ],
    });
    expect(outcome.failed).toEqual([
      { key: "signatory_authorization", fileName: "refuse-me.pdf", reason: "storage_error" },
      { key: "qfc_license", fileName: "invoice.pdf", reason: "type_not_allowed" },
      { key: "other", fileName: "huge.pdf", reason: "too_large" },
    ]);
    expect(outcome.uploaded.map((u) => u.key)).toEqual(["commercial_registration", "qatar_id"]);
    const profile = await db.selectFrom("profiles").select("verification_documents").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(Object.keys(profile.verification_documents).sort()).toEqual(["commercial_registration", "qatar_id"]);
  });

  it("when the profile update fails, reports it and removes the files it had stored", async () => {
    // A user id with no profile row: the update touches nothing, which counts as a failure.
    const real = getStorage();
    const putKeys: string[] = [];
    const storage: StorageDriver = { ...real, kind: real.kind, put: async (o) => (putKeys.push(o.key), real.put(o)), get: (o) => real.get(o), delete: (o) => real.delete(o), signedUrl: (o) => real.signedUrl(o) };
    const outcome = await uploadVerificationDocuments({
      db,
      storage,
      userId: "no-such-user",
      documents: [{ key: "other", fileName: "a.pdf", bytes: PDF_BYTES }],
    });
    expect(outcome.profileUpdateFailed).toBe(true);
    expect(outcome.uploaded).toEqual([]);
    expect(putKeys).toHaveLength(1);
    expect(await real.get({ bucket: VERIFICATION_BUCKET, key: putKeys[0]! })).toBeNull();
  });

  it("replaces a document under the same key and deletes the old object", async () => {
    const { userId } = await userWithRole(db, "lawyer");
    const storage = getStorage();
    const first = await uploadVerificationDocuments({ db, storage, userId, documents: [{ key: "qatar_id", fileName: "old.pdf", bytes: PDF_BYTES }] });
    await new Promise((r) => setTimeout(r, 5));
    const second = await uploadVerificationDocuments({ db, storage, userId, documents: [{ key: "qatar_id", fileName: "new.pdf", bytes: PDF_BYTES }] });
    const oldKey = first.uploaded[0]!.url.replace("/files/translation_documents/", "");
    const newKey = second.uploaded[0]!.url.replace("/files/translation_documents/", "");
    expect(await storage.get({ bucket: VERIFICATION_BUCKET, key: oldKey })).toBeNull();
    expect(await storage.get({ bucket: VERIFICATION_BUCKET, key: newKey })).not.toBeNull();
  });

  it("sign-up uploads documents for lawyers and companies, and never for an address that already exists", async () => {
    const caller = anonymousCaller(db);
    const email = "lawyer.docs@example.qa";
    const result = await caller.accounts.signUp({
      email,
      password: "a long enough passphrase 7",
      fullName: "Lawyer With Docs",
      userType: "lawyer",
      documents: [
        { key: "bar_license", fileName: "licence.pdf", bytes: PDF_BYTES },
        { key: "qatar_id", fileName: "id.exe.pdf", bytes: EXE_BYTES },
      ],
    });
    expect(result.uploads.uploaded.map((u) => u.key)).toEqual(["bar_license"]);
    expect(result.uploads.failed).toEqual([{ key: "qatar_id", fileName: "id.exe.pdf", reason: "type_not_allowed" }]);

    const again = await anonymousCaller(db).accounts.signUp({
      email,
      password: "a long enough passphrase 7",
      fullName: "Intruder",
      userType: "lawyer",
      documents: [
        { key: "bar_license", fileName: "forged.pdf", bytes: PDF_BYTES },
        { key: "qatar_id", fileName: "id.exe.pdf", bytes: EXE_BYTES },
      ],
    });
    expect(again.uploads.failed).toEqual(result.uploads.failed);
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const profile = await db.selectFrom("profiles").select("verification_documents").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(Object.values(profile.verification_documents)[0]).toContain("licence.pdf");
  });
});

describe("document access: owner and admins only, through short-lived links", () => {
  it("gives the owner and an admin a signed URL and anyone else not-found", async () => {
    const owner = await userWithRole(db, "lawyer");
    const outcome = await owner.caller.documents.uploadVerification({
      documents: [{ key: "bar_license", fileName: "licence.pdf", bytes: PDF_BYTES }],
    });
    const url = outcome.uploaded[0]!.url;
    const signed = await owner.caller.documents.signedDownloadUrl({ url });
    expect(signed.url).toContain("/files/signed?");
    expect(signed.url).toMatch(/[?&]e=\d+/);

    const admin = await userWithRole(db, "admin");
    await expect(admin.caller.documents.signedDownloadUrl({ url })).resolves.toHaveProperty("url");

    const stranger = await userWithRole(db, "individual");
    await expect(stranger.caller.documents.signedDownloadUrl({ url })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(anonymousCaller(db).documents.signedDownloadUrl({ url })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      owner.caller.documents.signedDownloadUrl({ url: `/files/translation_documents/verifications/${owner.userId}/../../secrets.json` }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("the upload procedure always writes to the caller's own profile", async () => {
    const a = await userWithRole(db, "company");
    const outcome = await a.caller.documents.uploadVerification({
      documents: [{ key: "commercial_registration", fileName: "cr.pdf", bytes: PDF_BYTES }],
    });
    expect(outcome.uploaded[0]!.url).toContain(`/verifications/${a.userId}/`);
  });
});
