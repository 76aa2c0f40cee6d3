import { createHash } from "node:crypto";
import { sql, type Transaction, type Updateable } from "kysely";
import type { DB } from "#db/index";
import type { Database, EngagementLettersTable } from "#db/schema";
import { auditOf, recordCaseEvent, type CaseActor } from "#server/cases/events";
import { runChange } from "#server/events/run-change";
import { AppError } from "#server/errors/app-error";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import type { StorageDriver } from "#server/storage/types";
import { requireFirm, requireLetter, requireLetterCase, type LetterCase, type LetterRow } from "./access";
import { LETTER_FILES_BUCKET } from "./constants";
import { letterMail } from "./emails";
import { letterDocumentOf, letterPdf } from "./pdf";
import type { SaveDraftInput, WithdrawInput } from "./schemas";
import { feeScheduleOf } from "./fee-schedule";
import { currentTerms } from "./terms";

/**
 * The firm's side of the engagement letter (issue 28 §1, §2): prepare a draft, send it (frozen, hashed, stored,
 * the signer emailed), countersign once the client has signed. Every change runs in one transaction with the
 * case locked, and records its case event (timeline, audit row, notifications) through server/cases/events.ts.
 */

type Trx = Transaction<Database>;
type LetterActor = CaseActor & { db: DB; storage: StorageDriver };

/** Where a letter's PDF as sent to the signer, and as signed, is kept (LETTER_FILES_BUCKET). */
export const sentPdfKey = (letterId: string) => `${letterId}/sent.pdf`;
const signedPdfKey = (letterId: string, stage: "signed" | "countersigned") => `${letterId}/${stage}.pdf`;

export const sha256Hex = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** One change of a letter in a transaction (server/events/run-change.ts); the PDFs it stored are deleted again if it fails. */
export function runLetterChange<T>(db: DB, work: (trx: Trx, stored: string[]) => Promise<T>, opts: { storage?: StorageDriver }): Promise<T> {
  return runChange(db, work, { ...opts, bucket: LETTER_FILES_BUCKET });
}

/** Writes a change to one letter, its updated_at with it. */
export async function updateLetter(trx: Trx, id: string, set: Updateable<EngagementLettersTable>) {
  await trx.updateTable("engagement_letters").set({ ...set, updated_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

/** The signer a new letter names: for a company's case the company (any owner signs), otherwise the client. */
const partiesOf = (found: LetterCase) => (found.company_id ? { signer_user_id: null, company_id: found.company_id } : { signer_user_id: found.client_id, company_id: null });

/**
 * Saves the case's draft: edits the draft there is, or starts the next version (after a sent or signed one; a
 * signed one stays in force until the new version is signed, decision 043). The fee schedule is read from the case's milestones and
 * the terms are the current version, each time the draft is saved.
 */
export async function saveDraft(opts: LetterActor & { input: SaveDraftInput }) {
  const { db, viewer, input } = opts;
  return runLetterChange(db, async (trx) => {
    const found = await requireLetterCase(trx, viewer, input.caseId, { forUpdate: true });
    requireFirm(found);
    const terms = await currentTerms(trx);
    if (!terms) throw new AppError("engagement_terms_missing");
    const feeSchedule = await feeScheduleOf(trx, found.id, input.covers);
    const content = {
      scope_ar: input.scopeAr,
      scope_en: input.scopeEn,
      expenses_ar: input.expensesAr,
      expenses_en: input.expensesEn,
      fee_schedule: JSON.stringify(feeSchedule),
      terms_version: terms.version,
      ...partiesOf(found),
    };
    const draft = await trx.selectFrom("engagement_letters").select(["id", "version"]).where("case_id", "=", found.id).where("state", "=", "draft").executeTakeFirst();
    let letter: { id: string; version: number };
    if (draft) {
      await updateLetter(trx, draft.id, { ...content, prepared_by: viewer.user.id });
      letter = draft;
    } else {
      const last = await trx.selectFrom("engagement_letters").select(sql<number | null>`max(version)`.as("max")).where("case_id", "=", found.id).executeTakeFirstOrThrow();
      letter = await trx
        .insertInto("engagement_letters")
        .values({ case_id: found.id, version: Number(last.max ?? 0) + 1, ...content, prepared_by: viewer.user.id })
        .returning(["id", "version"])
        .executeTakeFirstOrThrow();
    }
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: "letter_drafted",
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      internal: true,
      payload: { letterId: letter.id, version: letter.version },
      audit: auditOf(opts, null, { letterId: letter.id, version: letter.version, termsVersion: terms.version, fees: feeSchedule.map((f) => f.feeQar) }),
    });
    return letter;
  }, {});
}

/** The people who may sign a letter, with what their emails need: the client, or the company's owners. */
export async function signersOf(trx: Trx, letter: Pick<LetterRow, "signer_user_id" | "company_id">) {
  let query = trx.selectFrom("user").select(["user.id", "user.name", "user.email", "user.locale"]);
  query = letter.company_id
    ? query.innerJoin("company_members", "company_members.user_id", "user.id").where("company_members.company_id", "=", letter.company_id).where("company_members.role", "=", "owner")
    : query.where("user.id", "=", letter.signer_user_id ?? "");
  return query.execute();
}

/** The case's reference and titles, for emails. */
export async function caseNamesOf(trx: Trx, caseId: string) {
  const c = await trx.selectFrom("cases").select(["reference", "title_ar", "title_en"]).where("id", "=", caseId).executeTakeFirstOrThrow();
  return { reference: c.reference, title: { ar: c.title_ar, en: c.title_en } };
}

/**
 * One firm action on one letter: the case locked and the firm's capacity checked, the letter read and locked, in
 * the transaction of the change (the PDFs it stored deleted again if it fails).
 */
function firmLetterChange<T>(
  opts: LetterActor & { caseId: string; letterId: string },
  work: (trx: Trx, found: LetterCase, letter: LetterRow, stored: string[]) => Promise<T>,
): Promise<T> {
  return runLetterChange(
    opts.db,
    async (trx, stored) => {
      const found = await requireLetterCase(trx, opts.viewer, opts.caseId, { forUpdate: true });
      requireFirm(found);
      return work(trx, found, await requireLetter(trx, found, opts.letterId, { forUpdate: true }), stored);
    },
    { storage: opts.storage },
  );
}

/**
 * Sends the draft: its content is frozen (the database's trigger keeps it so), the PDF the signer will read is
 * rendered once, stored, and its SHA-256 kept; an older version awaiting signature is superseded (a signed one
 * stays in force until this one is signed, decision 043) and the signer is emailed that a letter awaits them.
 */
export async function sendLetter(opts: LetterActor & { caseId: string; letterId: string }) {
  const { viewer, storage } = opts;
  return firmLetterChange(opts, async (trx, found, letter, stored) => {
    if (letter.state !== "draft") throw new AppError("engagement_letter_state");
    if (letter.fee_schedule.length === 0) throw new AppError("engagement_no_milestones");
    const sentAt = new Date();
    const pdf = await letterPdf(await letterDocumentOf(trx, { ...letter, sent_at: sentAt }));
    const hash = sha256Hex(pdf);
    await storage.put({ bucket: LETTER_FILES_BUCKET, key: sentPdfKey(letter.id), body: pdf, contentType: "application/pdf" });
    stored.push(sentPdfKey(letter.id));
    // An older version still awaiting signature is replaced; a signed one stays in force until this one is
    // signed (decision 043), so invoices can still be issued under it meanwhile.
    const previous = await trx
      .updateTable("engagement_letters")
      .set({ state: "superseded", updated_at: sql<Date>`now()` })
      .where("case_id", "=", found.id)
      .where("state", "=", "sent")
      .returning(["id", "version"])
      .execute();
    await updateLetter(trx, letter.id, { state: "sent", sent_at: sentAt, sent_by: viewer.user.id, document_sha256: hash });
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: "letter_sent",
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      payload: { letterId: letter.id, version: letter.version, ...(previous[0] ? { supersedes: previous[0].version } : {}) },
      audit: auditOf(opts, previous[0] ? { letterId: previous[0].id, state: "superseded" } : null, { letterId: letter.id, version: letter.version, state: "sent", documentSha256: hash }),
    });
    const names = await caseNamesOf(trx, found.id);
    const signers = await signersOf(trx, letter);
    const told = { caseId: found.id, reference: names.reference, title_ar: names.title.ar, title_en: names.title.en, actorName: viewer.user.name };
    await notify(trx, signers.map((s) => s.id).filter((id) => id !== viewer.user.id), "case_letter_sent", told, { caseId: found.id });
    for (const signer of signers) {
      await enqueueMail(trx, letterMail({ kind: "letterSent", to: signer, caseId: found.id, ...names, values: { version: letter.version } }));
    }
    return { id: letter.id, version: letter.version, documentSha256: hash };
  });
}

/**
 * Renders and stores the signed letter (the letter as sent, then the final page), returning its key: after the
 * client's signature, and again with the firm's countersignature.
 */
export async function storeSignedPdf(trx: Trx, storage: StorageDriver, letter: LetterRow, stage: "signed" | "countersigned", stored: string[]) {
  const pdf = await letterPdf(await letterDocumentOf(trx, letter), { withSignature: true });
  const key = signedPdfKey(letter.id, stage);
  await storage.put({ bucket: LETTER_FILES_BUCKET, key, body: pdf, contentType: "application/pdf" });
  stored.push(key);
  return key;
}

/** The firm countersigns a signed letter (once): the final page is regenerated with the countersignature. */
export async function countersignLetter(opts: LetterActor & { caseId: string; letterId: string }) {
  const { viewer, storage } = opts;
  return firmLetterChange(opts, async (trx, found, letter, stored) => {
    if (letter.state !== "signed" || letter.countersigned_at) throw new AppError("engagement_letter_state");
    const countersigned = { countersigned_at: new Date(), countersigned_by: viewer.user.id, countersigned_name: viewer.user.name.slice(0, 200) };
    const key = await storeSignedPdf(trx, storage, { ...letter, ...countersigned }, "countersigned", stored);
    await updateLetter(trx, letter.id, { ...countersigned, signed_pdf_key: key });
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: "letter_countersigned",
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      payload: { letterId: letter.id, version: letter.version },
      audit: auditOf(opts, null, { letterId: letter.id, version: letter.version, countersignedBy: viewer.user.id }),
    });
    const names = await caseNamesOf(trx, found.id);
    const signer = await trx.selectFrom("user").select(["name", "email", "locale"]).where("email", "=", letter.signed_email ?? "").executeTakeFirst();
    if (signer) await enqueueMail(trx, letterMail({ kind: "letterCountersigned", to: signer, caseId: found.id, ...names, values: { version: letter.version } }));
    return { id: letter.id };
  });
}

/**
 * The firm withdraws a letter sent for signature that the client has not signed (the admin or a lawyer on the
 * case, with a reason): it can no longer be signed (its signing codes stop counting at once), the timeline and
 * the audit log record it (the reason in the audit row and on the letter, not on the client's timeline), and its
 * signers are told in the app and by email. A signed letter before it stays in force (decision 043).
 */
export async function withdrawLetter(opts: LetterActor & { input: WithdrawInput }) {
  const { viewer, input } = opts;
  return firmLetterChange({ ...opts, caseId: input.caseId, letterId: input.letterId }, async (trx, found, letter) => {
    if (letter.state !== "sent") throw new AppError("engagement_letter_state");
    await updateLetter(trx, letter.id, { state: "withdrawn", withdrawn_at: new Date(), withdrawn_by: viewer.user.id, withdrawn_reason: input.reason });
    const codes = await trx
      .updateTable("engagement_signing_codes")
      .set({ used_at: sql<Date>`now()` })
      .where("letter_id", "=", letter.id)
      .where("used_at", "is", null)
      .returning("id")
      .execute();
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: "letter_withdrawn",
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      payload: { letterId: letter.id, version: letter.version },
      audit: {
        ...auditOf(opts, { letterId: letter.id, state: "sent" }, { letterId: letter.id, version: letter.version, state: "withdrawn", reason: input.reason, codesInvalidated: codes.length }),
        always: true,
      },
    });
    const names = await caseNamesOf(trx, found.id);
    const signers = await signersOf(trx, letter);
    const told = { caseId: found.id, reference: names.reference, title_ar: names.title.ar, title_en: names.title.en, actorName: viewer.user.name };
    await notify(trx, signers.map((s) => s.id).filter((id) => id !== viewer.user.id), "case_letter_withdrawn", told, { caseId: found.id });
    for (const signer of signers) {
      await enqueueMail(trx, letterMail({ kind: "letterWithdrawn", to: signer, caseId: found.id, ...names, values: { version: letter.version } }));
    }
    return { id: letter.id };
  });
}
