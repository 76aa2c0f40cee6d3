import type { TFunction } from "i18next";
import { sql } from "kysely";
import type { DB } from "#db/index";
import { readRole, type Viewer } from "#server/auth/viewer";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
import { getCase, getCaseMessages, getCaseTimeline, listMyCases, type CaseDetail } from "#server/cases/queries";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { getConsultation, listMyConsultations, type ConsultationDetail } from "#server/consultations/queries";
import { parseDocumentUrl } from "#server/documents/verification-documents";
import { LAWYER_PHOTO_BUCKET } from "#server/lawyers/queries";
import { listNotifications } from "#server/notifications/queries";
import { listMyReviews, listReviewsByMe } from "#server/reviews/queries";
import { VERIFICATION_BUCKET, sanitizeFileName } from "#server/storage/files";
import type { StorageDriver } from "#server/storage/types";
import { timelineText } from "~/components/cases/case-text";
import { notificationText } from "~/components/notifications/notification-text";
import type { AppLocale } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";

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

/** Pages of the paginated queries read at once (the case thread and timeline, notifications). */
const PAGE = 200;
/** The person's consultations and cases read in one go; far above what any account holds. */
const MANY = 10_000;

/** The longest file name kept in the ZIP (the extension is kept when it is cut). */
const MAX_NAME = 100;

const PHOTO_EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * A file's name as a path segment of the ZIP: letters and digits of any script kept (fflate marks such names
 * UTF-8), anything that could be a separator, a control or bidi character or a device name replaced.
 */
export function zipSafeName(name: string): string {
  let safe = name
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}._ -]/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[. ]+/, "");
  if (!safe) safe = "file";
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(safe)) safe = `_${safe}`;
  if (safe.length > MAX_NAME) {
    const dot = safe.lastIndexOf(".");
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
    safe = safe.slice(0, MAX_NAME - extension.length) + extension;
  }
  return safe;
}

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
  const locale: AppLocale = user.locale === "en" ? "en" : "ar";
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

/** The files of the ZIP, by their path in it; a path is never used twice. */
class ZipFiles {
  readonly entries = new Map<string, Uint8Array>();

  constructor(private readonly storage: StorageDriver) {}

  /** Reads the object and adds it under `folder/name` (name made safe, numbered when taken); null when storage has no such object. */
  async add(opts: { folder: string; name: string; bucket: string; key: string }): Promise<string | null> {
    const stored = await this.storage.get({ bucket: opts.bucket, key: opts.key });
    if (!stored) return null;
    const safe = zipSafeName(opts.name);
    const dot = safe.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let path = `${opts.folder}/${safe}`;
    for (let n = 2; this.entries.has(path); n++) path = `${opts.folder}/${stem}-${n}${extension}`;
    this.entries.set(path, stored.body);
    return path;
  }
}

// ------------------------------------------------------------------ consultations

async function allConsultations(db: DB, viewer: Viewer): Promise<ConsultationDetail[]> {
  // Upcoming and past together are every consultation the person is a party to (the dashboard's two lists).
  const [upcoming, past] = await Promise.all([
    listMyConsultations(db, viewer, { scope: "upcoming", limit: MANY }),
    listMyConsultations(db, viewer, { scope: "past", limit: MANY }),
  ]);
  const ids = [...new Set([...upcoming, ...past].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((c) => c.id))];
  const details: ConsultationDetail[] = [];
  for (const id of ids) details.push(await getConsultation(db, viewer, id));
  return details;
}

async function consultationEntry(opts: { db: DB; zip: ZipFiles; viewer: Viewer; t: TFunction; c: ConsultationDetail }) {
  const { db, zip, viewer, t, c } = opts;
  const deleted = t("consultations:thread.deletedAuthor");
  const facts = {
    id: c.id,
    reference: c.reference,
    your_role: c.viewerRelation,
    status: c.status,
    kind: c.kind,
    voice_mode: c.voice_mode,
    service_area: c.service_area,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    fee_qar: c.fee_qar,
    created_at: c.created_at,
  };
  if (c.viewerRelation === "lawyer") {
    // Addendum of 026: the lawyer's own words and the names of their own files; the client's file stays with the firm.
    const own = new Set(c.files.filter((f) => f.uploaded_by === viewer.user.id).map((f) => f.id));
    return {
      ...facts,
      scope: "own_contributions" as const,
      messages: c.messages.filter((m) => m.mine).map((m) => ({ id: m.id, body: m.body, created_at: m.created_at, files: m.files.filter((f) => own.has(f.id)).map((f) => ({ id: f.id, file_name: f.file_name, file: null })) })),
      files: c.files.filter((f) => own.has(f.id)).map((f) => ({ id: f.id, file_name: f.file_name, purpose: f.purpose, content_type: f.content_type, size: f.size, uploaded_by: viewer.user.name, created_at: f.created_at, file: null })),
      timeline: [],
    };
  }
  // The files the page offers for download, read from storage by the keys of exactly those rows.
  const keys = c.files.length
    ? await db.selectFrom("consultation_files").select(["id", "storage_key"]).where("consultation_id", "=", c.id).where("id", "in", c.files.map((f) => f.id)).execute()
    : [];
  const uploaderIds = [...new Set(c.files.map((f) => f.uploaded_by).filter((id): id is string => id !== null))];
  const uploaders = uploaderIds.length ? await db.selectFrom("user").select(["id", "name"]).where("id", "in", uploaderIds).execute() : [];
  const paths = new Map<string, string | null>();
  for (const f of c.files) {
    const key = keys.find((k) => k.id === f.id)?.storage_key;
    paths.set(f.id, key ? await zip.add({ folder: `files/consultations/${sanitizeFileName(c.reference)}`, name: f.file_name, bucket: CONSULTATION_FILES_BUCKET, key }) : null);
  }
  const fileOf = (f: ConsultationDetail["files"][number]) => ({
    id: f.id,
    file_name: f.file_name,
    purpose: f.purpose,
    content_type: f.content_type,
    size: f.size,
    uploaded_by: uploaders.find((u) => u.id === f.uploaded_by)?.name ?? deleted,
    created_at: f.created_at,
    file: paths.get(f.id) ?? null,
  });
  return {
    ...facts,
    scope: "full" as const,
    status_reason: c.status_reason,
    client: c.client_name,
    company: c.company ? { legal_name_ar: c.company.legal_name_ar, legal_name_en: c.company.legal_name_en } : null,
    lawyer: c.lawyer ? { name_ar: c.lawyer.name_ar, name_en: c.lawyer.name_en, title_ar: c.lawyer.title_ar, title_en: c.lawyer.title_en } : null,
    description: c.description,
    phone: c.phone,
    messages: c.messages.map((m) => ({
      id: m.id,
      author: m.author_name ?? deleted,
      author_role: m.author_role,
      mine: m.mine,
      body: m.body,
      created_at: m.created_at,
      files: m.files.map((f) => ({ id: f.id, file_name: f.file_name, file: paths.get(f.id) ?? null })),
    })),
    files: c.files.map(fileOf),
    timeline: c.timeline.map((e) => ({
      id: e.id,
      type: e.type,
      text: t(`consultations:events.${e.type}`, { defaultValue: t("consultations:events.other") }),
      by: e.actor_name,
      reason: typeof e.data.reason === "string" ? e.data.reason : null,
      created_at: e.created_at,
    })),
  };
}

// ------------------------------------------------------------------ cases

async function caseThread(db: DB, viewer: Viewer, id: string) {
  type Message = Awaited<ReturnType<typeof getCaseMessages>>["items"][number];
  let messages: Message[] = [];
  let before: string | undefined;
  do {
    const page = await getCaseMessages(db, viewer, { id, before, limit: PAGE });
    messages = [...page.items, ...messages];
    before = page.olderCursor ?? undefined;
  } while (before);
  return messages;
}

async function caseTimeline(db: DB, viewer: Viewer, id: string) {
  type Entry = Awaited<ReturnType<typeof getCaseTimeline>>["items"][number];
  const entries: Entry[] = [];
  let before: string | undefined;
  do {
    const page = await getCaseTimeline(db, viewer, { id, before, limit: PAGE });
    entries.push(...page.items);
    before = page.nextCursor ?? undefined;
  } while (before);
  return entries;
}

async function caseEntry(opts: { db: DB; zip: ZipFiles; viewer: Viewer; t: TFunction; locale: AppLocale; detail: CaseDetail }) {
  const { db, zip, viewer, t, locale, detail } = opts;
  const deleted = t("cases:page.deletedAccount");
  const messages = await caseThread(db, viewer, detail.id);
  const facts = {
    id: detail.id,
    reference: detail.reference,
    title_ar: detail.title_ar,
    title_en: detail.title_en,
    your_role: detail.capacity,
    status: detail.status,
    created_at: detail.created_at,
    closed_at: detail.closed_at,
  };
  if (detail.capacity !== "client") {
    // Addendum of 026: an assigned lawyer takes their own messages and the names of the documents they
    // uploaded; the client's file (their documents, fees, hearings, the rest of the thread) stays with the firm.
    const me = viewer.user.id;
    const documents = detail.documents
      .map((d) => ({ file_name: d.file_name, versions: d.versions.filter((v) => v.uploaded_by === me).map((v) => ({ id: v.id, version: v.version, size: v.size, created_at: v.created_at, file: null })) }))
      .filter((d) => d.versions.length > 0);
    return {
      ...facts,
      scope: "own_contributions" as const,
      assigned_at: detail.lawyers.find((l) => l.id === me)?.assigned_at ?? null,
      messages: messages.filter((m) => m.mine).map((m) => ({ id: m.id, body: m.body, created_at: m.created_at, attachments: m.attachments.map((a) => ({ id: a.id, file_name: a.file_name, file: null })) })),
      documents,
    };
  }
  const timeline = await caseTimeline(db, viewer, detail.id);
  const versions = detail.documents.flatMap((d) => d.versions);
  const keys = versions.length
    ? await db.selectFrom("case_documents").select(["id", "storage_key"]).where("case_id", "=", detail.id).where("id", "in", versions.map((v) => v.id)).execute()
    : [];
  const paths = new Map<string, string | null>();
  for (const v of versions) {
    const key = keys.find((k) => k.id === v.id)?.storage_key;
    const dot = v.file_name.lastIndexOf(".");
    // Every version is kept under its own name: contract.pdf, contract-v2.pdf, ...
    const name = v.version > 1 ? (dot > 0 ? `${v.file_name.slice(0, dot)}-v${v.version}${v.file_name.slice(dot)}` : `${v.file_name}-v${v.version}`) : v.file_name;
    paths.set(v.id, key ? await zip.add({ folder: `files/cases/${sanitizeFileName(detail.reference)}`, name, bucket: CASE_FILES_BUCKET, key }) : null);
  }
  return {
    ...facts,
    scope: "full" as const,
    description: detail.description,
    service_area: detail.service_area,
    court: detail.court ? { ar: detail.court.ar, en: detail.court.en } : null,
    court_case_number: detail.court_case_number,
    opposing_party: detail.opposing_party,
    next_step: detail.next_step,
    next_step_due: detail.next_step_due,
    client: detail.client_name,
    company: detail.company ? { legal_name_ar: detail.company.legal_name_ar, legal_name_en: detail.company.legal_name_en } : null,
    consultation_reference: detail.consultation?.reference ?? null,
    lawyers: detail.lawyers.map((l) => ({ name_ar: l.name_ar, name_en: l.name_en, title_ar: l.title_ar, title_en: l.title_en, assigned_at: l.assigned_at })),
    hearings: detail.hearings.map((h) => ({ id: h.id, starts_at: h.starts_at, court: h.court ? { ar: h.court.ar, en: h.court.en } : null, chamber: h.chamber, purpose: h.purpose, outcome: h.outcome, status: h.status })),
    milestones: detail.milestones.map((m) => ({
      id: m.id,
      title_ar: m.title_ar,
      title_en: m.title_en,
      fee_qar: m.fee_qar,
      state: m.state,
      due_on: m.due_on,
      done_at: m.done_at,
      invoiced_at: m.invoiced_at,
      paid_at: m.paid_at,
    })),
    totals: detail.totals,
    documents: detail.documents.map((d) => ({
      file_name: d.file_name,
      versions: d.versions.map((v) => ({
        id: v.id,
        version: v.version,
        content_type: v.content_type,
        size: v.size,
        uploaded_by: v.uploaded_by_name ?? deleted,
        created_at: v.created_at,
        file: paths.get(v.id) ?? null,
      })),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author_name ?? deleted,
      author_side: m.author_side,
      mine: m.mine,
      body: m.body,
      created_at: m.created_at,
      attachments: m.attachments.map((a) => ({ id: a.id, file_name: a.file_name, file: paths.get(a.id) ?? null })),
    })),
    timeline: timeline.map((e) => ({ id: e.id, type: e.type, text: timelineText(t, e, locale), by: e.actor_name, created_at: e.created_at })),
  };
}

// ------------------------------------------------------------------ the whole copy

/**
 * Everything about one person, as plain data in their language, and the files of the ZIP by their path
 * (each data entry with a file names that path in `file`; null when storage no longer holds it).
 */
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
