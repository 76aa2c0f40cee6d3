import type { Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { notFound } from "#server/errors/app-error";
import type { StorageDriver } from "#server/storage/types";
import { maySign, requireLetter, requireLetterCase, type LetterRow } from "./access";
import { LETTER_FILES_BUCKET } from "./constants";
import { sentPdfKey } from "./lifecycle";
import { letterDocumentOf, letterPdf } from "./pdf";
import { currentTerms } from "./terms";

/**
 * The case's engagement letter in force: the signed one (countersigned or not), or null. Issue 28 §2: "work on
 * the case's milestones cannot be invoiced until the letter is signed"; billing asks this, and only this, before
 * issuing and when it tells the case page whether invoices can be issued. Decision 043: a signed letter stays in
 * force while a newer version awaits signature (the new version, or its withdrawal, does not take the client's
 * signed agreement away); it stops being in force once the newer version is signed (it is then superseded). A
 * withdrawn, superseded, sent or draft letter is never the one in force. No access check: the caller has decided
 * who may act on the case.
 */
export async function signedLetterOf(db: Kysely<Database>, caseId: string): Promise<LetterRow | null> {
  return (
    (await db
      .selectFrom("engagement_letters")
      .selectAll()
      .where("case_id", "=", caseId)
      .where("state", "=", "signed")
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/** What a page shows of one letter (nothing the viewer may not read: no IP for the signer's own view is hidden, it is theirs). */
function letterView(letter: LetterRow) {
  return {
    id: letter.id,
    version: letter.version,
    state: letter.state,
    scopeAr: letter.scope_ar,
    scopeEn: letter.scope_en,
    expensesAr: letter.expenses_ar,
    expensesEn: letter.expenses_en,
    feeSchedule: letter.fee_schedule,
    termsVersion: letter.terms_version,
    sentAt: letter.sent_at ? new Date(letter.sent_at).toISOString() : null,
    documentSha256: letter.document_sha256,
    signedAt: letter.signed_at ? new Date(letter.signed_at).toISOString() : null,
    signedName: letter.signed_name,
    signedEmail: letter.signed_email,
    countersignedAt: letter.countersigned_at ? new Date(letter.countersigned_at).toISOString() : null,
    countersignedName: letter.countersigned_name,
  };
}
export type LetterView = ReturnType<typeof letterView>;

/**
 * The letter section of a case page: the version in force or awaiting signature, the firm's draft, earlier
 * versions, and what the viewer may do. The firm also gets the milestones the fee schedule is made of and the
 * terms version a draft would use. notFound() for anyone who may not see the letter (server/engagement/access.ts).
 */
export async function letterForCase(db: DB, viewer: Viewer, caseId: string) {
  const found = await requireLetterCase(db, viewer, caseId);
  const firm = found.letterCapacity === "firm";
  const letters = await db
    .selectFrom("engagement_letters")
    .selectAll()
    .where("case_id", "=", found.id)
    .$if(!firm, (q) => q.where("state", "<>", "draft"))
    .orderBy("version", "desc")
    .execute();
  // The newest of the version awaiting signature and the one in force; while a newer version awaits signature,
  // the signed one before it is still in force (decision 043) and shown as such.
  const current = letters.find((l) => l.state === "sent" || l.state === "signed") ?? null;
  const signed = letters.find((l) => l.state === "signed") ?? null;
  const inForce = signed && signed !== current ? signed : null;
  const countersignable = signed && !signed.countersigned_at ? signed : null;
  const draft = firm ? (letters.find((l) => l.state === "draft") ?? null) : null;
  // The newest letter the signer has seen, when the firm withdrew it: both sides are told it can no longer be signed.
  const lastSent = letters.find((l) => l.state !== "draft") ?? null;
  const withdrawn = lastSent?.state === "withdrawn" ? lastSent : null;
  const open = found.status !== "closed";
  const canSign = !firm && open && current?.state === "sent" && (await maySign(db, viewer, current));
  const code =
    canSign && current
      ? await db
          .selectFrom("engagement_signing_codes")
          .select(["email", "expires_at", "used_at", "attempts"])
          .where("letter_id", "=", current.id)
          .where("user_id", "=", viewer.user.id)
          .orderBy("created_at", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined;
  const [milestones, terms] = firm
    ? await Promise.all([
        db.selectFrom("case_milestones").select(["id", "title_ar", "title_en", "fee_qar", "due_on"]).where("case_id", "=", found.id).orderBy("position").orderBy("created_at").execute(),
        currentTerms(db),
      ])
    : [[], null];
  return {
    caseId: found.id,
    capacity: found.letterCapacity,
    current: current ? letterView(current) : null,
    inForce: inForce ? letterView(inForce) : null,
    draft: draft ? letterView(draft) : null,
    withdrawn: withdrawn
      ? {
          id: withdrawn.id,
          version: withdrawn.version,
          withdrawnAt: new Date(withdrawn.withdrawn_at!).toISOString(),
          // The firm's reason is for the firm (it is in the audit log); the signer is told only that it was withdrawn.
          reason: firm ? withdrawn.withdrawn_reason : null,
        }
      : null,
    history: letters.filter((l) => l !== current && l !== inForce && l !== draft).map((l) => ({ id: l.id, version: l.version, state: l.state, sentAt: l.sent_at ? new Date(l.sent_at).toISOString() : null })),
    milestones,
    termsVersion: terms?.version ?? null,
    can: {
      prepare: firm && open,
      send: firm && open && Boolean(draft),
      sign: canSign,
      countersign: firm && open && Boolean(countersignable),
      withdraw: firm && open && current?.state === "sent",
      editTerms: viewer.role === "admin",
    },
    /** The signed letter the firm may countersign (the one in force), when it has not yet. */
    countersignLetterId: firm && open ? (countersignable?.id ?? null) : null,
    code: code && !code.used_at && new Date(code.expires_at).getTime() > Date.now() ? { email: code.email, expiresAt: new Date(code.expires_at).toISOString() } : null,
  };
}
export type LetterForCase = Awaited<ReturnType<typeof letterForCase>>;

/**
 * A letter's PDF for the viewer: the signed one with its final page once signed, otherwise the PDF as it was sent
 * (the bytes whose SHA-256 the letter keeps); a draft, for the firm only, rendered as it stands.
 */
export async function letterPdfFor(db: DB, storage: StorageDriver, viewer: Viewer, opts: { caseId: string; letterId: string }) {
  const found = await requireLetterCase(db, viewer, opts.caseId);
  const letter = await requireLetter(db, found, opts.letterId);
  const reference = (await db.selectFrom("cases").select("reference").where("id", "=", found.id).executeTakeFirstOrThrow()).reference;
  const fileName = `engagement-${reference.replace(/[^A-Za-z0-9._-]/g, "_")}-v${letter.version}${letter.signed_pdf_key ? "-signed" : ""}.pdf`;
  if (letter.state === "draft") return { fileName, body: await letterPdf(await letterDocumentOf(db, letter)) };
  const key = letter.signed_pdf_key ?? sentPdfKey(letter.id);
  const stored = await storage.get({ bucket: LETTER_FILES_BUCKET, key });
  if (!stored) notFound();
  return { fileName, body: stored.body };
}

/**
 * The letters awaiting or bearing the viewer's signature (issue 28 §7, the client's dashboard): per case, the
 * version sent or signed that names them, or their company for a company's owner.
 */
export async function lettersToSignOf(db: DB, viewer: Viewer) {
  const uid = viewer.user.id;
  const rows = await db
    .selectFrom("engagement_letters")
    .select(["id", "case_id", "state", "countersigned_at"])
    .where("state", "in", ["sent", "signed"])
    // Newest first: a version awaiting signature comes before the signed one still in force.
    .orderBy("version", "desc")
    .where((eb) =>
      eb.or([
        eb.and([eb("company_id", "is", null), eb("signer_user_id", "=", uid)]),
        eb(
          "company_id",
          "in",
          eb.selectFrom("company_members").select("company_id").where("user_id", "=", uid).where("role", "=", "owner"),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => ({ caseId: r.case_id, letterId: r.id, state: r.state, countersigned: r.countersigned_at !== null }));
}
