import crypto from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database, Role } from "#db/schema";
import { recordAudit } from "#server/audit/record";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
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

/**
 * Issue 12 §3, the right to erasure (Qatar's Law No. 13 of 2016; decision record 026). Closing an
 * account, in one transaction:
 *
 * - Deleted: the account row and with it (foreign keys) sign-in, every session, two-factor, profile,
 *   notifications, company memberships, exports, verification history and licence; the verification
 *   documents, the person's uploads and export ZIPs in storage; contact messages, job applications
 *   (and CVs) and company invitations sent to or from their address; the mail queued or recorded for
 *   that address; rate-limit and token rows that name them.
 * - Kept, because the firm must (its files of matters handled and its accounts): cases, their fees and
 *   the firm's documents, hearings and messages; the record of consultations (reference, lawyer, kind,
 *   time, status, fee), without the description, phone, messages or files. Each is re-pointed at a
 *   stand-in row of "user" (closed_at set, migration 0021) named only by an anonymous label, so every
 *   screen keeps working and nothing links the label back to the person.
 * - The audit log is left as it is: it refuses UPDATE and DELETE by design (migration 0008), and its
 *   rows are the firm's security record. The closure itself is logged without the person's details.
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
  };
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

/** The storage objects that leave with the account (the firm's own filings stay; see the module note). */
async function filesToDelete(db: Q, userId: string, email: string, staff: boolean): Promise<{ objects: ObjectLocation[]; consultationFileIds: string[]; caseDocumentIds: string[] }> {
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
  const caseDocuments = staff ? [] : await db.selectFrom("case_documents").select(["id", "storage_key"]).where("uploaded_by", "=", userId).execute();
  for (const d of caseDocuments) objects.push({ bucket: CASE_FILES_BUCKET, key: d.storage_key });
  const exports = await db.selectFrom("data_exports").select("object_key").where("user_id", "=", userId).where("object_key", "is not", null).execute();
  for (const e of exports) objects.push({ bucket: EXPORTS_BUCKET, key: e.object_key! });
  const cvs = await db.selectFrom("job_applications").select("cv_key").where(sql<string>`lower(email)`, "=", email).execute();
  for (const cv of cvs) objects.push({ bucket: CAREERS_BUCKET, key: cv.cv_key });
  const lawyer = await lawyerRowOf(db, userId);
  if (lawyer?.photo_key) objects.push({ bucket: LAWYER_PHOTO_BUCKET, key: lawyer.photo_key });
  return { objects, consultationFileIds: consultationFiles.map((f) => f.id), caseDocumentIds: caseDocuments.map((d) => d.id) };
}

const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));

/** What closing the account would do, for the page to say before the person confirms. */
export async function previewDeletion(db: DB, userId: string): Promise<DeletionPreview> {
  const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
  const role = await roleOf(db, userId);
  const lawyer = await lawyerRowOf(db, userId);
  const n = sql<number>`count(*)::int`.as("n");
  const [cases, fees, consultations, toCancel, lawyerCases, lawyerConsultations, auditEntries, files] = await Promise.all([
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
    filesToDelete(db, userId, user.email.toLowerCase(), STAFF.includes(role)),
  ]);
  return {
    blockers: await findDeletionBlockers(db, userId),
    kept: { cases, fees, consultations: consultations, lawyerCases, lawyerConsultations, auditEntries },
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

/** Replaces whole JSON string values (ids, the name, the address) inside a jsonb column, for the rows that hold them. */
async function scrubJson(trx: Transaction<Database>, table: "case_events" | "consultation_events" | "notifications" | "verification_history", column: string, pairs: [string, string][]) {
  for (const [from, to] of pairs) {
    if (!from) continue;
    const quoted = JSON.stringify(from);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}::text, ${quoted}, ${JSON.stringify(to)})::jsonb
      where strpos(${sql.ref(column)}::text, ${quoted}) > 0`.execute(trx);
  }
}

export interface CloseAccountResult {
  standInId: string | null;
  label: string;
  cancelledConsultations: number;
  deletedObjects: number;
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
    const email = user.email.toLowerCase();
    const label = standInLabel(role);
    const lawyer = await trx.selectFrom("lawyers").select(["id", "photo_key"]).where("user_id", "=", userId).forUpdate().executeTakeFirst();
    const files = await filesToDelete(trx, userId, email, staff);

    // The stand-in, only when something the firm keeps points at the person.
    const n = sql<number>`count(*)::int`.as("n");
    const linked =
      (await count(trx.selectFrom("cases").select(n).where("client_id", "=", userId))) +
      (await count(trx.selectFrom("consultations").select(n).where("client_id", "=", userId))) +
      (await count(trx.selectFrom("case_lawyers").select(n).where("lawyer_user_id", "=", userId)));
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
      [user.email, ""],
      [email, ""],
    ];
    for (const [table, column] of [
      ["case_events", "payload"],
      ["consultation_events", "data"],
      ["notifications", "data"],
      ["verification_history", "details"],
    ] as const) {
      await scrubJson(trx, table, column, pairs);
    }

    // What was sent in from their address, and what was queued or recorded for it.
    await trx.deleteFrom("contact_messages").where(sql<string>`lower(email)`, "=", email).execute();
    // Their reviews of lawyers are their words under their name: they go (the lawyers' totals follow, migration 0025).
    await trx.deleteFrom("lawyer_reviews").where("reviewer_id", "=", userId).execute();
    await trx.deleteFrom("lawyer_standing_requests").where("user_id", "=", userId).execute();
    await trx.deleteFrom("job_applications").where(sql<string>`lower(email)`, "=", email).execute();
    await trx.deleteFrom("company_invites").where(sql<string>`lower(email)`, "=", email).execute();
    await trx.deleteFrom("mail_outbox").where(sql<string>`lower(to_address)`, "=", email).execute();
    // Mail still waiting for others (a lawyer told of their message a moment ago) names the label instead;
    // sent mail keeps no body (server/mail/outbox.ts), so nothing else to do.
    for (const [from, to] of [
      [user.name, label],
      [escapeHtml(user.name), escapeHtml(label)],
      [user.email, ""],
    ]) {
      await sql`update mail_outbox set subject = replace(subject, ${from}, ${to}), html = replace(html, ${from}, ${to}), text_body = replace(text_body, ${from}, ${to})
        where status = 'pending' and (strpos(subject, ${from}) > 0 or strpos(html, ${from}) > 0 or strpos(text_body, ${from}) > 0)`.execute(trx);
    }
    await trx.deleteFrom("rate_limits").where((eb) => eb.or([eb(sql`strpos(key, ${userId})`, ">", 0), eb(sql`strpos(lower(key), ${email})`, ">", 0)])).execute();
    await trx
      .deleteFrom("verification")
      .where((eb) =>
        eb.or([
          eb(sql`strpos(identifier, ${userId})`, ">", 0),
          eb(sql`strpos(lower(identifier), ${email})`, ">", 0),
          eb(sql`strpos(value, ${userId})`, ">", 0),
          eb(sql`strpos(lower(value), ${email})`, ">", 0),
        ]),
      )
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
        after: { role, casesKept: (await count(trx.selectFrom("cases").select(n).where("client_id", "=", standIn?.id ?? ""))), consultationsCancelled: live.length, filesDeleted: files.objects.length },
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
    return { standInId: standIn?.id ?? null, label, cancelledConsultations: live.length, queued };
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
  return { standInId: result.standInId, label: result.label, cancelledConsultations: result.cancelledConsultations, deletedObjects: deleted };
}
