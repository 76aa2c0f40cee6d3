import { sql } from "kysely";
import type { DB } from "#db/index";
import { readRole, type Viewer } from "#server/auth/viewer";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { getCase } from "#server/cases/queries";
import { listMyCases } from "#server/cases/dashboards";
import { parseDocumentUrl } from "#server/documents/verification-documents";
import { LAWYER_PHOTO_BUCKET } from "#server/lawyers/queries";
import { listNotifications } from "#server/notifications/queries";
import { listMyReviews, listReviewsByMe } from "#server/reviews/queries";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { notificationText } from "~/components/notifications/notification-text";
import { type AppLocale, localeOf } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { allConsultations, caseEntry, consultationEntry } from "./export-matters";
import { MANY, PAGE, ZipFiles } from "./export-zip";

/**
 * What goes into a person's copy of their data (issue 12 §3, decision record 026 and its addendum).
 *
 * Everything the person sees on their own pages is read through the same access-scoped domain queries
 * those pages call (getCase, getCaseTimeline, getCaseMessages, getConsultation, listMyCases,
 * listMyConsultations, listNotifications, listReviewsByMe, listMyReviews), as the person, so the copy can
 * hold neither more nor less than the pages: no internal document, note or timeline entry of a case reaches
 * the client side here either. The only reads of our own are the person's own rows that have no page
 * query (account, directory entry, verification, what they sent through the public forms) and the storage
 * keys of files those queries already returned.
 *
 * People appear by name, as the pages name them (a closed account by its stand-in's label, a deleted author
 * as "Deleted account"/"Former user"), never by their internal ids; timeline entries and notifications are
 * the sentences the pages show, in the person's language.
 *
 * An assigned lawyer's copy holds their own part of a client's matter only (their messages, the names of the
 * documents they uploaded), not the client's file: see the addendum of decision record 026.
 */

const PHOTO_EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * data.json: the collected data, with the sentences (timeline entries, notifications) free of the bidi
 * isolates (U+2068/U+2069) that summary.html turns into <bdi>, as the pages do.
 */
export function dataJson(data: PersonalDataShape): string {
  return JSON.stringify(data, (key, value: unknown) => (key === "text" && typeof value === "string" ? value.replace(/[\u2066-\u2069]/g, "") : value), 2);
}

/** The person as their own pages see them: their role, except that an admin reads as a party (as their dashboards do). */
async function viewerOf(db: DB, userId: string) {
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "locale", "createdAt", "updatedAt", "twoFactorEnabled"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const role = await readRole(db, userId);
  const locale: AppLocale = localeOf(user.locale);
  const viewer: Viewer = {
    user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, locale },
    // No request and no session: the worker reads as the person, through the queries their pages call.
    session: { id: "", token: "", expiresAt: new Date(0) },
    // An admin's copy is what they are a party to (listMyCases reads an admin that way), not every file of the firm.
    role: role === "admin" ? null : role,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
  return { user, role, locale, viewer };
}

export async function collectPersonalData(db: DB, storage: StorageDriver, userId: string) {
  const { user, role, locale, viewer } = await viewerOf(db, userId);
  const t = await getFixedT(locale);
  const zip = new ZipFiles(storage);

  const profile = await db.selectFrom("profiles").select(["user_type", "verification_status", "verification_documents"]).where("id", "=", userId).executeTakeFirst();
  const verificationDocuments = [];
  for (const [key, url] of Object.entries(profile?.verification_documents ?? {})) {
    const parsed = typeof url === "string" ? parseDocumentUrl(url) : null;
    const name = parsed?.objectKey.split("/").pop() ?? key;
    verificationDocuments.push({
      key,
      label: t(`dashboard:documents.keys.${key}`, { defaultValue: key }),
      file: parsed ? await zip.add({ folder: "files/verification", name: `${key}-${name}`, bucket: VERIFICATION_BUCKET, key: parsed.objectKey }) : null,
    });
  }
  const standing = await db
    .selectFrom("lawyer_standing_requests")
    .select(["id", "court_roll_level", "qfc_rights_of_audience", "document_key", "document_name", "status", "reason", "created_at", "decided_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const standingRequests = [];
  for (const { document_key: key, ...r } of standing) {
    standingRequests.push({ ...r, file: await zip.add({ folder: "files/verification", name: `standing-${r.document_name}`, bucket: VERIFICATION_BUCKET, key }) });
  }

  const lawyerRow = await db
    .selectFrom("lawyers")
    .select([
      "name_ar", "name_en", "title_ar", "title_en", "bio_ar", "bio_en", "city", "years_of_practice", "verified", "practice_areas",
      "languages", "court_roll_level", "licence_expires_on", "fee_written_qar", "fee_video_qar", "fee_voice_qar", "fee_in_person_qar", "photo_key", "created_at",
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  let lawyerProfile = null;
  if (lawyerRow) {
    const { photo_key: photoKey, ...entry } = lawyerRow;
    const photo = photoKey ? await storage.get({ bucket: LAWYER_PHOTO_BUCKET, key: photoKey }) : null;
    let photoPath: string | null = null;
    if (photo) {
      photoPath = `files/profile/photo.${PHOTO_EXTENSIONS[photo.contentType] ?? "bin"}`;
      zip.entries.set(photoPath, photo.body);
    }
    lawyerProfile = { ...entry, photo: photoPath };
  }
  const companies = await db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select(["companies.legal_name_ar", "companies.legal_name_en", "company_members.role", "company_members.joined_at"])
    .where("company_members.user_id", "=", userId)
    .execute();

  const consultations = [];
  for (const c of await allConsultations(db, viewer)) consultations.push(await consultationEntry({ db, zip, viewer, t, c }));

  const cases = [];
  for (const listed of (await listMyCases(db, viewer, { limit: MANY })).sort((a, b) => a.reference.localeCompare(b.reference))) {
    cases.push(await caseEntry({ db, zip, viewer, t, locale, detail: await getCase(db, viewer, listed.id) }));
  }

  const notifications = [];
  for (let page = 1; ; page++) {
    const list = await listNotifications(db, { userId, page, pageSize: PAGE });
    for (const n of list.items) notifications.push({ id: n.id, type: n.type, text: notificationText(t, n, locale), created_at: n.createdAt, read: n.read });
    if (!list.hasMore) break;
  }

  const reviewsWritten = (await listReviewsByMe(db, viewer)).map((r) => ({
    id: r.id,
    consultation_reference: r.consultationReference,
    lawyer: { name_ar: r.lawyer.name.ar, name_en: r.lawyer.name.en },
    rating: r.rating,
    body: r.body,
    created_at: r.createdAt,
    reply: r.reply,
    hidden: r.hidden,
  }));
  const reviewsReceived = [];
  if (lawyerRow && role === "lawyer") {
    for (let page = 1; ; page++) {
      const list = await listMyReviews(db, viewer, { page });
      for (const r of list.items) {
        reviewsReceived.push({ id: r.id, consultation_reference: r.consultationReference, reviewer: r.reviewerFirstName, rating: r.rating, body: r.body, created_at: r.createdAt, reply: r.reply, hidden: r.hidden });
      }
      if (page >= list.pageCount) break;
    }
  }

  // What was sent through the public forms under the account's address: only once the address is confirmed
  // as theirs, so an account can never collect what someone else sent from an address it merely typed.
  const email = user.email.toLowerCase();
  const contactMessages = user.emailVerified
    ? await db
        .selectFrom("contact_messages")
        .select(["id", "full_name", "email", "phone", "subject", "message", "preferred_language", "status", "created_at"])
        .where(sql<string>`lower(email)`, "=", email)
        .orderBy("created_at")
        .execute()
    : [];
  const applications = user.emailVerified
    ? await db
        .selectFrom("job_applications")
        .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
        .select([
          "job_applications.id",
          "job_postings.title_ar as posting_title_ar",
          "job_postings.title_en as posting_title_en",
          "job_applications.full_name",
          "job_applications.email",
          "job_applications.phone",
          "job_applications.cover_letter",
          "job_applications.cv_key",
          "job_applications.cv_file_name",
          "job_applications.locale",
          "job_applications.status",
          "job_applications.created_at",
        ])
        .where(sql<string>`lower(job_applications.email)`, "=", email)
        .orderBy("job_applications.created_at")
        .execute()
    : [];
  const jobApplications = [];
  for (const { cv_key: key, ...a } of applications) {
    jobApplications.push({ ...a, cv: await zip.add({ folder: "files/applications", name: a.cv_file_name, bucket: CAREERS_BUCKET, key }) });
  }
  const companyRequests = await db
    .selectFrom("company_service_requests")
    .innerJoin("companies", "companies.id", "company_service_requests.company_id")
    .select([
      "company_service_requests.id",
      "companies.legal_name_ar as company_name_ar",
      "companies.legal_name_en as company_name_en",
      "company_service_requests.service",
      "company_service_requests.details",
      "company_service_requests.status",
      "company_service_requests.created_at",
    ])
    .where("company_service_requests.requested_by", "=", userId)
    .orderBy("company_service_requests.created_at")
    .execute();

  const data = JSON.parse(
    JSON.stringify({
      format: "qanun-legal-data-export",
      version: 2,
      exportedAt: new Date().toISOString(),
      language: locale,
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        locale: user.locale,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
        role,
      },
      profile: profile ? { userType: profile.user_type, verificationStatus: profile.verification_status, verificationDocuments } : null,
      standingRequests,
      lawyerProfile,
      companies,
      consultations,
      cases,
      notifications,
      reviewsWritten,
      reviewsReceived,
      jobApplications,
      contactMessages,
      companyRequests,
    }),
  ) as PersonalDataShape;
  return { data, files: zip.entries, locale };
}

type Entries<T> = T extends readonly (infer E)[] ? E : never;
type ConsultationEntry = Awaited<ReturnType<typeof consultationEntry>>;
type CaseEntry = Awaited<ReturnType<typeof caseEntry>>;

/** The copy as data.json holds it (dates as ISO strings). */
export interface PersonalDataShape {
  format: string;
  version: number;
  exportedAt: string;
  language: AppLocale;
  account: { id: string; name: string; email: string; emailVerified: boolean; locale: string | null; createdAt: string; updatedAt: string; twoFactorEnabled: boolean; role: string | null };
  profile: { userType: string | null; verificationStatus: string; verificationDocuments: { key: string; label: string; file: string | null }[] } | null;
  standingRequests: { id: string; court_roll_level: string; qfc_rights_of_audience: boolean; document_name: string; status: string; reason: string | null; created_at: string; decided_at: string | null; file: string | null }[];
  lawyerProfile: (Record<string, unknown> & { name_ar: string; name_en: string; title_ar: string; title_en: string; photo: string | null }) | null;
  companies: { legal_name_ar: string; legal_name_en: string; role: string; joined_at: string }[];
  consultations: ConsultationEntry[];
  cases: CaseEntry[];
  notifications: { id: string; type: string; text: string; created_at: string; read: boolean }[];
  reviewsWritten: { id: string; consultation_reference: string; lawyer: { name_ar: string; name_en: string }; rating: number; body: string | null; created_at: string; reply: { body: string; at: string } | null; hidden: { reason: string; at: string } | null }[];
  reviewsReceived: { id: string; consultation_reference: string; reviewer: string; rating: number; body: string | null; created_at: string; reply: { body: string; at: string } | null; hidden: { reason: string; at: string } | null }[];
  jobApplications: { id: string; posting_title_ar: string; posting_title_en: string; full_name: string; email: string; phone: string; cover_letter: string; cv_file_name: string; locale: string; status: string; created_at: string; cv: string | null }[];
  contactMessages: { id: string; full_name: string; email: string; phone: string | null; subject: string; message: string; preferred_language: string | null; status: string; created_at: string }[];
  companyRequests: { id: string; company_name_ar: string; company_name_en: string; service: string; details: string; status: string; created_at: string }[];
}
export type ExportedConsultation = Entries<PersonalDataShape["consultations"]>;
export type ExportedCase = Entries<PersonalDataShape["cases"]>;
