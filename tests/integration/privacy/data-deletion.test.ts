/**
 * Issue 12 §3, closing an account: the password (and a code when two-factor is on) confirms it; every
 * session ends; no table holds the person's name, address, phone or id any more (every text and JSON
 * column walked through information_schema), and none of their files is left in storage but what they gave
 * the firm in a case it still holds (kept as its copy, issue 25 item 11); cases, agreed
 * fees and the record of consultations stay with an anonymous stand-in; a lawyer, the only owner of a
 * shared company and the last admin are told what to hand over first; the address can sign up again.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import { enrolTwoFactorDirectly, storedTotpSecret, totpCodeFor } from "#server/accounts/two-factor";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { getEnv } from "#server/config/env";
import { CLOSURE_REASON } from "#server/privacy/deletion";
import { runDueExports } from "#server/privacy/export";
import { getStorage } from "#server/storage/index";
import type { ObjectLocation } from "#server/storage/types";
import { anonymousCaller, callerFor, TEST_PASSWORD, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { findTraces } from "./support";
import { PDF_BYTES } from "../../setup/file-fixtures";
import { verifiedLawyer } from "../cases/support";
import { bookingOf, codeOf, createCompany, createLawyer, PHONE } from "../consultations/support";

let db: DB;
useTestDatabase((ready) => {
  db = ready;
});

/** Every object file under the disk driver's folder (the default storage; not its .meta sidecars), by path. */
function storedFiles(): string[] {
  const root = path.join(getEnv().DATA_DIR, "storage");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => !p.startsWith(".meta") && fs.statSync(path.join(root, p)).isFile());
}

describe("closing an account", () => {
  it("leaves no personal data in any table and no file in storage, keeps cases and fees anonymised, and frees the address", async () => {
    const admin = await userWithRole(db, "admin", { name: "Firm Admin" });
    const lawyer = await verifiedLawyer(db, { name: "Assigned Lawyer" });
    const lawyerRow = await db.selectFrom("lawyers").select("id").where("user_id", "=", lawyer.userId).executeTakeFirstOrThrow();
    await db.updateTable("lawyers").set({ fee_written_qar: 300 }).where("id", "=", lawyerRow.id).execute();
    await db.insertInto("lawyer_weekly_hours").values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ lawyer_id: lawyerRow.id, weekday, start_minute: 0, end_minute: 1440 }))).execute();

    const NAME = "Maryam Deletion-Subject";
    const person = await userWithRole(db, "company", { name: NAME });
    const companyId = await createCompany(db, [person.userId]);

    // Files of theirs in every place: verification, a consultation message, a case message, an export ZIP, a CV.
    await person.caller.documents.uploadVerification({ documents: [{ key: "commercial_registration", fileName: "cr.pdf", bytes: PDF_BYTES }] });
    const held = await person.caller.consultations.book(bookingOf({ lawyerId: lawyerRow.id, serviceArea: "civil", kind: "written" }));
    await lawyer.caller.consultations.accept({ id: held.id });
    await person.caller.consultations.postMessage({ id: held.id, body: `Regards, ${NAME}`, documents: [{ fileName: "contract.pdf", bytes: PDF_BYTES }] });
    await lawyer.caller.consultations.complete({ id: held.id });
    // Issue 12 §4: their review of the lawyer is theirs too.
    await person.caller.reviews.create({ consultationId: held.id, rating: 4, body: `Helpful. ${NAME}` });
    const waiting = await person.caller.consultations.book(bookingOf({ lawyerId: lawyerRow.id, serviceArea: "civil", kind: "written" }));

    const opened = await admin.caller.cases.create({
      clientId: person.userId,
      companyId,
      titleAr: "نزاع توريد",
      titleEn: "Supply dispute",
      serviceArea: "commercial",
      lawyerUserIds: [lawyer.userId],
    });
    const caseId = (opened as { id: string }).id;
    await lawyer.caller.cases.addMilestone({ id: caseId, titleEn: "Statement of claim", feeQar: 5000 });
    await person.caller.cases.postMessage({ id: caseId, body: "Here is the signed supply contract.", documents: [{ fileName: "supply.pdf", bytes: PDF_BYTES }] });
    await lawyer.caller.cases.uploadDocuments({ id: caseId, documents: [{ fileName: "claim.pdf", bytes: PDF_BYTES }] });

    await db
      .insertInto("contact_messages")
      .values({ full_name: NAME, email: person.email, phone: PHONE, subject: "A question", message: "Please call me.", preferred_language: "en" })
      .execute();
    const posting = await db
      .insertInto("job_postings")
      .values({ title_ar: "مساعد", title_en: "Assistant", description_ar: "-", description_en: "-", location_ar: "الدوحة", location_en: "Doha", employment_type: "full_time", closes_at: new Date(Date.now() + 86_400_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const cvKey = `applications/${person.userId}-cv.pdf`;
    await getStorage().put({ bucket: CAREERS_BUCKET, key: cvKey, body: PDF_BYTES, contentType: "application/pdf" });
    await db
      .insertInto("job_applications")
      .values({ posting_id: posting.id, full_name: NAME, email: person.email, phone: PHONE, cover_letter: "-", cv_key: cvKey, cv_file_name: "cv.pdf", cv_content_type: "application/pdf", cv_size: PDF_BYTES.byteLength, locale: "en" })
      .execute();
    await person.caller.accounts.requestDataExport();
    await runDueExports(db, getStorage());

    // Where their files are, before: each is looked for again afterwards. The attachment they gave the firm in
    // the open case stays as the firm's copy (issue 25 item 11; tests/integration/privacy/closure-keeps-case-evidence.test.ts).
    const theirs: ObjectLocation[] = [
      ...(await db.selectFrom("consultation_files").select("storage_key").where("uploaded_by", "=", person.userId).execute()).map((f) => ({ bucket: "consultation_files", key: f.storage_key })),
      ...(await db.selectFrom("data_exports").select("object_key").where("user_id", "=", person.userId).execute()).map((f) => ({ bucket: "data_exports", key: f.object_key! })),
      { bucket: CAREERS_BUCKET, key: cvKey },
    ];
    const caseEvidence = await db.selectFrom("case_documents").select(["id", "storage_key"]).where("uploaded_by", "=", person.userId).executeTakeFirstOrThrow();
    const verification = await db.selectFrom("profiles").select("verification_documents").where("id", "=", person.userId).executeTakeFirstOrThrow();
    expect(Object.keys(verification.verification_documents)).toHaveLength(1);
    expect(theirs.map((o) => o.bucket).sort()).toEqual(["careers", "consultation_files", "data_exports"]);
    for (const o of theirs) expect(await getStorage().get(o)).not.toBeNull();
    const lawyersDocument = await db.selectFrom("case_documents").select("storage_key").where("uploaded_by", "=", lawyer.userId).executeTakeFirstOrThrow();
    const filesBefore = storedFiles();
    const auditBefore = await db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(await findTraces(db, [NAME, person.email, PHONE, person.userId], { except: ["audit_log"] })).not.toEqual([]);

    // The preview says what happens.
    const preview = await person.caller.accounts.deletionPreview();
    expect(preview).toMatchObject({ blockers: [], consultationsToCancel: 1, hasPassword: true, kept: { cases: 1, fees: 1, consultations: 2, caseDocuments: 1 } });
    expect(preview.keptDocumentCases.map((c) => c.id)).toEqual([caseId]);
    expect(preview.filesToDelete).toBe(4);

    // Two-factor on: the password alone is not enough, a wrong password is refused, and nothing changes.
    await enrolTwoFactorDirectly(db, { userId: person.userId });
    const confirmed = await callerFor(db, person.headers);
    expect(await codeOf(confirmed.accounts.closeAccount({ password: TEST_PASSWORD }))).toBe("two_factor_code_required");
    const code = await totpCodeFor((await storedTotpSecret(db, person.userId))!);
    expect(await codeOf(confirmed.accounts.closeAccount({ password: "not the password", code }))).toBe("wrong_current_password");
    expect(await db.selectFrom("user").select("id").where("id", "=", person.userId).executeTakeFirst()).toBeTruthy();

    const closed = await confirmed.accounts.closeAccount({ password: TEST_PASSWORD, code });
    expect(closed.closed).toBe(true);
    expect(closed.setCookies.join(";")).toMatch(/session_token=;|Max-Age=0/i);

    // Signed out everywhere: the session is gone.
    await expect((await callerFor(db, person.headers)).accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.selectFrom("session").select("id").where("userId", "=", person.userId).execute()).toEqual([]);

    // No table holds their name, address, phone or id (the audit log aside: see below); their review went with them.
    expect(await db.selectFrom("lawyer_reviews").select("id").where("consultation_id", "=", held.id).execute()).toEqual([]);
    expect(await db.selectFrom("lawyers").select(["review_count", "rating_average"]).where("id", "=", lawyerRow.id).executeTakeFirstOrThrow()).toEqual({ review_count: 0, rating_average: null });
    expect(await findTraces(db, [NAME, person.email, PHONE, person.userId], { except: ["audit_log"] })).toEqual([]);

    // No file of theirs is left in storage but the firm's copy of what they gave it in the open case; the lawyer's filing stays.
    for (const o of theirs) expect(await getStorage().get(o)).toBeNull();
    const filesAfter = storedFiles();
    expect(filesAfter.filter((p) => p.includes(person.userId))).toEqual([]);
    expect(filesBefore.length - filesAfter.length).toBe(4);
    expect(await getStorage().get({ bucket: "case_documents", key: lawyersDocument.storage_key })).not.toBeNull();
    expect(await getStorage().get({ bucket: "case_documents", key: caseEvidence.storage_key })).not.toBeNull();
    expect(await db.selectFrom("case_documents").select("former_client_at").where("id", "=", caseEvidence.id).executeTakeFirstOrThrow()).toEqual({ former_client_at: expect.any(Date) });
    expect(await db.selectFrom("storage_deletions").select("id").execute()).toEqual([]);

    // The audit log is untouched (append-only), and the closure's own row names nobody.
    const auditAfter = await db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    const closureRow = auditAfter.find((r) => r.action === "account.close")!;
    expect(closureRow).toMatchObject({ actor_id: null, actor_name: "", entity_type: "user", ip: "" });
    for (const needle of [NAME, person.email, person.userId]) expect(JSON.stringify(closureRow)).not.toContain(needle);
    await expect(sql`update audit_log set actor_name = 'x'`.execute(db)).rejects.toThrow();

    // Kept: the case with its fee, under the stand-in; the record of the consultation held; the waiting one cancelled and the lawyer told.
    const standIn = await db.selectFrom("user").select(["id", "name", "email", "closed_at"]).where("id", "=", closureRow.entity_id!).executeTakeFirstOrThrow();
    expect(standIn.name).toBe(closed.label);
    expect(standIn.closed_at).not.toBeNull();
    const kept = await db.selectFrom("cases").select(["client_id", "party_names", "company_id"]).where("id", "=", caseId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ client_id: standIn.id, company_id: companyId });
    expect(kept.party_names).toContain(closed.label);
    expect(await db.selectFrom("case_milestones").select("fee_qar").where("case_id", "=", caseId).execute()).toEqual([{ fee_qar: 5000 }]);
    const record = await db.selectFrom("consultations").selectAll().where("id", "=", held.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ client_id: standIn.id, status: "completed", fee_qar: 300, lawyer_id: lawyerRow.id, description: "[removed]", phone: "[removed]" });
    expect(await db.selectFrom("consultation_messages").select("id").where("consultation_id", "=", held.id).execute()).toEqual([]);
    const cancelled = await db.selectFrom("consultations").selectAll().where("id", "=", waiting.id).executeTakeFirstOrThrow();
    expect(cancelled).toMatchObject({ status: "cancelled", cancelled_by: "client", status_reason: CLOSURE_REASON });
    const told = await db.selectFrom("notifications").select(["type"]).where("user_id", "=", lawyer.userId).where("consultation_id", "=", waiting.id).execute();
    expect(told.map((n) => n.type)).toContain("cancelled");
    // The stand-in can never sign in, and no mail is queued for it.
    expect(await db.selectFrom("account").select("id").where("userId", "=", standIn.id).execute()).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").where("to_address", "=", standIn.email).execute()).toEqual([]);
    // The company stays (it is the firm's client, not a person), without members.
    expect(await db.selectFrom("companies").select("id").where("id", "=", companyId).executeTakeFirst()).toBeTruthy();

    // The address is free again.
    await anonymousCaller(db).accounts.signUp({ email: person.email, password: TEST_PASSWORD, fullName: "Maryam Again", userType: "individual" });
    const again = await db.selectFrom("user").select(["id", "name"]).where("email", "=", person.email.toLowerCase()).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ name: "Maryam Again" });
    expect(again.id).not.toBe(person.userId);
  });

  it("tells a lawyer what to hand over first, then closes and unlists them, keeping their past work under a label", async () => {
    const admin = await userWithRole(db, "admin", { name: "Second Admin" });
    const lawyer = await createLawyer(db, { practiceAreas: ["family"] });
    const client = await userWithRole(db, "individual", { name: "Client Of Lawyer" });
    const consultation = await client.caller.consultations.book(bookingOf({ lawyerId: lawyer.lawyerId, kind: "written" }));
    await lawyer.caller.consultations.accept({ id: consultation.id });
    await db.updateTable("profiles").set({ verification_status: "verified" }).where("id", "=", lawyer.userId).execute();
    const opened = (await admin.caller.cases.create({ clientId: client.userId, titleEn: "Custody", titleAr: "حضانة", serviceArea: "family", lawyerUserIds: [lawyer.userId] })) as { id: string };

    const preview = await lawyer.caller.accounts.deletionPreview();
    expect(preview.blockers.map((b) => b.kind).sort()).toEqual(["live_consultation", "open_case"]);
    const code = await totpCodeFor((await storedTotpSecret(db, lawyer.userId))!);
    expect(await codeOf(lawyer.caller.accounts.closeAccount({ password: TEST_PASSWORD, code }))).toBe("account_deletion_blocked");

    await lawyer.caller.consultations.postMessage({ id: consultation.id, body: "My advice: keep the agreement in writing." });
    await lawyer.caller.consultations.complete({ id: consultation.id });
    await admin.caller.cases.close({ id: opened.id, reason: null });
    expect((await lawyer.caller.accounts.deletionPreview()).blockers).toEqual([]);

    const closed = await lawyer.caller.accounts.closeAccount({ password: TEST_PASSWORD, code: await totpCodeFor((await storedTotpSecret(db, lawyer.userId))!, { stepsAhead: 1 }) });
    const row = await db.selectFrom("lawyers").selectAll().where("id", "=", lawyer.lawyerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, verified: false, name_en: closed.label, bio_en: "", photo_key: null });
    expect(await anonymousCaller(db).lawyers.byId({ id: lawyer.lawyerId }).catch(() => null)).toBeFalsy();
    // The client keeps the advice they were given; the case keeps who worked on it, as the label.
    expect(await db.selectFrom("consultation_messages").select("body").where("consultation_id", "=", consultation.id).execute()).toHaveLength(1);
    const assigned = await db.selectFrom("case_lawyers").innerJoin("user", "user.id", "case_lawyers.lawyer_user_id").select("user.name").where("case_id", "=", opened.id).execute();
    expect(assigned).toEqual([{ name: closed.label }]);
    expect(await findTraces(db, [lawyer.email, lawyer.userId], { except: ["audit_log"] })).toEqual([]);
  });

  it("refuses the only owner of a company others use, and the last admin", async () => {
    const owner = await userWithRole(db, "company", { name: "Only Owner" });
    const member = await userWithRole(db, "company", { name: "Plain Member" });
    await createCompany(db, [owner.userId, member.userId]);
    expect((await owner.caller.accounts.deletionPreview()).blockers).toMatchObject([{ kind: "sole_company_owner", otherMembers: 1 }]);
    expect(await codeOf(owner.caller.accounts.closeAccount({ password: TEST_PASSWORD }))).toBe("account_deletion_blocked");
    // A member leaves freely; the company keeps its owner.
    await member.caller.accounts.closeAccount({ password: TEST_PASSWORD });
    expect((await owner.caller.accounts.deletionPreview()).blockers).toEqual([]);

    const admins = await db.selectFrom("profiles").select("id").where("user_type", "=", "admin").execute();
    await db.updateTable("user").set({ suspended_at: new Date(), suspension_reason: "test" }).where("id", "in", admins.map((a) => a.id)).execute();
    const last = await userWithRole(db, "admin", { name: "Last Admin" });
    expect((await last.caller.accounts.deletionPreview()).blockers).toEqual([{ kind: "last_admin" }]);
  });

  it("is refused to visitors without a session", async () => {
    await expect(anonymousCaller(db).accounts.deletionPreview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymousCaller(db).accounts.closeAccount({ password: TEST_PASSWORD })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
