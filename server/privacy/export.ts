import { strToU8, zipSync, type Zippable } from "fflate";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
import { claimDue } from "#server/common/claim";
import { startBatchWorker } from "#server/common/worker";
import { getEnv } from "#server/config/env";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { AppError } from "#server/errors/app-error";
import { dataExportReadyEmail } from "#server/mail/account-templates";
import { enqueueMail } from "#server/mail/outbox";
import { logger } from "#server/observability/logger";
import { consumeRateLimit } from "#server/rate-limit/rate-limit";
import { deleteNowOrLater } from "#server/storage/deletions";
import { VERIFICATION_BUCKET, sanitizeFileName } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { parseDocumentUrl } from "#server/documents/verification-documents";
import { EXPORT_TTL_DAYS, EXPORTS_BUCKET } from "./constants";

export { EXPORT_TTL_DAYS, EXPORTS_BUCKET };

/**
 * Issue 12 §3, the right to a copy (Qatar's Law No. 13 of 2016): everything the platform holds about a
 * person, as a ZIP with `data.json` and their files, prepared by a worker (large accounts take a while)
 * and downloadable from /account-settings/data until it expires (decision record 026).
 *
 * What is in it: the account and profile, the lawyer directory entry, company memberships, the
 * consultations they were the client or the lawyer of (with their messages and timeline), the cases they
 * can see (messages, the documents shown to clients, hearings), their notifications, the contact
 * messages, job applications and company requests they sent, and the files they uploaded.
 */

const EXPORTS_PER_DAY = 3;
const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

export type ExportRow = { id: string; status: string; created_at: Date; ready_at: Date | null; expires_at: Date | null; size_bytes: number | null };

export async function listExports(db: DB, userId: string): Promise<ExportRow[]> {
  return db
    .selectFrom("data_exports")
    .select(["id", "status", "created_at", "ready_at", "expires_at", "size_bytes"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
}

/** Asks for a new export; one waiting or being prepared at a time (asking again returns that one). */
export async function requestExport(db: DB, userId: string): Promise<{ id: string; status: string }> {
  const open = await db
    .selectFrom("data_exports")
    .select(["id", "status"])
    .where("user_id", "=", userId)
    .where("status", "in", ["queued", "preparing"])
    .executeTakeFirst();
  if (open) return open;
  const limit = await consumeRateLimit(db, { key: `data-export:${userId}`, limit: EXPORTS_PER_DAY, windowSeconds: 86_400 });
  if (!limit.allowed) throw new AppError("rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
  return db.insertInto("data_exports").values({ user_id: userId }).returning(["id", "status"]).executeTakeFirstOrThrow();
}

/** The ZIP of one of the person's own ready exports, or null (someone else's, expired, not ready). */
export async function readExport(db: DB, storage: StorageDriver, opts: { userId: string; id: string }): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("data_exports")
    .select(["object_key", "status", "expires_at"])
    .where("id", "=", opts.id)
    .where("user_id", "=", opts.userId)
    .executeTakeFirst();
  if (!row || row.status !== "ready" || !row.object_key || !row.expires_at || row.expires_at <= new Date()) return null;
  return (await storage.get({ bucket: EXPORTS_BUCKET, key: row.object_key }))?.body ?? null;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** Everything about one person, as plain data; the files to add, by their place in the ZIP. */
export async function collectPersonalData(db: DB, userId: string) {
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "locale", "createdAt", "updatedAt", "twoFactorEnabled"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const profile = await db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
  const lawyer = await db
    .selectFrom("lawyers")
    .select([
      "id", "name_ar", "name_en", "title_ar", "title_en", "bio_ar", "bio_en", "city", "years_of_practice", "verified", "practice_areas",
      "languages", "court_roll_level", "licence_expires_on", "fee_written_qar", "fee_video_qar", "fee_voice_qar", "fee_in_person_qar", "created_at",
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const companies = await db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select(["companies.id", "companies.legal_name_ar", "companies.legal_name_en", "company_members.role", "company_members.joined_at"])
    .where("company_members.user_id", "=", userId)
    .execute();

  const consultations = await db
    .selectFrom("consultations")
    .selectAll()
    .where((eb) => eb.or([eb("client_id", "=", userId), ...(lawyer ? [eb("lawyer_id", "=", lawyer.id)] : [])]))
    .orderBy("created_at")
    .execute();
  const consultationIds = consultations.map((c) => c.id);
  const consultationMessages = consultationIds.length
    ? await db.selectFrom("consultation_messages").selectAll().where("consultation_id", "in", consultationIds).orderBy("created_at").execute()
    : [];
  const consultationEvents = consultationIds.length
    ? await db.selectFrom("consultation_events").selectAll().where("consultation_id", "in", consultationIds).orderBy("created_at").execute()
    : [];
  const consultationFiles = consultationIds.length
    ? await db.selectFrom("consultation_files").selectAll().where("consultation_id", "in", consultationIds).execute()
    : [];

  // Cases they can see: as the client, as a member of the client company, or as an assigned lawyer.
  const cases = await db
    .selectFrom("cases")
    .select(["id", "reference", "title_ar", "title_en", "description", "service_area", "court", "court_case_number", "status", "next_step", "next_step_due", "created_at", "closed_at"])
    .where((eb) =>
      eb.or([
        eb("client_id", "=", userId),
        eb("company_id", "in", eb.selectFrom("company_members").select("company_id").where("user_id", "=", userId)),
        eb("id", "in", eb.selectFrom("case_lawyers").select("case_id").where("lawyer_user_id", "=", userId)),
      ]),
    )
    .orderBy("created_at")
    .execute();
  const caseIds = cases.map((c) => c.id);
  const asLawyer = lawyer !== undefined;
  const caseMessages = caseIds.length ? await db.selectFrom("case_messages").selectAll().where("case_id", "in", caseIds).orderBy("created_at").execute() : [];
  const caseHearings = caseIds.length ? await db.selectFrom("case_hearings").selectAll().where("case_id", "in", caseIds).execute() : [];
  const caseDocuments = caseIds.length
    ? await db
        .selectFrom("case_documents")
        .selectAll()
        .where("case_id", "in", caseIds)
        .$if(!asLawyer, (q) => q.where("visibility", "=", "client"))
        .execute()
    : [];

  const notifications = await db.selectFrom("notifications").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
  const email = user.email.toLowerCase();
  const contactMessages = await db
    .selectFrom("contact_messages")
    .select(["id", "full_name", "email", "phone", "subject", "message", "preferred_language", "status", "created_at"])
    .where(sql<string>`lower(email)`, "=", email)
    .execute();
  const jobApplications = await db
    .selectFrom("job_applications")
    .select(["id", "posting_id", "full_name", "email", "phone", "cover_letter", "cv_file_name", "locale", "status", "created_at"])
    .where(sql<string>`lower(email)`, "=", email)
    .execute();
  const reviewsWritten = await db
    .selectFrom("lawyer_reviews")
    .innerJoin("lawyers", "lawyers.id", "lawyer_reviews.lawyer_id")
    .select([
      "lawyer_reviews.id",
      "lawyer_reviews.consultation_id",
      "lawyers.name_en as lawyer_name_en",
      "lawyers.name_ar as lawyer_name_ar",
      "lawyer_reviews.rating",
      "lawyer_reviews.body",
      "lawyer_reviews.created_at",
      "lawyer_reviews.reply_body",
      "lawyer_reviews.replied_at",
      "lawyer_reviews.hidden_at",
      "lawyer_reviews.hidden_reason",
    ])
    .where("lawyer_reviews.reviewer_id", "=", userId)
    .orderBy("lawyer_reviews.created_at")
    .execute();
  const companyRequests = await db
    .selectFrom("company_service_requests")
    .select(["id", "company_id", "service", "details", "status", "created_at"])
    .where("requested_by", "=", userId)
    .execute();

  const standingRequests = await db
    .selectFrom("lawyer_standing_requests")
    .select(["id", "court_roll_level", "qfc_rights_of_audience", "document_key", "document_name", "status", "reason", "created_at", "decided_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();

  // Their files: verification documents, and what they uploaded to consultations and cases.
  const files: { path: string; bucket: string; key: string }[] = [];
  for (const r of standingRequests) files.push({ path: `files/verification/standing-${r.id}-${sanitizeFileName(r.document_name)}`, bucket: VERIFICATION_BUCKET, key: r.document_key });
  for (const [name, url] of Object.entries(profile?.verification_documents ?? {})) {
    const parsed = typeof url === "string" ? parseDocumentUrl(url) : null;
    if (parsed) files.push({ path: `files/verification/${sanitizeFileName(name)}-${sanitizeFileName(parsed.objectKey.split("/").pop()!)}`, bucket: VERIFICATION_BUCKET, key: parsed.objectKey });
  }
  for (const f of consultationFiles.filter((f) => f.uploaded_by === userId)) {
    files.push({ path: `files/consultations/${f.id}-${sanitizeFileName(f.file_name)}`, bucket: CONSULTATION_FILES_BUCKET, key: f.storage_key });
  }
  for (const d of caseDocuments.filter((d) => d.uploaded_by === userId)) {
    files.push({ path: `files/cases/${d.id}-${sanitizeFileName(d.file_name)}`, bucket: CASE_FILES_BUCKET, key: d.storage_key });
  }

  const data = json({
    exportedAt: new Date().toISOString(),
    account: user,
    profile: profile ? { userType: profile.user_type, verificationStatus: profile.verification_status, documents: Object.keys(profile.verification_documents ?? {}) } : null,
    lawyerProfile: lawyer ?? null,
    companies,
    consultations: consultations.map((c) => ({
      ...c,
      messages: consultationMessages.filter((m) => m.consultation_id === c.id),
      timeline: consultationEvents.filter((e) => e.consultation_id === c.id),
      files: consultationFiles.filter((f) => f.consultation_id === c.id).map(({ storage_key: _key, ...f }) => f),
    })),
    cases: cases.map((c) => ({
      ...c,
      messages: caseMessages.filter((m) => m.case_id === c.id),
      hearings: caseHearings.filter((h) => h.case_id === c.id),
      documents: caseDocuments.filter((d) => d.case_id === c.id).map(({ storage_key: _key, ...d }) => d),
    })),
    notifications,
    contactMessages,
    jobApplications,
    companyRequests,
    reviewsWritten,
    standingRequests: standingRequests.map(({ document_key: _key, ...r }) => r),
  });
  return { data, files };
}

/** Builds one person's ZIP: data.json, a short README in both languages, and their files. */
export async function buildExportZip(db: DB, storage: StorageDriver, userId: string): Promise<Uint8Array> {
  const { data, files } = await collectPersonalData(db, userId);
  const entries: Zippable = {
    "data.json": strToU8(JSON.stringify(data, null, 2)),
    "README.txt": strToU8(
      [
        "نسخة من بياناتك في منصة قانون للمحاماة: data.json يضم حسابك واستشاراتك ورسائلك وقضاياك وإشعاراتك، ومجلد files يضم الملفات التي رفعتها.",
        "A copy of your data at Qanun Legal: data.json holds your account, consultations, messages, cases and notifications; the files folder holds the files you uploaded.",
        "",
      ].join("\n"),
    ),
  };
  for (const file of files) {
    const stored = await storage.get({ bucket: file.bucket, key: file.key });
    if (stored) entries[file.path] = [stored.body, { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

/** Prepares due exports (claimed with FOR UPDATE SKIP LOCKED and a lease) and removes expired ones. */
export async function runDueExports(db: DB, storage: StorageDriver): Promise<number> {
  const ids = await claimDue(db, "data_exports", {
    limit: 2,
    leaseSeconds: LEASE_SECONDS,
    where: sql`status in ('queued', 'preparing')`,
    set: sql`status = 'preparing'`,
  });
  const claimed = ids.length ? await db.selectFrom("data_exports").select(["id", "user_id", "attempts"]).where("id", "in", ids).execute() : [];
  for (const row of claimed) {
    try {
      const zip = await buildExportZip(db, storage, row.user_id);
      const key = `${row.user_id}/${row.id}.zip`;
      await storage.put({ bucket: EXPORTS_BUCKET, key, body: zip, contentType: "application/zip" });
      const user = await db.selectFrom("user").select(["name", "email", "locale"]).where("id", "=", row.user_id).executeTakeFirst();
      if (!user) {
        // The account closed while its copy was being prepared (server/privacy/deletion.ts): the ZIP must not outlive it.
        await deleteNowOrLater(db, storage, [{ bucket: EXPORTS_BUCKET, key }]);
        continue;
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("data_exports")
          .set({
            status: "ready",
            ready_at: sql`now()`,
            expires_at: sql`now() + make_interval(days => ${EXPORT_TTL_DAYS})`,
            object_key: key,
            size_bytes: zip.byteLength,
            last_error: null,
          })
          .where("id", "=", row.id)
          .execute();
        await enqueueMail(trx, {
          to: user.email,
          ...dataExportReadyEmail({ name: user.name, locale: user.locale === "en" ? "en" : "ar", url: `${getEnv().BASE_URL}/account-settings/data`, days: EXPORT_TTL_DAYS }),
        });
      });
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      logger[failed ? "error" : "warn"]("data export not prepared", { exportId: row.id, attempts: row.attempts, error: String(error) });
      await db
        .updateTable("data_exports")
        .set({ status: failed ? "failed" : "queued", last_error: String(error).slice(0, 500), next_attempt_at: sql`now() + make_interval(secs => ${60 * row.attempts})` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  const expired = await db
    .updateTable("data_exports")
    .set({ status: "expired" })
    .where("status", "=", "ready")
    .where("expires_at", "<=", sql<Date>`now()`)
    .returning(["object_key"])
    .execute();
  const keys = expired.map((e) => e.object_key).filter((k): k is string => Boolean(k));
  if (keys.length) await deleteNowOrLater(db, storage, keys.map((key) => ({ bucket: EXPORTS_BUCKET, key })));
  return claimed.length;
}

export function startExportWorker(db: DB, storage: StorageDriver, intervalMs: number): { stop: () => Promise<void> } {
  return startBatchWorker({ name: "data exports", intervalMs, runBatch: () => runDueExports(db, storage) });
}
