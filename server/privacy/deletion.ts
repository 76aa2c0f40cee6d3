import crypto from "node:crypto";
import { sql, type SqlBool, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database, Role } from "#db/schema";
import { recordAudit } from "#server/audit/record";
import { CLOSED_CASE_RETENTION_YEARS } from "#server/cases/constants";
import { recordConsultationEvent } from "#server/consultations/events";
import { AppError } from "#server/errors/app-error";
import { escapeHtml } from "#server/mail/render";
import { logger } from "#server/observability/logger";
import type { StorageDriver } from "#server/storage/types";
import { addressesOf, addressPattern, filesToDelete, findDeletionBlockers, keptCaseDocuments, lawyerRowOf, LIVE_CONSULTATION, roleOf, STAFF, type DeletionBlocker, type KeptDocumentsCase } from "./closure-scope";

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
        await recordConsultationEvent(trx, { consultationId: id, type: "cancelled", actorId: null, data: { reason: CLOSURE_REASON, by: "client" } });
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
