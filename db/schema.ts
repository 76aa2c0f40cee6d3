/* eslint-disable max-lines -- Kysely's Database interface: every table's row type in one place, as the migrations build them */
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from "kysely";

/** Roles come from profiles.user_type (spec §6); `null` is the "unset" role. */
export const ROLES = ["individual", "company", "lawyer", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** What the sign-up form may ask for: never admin (scripts/create-admin is the only way). */
export const SIGNUP_USER_TYPES = ["individual", "company", "lawyer"] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

export const VERIFICATION_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];


type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's tables keep its own camelCase column names (see migrations/0001). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  user_type: string | null;
  locale: string | null;
  /** Issue 10 §3 (migration 0010): a suspended account cannot get a session; time and reason go together. */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspension_reason: string | null;
  suspended_by: string | null;
  /** Issue 12 §1 (migration 0014): better-auth's twoFactor plugin sets it once the first code is confirmed. */
  twoFactorEnabled: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  two_factor_reset_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  two_factor_reset_by: string | null;
  /** Issue 12 §3 (migration 0021): set only on the stand-in rows that take a closed account's place in kept records. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** better-auth's twoFactor plugin (migration 0014): one row per user; secret and codes encrypted by better-auth. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  failedVerificationCount: ColumnType<number | null, number | null | undefined, number | null>;
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  idToken: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<number, number | bigint, number | bigint>;
}

/** spec §3: profiles(id, user_type, verification_documents). */
export interface ProfilesTable {
  id: string;
  user_type: Role | null;
  verification_documents: ColumnType<Record<string, string>, string | undefined, string>;
  verification_status: Generated<VerificationStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Fixed-window counters for our own per-IP and per-email limits (survive restarts, shared by servers). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Issue 25 §6 (migration 0029): TOTP codes already accepted, kept for their window so none is accepted twice. */
export interface TotpCodesUsedTable {
  user_id: string;
  code_hash: string;
  used_at: Generated<Date>;
}

/**
 * Issue 25 item 7 (migration 0031): every address an account has had besides its current one (former
 * addresses, recorded by a trigger, and requested ones), lowercase, so closing the account scrubs them all.
 */
export interface UserEmailHistoryTable {
  user_id: string;
  email: string;
  recorded_at: Generated<Date>;
}

/** One-time email-confirmation tokens (hash only); used once, then deleted. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface LawyersTable {
  id: Generated<string>;
  user_id: string | null;
  name_ar: string;
  name_en: string;
  title_ar: string;
  title_en: string;
  bio_ar: string;
  bio_en: string;
  /** A slug of server/lawyers/catalog.ts CITIES (migration 0003). */
  city: string;
  years_of_practice: number;
  verified: Generated<boolean>;
  is_sample: Generated<boolean>;
  created_at: Generated<Date>;
  /** Storage key of the photo (bucket lawyer_photos), or null: the UI shows initials. */
  photo_key: string | null;
  practice_areas: Generated<string[]>;
  languages: Generated<string[]>;
  court_roll_level: Generated<string>;
  /** Issue 10 §2 (migration 0009): mirrors lawyer_licences; past it, the lawyer leaves the directory and booking. */
  licence_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  qfc_rights_of_audience: Generated<boolean>;
  /** QAR per consultation of each kind; null when the lawyer does not offer it. */
  fee_written_qar: number | null;
  fee_video_qar: number | null;
  fee_voice_qar: number | null;
  fee_in_person_qar: number | null;
  accepting_new_clients: Generated<boolean>;
  /** Issue 4 (migration 0006): scheduling settings. Fri/Sat (the Qatari weekend) only when opted in. */
  works_weekends: Generated<boolean>;
  min_notice_hours: Generated<number>;
  slot_minutes: Generated<number>;
  min_fee_qar: GeneratedAlways<number | null>;
  /** normalize_search() of the names / of names, titles and bios (migration 0003). */
  search_name: GeneratedAlways<string>;
  search_text: GeneratedAlways<string>;
  /** Issue 13 §2 (migration 0028): titles and bios stemmed ('english', 'arabic'); never written. */
  search_tsv: GeneratedAlways<string>;
  /** Issue 12 §4 (migration 0025): visible reviews, kept by a trigger on lawyer_reviews; never written. */
  review_count: GeneratedAlways<number>;
  /** The average rating of the visible reviews (numeric: read as a string), null without any. */
  rating_average: GeneratedAlways<string | null>;
}

export interface LegalUpdatesTable {
  id: Generated<string>;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
  category: string;
  /** Null for a draft; in the future for a scheduled update (migrations/0012). */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_sample: Generated<boolean>;
  tags: Generated<string[]>;
  author_id: string | null;
  /** Generated by the database (migrations/0004): folded text for search; never written. */
  search_text: GeneratedAlways<string>;
  /** Generated (migration 0028): the text stemmed for plural and singular forms; never written. */
  search_tsv: GeneratedAlways<string>;
  /** Issue 10 §4 (migrations/0012): draft, published (scheduled while published_at is ahead), withdrawn. */
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  withdrawn_at: Date | null;
  version: Generated<number>;
}

/** Issue 3 §3: the legal library (migrations/0004). The file lives in storage bucket "library". */
export interface LibraryItemsTable {
  id: Generated<string>;
  kind: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  jurisdiction: string;
  year: number;
  document_language: string;
  file_key: string;
  file_name: string;
  content_type: string;
  file_size: number;
  published_at: Generated<Date>;
  is_sample: Generated<boolean>;
  created_at: Generated<Date>;
  search_text: GeneratedAlways<string>;
  /** Generated (migration 0028): the text stemmed for plural and singular forms; never written. */
  search_tsv: GeneratedAlways<string>;
  /** Issue 10 §4 (migrations/0012): published or unpublished. */
  status: Generated<string>;
  updated_at: Generated<Date>;
  version: Generated<number>;
}

/** Issue 3 §4: job postings; a posting is open until closes_at. */
export interface JobPostingsTable {
  id: Generated<string>;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  requirements_ar: Generated<string[]>;
  requirements_en: Generated<string[]>;
  location_ar: string;
  location_en: string;
  employment_type: string;
  closes_at: Timestamp;
  published_at: Generated<Date>;
  is_sample: Generated<boolean>;
  created_at: Generated<Date>;
  /** draft: created in the back office and never opened (not public); open; closed by an admin (migration 0011). */
  state: Generated<JobPostingState>;
  closed_at: Date | null;
  created_by: string | null;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export type JobPostingState = "draft" | "open" | "closed";

/** An application with its CV, stored privately in storage bucket "careers". */
export interface JobApplicationsTable {
  id: Generated<string>;
  posting_id: string;
  full_name: string;
  email: string;
  phone: string;
  cover_letter: string;
  cv_key: string;
  cv_file_name: string;
  cv_content_type: string;
  cv_size: number;
  locale: string;
  /** Issue 10 §5 (migration 0013): received, shortlisted, rejected, hired (server/inbox/constants.ts). */
  status: Generated<string>;
  created_at: Generated<Date>;
  /** The member of staff working on it (migration 0013). */
  assignee_id: Generated<string | null>;
  updated_at: Generated<Date>;
  search_text: GeneratedAlways<string>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  preferred_language: string;
  /** Issue 10 §5 (migration 0013): new, in_progress, answered, closed. */
  status: Generated<string>;
  created_at: Generated<Date>;
  assignee_id: Generated<string | null>;
  updated_at: Generated<Date>;
  search_text: GeneratedAlways<string>;
}

/**
 * Issue 10 §5 (migration 0013): one entry in the history of an inbox item; exactly one of the three
 * item ids is set.
 */
export interface InboxEventsTable {
  id: Generated<string>;
  contact_message_id: string | null;
  job_application_id: string | null;
  company_request_id: string | null;
  at: Generated<Date>;
  actor_id: string | null;
  actor_name: Generated<string>;
  kind: "status" | "assignment" | "reply" | "note";
  from_status: string | null;
  to_status: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  body: string | null;
  mail_to: string | null;
  mail_status: "pending" | "sent" | "failed" | null;
}

/**
 * Issue 14 §1 (migration 0018): one email waiting to be sent, or sent; written in the transaction of the
 * change that caused it and sent by server/mail/outbox.ts.
 */
export interface MailOutboxTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  attachments: ColumnType<StoredMailAttachment[] | null, string | null | undefined, string | null>;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  sent_at: Date | null;
  inbox_event_id: string | null;
  /** Migration 0040: the sender when not MAIL_FROM (a reply to a contact message goes from the firm's address). */
  from_address: string | null;
  /** Migration 0040: the Reply-To header, or none. */
  reply_to: string | null;
}

/** Issue 14 §1 (migration 0022): an object to delete from storage, retried until storage answers. */
export interface StorageDeletionsTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  bucket: string;
  object_key: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
}

/** Issue 12 §3 (migration 0024): a person's data export, prepared in the background. */
/** Issue 12 §4 (migration 0025): a client's review of the lawyer of one completed consultation. */
export interface LawyerReviewsTable {
  id: Generated<string>;
  consultation_id: string;
  lawyer_id: string;
  reviewer_id: string;
  rating: number;
  body: string | null;
  reply_body: string | null;
  replied_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  created_at: Generated<Date>;
}

/** Issue 13 §1 (migration 0027): a lawyer's stated courts and QFC rights, shown only once an admin confirms. */
export interface LawyerStandingRequestsTable {
  id: Generated<string>;
  user_id: string;
  court_roll_level: "first_instance" | "appeal" | "cassation";
  qfc_rights_of_audience: boolean;
  document_key: string;
  document_name: string;
  status: Generated<"pending" | "confirmed" | "rejected">;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
}

export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<"queued" | "preparing" | "ready" | "failed" | "expired">;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  attempts: Generated<number>;
  ready_at: Date | null;
  expires_at: Date | null;
  object_key: string | null;
  size_bytes: number | null;
  last_error: string | null;
}

/** An attachment as the outbox keeps it: text as is, bytes as base64. */
export interface StoredMailAttachment {
  filename: string;
  contentType?: string;
  content: string;
  encoding: "utf8" | "base64";
}

/** JSONB written as JSON text (pg would send a JS array as a Postgres array), read back parsed. */
type Jsonb<T> = ColumnType<T, string | undefined, string>;

/**
 * What the JSONB columns of a service page hold. The database layer knows only the shape; the rules (lengths,
 * counts, slugs, practice areas) are the zod schemas of server/services/schemas.ts, which are checked there to
 * produce exactly these types.
 */
export type ServiceSection = { heading: string; body: string; points: string[] };
export type ServiceFaq = { question: string; answer: string };
export type ServiceLanguageContent = {
  title: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  audience: string[];
  sections: ServiceSection[];
  steps: string[];
  documents: string[];
  feeNote: string;
  faqs: ServiceFaq[];
  cta: string;
};
export type ServicePageContent<PracticeArea extends string = string> = {
  slug: string;
  sortOrder: number;
  practiceArea: PracticeArea | null;
  feeQar: number | null;
  relatedSlugs: string[];
  ar: ServiceLanguageContent;
  en: ServiceLanguageContent;
};

/** Issue 3 §1: one service page per service route (migrations/0005); admins may edit it. */
export interface ServicePagesTable {
  /** The route path, e.g. "/services/family". */
  slug: string;
  sort_order: Generated<number>;
  /** The lawyer directory's practice area of this service (server/lawyers/catalog.ts), or null. */
  practice_area: string | null;
  title_ar: string;
  title_en: string;
  meta_title_ar: string;
  meta_title_en: string;
  meta_description_ar: string;
  meta_description_en: string;
  intro_ar: string;
  intro_en: string;
  audience_ar: Jsonb<string[]>;
  audience_en: Jsonb<string[]>;
  sections_ar: Jsonb<ServiceSection[]>;
  sections_en: Jsonb<ServiceSection[]>;
  steps_ar: Jsonb<string[]>;
  steps_en: Jsonb<string[]>;
  documents_ar: Jsonb<string[]>;
  documents_en: Jsonb<string[]>;
  /** Indicative fixed fee in whole QAR ("from"), or null when fees are quoted after review. */
  fee_qar: number | null;
  fee_note_ar: string;
  fee_note_en: string;
  faqs_ar: Jsonb<ServiceFaq[]>;
  faqs_en: Jsonb<ServiceFaq[]>;
  related_slugs: Generated<string[]>;
  cta_ar: string;
  cta_en: string;
  is_sample: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The admin who last edited the page; null while it is the seeded text. */
  updated_by: string | null;
}

/** A service page's unpublished changes (migration 0011): one per page; a new page exists only here until published. */
export interface ServicePageDraftsTable {
  slug: string;
  content: Jsonb<ServicePageContent>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

export type ServicePageVersionKind = "original" | "draft" | "published" | "restored";

/** Every content a page had: each save, publication and restore, numbered per page (migration 0011). */
export interface ServicePageVersionsTable {
  id: Generated<string>;
  slug: string;
  number: number;
  kind: ServicePageVersionKind;
  content: Jsonb<ServicePageContent>;
  restored_from: number | null;
  created_at: Generated<Date>;
  created_by: string | null;
}

export const CASE_STATUSES = ["open", "in_progress", "on_hold", "closed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Issue 9 (migrations/0002, grown by 0007): the firm's matters. */
export interface CasesTable {
  id: Generated<string>;
  /** QL-2026-000123: numbered per year by case_reference_counters. */
  reference: string;
  client_id: string;
  /** The company that owns the case: every member sees it. */
  company_id: Generated<string | null>;
  title_ar: string;
  title_en: string;
  description: Generated<string>;
  /** A slug of server/lawyers/catalog.ts PRACTICE_AREAS. */
  service_area: string;
  /** A code of server/cases/courts.ts, or null while the matter is not before a court. */
  court: Generated<string | null>;
  court_case_number: Generated<string | null>;
  opposing_party: Generated<string | null>;
  status: Generated<CaseStatus>;
  next_step: Generated<string | null>;
  /** YYYY-MM-DD (Asia/Qatar). */
  next_step_due: ColumnType<string | null, string | null | undefined, string | null>;
  /** The consultation the case was opened from. */
  consultation_id: Generated<string | null>;
  created_by: Generated<string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The client's name and the company's legal names, kept current by triggers (migration 0015). */
  party_names: Generated<string>;
  /** normalize_search() of reference, titles, court case number, opposing party and party names. */
  search_text: GeneratedAlways<string>;
}

export interface CaseLawyersTable {
  case_id: string;
  lawyer_user_id: string;
  assigned_at: Generated<Date>;
  assigned_by: Generated<string | null>;
}

export interface CaseReferenceCountersTable {
  year: number;
  last_value: number;
}

export interface CaseHearingsTable {
  id: Generated<string>;
  case_id: string;
  starts_at: Timestamp;
  court: string | null;
  chamber: Generated<string>;
  purpose: string;
  outcome: string | null;
  status: Generated<"scheduled" | "held" | "cancelled">;
  sequence: Generated<number>;
  reminder_due_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CaseMilestonesTable {
  id: Generated<string>;
  case_id: string;
  title_ar: string;
  title_en: string;
  /** The agreed fixed fee in whole QAR. */
  fee_qar: number;
  state: Generated<"planned" | "done" | "invoiced" | "paid">;
  position: number;
  due_on: ColumnType<string | null, string | null | undefined, string | null>;
  done_at: Timestamp | null;
  invoiced_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CaseDocumentsTable {
  id: Generated<string>;
  case_id: string;
  message_id: string | null;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  visibility: "client" | "internal";
  version: number;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  /**
   * Issue 25 item 11 (migration 0032): when the client who gave it closed their account; the document is
   * then the firm's copy, seen by the firm only and purged after the case's retention period. Null otherwise.
   */
  former_client_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CaseNotesTable {
  id: Generated<string>;
  case_id: string;
  author_id: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface CaseMessagesTable {
  id: Generated<string>;
  case_id: string;
  author_id: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface CaseEventsTable {
  id: GeneratedAlways<string>;
  case_id: string;
  actor_id: string | null;
  type: string;
  payload: Jsonb<Record<string, unknown>>;
  internal: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface CaseCalendarTokensTable {
  user_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
}

export const CONSULTATION_KINDS = ["written", "video", "voice", "in_person"] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];
export const VOICE_MODES = ["phone", "browser"] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];
export const CONSULTATION_STATUSES = ["requested", "confirmed", "declined", "completed", "cancelled", "no_show"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Minutes after local midnight in Asia/Qatar; weekday 0 = Sunday (migration 0006). */
export interface LawyerWeeklyHoursTable {
  id: Generated<string>;
  lawyer_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface LawyerBlockedDatesTable {
  id: Generated<string>;
  lawyer_id: string;
  /** Dates (YYYY-MM-DD) in Asia/Qatar, both ends included. */
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface CompaniesTable {
  id: Generated<string>;
  legal_name_ar: Generated<string>;
  legal_name_en: Generated<string>;
  cr_number: Generated<string>;
  qfc_licence_number: string | null;
  sector: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CompanyMembersTable {
  company_id: string;
  user_id: string;
  role: "owner" | "member";
  joined_at: Generated<Date>;
}

export interface CompanyInvitesTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  role: Generated<"owner" | "member">;
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  revoked_at: Timestamp | null;
}

export interface CompanyServiceRequestsTable {
  id: Generated<string>;
  company_id: string;
  requested_by: string | null;
  service: string;
  details: string;
  /** Issue 10 §5 (migration 0013): submitted, in_progress, done. */
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** An admin or a verified lawyer working on it (migration 0013). */
  assignee_id: Generated<string | null>;
  search_text: GeneratedAlways<string>;
}

export interface ConsultationsTable {
  id: Generated<string>;
  /** C-000123, from a sequence. */
  reference: Generated<string>;
  client_id: string;
  company_id: string | null;
  /** Null while an "any suitable lawyer" request waits for a lawyer to accept it. */
  lawyer_id: string | null;
  any_lawyer: Generated<boolean>;
  service_area: string;
  kind: ConsultationKind;
  voice_mode: VoiceMode | null;
  status: Generated<ConsultationStatus>;
  /** Null only for written questions. */
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  description: string;
  phone: string;
  /** "ar" or "en" (app/i18n/config.ts SUPPORTED_LOCALES). */
  client_locale: "ar" | "en";
  /** The lawyer's fee for the kind in QAR when booked (kept even if the lawyer changes fees). */
  fee_qar: number | null;
  status_reason: string | null;
  cancelled_by: "client" | "lawyer" | "admin" | null;
  /** iCalendar SEQUENCE. */
  sequence: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** When an unaccepted "any suitable lawyer" request reached the office (migration 0016). */
  escalated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ConsultationOffersTable {
  consultation_id: string;
  lawyer_id: string;
  offered_at: Generated<Date>;
  declined_at: Timestamp | null;
}

export interface ConsultationMessagesTable {
  id: Generated<string>;
  consultation_id: string;
  author_id: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface ConsultationFilesTable {
  id: Generated<string>;
  consultation_id: string;
  message_id: string | null;
  uploaded_by: string | null;
  purpose: "document" | "voice_note";
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Generated<Date>;
}

export interface ConsultationEventsTable {
  id: GeneratedAlways<string>;
  consultation_id: string;
  actor_id: string | null;
  type: string;
  data: Jsonb<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface ConsultationRemindersTable {
  consultation_id: string;
  kind: "24h" | "1h";
  due_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  consultation_id: string | null;
  /** Issue 9 (migration 0007): a notification about a case. */
  case_id: Generated<string | null>;
  data: Jsonb<Record<string, unknown>>;
  read_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface CallSignalsTable {
  id: GeneratedAlways<string>;
  consultation_id: string;
  sender_id: string;
  recipient_id: string;
  kind: "join" | "offer" | "answer" | "candidate" | "hangup";
  payload: Jsonb<Record<string, unknown>>;
  created_at: Generated<Date>;
}

/** Issue 10 §6: append-only (migration 0008 refuses UPDATE, DELETE and TRUNCATE). */
export interface AuditLogTable {
  id: GeneratedAlways<string>;
  at: Generated<Date>;
  actor_id: string | null;
  actor_name: Generated<string>;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: Generated<string>;
  before: Jsonb<Record<string, unknown>> | null;
  after: Jsonb<Record<string, unknown>> | null;
  ip: Generated<string>;
}

/** Issue 27 §7: one row per question a handoff sent, so that two concurrent posts send it once (migration 0035). */
export interface ChatbotHandoffKeysTable {
  dedupe_key: string;
  consultation_id: string | null;
  created_at: Generated<Date>;
}

/** Issue 11 §3: questions the assistant could not answer, scrubbed and counted (migration 0017). */
export interface ChatbotUnansweredTable {
  question_key: string;
  question: string;
  locale: "ar" | "en";
  asked_count: Generated<number>;
  first_asked_at: Generated<Date>;
  last_asked_at: Generated<Date>;
}

/** Issue 10 §2 (migration 0009): what an admin recorded of a lawyer's licence at approval. */
export interface LawyerLicencesTable {
  user_id: string;
  court_roll_level: string;
  licence_number: string;
  /** A calendar date (YYYY-MM-DD): the licence is valid through that day, Qatar time. */
  licence_expires_on: ColumnType<string, string, string>;
  recorded_by: string | null;
  recorded_at: Generated<Date>;
  /** The expiry date whose 30-day notice went out (reminders are sent once per expiry date). */
  reminder_sent_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 25 §10 (migration 0030): when this licence's lapse was handled (lawyer told, requests to the office); null while in force. */
  lapse_handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const VERIFICATION_HISTORY_KINDS = ["submitted", "resubmitted", "approved", "rejected", "licence_updated"] as const;
export type VerificationHistoryKind = (typeof VERIFICATION_HISTORY_KINDS)[number];

/** Issue 10 §2 (migration 0009): every submission and decision of an account's verification, kept for good. */
export interface VerificationHistoryTable {
  id: Generated<string>;
  user_id: string;
  kind: VerificationHistoryKind;
  /** The rejection's reason (required), or the person's note on a resubmission. */
  reason: string | null;
  actor_id: string | null;
  actor_name: Generated<string>;
  details: Jsonb<Record<string, unknown>>;
  created_at: Generated<Date>;
}

/**
 * Issue 28 (migration 0036): engagement letters, invoices, receipts and payments. Money is an integer of dirhams
 * (1 QAR = 100 dirhams); bigint columns come back as strings from pg, so they are read as `string | number` and
 * turned into numbers by the domain (server/billing).
 */
type Dirhams = ColumnType<string | number, number | bigint, number | bigint>;
type DateOnly = ColumnType<string, string, string>;

export type EngagementLetterState = "draft" | "sent" | "signed" | "superseded" | "withdrawn";
export type InvoiceState = "issued" | "paid" | "partially_refunded" | "refunded" | "void";
export type PaymentState = "pending" | "succeeded" | "failed" | "cancelled" | "duplicate";

/** A milestone as an engagement letter states it. */
/**
 * One line of a letter's fee schedule. `milestoneId` names the case milestone it agrees the fee of (letters drafted since
 * 2026-11-29; older ones are matched by their titles): an invoice is issued only for a milestone at the fee its letter in
 * force states (decision 043).
 */
export type FeeScheduleItem = { milestoneId?: string; titleAr: string; titleEn: string; feeQar: number; dueOn: string | null; coversAr: string; coversEn: string };

export interface EngagementTermsTable {
  version: number;
  body_ar: string;
  body_en: string;
  is_sample: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface EngagementLettersTable {
  id: Generated<string>;
  case_id: string;
  version: number;
  state: Generated<EngagementLetterState>;
  scope_ar: string;
  scope_en: string;
  expenses_ar: Generated<string>;
  expenses_en: Generated<string>;
  fee_schedule: ColumnType<FeeScheduleItem[], string | undefined, string>;
  terms_version: number;
  signer_user_id: string | null;
  company_id: string | null;
  prepared_by: string | null;
  sent_at: Timestamp | null;
  sent_by: string | null;
  document_sha256: string | null;
  signed_at: Timestamp | null;
  signed_name: string | null;
  signed_ip: string | null;
  signed_email: string | null;
  countersigned_at: Timestamp | null;
  countersigned_by: string | null;
  countersigned_name: string | null;
  signed_pdf_key: string | null;
  withdrawn_at: Timestamp | null;
  withdrawn_by: string | null;
  withdrawn_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EngagementSigningCodesTable {
  id: Generated<string>;
  letter_id: string;
  user_id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface BillingCountersTable {
  kind: "invoice" | "receipt";
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  number: string;
  year: number;
  sequence: number;
  case_id: string;
  milestone_id: string | null;
  letter_id: string | null;
  client_id: string | null;
  company_id: string | null;
  description_ar: string;
  description_en: string;
  amount_dirhams: Dirhams;
  currency: Generated<"QAR">;
  state: Generated<InvoiceState>;
  refunded_dirhams: ColumnType<string | number, number | bigint | undefined, number | bigint>;
  client_locale: Generated<"ar" | "en">;
  bank_reference: string;
  issued_at: Generated<Date>;
  issued_by: string | null;
  due_on: DateOnly;
  paid_at: Timestamp | null;
  paid_via: "card" | "bank_transfer" | null;
  receipt_number: string | null;
  /** The case's service area, written and kept equal to it by the database (migration 0042): the money view's filter. */
  service_area: Generated<string>;
  reminder_before_sent_at: Timestamp | null;
  reminder_after_sent_at: Timestamp | null;
  voided_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentsTable {
  id: Generated<string>;
  invoice_id: string;
  method: "gateway" | "bank_transfer";
  state: Generated<PaymentState>;
  checkout_id: string | null;
  amount_dirhams: Dirhams;
  currency: Generated<"QAR">;
  last_sequence: Generated<number>;
  bank_reference: string | null;
  recorded_by: string | null;
  started_by: string | null;
  created_at: Generated<Date>;
  settled_at: Timestamp | null;
  /** Migration 0037: when the reconciliation job last asked the gateway about it. */
  reconciled_at: Timestamp | null;
}

export interface PaymentEventsTable {
  id: Generated<string>;
  event_id: string | null;
  checkout_id: string | null;
  type: string | null;
  sequence: number | null;
  outcome: "applied" | "ignored" | "rejected";
  reason: string;
  received_at: Generated<Date>;
}

export interface RefundsTable {
  id: Generated<string>;
  invoice_id: string;
  payment_id: string | null;
  amount_dirhams: Dirhams;
  gateway_refund_id: string | null;
  reason: string;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** Issue 29 (migration 0041): how an admin is emailed about new work (server/notifications/admin-notices.ts). */
export interface AdminNoticeSettingsTable {
  user_id: string;
  email_frequency: Generated<AdminEmailFrequency>;
  digest_sent_at: Timestamp | null;
  updated_at: Generated<Date>;
}

export const ADMIN_EMAIL_FREQUENCIES = ["each", "daily"] as const;
export type AdminEmailFrequency = (typeof ADMIN_EMAIL_FREQUENCIES)[number];

/** Issue 27 §2, issue 29 (migration 0033): the firm's own facts, one row an admin edits (server/firm/profile.ts). */
export interface FirmProfileTable {
  /** Always true: the table holds one row. */
  id: Generated<boolean>;
  name_ar: string;
  name_en: string;
  address_ar: string;
  address_en: string;
  hours_ar: string;
  hours_en: string;
  /** E.164 (+97444000000), checked by the database. */
  phone: string;
  whatsapp: string | null;
  email: string;
  urgent_phone: string;
  /** An https link to the office on a map. */
  map_url: string | null;
  /** Migration 0036: what an invoice shows for a bank transfer, and the firm's commercial registration. */
  iban: string | null;
  bank_name_ar: string | null;
  bank_name_en: string | null;
  commercial_registration: string | null;
  /** Migration 0040: how to find the office (parking, entrance, floor); empty until an admin writes them. */
  directions_ar: Generated<string>;
  directions_en: Generated<string>;
  is_sample: Generated<boolean>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

/** The money view's sums, kept by triggers (migration 0043): paid per Doha month and open per due date, by area and by lawyer. */
export interface FinancePaidMonthsTable {
  month: string;
  service_area: string;
  paid_dirhams: Dirhams;
}
export interface FinanceOpenDaysTable {
  due_on: DateOnly;
  service_area: string;
  open_dirhams: Dirhams;
}
export interface FinanceLawyerPaidMonthsTable {
  lawyer_user_id: string;
  month: string;
  paid_dirhams: Dirhams;
}
export interface FinanceLawyerOpenDaysTable {
  lawyer_user_id: string;
  due_on: DateOnly;
  open_dirhams: Dirhams;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  twoFactor: TwoFactorTable;
  totp_codes_used: TotpCodesUsedTable;
  profiles: ProfilesTable;
  rate_limits: RateLimitsTable;
  email_tokens: EmailTokensTable;
  user_email_history: UserEmailHistoryTable;
  lawyers: LawyersTable;
  legal_updates: LegalUpdatesTable;
  library_items: LibraryItemsTable;
  job_postings: JobPostingsTable;
  job_applications: JobApplicationsTable;
  contact_messages: ContactMessagesTable;
  cases: CasesTable;
  case_lawyers: CaseLawyersTable;
  case_reference_counters: CaseReferenceCountersTable;
  case_hearings: CaseHearingsTable;
  case_milestones: CaseMilestonesTable;
  engagement_terms: EngagementTermsTable;
  engagement_letters: EngagementLettersTable;
  engagement_signing_codes: EngagementSigningCodesTable;
  billing_counters: BillingCountersTable;
  invoices: InvoicesTable;
  finance_paid_months: FinancePaidMonthsTable;
  finance_open_days: FinanceOpenDaysTable;
  finance_lawyer_paid_months: FinanceLawyerPaidMonthsTable;
  finance_lawyer_open_days: FinanceLawyerOpenDaysTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  case_documents: CaseDocumentsTable;
  case_notes: CaseNotesTable;
  case_messages: CaseMessagesTable;
  case_events: CaseEventsTable;
  case_calendar_tokens: CaseCalendarTokensTable;
  service_pages: ServicePagesTable;
  service_page_drafts: ServicePageDraftsTable;
  service_page_versions: ServicePageVersionsTable;
  lawyer_weekly_hours: LawyerWeeklyHoursTable;
  lawyer_blocked_dates: LawyerBlockedDatesTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invites: CompanyInvitesTable;
  company_service_requests: CompanyServiceRequestsTable;
  consultations: ConsultationsTable;
  consultation_offers: ConsultationOffersTable;
  consultation_messages: ConsultationMessagesTable;
  consultation_files: ConsultationFilesTable;
  consultation_events: ConsultationEventsTable;
  consultation_reminders: ConsultationRemindersTable;
  notifications: NotificationsTable;
  call_signals: CallSignalsTable;
  audit_log: AuditLogTable;
  inbox_events: InboxEventsTable;
  mail_outbox: MailOutboxTable;
  storage_deletions: StorageDeletionsTable;
  data_exports: DataExportsTable;
  lawyer_reviews: LawyerReviewsTable;
  lawyer_standing_requests: LawyerStandingRequestsTable;
  chatbot_unanswered: ChatbotUnansweredTable;
  chatbot_handoff_keys: ChatbotHandoffKeysTable;
  lawyer_licences: LawyerLicencesTable;
  verification_history: VerificationHistoryTable;
  firm_profile: FirmProfileTable;
  admin_notice_settings: AdminNoticeSettingsTable;
}

export type Profile = Selectable<ProfilesTable>;
export type NewLawyer = Insertable<LawyersTable>;
