import { MAX_POSTED_FILE_NAME_LENGTH } from "#server/storage/constants";
import { deleteNowOrLater } from "#server/storage/deletions";
import crypto from "node:crypto";
import { z } from "zod";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";
import type { DB } from "#db/index";
import { emailField, fullNameField, localeField } from "#server/common/fields";
import { honeypotField, isHoneypotFilled, phoneField, recordId, textField } from "#server/common/fields";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { enqueueMails } from "#server/mail/outbox";
import { applicationConfirmationEmail, applicationNoticeEmail } from "#server/mail/templates";
import { logger } from "#server/observability/logger";
import { enforceFormRateLimit } from "#server/rate-limit/forms";
import { sanitizeFileName } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { CAREERS_BUCKET } from "./constants";
import { checkCv } from "./cv";
import { dbNow } from "#server/common/time";

/** The text fields of an application; the form and the procedure both parse with these. */
export const applicationFields = {
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  coverLetter: textField({ min: 50, max: 5000, tooShort: "validation.coverLetterMin" }),
  website: honeypotField,
};

export const applyInput = z.object({
  postingId: recordId,
  ...applicationFields,
  locale: localeField.default("ar"),
  cv: z.object({
    fileName: z.string().max(MAX_POSTED_FILE_NAME_LENGTH),
    /** null when the upload went over the cap while it was read and its bytes were dropped. */
    bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array).nullable(),
  }),
});
export type ApplyInput = z.infer<typeof applyInput>;

/** A posting people may apply to: opened (not a draft, not closed by an admin), published and not past its closing date. */
export function openPostings(db: DB) {
  const now = dbNow();
  return db.selectFrom("job_postings").where("state", "=", "open").where("published_at", "<=", now).where("closes_at", ">", now);
}

/** The columns a posting's public page and the list show. */
export const POSTING_COLUMNS = [
  "id",
  "title_ar",
  "title_en",
  "description_ar",
  "description_en",
  "requirements_ar",
  "requirements_en",
  "location_ar",
  "location_en",
  "employment_type",
  "closes_at",
  "published_at",
  "is_sample",
] as const;

/** The open postings, newest first (the careers page and the assistant's corpus). */
export function listOpenPostings(db: DB) {
  return openPostings(db).select(POSTING_COLUMNS).orderBy("published_at", "desc").orderBy("id").limit(100).execute();
}

/**
 * A posting that has been public (opened and published), open or not any more: its page stays readable
 * and says it is closed. A draft was never public and is "not found".
 */
export function publishedPostings(db: DB) {
  return db.selectFrom("job_postings").where("state", "in", ["open", "closed"]).where("published_at", "<=", dbNow());
}

/**
 * Issue 3 §4: stores one application and its CV, then mails the applicant (both languages, theirs
 * first) and the firm. Order: honeypot, open posting, CV content, rate limit; then the CV goes to
 * private storage and the row is written, and if the row fails the CV is deleted again, so bad
 * input or a failure leaves nothing behind. Mail failures are logged; the application stands.
 */
export async function submitApplication(opts: { db: DB; storage: StorageDriver; ip: string; input: ApplyInput }) {
  const { db, storage, input } = opts;
  if (isHoneypotFilled(input.website)) {
    logger.info("job application honeypot filled; dropped", { ip: opts.ip });
    return { received: true as const };
  }
  const posting = await openPostings(db)
    .select(["id", "title_ar", "title_en"])
    .where("id", "=", input.postingId)
    .executeTakeFirst();
  if (!posting) {
    // issue 10 §4: a closed posting refuses new applications with a clear message, not "not found".
    const closed = await publishedPostings(db).select("id").where("id", "=", input.postingId).executeTakeFirst();
    throw new AppError(closed ? "posting_closed" : "not_found");
  }
  const cv = await checkCv(input.cv.bytes);
  if (typeof cv === "string") throw new AppError(cv);
  await enforceFormRateLimit(db, { form: "job-application", ip: opts.ip, email: input.email });

  const id = crypto.randomUUID();
  // The key comes from the new row's id and the sniffed type, never from the uploaded name.
  const cvKey = `applications/${id}.${cv.extension}`;
  const cvFileName = sanitizeFileName(input.cv.fileName.replace(/\.[^.]*$/, "") || "cv") + `.${cv.extension}`;
  await storage.put({ bucket: CAREERS_BUCKET, key: cvKey, body: input.cv.bytes!, contentType: cv.contentType });
  const env = getEnv();
  const postingTitle = { ar: posting.title_ar, en: posting.title_en };
  const mails = [
    {
      to: input.email,
      ...applicationConfirmationEmail({ name: input.fullName, locale: input.locale, postingTitle, careersUrl: `${env.BASE_URL}/careers` }),
    },
    {
      to: env.FIRM_EMAIL,
      ...applicationNoticeEmail({
        postingTitle,
        name: input.fullName,
        email: input.email,
        phone: input.phone,
        coverLetter: input.coverLetter,
        cvFileName,
        cvUrl: `${env.BASE_URL}/careers/applications/${id}/cv`,
      }),
    },
  ];
  // The application and both emails commit together: a failed insert sends nothing, a stored one is never without its mail.
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("job_applications")
        .values({
          id,
          posting_id: posting.id,
          full_name: input.fullName,
          email: input.email,
          phone: input.phone,
          cover_letter: input.coverLetter,
          cv_key: cvKey,
          cv_file_name: cvFileName,
          cv_content_type: cv.contentType,
          cv_size: input.cv.bytes!.byteLength,
          locale: input.locale,
        })
        .execute();
      await enqueueMails(trx, mails);
      // Issue 29: the firm's admins are told of new work waiting for them, in the app and by email (grouped, or a digest).
      await noticeAdmins(trx, "admin_job_application", { href: `${ADMIN_NOTICE_QUEUES.admin_job_application}/${id}` });
    });
  } catch (error) {
    await deleteNowOrLater(db, storage, [{ bucket: CAREERS_BUCKET, key: cvKey }]);
    throw error;
  }
  return { received: true as const };
}

/** A short-lived link to an application's CV; the caller must already be known to be an admin. */
export async function signedCvUrl(opts: { db: DB; storage: StorageDriver; applicationId: string }): Promise<string | null> {
  const row = await opts.db
    .selectFrom("job_applications")
    .select(["cv_key", "cv_file_name"])
    .where("id", "=", opts.applicationId)
    .executeTakeFirst();
  if (!row) return null;
  return opts.storage.signedUrl({ bucket: CAREERS_BUCKET, key: row.cv_key, expiresInSeconds: 300, downloadName: row.cv_file_name });
}
