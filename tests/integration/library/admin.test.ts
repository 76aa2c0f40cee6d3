/**
 * Issue 10 §4, the legal library in the back office: items created with their file (the platform's
 * upload rules), metadata edited, the file replaced, published and unpublished, as the public sees it
 * (list, download, sitemap), with every change audited and bad input changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { LIBRARY_BUCKET } from "#server/library/constants";
import { getStorage } from "#server/storage/index";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { EXE_BYTES, PDF_BYTES, PNG_BYTES } from "../../setup/file-fixtures";
import { makeDocx } from "../../setup/publications";
import { fieldErrorsOf, runRoute } from "../../setup/routes";
import { codeOf, libraryContent, pdfFile, type Account } from "../../setup/publishing";

let db: DB;
let cleanup: () => Promise<void>;
let admin: Account;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  admin = await userWithRole(db, "admin", { name: "Library Admin" });
});
afterAll(() => cleanup());

const BASE = "http://localhost:3000";

async function publicView(id: string) {
  const visitor = anonymousCaller(db);
  const [list, file, sitemap] = await Promise.all([
    visitor.library.list({}),
    codeOf(visitor.library.file({ id })),
    visitor.seo.sitemapEntries({ staticPaths: [] }),
  ]);
  return { inList: list.items.some((i) => i.id === id), file, inSitemap: sitemap.some((e) => e.path === `/legal-library/${id}/download`) };
}

async function download(id: string, headers: Record<string, string> = {}) {
  const { loader } = await import("~/routes/legal-library/$id/download/route");
  const result = await runRoute(() => loader({ request: new Request(`${BASE}/legal-library/${id}/download`, { headers }), params: { id }, context: {} }));
  return result as { kind: "response"; status: number; headers: Headers; response: Response };
}

const fileKeyOf = async (id: string) => (await db.selectFrom("library_items").select("file_key").where("id", "=", id).executeTakeFirstOrThrow()).file_key;
const auditOf = (id: string) =>
  db.selectFrom("audit_log").select(["action", "actor_id", "before", "after"]).where("entity_type", "=", "library_item").where("entity_id", "=", id).orderBy("id").execute();

async function snapshot() {
  const [items, audit] = await Promise.all([
    db.selectFrom("library_items").select(["id", "version", "status", "file_key"]).orderBy("id").execute(),
    db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ items, audit: audit.n });
}

describe("library items from the back office", () => {
  it("an unpublished item is invisible; publishing shows it at once in the list, the download and the sitemap; unpublishing hides it", async () => {
    const created = await admin.caller.library.admin.create({ ...libraryContent({ titleEn: "Commercial Companies Law" }), publish: false, file: pdfFile("companies law.pdf") });
    expect(created.state).toBe("unpublished");
    expect(await publicView(created.id)).toEqual({ inList: false, file: "NOT_FOUND", inSitemap: false });
    expect((await download(created.id)).status).toBe(404);

    const published = await admin.caller.library.admin.publish(created);
    expect(await publicView(created.id)).toEqual({ inList: true, file: "resolved", inSitemap: true });
    const served = await download(created.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(served.headers.get("Content-Disposition")).toContain("companies law.pdf");
    expect((await download(created.id, { "If-None-Match": served.headers.get("ETag")! })).status).toBe(304);

    await admin.caller.library.admin.unpublish(published);
    expect(await publicView(created.id)).toEqual({ inList: false, file: "NOT_FOUND", inSitemap: false });
    // A cached copy cannot be revalidated into "not modified": the download is gone.
    expect((await download(created.id, { "If-None-Match": served.headers.get("ETag")! })).status).toBe(404);
    expect((await auditOf(created.id)).map((r) => r.action)).toEqual(["library_item.create", "library_item.publish", "library_item.unpublish"]);
  });

  it("accepts a Word .docx by its bytes, and refuses an .exe named .pdf, an image, an empty or an oversized file, storing nothing", async () => {
    const docx = await admin.caller.library.admin.create({ ...libraryContent({ kind: "template" }), publish: true, file: { fileName: "lease-template.docx", bytes: makeDocx("Lease") } });
    const row = await db.selectFrom("library_items").select(["content_type", "file_name", "file_key"]).where("id", "=", docx.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", file_name: "lease-template.docx" });
    expect(row.file_key).toMatch(new RegExp(`^items/${docx.id}-\\d+\\.docx$`));

    const before = await snapshot();
    const create = (file: { fileName: string; bytes: Uint8Array | null }) => codeOf(admin.caller.library.admin.create({ ...libraryContent(), publish: true, file }));
    expect(await create({ fileName: "law.pdf", bytes: EXE_BYTES })).toBe("file_type_not_allowed");
    expect(await create({ fileName: "scan.png", bytes: PNG_BYTES })).toBe("file_type_not_allowed");
    expect(await create({ fileName: "empty.pdf", bytes: new Uint8Array() })).toBe("file_required");
    expect(await create({ fileName: "huge.pdf", bytes: null })).toBe("file_too_large");
    expect(await snapshot()).toBe(before);
  });

  it("keeps a posted name readable (Arabic kept, path and bidi tricks dropped) with the real extension", async () => {
    const created = await admin.caller.library.admin.create({ ...libraryContent(), publish: true, file: { fileName: "C:\\Users\\x\\قانون العمل\u202Efdp.exe", bytes: PDF_BYTES } });
    const { file_name } = await db.selectFrom("library_items").select("file_name").where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(file_name).toBe("قانون العملfdp.pdf");
  });

  it("replaces the file: the new bytes are served under a new ETag, the old object is deleted, the change is audited", async () => {
    const created = await admin.caller.library.admin.create({ ...libraryContent(), publish: true, file: pdfFile("v1.pdf") });
    const oldKey = await fileKeyOf(created.id);
    const first = await download(created.id);
    const replacement = new TextEncoder().encode("%PDF-1.7\n% second version\n%%EOF\n");
    const replaced = await admin.caller.library.admin.replaceFile({ ...created, file: { fileName: "v2.pdf", bytes: replacement } });
    expect(replaced.version).toBe(created.version + 1);
    const newKey = await fileKeyOf(created.id);
    expect(newKey).not.toBe(oldKey);
    expect(await getStorage().get({ bucket: LIBRARY_BUCKET, key: oldKey })).toBeNull();

    const second = await download(created.id, { "If-None-Match": first.headers.get("ETag")! });
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.response.arrayBuffer())).toEqual(replacement);
    expect(second.headers.get("Content-Disposition")).toContain("v2.pdf");

    // A refused replacement (wrong type, stale version) leaves the item and its file as they were.
    expect(await codeOf(admin.caller.library.admin.replaceFile({ ...replaced, file: { fileName: "x.pdf", bytes: EXE_BYTES } }))).toBe("file_type_not_allowed");
    expect(await codeOf(admin.caller.library.admin.replaceFile({ ...created, file: pdfFile("v3.pdf") }))).toBe("edit_conflict");
    expect(await fileKeyOf(created.id)).toBe(newKey);
    const stored = await getStorage().get({ bucket: LIBRARY_BUCKET, key: newKey });
    expect(stored?.body).toEqual(replacement);
    const audit = await auditOf(created.id);
    expect(audit.map((r) => r.action)).toEqual(["library_item.create", "library_item.file_replace"]);
    expect(audit[1]!.before).toMatchObject({ file_name: "v1.pdf" });
    expect(audit[1]!.after).toMatchObject({ file_name: "v2.pdf", content_type: "application/pdf" });
  });

  it("saves metadata in both languages (audited with the changed fields), refuses a stale version or a repeated state", async () => {
    const created = await admin.caller.library.admin.create({ ...libraryContent({ titleEn: "Old title", year: 2010 }), publish: true, file: pdfFile() });
    const saved = await admin.caller.library.admin.save({ ...libraryContent({ titleEn: "New title", year: 2011 }), id: created.id, version: created.version });
    expect((await anonymousCaller(db).library.list({ q: "New title" })).items.map((i) => i.id)).toEqual([created.id]);
    const audit = await auditOf(created.id);
    expect(audit[1]).toMatchObject({ action: "library_item.save", actor_id: admin.userId, before: { title_en: "Old title", year: 2010 }, after: { title_en: "New title", year: 2011 } });
    expect(await codeOf(admin.caller.library.admin.save({ ...libraryContent(), id: created.id, version: created.version }))).toBe("edit_conflict");
    expect(await codeOf(admin.caller.library.admin.publish(saved))).toBe("publication_state_conflict");
    expect(await codeOf(admin.caller.library.admin.save({ ...libraryContent({ year: 1850 }), ...saved }))).toBe("BAD_REQUEST");
  });

  it("gives admins a short-lived signed link to any item's file, published or not", async () => {
    const created = await admin.caller.library.admin.create({ ...libraryContent(), publish: false, file: pdfFile() });
    const { url } = await admin.caller.library.admin.fileLink({ id: created.id });
    expect(url).toMatch(/^http:\/\/localhost:3000\/files\/signed\?/);
    const { loader } = await import("~/routes/dashboard/admin/library/$id/file/route");
    const result = await runRoute(() => loader({ request: new Request(`${BASE}/dashboard/admin/library/${created.id}/file`, { headers: admin.headers }), params: { id: created.id }, context: {} }));
    expect(result).toMatchObject({ kind: "response", status: 302 });
    expect((result as { headers: Headers }).headers.get("Location")).toMatch(/\/files\/signed\?/);
  });
});

describe("the library forms", () => {
  function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file) form.set("file", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "application/pdf" }));
    const headers = new Headers(admin.headers);
    headers.set("cookie", `${headers.get("cookie")}; lang=ar`);
    return new Request(`${BASE}/dashboard/admin/library`, { method: "POST", headers, body: form });
  }
  const valid = { intent: "create", kind: "law", jurisdiction: "qatar", documentLanguage: "ar", year: "٢٠٢٤", titleAr: "قانون", titleEn: "Law", summaryAr: "ملخص", summaryEn: "Summary" };

  it("a create form without a file or with wrong values names every problem and writes nothing", async () => {
    const { action } = await import("~/routes/dashboard/admin/library/route");
    const before = await snapshot();
    const empty = await runRoute(() => action({ request: multipart({ intent: "create" }), params: {}, context: {} }));
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf((empty as { data: unknown }).data)).toMatchObject({
      kind: ["adminPublishing:validation.kind"],
      jurisdiction: ["adminPublishing:validation.jurisdiction"],
      documentLanguage: ["adminPublishing:validation.documentLanguage"],
      year: ["validation.required"],
      titleAr: ["validation.required"],
      summaryEn: ["validation.required"],
      file: ["adminPublishing:validation.fileRequired"],
    });
    const wrongYear = await runRoute(() => action({ request: multipart({ ...valid, year: "3024" }, { name: "law.pdf", bytes: PDF_BYTES }), params: {}, context: {} }));
    expect(fieldErrorsOf((wrongYear as { data: unknown }).data)).toEqual({ year: ["adminPublishing:validation.year"] });
    const exe = await runRoute(() => action({ request: multipart(valid, { name: "law.pdf", bytes: EXE_BYTES }), params: {}, context: {} }));
    expect(fieldErrorsOf((exe as { data: unknown }).data)).toEqual({ file: ["adminPublishing:validation.fileType"] });
    expect(await snapshot()).toBe(before);

    // Arabic-Indic digits in the year are read as the number they are.
    const ok = await runRoute(() => action({ request: multipart({ ...valid, publish: "yes" }, { name: "law.pdf", bytes: PDF_BYTES }), params: {}, context: {} }));
    expect(ok).toMatchObject({ kind: "response", status: 303 });
    const id = (ok as { headers: Headers }).headers.get("Location")!.split("/").pop()!;
    expect(await db.selectFrom("library_items").select(["year", "status"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ year: 2024, status: "published" });
  });
});
