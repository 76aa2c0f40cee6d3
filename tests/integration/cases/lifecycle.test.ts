import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { qatarYear } from "#server/cases/lifecycle";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
import { subscribe } from "#server/realtime/bus";
import { getStorage } from "#server/storage/index";
import { userWithRole } from "../../setup/callers";
import { PDF_BYTES, PNG_BYTES, EXE_BYTES } from "../../setup/file-fixtures";
import { insertConsultation, parseIcs } from "../notifications/support";
import { codeOf, eventsOf, inHours, mailsTo, openCase, verifiedLawyer, type Cast, useCaseDatabase } from "./support";

let db: DB;
let cast: Cast;

useCaseDatabase((ready) => ({ db, cast } = ready));

describe("references", () => {
  it("are QL-{year}-{6 digits}, unique and consecutive even when created at the same moment", async () => {
    const year = qatarYear(new Date());
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        cast.admin.caller.cases.create({ clientId: cast.stranger.userId, titleEn: `Concurrent ${i}`, serviceArea: "civil" }),
      ),
    );
    const references = created.map((c) => c.reference);
    expect(new Set(references).size).toBe(8);
    for (const reference of references) expect(reference).toMatch(new RegExp(`^QL-${year}-\\d{6}$`));
    const numbers = references.map((r) => Number(r.slice(-6))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    const counter = await db.selectFrom("case_reference_counters").select("last_value").where("year", "=", year).executeTakeFirstOrThrow();
    expect(counter.last_value).toBe(numbers.at(-1));
  });

  it("spends no number on a refused creation", async () => {
    const before = await db.selectFrom("case_reference_counters").select("last_value").executeTakeFirstOrThrow();
    const unverified = await userWithRole(db, "lawyer");
    expect(await codeOf(cast.admin.caller.cases.create({ clientId: cast.stranger.userId, titleEn: "Refused", serviceArea: "civil", lawyerUserIds: [unverified.userId] }))).toBe(
      "lawyer_not_verified",
    );
    const after = await db.selectFrom("case_reference_counters").select("last_value").executeTakeFirstOrThrow();
    expect(after.last_value).toBe(before.last_value);
  });
});

describe("opening a case", () => {
  it("finds the client by email, refuses unknown people, the firm's own accounts and a company the client is not in", async () => {
    const created = await cast.admin.caller.cases.create({ clientEmail: cast.stranger.email.toUpperCase(), titleAr: "قضية إيجار", serviceArea: "civil" });
    expect((await cast.stranger.caller.cases.byId({ id: created.id })).client.id).toBe(cast.stranger.userId);
    expect(await codeOf(cast.admin.caller.cases.create({ clientEmail: "nobody@example.qa", titleAr: "قضية", serviceArea: "civil" }))).toBe("client_not_found");
    expect(await codeOf(cast.admin.caller.cases.create({ clientId: cast.lawyer.userId, titleAr: "قضية", serviceArea: "civil" }))).toBe("client_not_found");
    expect(await codeOf(cast.admin.caller.cases.create({ clientId: cast.stranger.userId, companyId: cast.companyId, titleAr: "قضية", serviceArea: "civil" }))).toBe(
      "case_company_mismatch",
    );
    expect(await codeOf(cast.admin.caller.cases.create({ clientId: cast.stranger.userId, serviceArea: "civil" }))).toBe("BAD_REQUEST");
  });

  it("gives a company client's case to the company: every member sees it", async () => {
    const created = await cast.admin.caller.cases.create({ clientId: cast.client.userId, titleEn: "Agency dispute", serviceArea: "commercial" });
    const detail = await cast.member.caller.cases.byId({ id: created.id });
    expect(detail.company?.id).toBe(cast.companyId);
    expect(detail.capacity).toBe("client");
  });

  it("from a consultation carries its client, company, service area, lawyer and documents", async () => {
    const lawyerRow = await db.selectFrom("lawyers").select("id").where("user_id", "=", cast.lawyer.userId).executeTakeFirstOrThrow();
    const consultation = await insertConsultation(db, { clientId: cast.client.userId, lawyerId: lawyerRow.id, status: "completed" });
    await db.updateTable("consultations").set({ company_id: cast.companyId, service_area: "commercial-litigation" }).where("id", "=", consultation.id).execute();
    const storage = getStorage();
    for (const [name, bytes, type] of [
      ["commercial-register.pdf", PDF_BYTES, "application/pdf"],
      ["invoice-photo.png", PNG_BYTES, "image/png"],
    ] as const) {
      const key = `${consultation.id}/${name}`;
      await storage.put({ bucket: CONSULTATION_FILES_BUCKET, key, body: bytes, contentType: type });
      await db
        .insertInto("consultation_files")
        .values({ consultation_id: consultation.id, uploaded_by: cast.client.userId, purpose: "document", storage_key: key, file_name: name, content_type: type, size: bytes.byteLength })
        .execute();
    }
    const created = await cast.admin.caller.cases.createFromConsultation({ consultationId: consultation.id, titleAr: "مطالبة بقيمة فواتير توريد", titleEn: "Claim for unpaid supply invoices" });
    const detail = await cast.admin.caller.cases.byId({ id: created.id });
    expect(detail.client.id).toBe(cast.client.userId);
    expect(detail.company?.id).toBe(cast.companyId);
    expect(detail.service_area).toBe("commercial-litigation");
    expect(detail.lawyers.map((l) => l.id)).toEqual([cast.lawyer.userId]);
    expect(detail.consultation).toEqual({ id: consultation.id, reference: consultation.reference });
    expect(detail.documents.map((d) => [d.file_name, d.visibility, d.latest.version]).sort()).toEqual([
      ["commercial-register.pdf", "client", 1],
      ["invoice-photo.png", "client", 1],
    ]);
    // The bytes were copied into the case's own storage.
    const stored = await db.selectFrom("case_documents").select(["storage_key", "file_name"]).where("case_id", "=", created.id).execute();
    for (const doc of stored) {
      const object = await storage.get({ bucket: CASE_FILES_BUCKET, key: doc.storage_key });
      expect(Buffer.from(object!.body).equals(Buffer.from(doc.file_name.endsWith(".pdf") ? PDF_BYTES : PNG_BYTES))).toBe(true);
    }
    // The client sees them too, and the lawyer got the case.
    expect((await cast.client.caller.cases.byId({ id: created.id })).documents).toHaveLength(2);
    expect((await cast.lawyer.caller.cases.mine()).map((c) => c.id)).toContain(created.id);
    expect((await eventsOf(db, created.id)).map((e) => e.type)).toEqual(["opened"]);
    // Once per consultation; and only from a confirmed or completed one.
    expect(await codeOf(cast.admin.caller.cases.createFromConsultation({ consultationId: consultation.id, titleEn: "Again" }))).toBe("case_exists_for_consultation");
    const requested = await insertConsultation(db, { clientId: cast.client.userId, lawyerId: lawyerRow.id, status: "requested" });
    expect(await codeOf(cast.admin.caller.cases.createFromConsultation({ consultationId: requested.id, titleEn: "Too early" }))).toBe("consultation_not_eligible");
  });

  it("from a consultation named by its reference, with more lawyers in the same transaction, and lists what is still eligible", async () => {
    const lawyerRow = await db.selectFrom("lawyers").select("id").where("user_id", "=", cast.lawyer.userId).executeTakeFirstOrThrow();
    const consultation = await insertConsultation(db, { clientId: cast.client.userId, lawyerId: lawyerRow.id, status: "confirmed", startsAt: null });
    expect((await cast.admin.caller.cases.eligibleConsultations()).map((c) => c.reference)).toContain(consultation.reference);
    // An unverified extra lawyer: refused, and nothing was opened.
    const unverified = await userWithRole(db, "lawyer");
    expect(await codeOf(cast.admin.caller.cases.createFromConsultation({ consultationId: consultation.reference.toLowerCase(), titleEn: "Two lawyers", lawyerUserIds: [unverified.userId] }))).toBe("lawyer_not_verified");
    expect(await db.selectFrom("cases").select("id").where("consultation_id", "=", consultation.id).execute()).toEqual([]);
    const created = await cast.admin.caller.cases.createFromConsultation({
      consultationId: consultation.reference.toLowerCase(),
      titleEn: "Two lawyers",
      lawyerUserIds: [cast.otherLawyer.userId, cast.lawyer.userId],
    });
    const detail = await cast.admin.caller.cases.byId({ id: created.id });
    expect(detail.lawyers.map((l) => l.id).sort()).toEqual([cast.lawyer.userId, cast.otherLawyer.userId].sort());
    expect((await eventsOf(db, created.id)).map((e) => e.type)).toEqual(["opened"]);
    expect((await cast.admin.caller.cases.eligibleConsultations()).map((c) => c.reference)).not.toContain(consultation.reference);
    // A made-up reference is an unknown consultation.
    expect(await codeOf(cast.admin.caller.cases.createFromConsultation({ consultationId: "C-999999", titleEn: "Nothing" }))).toBe("NOT_FOUND");
  });
});

describe("the timeline", () => {
  it("gets exactly one entry per change, with who did it, and none for a change that changes nothing", async () => {
    const { id } = await openCase(cast);
    const spare = await verifiedLawyer(db);
    const steps: [string, () => Promise<unknown>, string][] = [
      ["lawyer", () => cast.lawyer.caller.cases.setStatus({ id, status: "in_progress" }), "status_changed"],
      ["lawyer", () => cast.lawyer.caller.cases.setNextStep({ id, nextStep: "Submit the expert's report", nextStepDue: "2030-02-01" }), "next_step_changed"],
      ["lawyer", () => cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(100).toISOString(), purpose: "Pleadings" }), "hearing_scheduled"],
      ["lawyer", () => cast.lawyer.caller.cases.addMilestone({ id, titleEn: "Pleadings", feeQar: 10000 }), "milestone_added"],
      ["lawyer", () => cast.lawyer.caller.cases.uploadDocuments({ id, documents: [{ fileName: "a.pdf", bytes: PDF_BYTES }, { fileName: "b.pdf", bytes: PDF_BYTES }] }), "document_added"],
      ["lawyer", () => cast.lawyer.caller.cases.addNote({ id, body: "Call the expert." }), "note_added"],
      ["client", () => cast.client.caller.cases.postMessage({ id, body: "Thank you.", documents: [{ fileName: "c.pdf", bytes: PDF_BYTES }] }), "message"],
      ["admin", () => cast.admin.caller.cases.assignLawyer({ id, lawyerUserId: spare.userId }), "lawyer_assigned"],
      ["admin", () => cast.admin.caller.cases.update({ id, courtCaseNumber: "2026/77", titleEn: "Supply dispute (appeal)" }), "updated"],
      ["admin", () => cast.admin.caller.cases.close({ id }), "status_changed"],
      ["admin", () => cast.admin.caller.cases.reopen({ id }), "status_changed"],
    ];
    let count = (await eventsOf(db, id)).length;
    for (const [who, step, type] of steps) {
      await step();
      const events = await eventsOf(db, id);
      expect(events.length, type).toBe(count + 1);
      expect(events.at(-1)!.type).toBe(type);
      expect(events.at(-1)!.actor_id).toBe(cast[who as "admin"].userId);
      count = events.length;
    }
    // No change, no entry.
    await cast.lawyer.caller.cases.setStatus({ id, status: "in_progress" });
    await cast.admin.caller.cases.assignLawyer({ id, lawyerUserId: spare.userId });
    await cast.admin.caller.cases.update({ id, courtCaseNumber: "2026/77" });
    await cast.lawyer.caller.cases.setNextStep({ id, nextStep: "Submit the expert's report", nextStepDue: "2030-02-01" });
    expect((await eventsOf(db, id)).length).toBe(count);
    // The update entry names what changed; a refused change writes nothing.
    const updated = (await eventsOf(db, id)).find((e) => e.type === "updated")!;
    expect((updated.payload as { fields: string[] }).fields.sort()).toEqual(["court_case_number", "title_en"]);
    expect(await codeOf(cast.client.caller.cases.setStatus({ id, status: "closed" }))).toBe("case_action_not_allowed");
    expect((await eventsOf(db, id)).length).toBe(count);
  });

  it("pages newest first, and the client's pages skip the firm's internal entries", async () => {
    const { id } = await openCase(cast);
    for (let i = 0; i < 7; i++) await cast.lawyer.caller.cases.addNote({ id, body: `Internal ${i}` });
    for (let i = 0; i < 5; i++) await cast.lawyer.caller.cases.postMessage({ id, body: `Update ${i}` });
    const first = await cast.admin.caller.cases.timeline({ id, limit: 5 });
    expect(first.items).toHaveLength(5);
    const second = await cast.admin.caller.cases.timeline({ id, limit: 5, before: first.nextCursor! });
    const third = await cast.admin.caller.cases.timeline({ id, limit: 5, before: second.nextCursor! });
    const all = [...first.items, ...second.items, ...third.items];
    expect(all).toHaveLength(13);
    expect(new Set(all.map((e) => e.id)).size).toBe(13);
    expect(third.nextCursor).toBeNull();
    const client = await cast.client.caller.cases.timeline({ id, limit: 50 });
    expect(client.items.map((e) => e.type)).toEqual([...Array(5).fill("message"), "opened"]);
  });
});

describe("documents", () => {
  it("keeps version 2 when a file of the same name is uploaded again, and versions client and internal files apart", async () => {
    const { id } = await openCase(cast);
    const one = await cast.client.caller.cases.uploadDocuments({ id, documents: [{ fileName: "lease.pdf", bytes: PDF_BYTES }] });
    const amended = new Uint8Array([...PDF_BYTES, ...new TextEncoder().encode("% amended by the lawyer\n")]);
    const two = await cast.lawyer.caller.cases.uploadDocuments({ id, visibility: "client", documents: [{ fileName: "lease.pdf", bytes: amended }] });
    const internal = await cast.lawyer.caller.cases.uploadDocuments({ id, visibility: "internal", documents: [{ fileName: "lease.pdf", bytes: PDF_BYTES }] });
    expect(one.documents[0]!.version).toBe(1);
    expect(two.documents[0]!.version).toBe(2);
    expect(internal.documents[0]!.version).toBe(1);
    const detail = await cast.lawyer.caller.cases.byId({ id });
    const lease = detail.documents.find((d) => d.file_name === "lease.pdf" && d.visibility === "client")!;
    expect(lease.latest.id).toBe(two.documents[0]!.id);
    expect(lease.latest.size).toBe(amended.byteLength);
    expect(lease.versions.map((v) => v.version)).toEqual([2, 1]);
    // Concurrent uploads of one name still get distinct numbers.
    const raced = await Promise.all([1, 2, 3].map(() => cast.lawyer.caller.cases.uploadDocuments({ id, documents: [{ fileName: "minutes.pdf", bytes: PDF_BYTES }] })));
    expect(raced.map((r) => r.documents[0]!.version).sort()).toEqual([1, 2, 3]);
  });

  it("refuses a file that is not a PDF or an image, whatever its name, and writes nothing", async () => {
    const { id } = await openCase(cast);
    const before = (await eventsOf(db, id)).length;
    expect(await codeOf(cast.client.caller.cases.uploadDocuments({ id, documents: [{ fileName: "invoice.pdf", bytes: EXE_BYTES }] }))).toBe("file_refused");
    expect(await codeOf(cast.client.caller.cases.postMessage({ id, body: "See attached", documents: [{ fileName: "big.pdf", bytes: null }] }))).toBe("file_refused");
    expect((await eventsOf(db, id)).length).toBe(before);
    expect(await db.selectFrom("case_messages").select("id").where("case_id", "=", id).execute()).toEqual([]);
  });

  it("never lets internal documents, notes or their timeline entries reach the client side", async () => {
    const { id } = await openCase(cast);
    const internal = await cast.lawyer.caller.cases.uploadDocuments({ id, visibility: "internal", documents: [{ fileName: "settlement-strategy.pdf", bytes: PDF_BYTES }] });
    await cast.lawyer.caller.cases.addNote({ id, body: "The client may accept QAR 150,000." });
    await cast.lawyer.caller.cases.uploadDocuments({ id, visibility: "client", documents: [{ fileName: "judgment.pdf", bytes: PDF_BYTES }] });
    for (const who of ["client", "member"] as const) {
      const detail = await cast[who].caller.cases.byId({ id });
      expect(detail.notes).toBeNull();
      expect(detail.documents.map((d) => d.file_name)).toEqual(["judgment.pdf"]);
      expect(JSON.stringify(detail)).not.toContain("settlement-strategy");
      expect(JSON.stringify(detail)).not.toContain("150,000");
      expect(detail.timeline.items.some((e) => e.internal || e.type === "note_added")).toBe(false);
      expect(await codeOf(cast[who].caller.cases.documentDownload({ id, documentId: internal.documents[0]!.id }))).toBe("NOT_FOUND");
      const notes = await db.selectFrom("notifications").select("type").where("user_id", "=", cast[who].userId).where("case_id", "=", id).execute();
      expect(notes.map((n) => n.type)).toEqual(expect.arrayContaining(["case_document_added"]));
      expect(notes.map((n) => n.type)).not.toContain("case_note_added");
      expect(notes.filter((n) => n.type === "case_document_added")).toHaveLength(1);
    }
    const firm = await cast.lawyer.caller.cases.byId({ id });
    expect(firm.notes?.map((n) => n.body)).toEqual(["The client may accept QAR 150,000."]);
    expect(firm.documents.map((d) => d.file_name).sort()).toEqual(["judgment.pdf", "settlement-strategy.pdf"]);
    expect((await cast.lawyer.caller.cases.documentDownload({ id, documentId: internal.documents[0]!.id })).url).toBeTruthy();
  });
});

describe("status, hearings and fees", () => {
  it("lets the lawyer close but not reopen; a closed case refuses the parties' changes until the admin reopens it", async () => {
    const { id } = await openCase(cast);
    await cast.lawyer.caller.cases.setStatus({ id, status: "closed" });
    expect((await cast.client.caller.cases.byId({ id })).closed_at).not.toBeNull();
    expect(await codeOf(cast.lawyer.caller.cases.setStatus({ id, status: "in_progress" }))).toBe("case_closed");
    expect(await codeOf(cast.lawyer.caller.cases.postMessage({ id, body: "Hello" }))).toBe("case_closed");
    expect(await codeOf(cast.client.caller.cases.postMessage({ id, body: "Hello" }))).toBe("case_closed");
    expect(await codeOf(cast.lawyer.caller.cases.reopen({ id }))).toBe("case_action_not_allowed");
    expect((await cast.client.caller.cases.byId({ id })).actions).toEqual([]);
    await cast.admin.caller.cases.reopen({ id, status: "on_hold" });
    const reopened = await cast.client.caller.cases.byId({ id });
    expect(reopened.status).toBe("on_hold");
    expect(reopened.closed_at).toBeNull();
    expect(reopened.actions.sort()).toEqual(["postMessage", "uploadDocument"]);
    expect(await codeOf(cast.admin.caller.cases.reopen({ id }))).toBe("case_action_not_allowed");
  });

  it("assigns verified lawyers only, and an unassigned lawyer loses the case", async () => {
    const { id } = await openCase(cast);
    const unverified = await userWithRole(db, "lawyer");
    expect(await codeOf(cast.admin.caller.cases.assignLawyer({ id, lawyerUserId: unverified.userId }))).toBe("lawyer_not_verified");
    expect(await codeOf(cast.admin.caller.cases.assignLawyer({ id, lawyerUserId: cast.client.userId }))).toBe("lawyer_not_verified");
    await cast.admin.caller.cases.assignLawyer({ id, lawyerUserId: cast.otherLawyer.userId });
    expect((await cast.otherLawyer.caller.cases.byId({ id })).capacity).toBe("lawyer");
    await cast.admin.caller.cases.unassignLawyer({ id, lawyerUserId: cast.otherLawyer.userId });
    expect(await codeOf(cast.otherLawyer.caller.cases.byId({ id }))).toBe("NOT_FOUND");
  });

  it("schedules hearings in the future only, lists the upcoming ones and records outcomes once held", async () => {
    const { id } = await openCase(cast);
    expect(await codeOf(cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(-1).toISOString(), purpose: "Too late" }))).toBe("hearing_past_needs_outcome");
    expect(await codeOf(cast.lawyer.caller.cases.addHearing({ id, startsAt: "2026-13-45T10:00", purpose: "Bad date" }))).toBe("BAD_REQUEST");
    // A datetime-local value is Doha time.
    const local = await cast.lawyer.caller.cases.addHearing({ id, startsAt: "2031-03-10T09:30", purpose: "Expert's report", chamber: "Circuit 2" });
    const soon = await cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(30).toISOString(), purpose: "First session" });
    const detail = await cast.client.caller.cases.byId({ id });
    expect(detail.hearings.find((h) => h.id === local.id)!.starts_at).toBe("2031-03-10T06:30:00.000Z");
    expect(detail.hearings.find((h) => h.id === local.id)!.court?.code).toBe("investment_and_trade_court");
    expect(detail.nextHearing?.id).toBe(soon.id);
    expect(await codeOf(cast.lawyer.caller.cases.recordOutcome({ id, hearingId: soon.id, outcome: "Adjourned" }))).toBe("case_action_not_allowed");
    await db.updateTable("case_hearings").set({ starts_at: inHours(-3) }).where("id", "=", soon.id).execute();
    await cast.lawyer.caller.cases.recordOutcome({ id, hearingId: soon.id, outcome: "Adjourned to 10 March for the expert's report." });
    const after = await cast.client.caller.cases.byId({ id });
    expect(after.hearings.find((h) => h.id === soon.id)).toMatchObject({ status: "held", outcome: "Adjourned to 10 March for the expert's report." });
    expect(after.upcomingHearings.map((h) => h.id)).toEqual([local.id]);
  });

  it("records a hearing that already took place, with what happened, as held: no reminder, no invitation (issue 29)", async () => {
    const { id } = await openCase(cast);
    const mailsBefore = (await mailsTo(cast.client.email)).length;
    const past = await cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(-50).toISOString(), purpose: "Preliminary session", outcome: "Adjourned for the defence's memorandum." });
    const row = await db.selectFrom("case_hearings").selectAll().where("id", "=", past.id).executeTakeFirstOrThrow();
    expect([row.status, row.outcome, row.reminder_due_at]).toEqual(["held", "Adjourned for the defence's memorandum.", null]);
    const events = await db.selectFrom("case_events").select("type").where("case_id", "=", id).where("type", "like", "hearing_%").execute();
    expect(events.map((e) => e.type)).toEqual(["hearing_outcome"]);
    // No calendar invitation for a hearing that is over (the client is told of the outcome in the app).
    const after = (await mailsTo(cast.client.email)).slice(mailsBefore);
    expect(after.some((m) => m.attachments?.some((a) => a.filename.endsWith(".ics")))).toBe(false);
    const detail = await cast.client.caller.cases.byId({ id });
    expect(detail.hearings.find((h) => h.id === past.id)).toMatchObject({ status: "held" });
    expect(detail.upcomingHearings.map((h) => h.id)).not.toContain(past.id);

    // Refused: a past hearing without what happened, one more than a year ago, an outcome for a hearing still to come.
    expect(await codeOf(cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(-50).toISOString(), purpose: "No outcome" }))).toBe("hearing_past_needs_outcome");
    expect(await codeOf(cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(-24 * 400).toISOString(), purpose: "Long ago", outcome: "Judgment." }))).toBe("hearing_past_time_invalid");
    expect(await codeOf(cast.lawyer.caller.cases.addHearing({ id, startsAt: inHours(48).toISOString(), purpose: "Ahead", outcome: "Won." }))).toBe("hearing_outcome_too_early");
    expect(await db.selectFrom("case_hearings").select("id").where("case_id", "=", id).execute()).toHaveLength(1);
  });

  it("totals the fixed fees: agreed, done, invoiced, paid and owed", async () => {
    const { id } = await openCase(cast);
    const a = await cast.lawyer.caller.cases.addMilestone({ id, titleAr: "دراسة الملف", titleEn: "Case review", feeQar: 5000 });
    const b = await cast.lawyer.caller.cases.addMilestone({ id, titleAr: "صحيفة الدعوى", titleEn: "Statement of claim", feeQar: 15000 });
    const c = await cast.lawyer.caller.cases.addMilestone({ id, titleAr: "حضور الجلسات", titleEn: "Hearings", feeQar: 20000, dueOn: "2031-06-30" });
    await cast.lawyer.caller.cases.setMilestoneState({ id, milestoneId: a.id, state: "paid" });
    await cast.lawyer.caller.cases.setMilestoneState({ id, milestoneId: b.id, state: "invoiced" });
    const detail = await cast.client.caller.cases.byId({ id });
    expect(detail.totals).toEqual({ agreed: 40000, done: 20000, invoiced: 20000, paid: 5000, owed: 15000, remaining: 35000 });
    expect(detail.milestones.map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    const paid = detail.milestones[0]!;
    expect(paid.done_at && paid.invoiced_at && paid.paid_at).toBeTruthy();
    // An invoiced fee is the record of an invoice; a step back clears the later dates.
    expect(await codeOf(cast.lawyer.caller.cases.updateMilestone({ id, milestoneId: b.id, feeQar: 1 }))).toBe("case_action_not_allowed");
    await cast.lawyer.caller.cases.setMilestoneState({ id, milestoneId: a.id, state: "done" });
    await cast.lawyer.caller.cases.updateMilestone({ id, milestoneId: c.id, position: 0 });
    const later = await cast.client.caller.cases.byId({ id });
    expect(later.milestones.map((m) => m.id)).toEqual([c.id, a.id, b.id]);
    expect(later.milestones[1]).toMatchObject({ state: "done", invoiced_at: null, paid_at: null });
    expect(await codeOf(cast.lawyer.caller.cases.addMilestone({ id, titleEn: "Negative", feeQar: -5 }))).toBe("BAD_REQUEST");
  });
});

describe("news of a change", () => {
  it("emails each person in their language, with a calendar file for hearings that follows moves and cancellations", async () => {
    const { id, reference } = await openCase(cast);
    const clientOpened = (await mailsTo(cast.client.email)).filter((m) => m.subject.includes(reference));
    // Both languages, the recipient's first.
    expect(clientOpened).toHaveLength(1);
    expect(clientOpened[0]!.subject.startsWith(`فتح القضية ${reference} | Case ${reference} opened`)).toBe(true);
    expect((await mailsTo(cast.member.email)).filter((m) => m.subject.includes(reference))).toHaveLength(1);
    const lawyerOpened = (await mailsTo(cast.lawyer.email)).filter((m) => m.subject.includes(reference));
    expect(lawyerOpened).toHaveLength(1);
    expect(lawyerOpened[0]!.subject.startsWith(`New case assigned to you: ${reference} | `)).toBe(true);

    const { id: hearingId } = await cast.lawyer.caller.cases.addHearing({ id, startsAt: "2031-05-04T10:00", purpose: "Pleadings" });
    const scheduled = (await mailsTo(cast.client.email)).at(-1)!;
    expect(scheduled.subject.startsWith("جلسة جديدة")).toBe(true);
    expect(scheduled.text).toContain("محكمة الاستثمار والتجارة");
    const ics = parseIcs(scheduled.attachments!.find((a) => a.filename.endsWith(".ics"))!.content);
    expect(ics).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", tzid: "Asia/Qatar" });
    expect(ics.start.toISOString()).toBe("2031-05-04T07:00:00.000Z");
    // The lawyer who scheduled it gets the calendar file too, in English.
    const lawyerCopy = (await mailsTo(cast.lawyer.email)).at(-1)!;
    expect(lawyerCopy.subject.startsWith("Hearing in case")).toBe(true);
    expect(parseIcs(lawyerCopy.attachments![0]!.content).uid).toBe(ics.uid);

    await cast.lawyer.caller.cases.moveHearing({ id, hearingId, startsAt: "2031-05-11T10:00" });
    const moved = parseIcs((await mailsTo(cast.member.email)).at(-1)!.attachments![0]!.content);
    expect(moved).toMatchObject({ method: "REQUEST", sequence: 1, uid: ics.uid });
    await cast.lawyer.caller.cases.cancelHearing({ id, hearingId });
    const cancelled = parseIcs((await mailsTo(cast.client.email)).at(-1)!.attachments![0]!.content);
    expect(cancelled).toMatchObject({ method: "CANCEL", sequence: 2, status: "CANCELLED", uid: ics.uid });
  });

  it("tells the other side of a message or document, never its author's side, and notifies in the app", async () => {
    const { id, reference } = await openCase(cast);
    const count = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.includes(reference)).length;
    const before = { client: await count(cast.client.email), member: await count(cast.member.email), lawyer: await count(cast.lawyer.email) };
    await cast.member.caller.cases.postMessage({ id, body: "We found the original invoice." });
    expect(await count(cast.lawyer.email)).toBe(before.lawyer + 1);
    expect(await count(cast.client.email)).toBe(before.client);
    await cast.lawyer.caller.cases.uploadDocuments({ id, documents: [{ fileName: "memo.pdf", bytes: PDF_BYTES }] });
    expect(await count(cast.client.email)).toBe(before.client + 1);
    expect(await count(cast.member.email)).toBe(before.member + 1);
    expect(await count(cast.lawyer.email)).toBe(before.lawyer + 1);
    const lawyerNotes = await db.selectFrom("notifications").select(["type", "data"]).where("user_id", "=", cast.lawyer.userId).where("case_id", "=", id).execute();
    expect(lawyerNotes.map((n) => n.type).sort()).toEqual(["case_message", "case_opened"]);
    const data = lawyerNotes.find((n) => n.type === "case_message")!.data as unknown as Record<string, unknown>;
    const parsed = typeof data === "string" ? JSON.parse(data) : data;
    expect(parsed).toMatchObject({ caseId: id, reference, actorName: "Company Member" });
  });

  it("announces every change on the case channel", async () => {
    const { id } = await openCase(cast);
    const seen: unknown[] = [];
    const stop = await subscribe(db, "case", (payload) => {
      if (payload.caseId === id) seen.push(payload);
    });
    try {
      await cast.lawyer.caller.cases.postMessage({ id, body: "Live?" });
      await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
      expect(seen[0]).toEqual({ caseId: id });
    } finally {
      stop();
    }
  });
});
