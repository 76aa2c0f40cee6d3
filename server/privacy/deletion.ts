import crypto from "node:crypto";
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database, Role } from "#db/schema";
import { recordAudit } from "#server/audit/record";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { CASE_FILES_BUCKET, CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { AfterCommit, recordConsultationEvent } from "#server/consultations/events";
import { parseDocumentUrl } from "#server/documents/verification-documents";
import { AppError } from "#server/errors/app-error";
import { LAWYER_PHOTO_BUCKET } from "#server/lawyers/queries";
import { escapeHtml } from "#server/mail/templates";
import { logger } from "#server/observability/logger";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import type { ObjectLocation, StorageDriver } from "#server/storage/types";
import { EXPORTS_BUCKET } from "./constants";
import { caseWithinRetention } from "./retention";

/**
 * Issue 12 §3, the right to erasure (Qatar's Law No. 13 of 2016; decision record 026). Closing an
 * account, in one transaction:
 *
 * - Deleted: the account row and with it (foreign keys) sign-in, every session, two-factor, profile,
 *   notifications, company memberships, exports, verification history, licence and address history;
 *   the verification documents, the person's uploads and export ZIPs in storage; contact messages, job
 *   applications (and CVs) and company invitations sent to or from any address the account ever had
 *   (current, former or requested: addressesOf); the mail queued or recorded for those addresses;
 *   rate-limit and token rows that name them or the account.
 * - Kept, because the firm must (its files of matters handled and its accounts): cases, their fees and
 *   the firm's documents, hearings and messages; the record of consultations (reference, lawyer, kind,
 *   time, status, fee), without the description, phone, messages or files. Each is re-pointed at a
 *   stand-in row of "user" (closed_at set, migration 0021) named only by an anonymous label, so every
 *   screen keeps working and nothing links the label back to the person.
 * - Kept as the firm's copy (issue 25 item 11, migration 0032): the documents and message attachments
 *   the person gave the firm in a case it still holds (not closed, or closed less than
 *   CLOSED_CASE_RETENTION_YEARS ago), marked former_client_at, seen by the firm alone, and purged by
 *   ./retention.ts once the retention period after the case's closure has run out.
 * - The audit log is left as it is: it refuses UPDATE and DELETE by design (migration 0008), and its
 *   rows are the firm's security record; no address is ever written to it (server/audit/record.ts
 *   writes a keyed reference instead). The closure itself is logged without the person's details.
 *
 * Refused while something must be handed over first: a lawyer's open cases and live consultations, the
 * only owner of a company that has other members, the last administrator.
 */

/** The reason written on the consultations a closure cancels (shown to the lawyer in both languages). */
export const CLOSURE_REASON = "أُغلق حساب العميل · The client closed their account";
const REMOVED = "[removed]";
const LIVE_CONSULTATION = ["requested", "confirmed"] as const;
/** Lawyers and admins are the firm: what they filed in cases and consultations is the firm's record. */
const STAFF: readonly (Role | null)[] = ["lawyer", "admin"];

export type DeletionBlocker =
  | { kind: "open_case"; id: string; reference: string; titleAr: string; titleEn: string }
  | { kind: "live_consultation"; id: string; reference: string; startsAt: Date | null; status: string }
  | { kind: "sole_company_owner"; companyId: string; nameAr: string; nameEn: string; otherMembers: number }
  | { kind: "last_admin" };

/** A case in which documents from the person stay with the firm as its copy (issue 25 item 11). */
export interface KeptDocumentsCase {
  id: string;
  reference: string;
  titleAr: string;
  titleEn: string;
  closed: boolean;
  documents: number;
}

export interface DeletionPreview {
  blockers: DeletionBlocker[];
  /** What stays with the firm, anonymised (the page says so, with these numbers). */
  kept: {
    cases: number;
    fees: number;
    consultations: number;
    lawyerCases: number;
    lawyerConsultations: number;
    auditEntries: number;
    /** Documents and message attachments the person gave the firm in the cases below. */
    caseDocuments: number;
  };
  /** The cases whose documents from the person the firm keeps, and for how long after each case closes. */
  keptDocumentCases: KeptDocumentsCase[];
  retentionYears: number;
  /** The client's consultations not held yet: cancelled, and the lawyer told. */
  consultationsToCancel: number;
  filesToDelete: number;
}

type Q = Kysely<Database>;

async function roleOf(db: Q, userId: string): Promise<Role | null> {
  const row = await db.selectFrom("profiles").select("user_type").where("id", "=", userId).executeTakeFirst();
  return (row?.user_type as Role | null | undefined) ?? null;
}

async function lawyerRowOf(db: Q, userId: string) {
  return db.selectFrom("lawyers").select(["id", "photo_key"]).where("user_id", "=", userId).executeTakeFirst();
}

/** What must be handed over before the account can close (empty: nothing). */
export async function findDeletionBlockers(db: Q, userId: string): Promise<DeletionBlocker[]> {
  const blockers: DeletionBlocker[] = [];
  const openCases = await db
    .selectFrom("case_lawyers")
    .innerJoin("cases", "cases.id", "case_lawyers.case_id")
    .select(["cases.id", "cases.reference", "cases.title_ar", "cases.title_en"])
    .where("case_lawyers.lawyer_user_id", "=", userId)
    .where("cases.status", "!=", "closed")
    .orderBy("cases.reference")
    .execute();
  for (const c of openCases) blockers.push({ kind: "open_case", id: c.id, reference: c.reference, titleAr: c.title_ar, titleEn: c.title_en });

  const lawyer = await lawyerRowOf(db, userId);
  if (lawyer) {
    const live = await db
      .selectFrom("consultations")
      .select(["id", "reference", "starts_at", "status"])
      .where("lawyer_id", "=", lawyer.id)
      .where("status", "in", [...LIVE_CONSULTATION])
      .orderBy("starts_at")
      .execute();
    for (const c of live) blockers.push({ kind: "live_consultation", id: c.id, reference: c.reference, startsAt: c.starts_at, status: c.status });
  }

  const owned = await db
    .selectFrom("company_members as me")
    .innerJoin("companies", "companies.id", "me.company_id")
    .select((eb) => [
      "companies.id",
      "companies.legal_name_ar",
      "companies.legal_name_en",
      eb
        .selectFrom("company_members as o")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("o.company_id", "=", "me.company_id")
        .where("o.user_id", "!=", userId)
        .as("others"),
      eb
        .selectFrom("company_members as o")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("o.company_id", "=", "me.company_id")
        .where("o.user_id", "!=", userId)
        .where("o.role", "=", "owner")
        .as("other_owners"),
    ])
    .where("me.user_id", "=", userId)
    .where("me.role", "=", "owner")
    .execute();
  for (const c of owned) {
    // The only owner of a company others still use hands it over first (dashboard: make someone an owner).
    if (Number(c.others) > 0 && Number(c.other_owners) === 0) {
      blockers.push({ kind: "sole_company_owner", companyId: c.id, nameAr: c.legal_name_ar, nameEn: c.legal_name_en, otherMembers: Number(c.others) });
    }
  }

  if ((await roleOf(db, userId)) === "admin") {
    const others = await db
      .selectFrom("profiles")
      .innerJoin("user", "user.id", "profiles.id")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("profiles.user_type", "=", "admin")
      .where("user.suspended_at", "is", null)
      .where("user.id", "!=", userId)
      .executeTakeFirstOrThrow();
    if (Number(others.n) === 0) blockers.push({ kind: "last_admin" });
  }
  return blockers;
}

/**
 * Every address the account has had, lowercase: the current one and those in its history (former
 * addresses and requested changes, migration 0031). An address another account holds now is left out:
 * what is filed under it may be that person's, and is not scrubbed on this account's behalf.
 */
export async function addressesOf(db: Q, user: { id: string; email: string }): Promise<string[]> {
  const history = await db.selectFrom("user_email_history").select("email").where("user_id", "=", user.id).execute();
  const all = [...new Set([user.email.toLowerCase(), ...history.map((h) => h.email.toLowerCase())])];
  const heldByOthers = await db
    .selectFrom("user")
    .select(sql<string>`lower(email)`.as("email"))
    .where(sql<string>`lower(email)`, "in", all)
    .where("id", "!=", user.id)
    .execute();
  const others = new Set(heldByOthers.map((r) => r.email));
  return all.filter((a) => !others.has(a));
}

/** A PostgreSQL regular expression matching `address` alone (not inside a longer address), to use with ~* or regexp_replace(..., 'gi'). */
function addressPattern(address: string): string {
  const literal = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(?<![A-Za-z0-9._%+'-])${literal}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`;
}

/**
 * The documents the person (client side, not staff) gave the firm in cases it still holds: they stay as
 * the firm's copy. Each case once, with its documents' ids.
 */
async function keptCaseDocuments(db: Q, userId: string, staff: boolean) {
  if (staff) return [];
  const rows = await db
    .selectFrom("case_documents")
    .innerJoin("cases", "cases.id", "case_documents.case_id")
    .select(["case_documents.id", "cases.id as case_id", "cases.reference", "cases.title_ar", "cases.title_en", "cases.status"])
    .where("case_documents.uploaded_by", "=", userId)
    .where(caseWithinRetention)
    .orderBy("cases.reference")
    .execute();
  const cases = new Map<string, KeptDocumentsCase & { documentIds: string[] }>();
  for (const r of rows) {
    const c = cases.get(r.case_id) ?? { id: r.case_id, reference: r.reference, titleAr: r.title_ar, titleEn: r.title_en, closed: r.status === "closed", documents: 0, documentIds: [] };
    c.documents += 1;
    c.documentIds.push(r.id);
    cases.set(r.case_id, c);
  }
  return [...cases.values()];
}

/** The storage objects that leave with the account (the firm's own filings and its copies stay; see the module note). */
async function filesToDelete(db: Q, userId: string, emails: string[], staff: boolean): Promise<{ objects: ObjectLocation[]; consultationFileIds: string[]; caseDocumentIds: string[] }> {
  const objects: ObjectLocation[] = [];
  const profile = await db.selectFrom("profiles").select("verification_documents").where("id", "=", userId).executeTakeFirst();
  for (const url of Object.values(profile?.verification_documents ?? {})) {
    const parsed = typeof url === "string" ? parseDocumentUrl(url) : null;
    if (parsed) objects.push({ bucket: VERIFICATION_BUCKET, key: parsed.objectKey });
  }
  // A lawyer's documents supporting their stated courts and QFC rights (issue 13 §1).
  const standing = await db.selectFrom("lawyer_standing_requests").select("document_key").where("user_id", "=", userId).execute();
  for (const s of standing) objects.push({ bucket: VERIFICATION_BUCKET, key: s.document_key });
  // Everything in the consultations they asked for (their conversation goes), and their uploads elsewhere unless they are staff.
  const consultationFiles = await db
    .selectFrom("consultation_files")
    .innerJoin("consultations", "consultations.id", "consultation_files.consultation_id")
    .select(["consultation_files.id", "consultation_files.storage_key"])
    .where((eb) => eb.or([eb("consultations.client_id", "=", userId), ...(staff ? [] : [eb("consultation_files.uploaded_by", "=", userId)])]))
    .execute();
  for (const f of consultationFiles) objects.push({ bucket: CONSULTATION_FILES_BUCKET, key: f.storage_key });
  const caseDocuments = staff
    ? []
    : await db
        .selectFrom("case_documents")
        .innerJoin("cases", "cases.id", "case_documents.case_id")
        .select(["case_documents.id", "case_documents.storage_key"])
        .where("case_documents.uploaded_by", "=", userId)
        .where((eb) => eb.not(caseWithinRetention))
        .execute();
  for (const d of caseDocuments) objects.push({ bucket: CASE_FILES_BUCKET, key: d.storage_key });
  const exports = await db.selectFrom("data_exports").select("object_key").where("user_id", "=", userId).where("object_key", "is not", null).execute();
  for (const e of exports) objects.push({ bucket: EXPORTS_BUCKET, key: e.object_key! });
  const cvs = await db.selectFrom("job_applications").select("cv_key").where(sql<string>`lower(email)`, "in", emails).execute();
  for (const cv of cvs) objects.push({ bucket: CAREERS_BUCKET, key: cv.cv_key });
  const lawyer = await lawyerRowOf(db, userId);
  if (lawyer?.photo_key) objects.push({ bucket: LAWYER_PHOTO_BUCKET, key: lawyer.photo_key });
  return { objects, consultationFileIds: consultationFiles.map((f) => f.id), caseDocumentIds: caseDocuments.map((d) => d.id) };
}

const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));

/** What closing the account would do, for the page to say before the person confirms. */
export async function previewDeletion(db: DB, userId: string): Promise<DeletionPreview> {
  const user = await db.selectFrom("user").select(["id", "email"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const role = await roleOf(db, userId);
  const emails = await addressesOf(db, user);
  const lawyer = await lawyerRowOf(db, userId);
  const n = sql<number>`count(*)::int`.as("n");
  const [cases, fees, consultations, toCancel, lawyerCases, lawyerConsultations, auditEntries, files, keptDocuments] = await Promise.all([
    count(db.selectFrom("cases").select(n).where("client_id", "=", userId)),
    count(
      db
        .selectFrom("case_milestones")
        .innerJoin("cases", "cases.id", "case_milestones.case_id")
        .select(n)
        .where("cases.client_id", "=", userId),
    ),
    count(db.selectFrom("consultations").select(n).where("client_id", "=", userId)),
    count(db.selectFrom("consultations").select(n).where("client_id", "=", userId).where("status", "in", [...LIVE_CONSULTATION])),
    count(db.selectFrom("case_lawyers").select(n).where("lawyer_user_id", "=", userId)),
    lawyer ? count(db.selectFrom("consultations").select(n).where("lawyer_id", "=", lawyer.id)) : Promise.resolve(0),
    count(db.selectFrom("audit_log").select(n).where((eb) => eb.or([eb("actor_id", "=", userId), eb("entity_id", "=", userId)]))),
    filesToDelete(db, userId, emails, STAFF.includes(role)),
    keptCaseDocuments(db, userId, STAFF.includes(role)),
  ]);
  return {
    blockers: await findDeletionBlockers(db, userId),
    kept: { cases, fees, consultations: consultations, lawyerCases, lawyerConsultations, auditEntries, caseDocuments: keptDocuments.reduce((n, c) => n + c.documents, 0) },
    keptDocumentCases: keptDocuments.map(({ documentIds: _ids, ...c }) => c),
    retentionYears: CLOSED_CASE_RETENTION_YEARS,
    consultationsToCancel: toCancel,
    filesToDelete: files.objects.length,
  };
}

function standInLabel(role: Role | null): string {
  const code = crypto.randomBytes(3).toString("hex").toUpperCase();
  if (role === "lawyer") return `محامٍ سابق · Former lawyer L-${code}`;
  if (role === "admin") return `موظف سابق · Former staff S-${code}`;
  return `عميل سابق · Former client C-${code}`;
}

type JsonColumn = readonly ["case_events", "payload"] | readonly ["consultation_events", "data"] | readonly ["notifications", "data"] | readonly ["verification_history", "details"];

/**
 * Replaces whole JSON string values (ids, the name) inside a jsonb column, and removes the addresses
 * wherever they are in its strings (any case), for the rows that hold them.
 */
async function scrubJson(trx: Transaction<Database>, [table, column]: JsonColumn, pairs: [string, string][], emails: string[]) {
  for (const [from, to] of pairs) {
    if (!from) continue;
    const quoted = JSON.stringify(from);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}::text, ${quoted}, ${JSON.stringify(to)})::jsonb
      where strpos(${sql.ref(column)}::text, ${quoted}) > 0`.execute(trx);
  }
  // An address holds no character JSON escapes, so taking it out of the text leaves valid JSON.
  for (const email of emails) {
    const pattern = addressPattern(email);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = regexp_replace(${sql.ref(column)}::text, ${pattern}, '', 'gi')::jsonb
      where ${sql.ref(column)}::text ~* ${pattern}`.execute(trx);
  }
}

export interface CloseAccountResult {
  standInId: string | null;
  label: string;
  cancelledConsultations: number;
  deletedObjects: number;
  /** Documents kept as the firm's copy in cases it still holds (issue 25 item 11). */
  keptCaseDocuments: number;
}

/**
 * Closes the account of `userId` (the caller has checked the password and second factor). Refuses with
 * account_deletion_blocked while findDeletionBlockers finds anything. Files leave storage after the
 * commit; any storage refuses stays queued in storage_deletions for the retrying worker.
 */
export async function closeAccount(opts: { db: DB; storage: StorageDriver; userId: string }): Promise<CloseAccountResult> {
  const { db, storage, userId } = opts;
  const effects = new AfterCommit();
  const result = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).forUpdate().executeTakeFirst();
    if (!user) throw new AppError("not_found");
    if ((await findDeletionBlockers(trx, userId)).length > 0) throw new AppError("account_deletion_blocked");
    const role = await roleOf(trx, userId);
    const staff = STAFF.includes(role);
    const emails = await addressesOf(trx, user);
    const label = standInLabel(role);
    const lawyer = await trx.selectFrom("lawyers").select(["id", "photo_key"]).where("user_id", "=", userId).forUpdate().executeTakeFirst();
    const files = await filesToDelete(trx, userId, emails, staff);
    const keptDocumentIds = (await keptCaseDocuments(trx, userId, staff)).flatMap((c) => c.documentIds);

    // The stand-in, only when something the firm keeps points at the person.
    const n = sql<number>`count(*)::int`.as("n");
    const linked =
      (await count(trx.selectFrom("cases").select(n).where("client_id", "=", userId))) +
      (await count(trx.selectFrom("consultations").select(n).where("client_id", "=", userId))) +
      (await count(trx.selectFrom("case_lawyers").select(n).where("lawyer_user_id", "=", userId))) +
      keptDocumentIds.length;
    let standIn: { id: string; email: string } | null = null;
    if (linked > 0) {
      const id = crypto.randomUUID();
      standIn = { id, email: `closed-${id}@closed-account.invalid` };
      const now = new Date();
      await trx
        .insertInto("user")
        .values({
          id,
          name: label,
          email: standIn.email,
          emailVerified: false,
          image: null,
          createdAt: now,
          updatedAt: now,
          user_type: null,
          locale: "ar",
          suspended_at: now,
          suspension_reason: "account_closed",
          suspended_by: null,
          twoFactorEnabled: false,
          two_factor_reset_at: null,
          two_factor_reset_by: null,
          closed_at: now,
        })
        .execute();
    }

    // The client's consultations: the record stays (fee, time, lawyer), the conversation goes; those not held yet are cancelled.
    const asClient = await trx.selectFrom("consultations").select(["id", "status"]).where("client_id", "=", userId).execute();
    const clientConsultationIds = asClient.map((c) => c.id);
    const live = asClient.filter((c) => (LIVE_CONSULTATION as readonly string[]).includes(c.status)).map((c) => c.id);
    if (clientConsultationIds.length > 0) {
      await trx
        .updateTable("consultations")
        .set((eb) => ({
          client_id: standIn!.id,
          description: REMOVED,
          phone: REMOVED,
          status_reason: eb.case().when("cancelled_by", "=", "client").then(sql<string | null>`null`).else(eb.ref("status_reason")).end(),
          updated_at: sql`now()`,
        }))
        .where("id", "in", clientConsultationIds)
        .execute();
      if (live.length > 0) {
        await trx
          .updateTable("consultations")
          .set({ status: "cancelled", status_reason: CLOSURE_REASON, cancelled_by: "client", sequence: sql`sequence + 1` })
          .where("id", "in", live)
          .execute();
      }
      await trx.deleteFrom("consultation_files").where("consultation_id", "in", clientConsultationIds).execute();
      await trx.deleteFrom("consultation_messages").where("consultation_id", "in", clientConsultationIds).execute();
      // The timeline keeps its lifecycle steps (the client's now the stand-in's, without the reasons they typed); the conversation's go.
      await trx.deleteFrom("consultation_events").where("consultation_id", "in", clientConsultationIds).where("type", "in", ["message", "file"]).execute();
      await trx
        .updateTable("consultation_events")
        .set({ actor_id: standIn!.id, data: sql`data - 'reason'` })
        .where("consultation_id", "in", clientConsultationIds)
        .where("actor_id", "=", userId)
        .execute();
      await trx.deleteFrom("call_signals").where("consultation_id", "in", clientConsultationIds).execute();
      // The lawyer (or the lawyers it was offered to) hears of each cancellation, from the system, naming only the stand-in.
      for (const id of live) {
        await recordConsultationEvent(trx, { consultationId: id, type: "cancelled", actorId: null, data: { reason: CLOSURE_REASON, by: "client" } }, effects);
      }
    }

    // Cases stay with the firm: the party becomes the stand-in (the party_names trigger follows).
    if (standIn) {
      await trx.updateTable("cases").set({ client_id: standIn.id, updated_at: sql`now()` }).where("client_id", "=", userId).execute();
      await trx.updateTable("case_lawyers").set({ lawyer_user_id: standIn.id }).where("lawyer_user_id", "=", userId).execute();
    }
    if (files.caseDocumentIds.length > 0) await trx.deleteFrom("case_documents").where("id", "in", files.caseDocumentIds).execute();
    // What they gave the firm in a case it still holds stays as its copy, marked, under the stand-in (issue 25 item 11).
    if (keptDocumentIds.length > 0) {
      await trx.updateTable("case_documents").set({ former_client_at: sql`now()`, uploaded_by: standIn!.id }).where("id", "in", keptDocumentIds).execute();
    }
    if (files.consultationFileIds.length > 0) await trx.deleteFrom("consultation_files").where("id", "in", files.consultationFileIds).execute();

    // A lawyer's directory entry stays only as the name on past consultations: unlisted, no photo, no bio, no hours.
    if (lawyer) {
      await trx
        .updateTable("lawyers")
        .set({
          user_id: null,
          name_ar: label,
          name_en: label,
          title_ar: "",
          title_en: "",
          bio_ar: "",
          bio_en: "",
          photo_key: null,
          verified: false,
          accepting_new_clients: false,
          licence_expires_on: null,
        })
        .where("id", "=", lawyer.id)
        .execute();
      await trx.deleteFrom("lawyer_weekly_hours").where("lawyer_id", "=", lawyer.id).execute();
      await trx.deleteFrom("lawyer_blocked_dates").where("lawyer_id", "=", lawyer.id).execute();
      await trx.deleteFrom("consultation_offers").where("lawyer_id", "=", lawyer.id).execute();
    }

    // Names copied into history rows, and ids, names and addresses inside JSON payloads.
    await trx.updateTable("inbox_events").set({ actor_name: label }).where("actor_id", "=", userId).execute();
    await trx.updateTable("inbox_events").set({ assignee_name: label }).where("assignee_id", "=", userId).execute();
    await trx.updateTable("verification_history").set({ actor_name: label }).where("actor_id", "=", userId).execute();
    const pairs: [string, string][] = [
      [userId, standIn?.id ?? ""],
      [user.name, label],
    ];
    for (const column of [
      ["case_events", "payload"],
      ["consultation_events", "data"],
      ["notifications", "data"],
      ["verification_history", "details"],
    ] as const) {
      await scrubJson(trx, column, pairs, emails);
    }

    // What was sent in from their addresses, and what was queued or recorded for them.
    await trx.deleteFrom("contact_messages").where(sql<string>`lower(email)`, "in", emails).execute();
    // Their reviews of lawyers are their words under their name: they go (the lawyers' totals follow, migration 0025).
    await trx.deleteFrom("lawyer_reviews").where("reviewer_id", "=", userId).execute();
    await trx.deleteFrom("lawyer_standing_requests").where("user_id", "=", userId).execute();
    await trx.deleteFrom("job_applications").where(sql<string>`lower(email)`, "in", emails).execute();
    await trx.deleteFrom("company_invites").where(sql<string>`lower(email)`, "in", emails).execute();
    for (const email of emails) await trx.deleteFrom("mail_outbox").where(sql<SqlBool>`to_address ~* ${addressPattern(email)}`).execute();
    // Mail for others that names them (a lawyer told of their message a moment ago) names the label instead,
    // and mentions none of their addresses: the subject of sent mail too (its body is already gone,
    // server/mail/outbox.ts), and the bodies of mail waiting or given up on.
    for (const [from, to] of [
      [user.name, label],
      [escapeHtml(user.name), escapeHtml(label)],
    ]) {
      await sql`update mail_outbox set subject = replace(subject, ${from}, ${to}), html = replace(html, ${from}, ${to}), text_body = replace(text_body, ${from}, ${to})
        where strpos(subject, ${from}) > 0 or strpos(html, ${from}) > 0 or strpos(text_body, ${from}) > 0`.execute(trx);
    }
    for (const email of emails) {
      const pattern = addressPattern(email);
      await sql`update mail_outbox set subject = regexp_replace(subject, ${pattern}, '', 'gi'), html = regexp_replace(html, ${pattern}, '', 'gi'),
          text_body = regexp_replace(text_body, ${pattern}, '', 'gi'), last_error = regexp_replace(last_error, ${pattern}, '', 'gi')
        where subject ~* ${pattern} or html ~* ${pattern} or text_body ~* ${pattern} or last_error ~* ${pattern}`.execute(trx);
    }
    // Counters and tokens keyed by the account or by any of its addresses (sign-in:email:..., better-auth's own).
    const naming = (column: string) =>
      sql<SqlBool>`(${sql.join([userId, ...emails].map((needle) => sql`strpos(lower(${sql.ref(column)}), ${needle.toLowerCase()}) > 0`), sql` or `)})`;
    await trx.deleteFrom("rate_limits").where(naming("key")).execute();
    await trx.deleteFrom("rateLimit").where(naming("key")).execute();
    await trx
      .deleteFrom("verification")
      .where((eb) => eb.or([naming("identifier"), naming("value")]))
      .execute();
    if (standIn) await trx.deleteFrom("notifications").where("user_id", "=", standIn.id).execute();

    // The audit log keeps every earlier row untouched; the closure is logged without the person's details.
    await recordAudit(
      trx,
      { viewer: null, clientIp: "" },
      {
        action: "account.close",
        entityType: "user",
        entityId: standIn?.id ?? null,
        summary: label,
        after: {
          role,
          casesKept: await count(trx.selectFrom("cases").select(n).where("client_id", "=", standIn?.id ?? "")),
          caseDocumentsKept: keptDocumentIds.length,
          consultationsCancelled: live.length,
          filesDeleted: files.objects.length,
        },
      },
      { always: true },
    );

    // Storage deletions are queued with the transaction (they happen if it commits), then done at once below.
    const queued = files.objects.length
      ? await trx
          .insertInto("storage_deletions")
          .values(files.objects.map((o) => ({ bucket: o.bucket, object_key: o.key })))
          .returning(["id", "bucket", "object_key"])
          .execute()
      : [];

    // Last: the row itself; sessions, sign-in, two-factor, profile, notifications, memberships and exports go with it.
    await trx.deleteFrom("user").where("id", "=", userId).execute();
    return { standInId: standIn?.id ?? null, label, cancelledConsultations: live.length, keptCaseDocuments: keptDocumentIds.length, queued };
  });

  await effects.run((error) => logger.error("account closure follow-up failed after commit", { error }));
  let deleted = 0;
  for (const row of result.queued) {
    try {
      await storage.delete({ bucket: row.bucket, key: row.object_key });
      await db.deleteFrom("storage_deletions").where("id", "=", row.id).execute();
      deleted++;
    } catch (error) {
      // Left queued: the storage-deletions worker retries it.
      logger.warn("closed account's file not deleted yet; queued for retry", { bucket: row.bucket, error: String(error) });
    }
  }
  return {
    standInId: result.standInId,
    label: result.label,
    cancelledConsultations: result.cancelledConsultations,
    deletedObjects: deleted,
    keptCaseDocuments: result.keptCaseDocuments,
  };
}
