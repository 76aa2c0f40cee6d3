/**
 * Issue 12 §3, the copy of a person's data: asked for once at a time, prepared by the worker as a ZIP
 * with summary.html, data.json and the person's files, emailed when ready, downloadable only by that person
 * and only until it expires (then its ZIP is deleted from storage). Issue 25 item 12: the copy holds what the
 * person's own pages show (the same procedures), files included, people by name, never an internal note.
 */
import { unzipSync, strFromU8 } from "fflate";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { EXPORTS_BUCKET, readExport, runDueExports } from "#server/privacy/export";
import { getStorage } from "#server/storage/index";
import { formatQar } from "~/utils/format";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { PDF_BYTES, PNG_BYTES } from "../../setup/file-fixtures";
import { makeCast, openCase, type Account } from "../cases/support";
import { bookingOf, createLawyer, DESCRIPTION, PHONE } from "../consultations/support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

/** A real PDF whose bytes say which file it is, so each file of the ZIP can be told from the others. */
const pdf = (label: string) => new Uint8Array([...PDF_BYTES, ...new TextEncoder().encode(`%${label}\n`)]);

/** Asks for the person's copy, runs the worker and unzips what they download. */
async function exportOf(person: Account) {
  const asked = await person.caller.accounts.requestDataExport();
  await runDueExports(db, getStorage());
  const zip = unzipSync((await readExport(db, getStorage(), { userId: person.userId, id: asked.id }))!);
  const data = JSON.parse(strFromU8(zip["data.json"]!)) as Record<string, any>;
  return { asked, zip, data, json: strFromU8(zip["data.json"]!), html: strFromU8(zip["summary.html"]!), readme: strFromU8(zip["README.txt"]!) };
}

const bytesEqual = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.from(a).equals(Buffer.from(b));
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("a copy of a person's data", () => {
  it("holds their account, consultations, messages and uploaded files, and only they can download it", async () => {
    const client = await userWithRole(db, "company", { name: "Export Person" });
    const outcome = await client.caller.documents.uploadVerification({ documents: [{ key: "commercial_registration", fileName: "cr.pdf", bytes: PDF_BYTES }] });
    expect(outcome.failed).toEqual([]);
    const lawyer = await createLawyer(db, { practiceAreas: ["civil"] });
    const { id: consultationId } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "civil", kind: "written" }));
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
    expect(data.profile.verificationDocuments).toEqual([expect.objectContaining({ key: "commercial_registration", file: expect.stringMatching(/^files\/verification\//) })]);
    expect(data.consultations).toHaveLength(1);
    expect(data.consultations[0]).toMatchObject({ id: consultationId, description: DESCRIPTION, your_role: "client" });
    expect(data.consultations[0].messages.map((m: { body: string }) => m.body)).toContain("A follow-up question about the notice period.");
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ consultation_reference: data.consultations[0].reference, rating: 5, body: "Clear and quick." })]);
    const files = Object.keys(zip).filter((name) => name.startsWith("files/"));
    expect(files).toEqual([data.profile.verificationDocuments[0].file]);
    expect(bytesEqual(zip[files[0]!], PDF_BYTES)).toBe(true);
    expect(strFromU8(zip["README.txt"]!)).toContain("data.json");
    expect(strFromU8(zip["README.txt"]!)).toContain("summary.html");
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

  it("says only what is there: no files folder in the README or the summary of a person without files", async () => {
    const person = await userWithRole(db, "individual", { name: "No Files Person" });
    const { zip, readme, html } = await exportOf(person);
    expect(Object.keys(zip).sort()).toEqual(["README.txt", "data.json", "summary.html"]);
    expect(readme).toContain("summary.html");
    expect(readme).toContain("data.json");
    expect(readme).not.toMatch(/files/);
    expect(html).not.toContain("files/");
  });
});

describe("the copy against the person's own pages (issue 25 item 12)", () => {
  it("holds every milestone, visible timeline entry, document and file the pages show, names instead of ids, and no internal note", async () => {
    const cast = await makeCast(db);
    const { client, lawyer, admin, member } = cast;
    const files = {
      booking: pdf("booking"),
      clientAttachment: pdf("client consultation attachment"),
      lawyerAttachment: PNG_BYTES,
      shared: pdf("shared by the lawyer"),
      sharedV2: pdf("shared by the lawyer, second version"),
      internal: pdf("internal draft"),
      clientUpload: pdf("uploaded by the client"),
      caseAttachment: pdf("case message attachment"),
    };

    // A consultation with the client's file, a message with a file, and the lawyer's answer with a file.
    const consultationLawyer = await createLawyer(db, { practiceAreas: ["civil"] });
    const { id: consultationId } = await client.caller.consultations.book(bookingOf({ lawyerId: "any", serviceArea: "civil", kind: "written", documents: [{ fileName: "lease.pdf", bytes: files.booking }] }));
    await consultationLawyer.caller.consultations.accept({ id: consultationId });
    await client.caller.consultations.postMessage({ id: consultationId, body: "Here is the notice I received.", documents: [{ fileName: "notice.pdf", bytes: files.clientAttachment }] });
    await consultationLawyer.caller.consultations.postMessage({ id: consultationId, body: "Thank you; see my annotated copy.", documents: [{ fileName: "annotated.png", bytes: files.lawyerAttachment }] });

    // A case with milestones, a hearing, documents of every kind, messages and an internal note.
    const { id: caseId } = await openCase(cast);
    const m1 = await lawyer.caller.cases.addMilestone({ id: caseId, titleAr: "دراسة الملف", titleEn: "Case review", feeQar: 5000 });
    const m2 = await lawyer.caller.cases.addMilestone({ id: caseId, titleAr: "صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 15000, dueOn: "2031-06-30" });
    await lawyer.caller.cases.setMilestoneState({ id: caseId, milestoneId: m1.id, state: "invoiced" });
    await lawyer.caller.cases.addHearing({ id: caseId, startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(), purpose: "First session" });
    await lawyer.caller.cases.uploadDocuments({ id: caseId, visibility: "client", documents: [{ fileName: "عقد التوريد.pdf", bytes: files.shared }] });
    await lawyer.caller.cases.uploadDocuments({ id: caseId, visibility: "client", documents: [{ fileName: "عقد التوريد.pdf", bytes: files.sharedV2 }] });
    await lawyer.caller.cases.uploadDocuments({ id: caseId, visibility: "internal", documents: [{ fileName: "strategy-draft.pdf", bytes: files.internal }] });
    await client.caller.cases.uploadDocuments({ id: caseId, documents: [{ fileName: "invoices.pdf", bytes: files.clientUpload }] });
    // A value that would be markup if it were not escaped.
    await client.caller.cases.postMessage({ id: caseId, body: "<script>alert('x')</script> the signed delivery notes", documents: [{ fileName: "delivery-notes.pdf", bytes: files.caseAttachment }] });
    await lawyer.caller.cases.postMessage({ id: caseId, body: "Received; we file next week." });
    const NOTE = "Internal: the client may settle below 40,000";
    await lawyer.caller.cases.addNote({ id: caseId, body: NOTE });

    const { zip, data, json, html, readme } = await exportOf(client);

    // ---- the case, against cases.byId and every page of cases.timeline / cases.messages (what /case/{id} calls)
    const page = await client.caller.cases.byId({ id: caseId });
    expect(page.capacity).toBe("client");
    const exported = data.cases.find((c: { id: string }) => c.id === caseId);
    expect(exported).toMatchObject({ reference: page.reference, scope: "full", your_role: "client", title_ar: page.title_ar, client: "Client Owner" });
    expect(exported.milestones).toEqual(page.milestones.map((m) => ({ id: m.id, title_ar: m.title_ar, title_en: m.title_en, fee_qar: m.fee_qar, state: m.state, due_on: m.due_on, done_at: m.done_at, invoiced_at: m.invoiced_at, paid_at: m.paid_at })));
    expect(exported.milestones.map((m: { id: string }) => m.id)).toEqual([m1.id, m2.id]);
    expect(exported.totals).toEqual(page.totals);
    expect(exported.hearings.map((h: { id: string }) => h.id)).toEqual(page.hearings.map((h) => h.id));
    expect(exported.lawyers.map((l: { name_en: string }) => l.name_en)).toEqual(page.lawyers.map((l) => l.name_en));

    const timeline: Awaited<ReturnType<typeof client.caller.cases.timeline>>["items"] = [];
    for (let before: string | undefined, more = true; more; ) {
      const next = await client.caller.cases.timeline({ id: caseId, before, limit: 5 });
      timeline.push(...next.items);
      before = next.nextCursor ?? undefined;
      more = before !== undefined;
    }
    expect(exported.timeline.map((e: { id: string }) => e.id)).toEqual(timeline.map((e) => e.id));
    expect(timeline.some((e) => e.internal)).toBe(false);
    expect(exported.timeline.map((e: { type: string }) => e.type)).not.toContain("note_added");
    for (const entry of exported.timeline) expect(entry.text).toEqual(expect.any(String));

    const messages = await client.caller.cases.messages({ id: caseId, limit: 200 });
    expect(exported.messages.map((m: { id: string; body: string }) => [m.id, m.body])).toEqual(messages.items.map((m) => [m.id, m.body]));
    expect(exported.messages.map((m: { author: string }) => m.author)).toEqual(["Client Owner", "Assigned Lawyer"]);

    const versions = page.documents.flatMap((d) => d.versions);
    expect(versions).toHaveLength(4);
    const exportedVersions = exported.documents.flatMap((d: { versions: unknown[] }) => d.versions) as { id: string; uploaded_by: string; file: string }[];
    expect(exportedVersions.map((v) => v.id).sort()).toEqual(versions.map((v) => v.id).sort());
    for (const version of versions) {
      const inCopy = exportedVersions.find((v) => v.id === version.id)!;
      // Uploaders by name, as the page shows them.
      expect(inCopy.uploaded_by).toBe(version.uploaded_by_name);
      expect(zip[inCopy.file]).toBeDefined();
    }
    const fileOf = (name: string, version = 1) => exportedVersions.find((v) => v.id === versions.find((p) => p.file_name === name && p.version === version)!.id)!.file;
    expect(exportedVersions.find((v) => v.file === fileOf("عقد التوريد.pdf"))!.uploaded_by).toBe("Assigned Lawyer");
    // Files keep their names, Arabic included, each version under its own.
    expect(fileOf("عقد التوريد.pdf")).toBe(`files/cases/${page.reference}/عقد التوريد.pdf`);
    expect(fileOf("عقد التوريد.pdf", 2)).toBe(`files/cases/${page.reference}/عقد التوريد-v2.pdf`);
    expect(bytesEqual(zip[fileOf("عقد التوريد.pdf")], files.shared)).toBe(true);
    expect(bytesEqual(zip[fileOf("عقد التوريد.pdf", 2)], files.sharedV2)).toBe(true);
    expect(bytesEqual(zip[fileOf("invoices.pdf")], files.clientUpload)).toBe(true);
    expect(bytesEqual(zip[fileOf("delivery-notes.pdf")], files.caseAttachment)).toBe(true);
    expect(exported.messages[0].attachments).toEqual([expect.objectContaining({ file_name: "delivery-notes.pdf", file: fileOf("delivery-notes.pdf") })]);

    // ---- the consultation, against consultations.get (what /consultations/{id} calls)
    const consultation = await client.caller.consultations.get({ id: consultationId });
    const exportedConsultation = data.consultations.find((c: { id: string }) => c.id === consultationId);
    expect(exportedConsultation).toMatchObject({ reference: consultation.reference, scope: "full", description: DESCRIPTION, phone: PHONE });
    expect(exportedConsultation.messages.map((m: { id: string; body: string; author: string }) => [m.id, m.body, m.author])).toEqual(
      consultation.messages.map((m) => [m.id, m.body, m.author_name]),
    );
    expect(exportedConsultation.timeline.map((e: { id: string }) => e.id)).toEqual(consultation.timeline.map((e) => e.id));
    expect(consultation.files).toHaveLength(3);
    const consultationLawyerName = (await db.selectFrom("user").select("name").where("id", "=", consultationLawyer.userId).executeTakeFirstOrThrow()).name;
    for (const [name, bytes, uploader] of [
      ["lease.pdf", files.booking, "Client Owner"],
      ["notice.pdf", files.clientAttachment, "Client Owner"],
      ["annotated.png", files.lawyerAttachment, consultationLawyerName],
    ] as const) {
      const file = exportedConsultation.files.find((f: { file_name: string }) => f.file_name === name);
      expect(file.uploaded_by).toBe(uploader);
      expect(bytesEqual(zip[file.file], bytes)).toBe(true);
    }
    expect(exportedConsultation.messages[0].files).toEqual([expect.objectContaining({ file_name: "notice.pdf" })]);

    // ---- every file of the ZIP is one the pages offer, and nothing internal is in it
    const inZip = Object.keys(zip).filter((p) => p.startsWith("files/"));
    expect(inZip).toHaveLength(4 + 3);
    expect(inZip.some((p) => bytesEqual(zip[p], files.internal))).toBe(false);
    for (const text of [json, html]) {
      expect(text).not.toContain(NOTE);
      expect(text).not.toContain("strategy-draft");
    }
    // ---- people by name: no one's internal id, the person's own only as their account's id
    for (const other of [lawyer, admin, member, consultationLawyer]) expect(json).not.toContain(other.userId);
    expect(occurrences(json, client.userId)).toBe(1);
    expect(json).not.toMatch(/"(author_id|actor_id|uploaded_by_id|storage_key)"/);
    // data.json's sentences are plain text; summary.html sets names apart with <bdi>, as the pages do.
    expect(json).not.toMatch(/[\u2066-\u2069]/);
    expect(html).toContain("<bdi>Firm Admin</bdi>");

    // ---- summary.html: the person's language (Arabic, right to left), self-contained, every value escaped
    expect(html.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    expect(html).toContain(page.title_ar);
    expect(html).toContain(formatQar(5000, "ar"));
    expect(html).toContain("عقد التوريد.pdf");
    expect(html).toContain("Assigned Lawyer");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/\s(src|srcset)=|<link|@import|url\(|(href|action)="(https?:)?\/\//i);
    for (const path of inZip) expect(html).toContain(`href="${path.split("/").map(encodeURIComponent).join("/")}"`);
    expect(readme).toContain("files");

    // ---- a member of the client's company sees the case as the client does
    const memberCopy = await exportOf(member);
    const memberCase = memberCopy.data.cases.find((c: { id: string }) => c.id === caseId);
    expect(memberCase).toMatchObject({ scope: "full", your_role: "client" });
    expect(memberCase.milestones.map((m: { id: string }) => m.id)).toEqual([m1.id, m2.id]);
    expect(memberCopy.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("gives an assigned lawyer their own messages and document names on a client's case, not the client's file", async () => {
    const cast = await makeCast(db);
    const { client, lawyer } = cast;
    const { id: caseId } = await openCase(cast);
    await lawyer.caller.cases.addMilestone({ id: caseId, titleEn: "Case review", feeQar: 7000 });
    await lawyer.caller.cases.uploadDocuments({ id: caseId, visibility: "client", documents: [{ fileName: "opinion.pdf", bytes: pdf("opinion") }] });
    await client.caller.cases.uploadDocuments({ id: caseId, documents: [{ fileName: "client-ledger.pdf", bytes: pdf("ledger") }] });
    await client.caller.cases.postMessage({ id: caseId, body: "The client's confidential account of events." });
    await lawyer.caller.cases.postMessage({ id: caseId, body: "My advice on the limitation period." });
    await lawyer.caller.cases.addNote({ id: caseId, body: "A note the lawyer wrote for the firm." });

    const { zip, data, json, html } = await exportOf(lawyer);
    const exported = data.cases.find((c: { id: string }) => c.id === caseId);
    expect(exported).toMatchObject({ scope: "own_contributions", your_role: "lawyer" });
    expect(exported.messages.map((m: { body: string }) => m.body)).toEqual(["My advice on the limitation period."]);
    expect(exported.documents).toEqual([expect.objectContaining({ file_name: "opinion.pdf" })]);
    expect(Object.keys(zip).filter((p) => p.startsWith("files/cases/"))).toEqual([]);
    // The client's side of the matter is not in the lawyer's copy; their notifications are, as they were sent
    // to them (one names the client's upload), so the client's name and file name are checked in the case only.
    const caseText = JSON.stringify(exported);
    const caseArticle = html.slice(html.indexOf(`<bdi>${exported.reference}</bdi>`));
    for (const secret of ["client-ledger.pdf", "Client Owner"]) {
      expect(caseText).not.toContain(secret);
      expect(caseArticle.slice(0, caseArticle.indexOf("</article>"))).not.toContain(secret);
    }
    for (const secret of ["The client's confidential account of events.", "Case review", "A note the lawyer wrote for the firm.", client.email]) {
      expect(json).not.toContain(secret);
      expect(html).not.toContain(secret);
    }
    // The lawyer's language is English (verifiedLawyer): the summary follows it.
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain("My advice on the limitation period.");
  });
});
