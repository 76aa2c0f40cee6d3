import { randomInt, timingSafeEqual } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database } from "#db/schema";
import type { DB } from "#db/index";
import { auditOf, recordCaseEvent, type CaseActor } from "#server/cases/events";
import { AppError } from "#server/errors/app-error";
import { enqueueMail } from "#server/mail/outbox";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import type { StorageDriver } from "#server/storage/types";
import { maySign, requireLetter, requireLetterCase } from "./access";
import { SIGNING_CODE_DIGITS, SIGNING_CODE_MAX_ATTEMPTS, SIGNING_CODE_RATE_LIMIT, SIGNING_CODE_TTL_MS } from "./constants";
import { letterMail } from "./emails";
import { caseNamesOf, runLetterChange, sha256Hex, storeSignedPdf, updateLetter } from "./lifecycle";
import type { SignInput } from "./schemas";

/**
 * The client's signature (issue 28 §2): a one-time code emailed to the signer (six digits, only its SHA-256 kept,
 * ten minutes, five tries, a few per hour), then their full name typed, the code and their consent. A wrong code
 * counts as a try even though the signature is refused (the count is committed on its own); the right one is
 * used once, in the transaction that signs, so a refused signature leaves the code unused and nothing written.
 */

type SignerActor = CaseActor & { db: DB; storage: StorageDriver };

/** The signer's letter awaiting signature; anyone else, or a letter not awaiting signature, is refused. */
async function letterToSign(trx: Transaction<Database>, opts: CaseActor & { caseId: string; letterId: string }) {
  const found = await requireLetterCase(trx, opts.viewer, opts.caseId, { forUpdate: true });
  const letter = await requireLetter(trx, found, opts.letterId, { forUpdate: true });
  if (found.letterCapacity !== "signer" || !(await maySign(trx, opts.viewer, letter))) throw new AppError("case_action_not_allowed");
  if (letter.state !== "sent") throw new AppError("engagement_letter_state");
  if (found.status === "closed") throw new AppError("case_closed");
  return { found, letter };
}

/** Emails a new code to the signer (the codes asked for before no longer count). Returns where it went and until when. */
export async function requestSigningCode(opts: SignerActor & { caseId: string; letterId: string }) {
  const { db, viewer } = opts;
  // Checked first (a stranger learns nothing), then counted: a few codes an hour.
  await db.transaction().execute((trx) => letterToSign(trx, opts));
  const rate = await consumeRateLimit(db, { key: `engagement-code:${viewer.user.id}`, ...SIGNING_CODE_RATE_LIMIT });
  if (!rate.allowed) throw new AppError("rate_limited", { retryAfterSeconds: rate.retryAfterSeconds });
  const code = String(randomInt(0, 10 ** SIGNING_CODE_DIGITS)).padStart(SIGNING_CODE_DIGITS, "0");
  return runLetterChange(
    db,
    async (trx) => {
      const { found, letter } = await letterToSign(trx, opts);
      const expiresAt = new Date(Date.now() + SIGNING_CODE_TTL_MS);
      await trx
        .updateTable("engagement_signing_codes")
        .set({ used_at: sql<Date>`now()` })
        .where("letter_id", "=", letter.id)
        .where("user_id", "=", viewer.user.id)
        .where("used_at", "is", null)
        .execute();
      await trx
        .insertInto("engagement_signing_codes")
        .values({ letter_id: letter.id, user_id: viewer.user.id, email: viewer.user.email, code_hash: sha256Hex(code), expires_at: expiresAt, used_at: null })
        .execute();
      const names = await caseNamesOf(trx, found.id);
      await enqueueMail(trx, letterMail({ kind: "signingCode", to: viewer.user, caseId: found.id, ...names, values: { code, minutes: SIGNING_CODE_TTL_MS / 60_000 } }));
      return { email: viewer.user.email, expiresAt };
    },
    {},
  );
}

/** What a signing attempt found of the code: the code row to use, or why it is refused (after counting a wrong try). */
type CodeCheck = { ok: true; codeId: string; email: string } | { ok: false; error: "signing_code_invalid" | "signing_code_expired" | "signing_code_locked" };

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Signs the letter: checks the code (a wrong one is counted, and committed, before the refusal), then in one
 * transaction marks the code used, records the signature (name as typed, time, IP, the code's email), stores the
 * PDF with its final page, records the event (timeline, audit row, notifications) and emails the signer and the firm.
 */
export async function signLetter(opts: SignerActor & { input: SignInput }) {
  const { db, viewer, storage, input } = opts;
  const located = { ...opts, caseId: input.caseId, letterId: input.letterId };
  const check = await db.transaction().execute(async (trx): Promise<CodeCheck> => {
    const { letter } = await letterToSign(trx, located);
    const code = await trx
      .selectFrom("engagement_signing_codes")
      .selectAll()
      .where("letter_id", "=", letter.id)
      .where("user_id", "=", viewer.user.id)
      .orderBy("created_at", "desc")
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!code || code.used_at) return { ok: false, error: "signing_code_invalid" };
    if (code.attempts >= SIGNING_CODE_MAX_ATTEMPTS) return { ok: false, error: "signing_code_locked" };
    if (new Date(code.expires_at).getTime() <= Date.now()) return { ok: false, error: "signing_code_expired" };
    if (!sameHash(code.code_hash, sha256Hex(input.code))) {
      await trx.updateTable("engagement_signing_codes").set({ attempts: code.attempts + 1 }).where("id", "=", code.id).execute();
      return { ok: false, error: code.attempts + 1 >= SIGNING_CODE_MAX_ATTEMPTS ? "signing_code_locked" : "signing_code_invalid" };
    }
    return { ok: true, codeId: code.id, email: code.email };
  });
  if (!check.ok) throw new AppError(check.error);

  return runLetterChange(
    db,
    async (trx, stored) => {
      const { found, letter } = await letterToSign(trx, located);
      // The code is used once: another request that checked it at the same moment finds it used here.
      const used = await trx
        .updateTable("engagement_signing_codes")
        .set({ used_at: sql<Date>`now()` })
        .where("id", "=", check.codeId)
        .where("used_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!used) throw new AppError("signing_code_invalid");
      const signature = { signed_at: new Date(), signed_name: input.fullName, signed_ip: opts.clientIp.slice(0, 64), signed_email: check.email };
      const key = await storeSignedPdf(trx, storage, { ...letter, ...signature, state: "signed" }, "signed", stored);
      // The version signed before stops being in force now, not when this one was sent (decision 043).
      const replaced = await trx
        .updateTable("engagement_letters")
        .set({ state: "superseded", updated_at: sql<Date>`now()` })
        .where("case_id", "=", found.id)
        .where("state", "=", "signed")
        .where("id", "<>", letter.id)
        .returning(["id", "version"])
        .executeTakeFirst();
      await updateLetter(trx, letter.id, { state: "signed", ...signature, signed_pdf_key: key });
      await recordCaseEvent(trx, {
        caseId: found.id,
        type: "letter_signed",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { letterId: letter.id, version: letter.version, signedName: input.fullName, ...(replaced ? { supersedes: replaced.version } : {}) },
        audit: {
          ...auditOf(opts, { letterId: letter.id, state: "sent" }, { letterId: letter.id, version: letter.version, state: "signed", signedName: input.fullName, signedIp: signature.signed_ip, documentSha256: letter.document_sha256 }),
          always: true,
        },
      });
      const names = await caseNamesOf(trx, found.id);
      await enqueueMail(trx, letterMail({ kind: "letterSigned", to: viewer.user, caseId: found.id, ...names, values: { version: letter.version } }));
      const firm = await trx
        .selectFrom("user")
        .select(["id", "name", "email", "locale"])
        .where((eb) =>
          eb.or([
            eb("id", "in", eb.selectFrom("case_lawyers").select("lawyer_user_id").where("case_id", "=", found.id)),
            eb("id", "=", letter.sent_by ?? ""),
          ]),
        )
        .execute();
      for (const person of firm) {
        await enqueueMail(trx, letterMail({ kind: "letterSignedFirm", to: person, caseId: found.id, ...names, values: { version: letter.version, name: input.fullName } }));
      }
      return { id: letter.id };
    },
    { storage },
  );
}
