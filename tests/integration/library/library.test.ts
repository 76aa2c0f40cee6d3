import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { LIBRARY_BUCKET } from "#server/library/constants";
import { getStorage } from "#server/storage/index";
import { anonymousCaller } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { insertLibraryItem } from "../../setup/publications";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

describe("library.list (issue 3 §3)", () => {
  it("filters by kind, jurisdiction, document language (an item in both languages counts for either) and year", async () => {
    const law = await insertLibraryItem(db, { kind: "law", jurisdiction: "qatar", document_language: "ar", year: 2004 });
    const regulation = await insertLibraryItem(db, { kind: "regulation", jurisdiction: "qfc", document_language: "en", year: 2020 });
    const template = await insertLibraryItem(db, { kind: "template", jurisdiction: "qatar", document_language: "both", year: 2025 });
    const caller = anonymousCaller(db);
    const ids = async (input: Parameters<typeof caller.library.list>[0]) => (await caller.library.list(input)).items.map((i) => i.id).sort();
    expect(await ids({ kind: "law" })).toEqual([law.id]);
    expect(await ids({ jurisdiction: "qfc" })).toEqual([regulation.id]);
    expect(await ids({ language: "ar" })).toEqual([law.id, template.id].sort());
    expect(await ids({ language: "en" })).toEqual([regulation.id, template.id].sort());
    expect(await ids({ year: 2025 })).toEqual([template.id]);
    expect(await ids({ kind: "template", jurisdiction: "qfc" })).toEqual([]);
    const all = await caller.library.list();
    expect(all.years).toEqual(expect.arrayContaining([2025, 2020, 2004]));
  });

  it("searches titles and summaries in Arabic (letter variants folded) and English, partial words and years included", async () => {
    const civil = await insertLibraryItem(db, {
      kind: "law",
      jurisdiction: "qatar",
      title_ar: "القانون المدني (القانون رقم 22 لسنة 2004)",
      title_en: "Civil Code (Law No. 22 of 2004)",
      summary_ar: "القواعد العامة للالتزامات والعقود",
      summary_en: "General rules on obligations and contracts",
      year: 2004,
    });
    const lease = await insertLibraryItem(db, {
      kind: "template",
      title_ar: "نموذج: عقد إيجار سكني",
      title_en: "Template: residential lease agreement",
      year: 2025,
    });
    const caller = anonymousCaller(db);
    const find = async (q: string) => (await caller.library.list({ q })).items.map((i) => i.id);
    expect(await find("المدنى")).toEqual([civil.id]); // ي/ى
    expect(await find("civil")).toEqual([civil.id]);
    expect(await find("CONTRACT")).toEqual([civil.id]);
    expect(await find("ايجار")).toEqual([lease.id]); // إ → ا
    expect(await find("reside")).toEqual([lease.id]);
    expect(await find("2004 law")).toEqual([civil.id]);
    expect(await find("٢٢ ٢٠٠٤")).toEqual([civil.id]); // Arabic-Indic digits
    expect(await find("lease civil")).toEqual([]);
  });

  it("pages results ten at a time", async () => {
    for (let i = 0; i < 11; i++) await insertLibraryItem(db, { kind: "judgment", title_en: `Judgment ${i}` });
    const caller = anonymousCaller(db);
    const first = await caller.library.list({ kind: "judgment" });
    expect(first.total).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(first.pageCount).toBe(2);
    expect((await caller.library.list({ kind: "judgment", page: 2 })).items).toHaveLength(1);
  });
});

describe("library.file and /legal-library/{id}/download", () => {
  it("serves a template to anyone, with its content type and a safe attachment name", async () => {
    const item = await insertLibraryItem(db, { kind: "template", file_name: 'عقد "إيجار"\r\n.pdf' });
    const file = await anonymousCaller(db).library.file({ id: item.id });
    expect(file.contentType).toBe("application/pdf");
    expect(Buffer.from(file.body).equals(Buffer.from(item.body))).toBe(true);

    const { loader } = await import("~/routes/legal-library/$id/download/route");
    const response = (await loader({ request: new Request(`http://localhost:3000/legal-library/${item.id}/download`), params: { id: item.id }, context: {} })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const disposition = response.headers.get("Content-Disposition")!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toContain(encodeURIComponent("عقد"));
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers 404 for unknown ids, non-UUIDs and paths; no other stored object can be named", async () => {
    // A private object in another bucket, under a key someone might guess.
    await getStorage().put({ bucket: "translation_documents", key: "verifications/u1/passport.pdf", body: new Uint8Array([1, 2, 3]), contentType: "application/pdf" });
    const { loader } = await import("~/routes/legal-library/$id/download/route");
    for (const id of [crypto.randomUUID(), "../translation_documents/verifications/u1/passport.pdf", "items/x.pdf", "%2e%2e%2f"]) {
      await expect(anonymousCaller(db).library.file({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
      const thrown = await loader({ request: new Request("http://localhost:3000/legal-library/x/download"), params: { id }, context: {} }).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });

  it("keeps library rows pointing inside the library folder (database check), and a missing file is 404", async () => {
    const base = {
      kind: "guide",
      title_ar: "د",
      title_en: "g",
      summary_ar: "م",
      summary_en: "s",
      jurisdiction: "qatar",
      year: 2024,
      document_language: "en",
      file_name: "x.pdf",
      content_type: "application/pdf",
      file_size: 3,
    };
    for (const file_key of ["../translation_documents/verifications/u1/passport.pdf", "verifications/u1/passport.pdf", "items/../../x"]) {
      await expect(db.insertInto("library_items").values({ ...base, file_key }).execute()).rejects.toThrow();
    }
    const orphan = await db.insertInto("library_items").values({ ...base, file_key: "items/missing.pdf" }).returning("id").executeTakeFirstOrThrow();
    await expect(anonymousCaller(db).library.file({ id: orphan.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await getStorage().get({ bucket: LIBRARY_BUCKET, key: "items/missing.pdf" })).toBeNull();
  });

  it("does not list or serve an item before its publication date", async () => {
    const item = await insertLibraryItem(db, { kind: "law", title_en: "Not yet published", published_at: new Date(Date.now() + 86_400_000) });
    const caller = anonymousCaller(db);
    expect((await caller.library.list({ q: "Not yet published" })).items).toEqual([]);
    await expect(caller.library.file({ id: item.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
