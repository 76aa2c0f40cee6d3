import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { VerificationHistoryKind, VerificationStatus } from "#db/schema";
import { searchTerms } from "#server/common/search";
import { DOCUMENT_KEYS, parseDocumentUrl, type DocumentKey } from "#server/documents/verification-documents";
import type { RollLevel } from "#server/lawyers/catalog";
import { qatarToday } from "#server/lawyer-desk/schemas";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import { ACCOUNT_COLUMNS } from "#server/users/queries";
import type { StorageDriver } from "#server/storage/types";
import { addDays } from "./licence-reminders";
import { LICENCE_NOTICE_DAYS, REVIEW_PAGE_SIZE, REVIEW_STATES, type ListVerificationsInput, type ReviewKind, type ReviewState } from "./schemas";
import { localeOf } from "~/i18n/config";

/**
 * Reads of the verification review (issue 10 §2). The admin's reads run behind adminProcedure
 * (./router.ts); `listOwnVerification` reads the caller's own account only.
 */

/** How long the inline previews' signed links live: long enough to read a page, short enough not to leak. */
export const PREVIEW_LINK_SECONDS = 300;

type ListInput = Required<Pick<ListVerificationsInput, "state" | "page">> & Omit<ListVerificationsInput, "state" | "page">;

function reviewed(db: DB, opts: { q?: string; kind?: ReviewKind }) {
  let query = db
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .leftJoin("lawyer_licences as ll", "ll.user_id", "profiles.id")
    .where("profiles.user_type", "in", opts.kind ? [opts.kind] : ["lawyer", "company"]);
  // Each word in the name or the email, Arabic letter variants folded (as the users page does).
  for (const word of searchTerms(opts.q)) {
    query = query.where(sql<SqlBool>`normalize_search("user"."name" || ' ' || "user"."email") like '%' || normalize_search(${word}) || '%'`);
  }
  return query;
}

function stateCondition(state: ReviewState, today: string) {
  const horizon = addDays(today, LICENCE_NOTICE_DAYS);
  switch (state) {
    case "pending":
    case "rejected":
    case "verified":
      return sql<SqlBool>`profiles.verification_status = ${state}`;
    case "expiring":
      return sql<SqlBool>`profiles.verification_status = 'verified' and ll.licence_expires_on between ${today}::date and ${horizon}::date`;
    case "expired":
      return sql<SqlBool>`profiles.verification_status = 'verified' and ll.licence_expires_on < ${today}::date`;
  }
}

export interface ReviewListRow {
  id: string;
  name: string;
  email: string;
  kind: ReviewKind;
  status: VerificationStatus;
  /** When the account last changed state (submitted, resubmitted, decided). */
  updatedAt: Date;
  documentCount: number;
  licenceExpiresOn: string | null;
}

/** One page of the accounts in a state, with the count of every state (for the tabs) under the same kind and search. */
export async function listVerifications(db: DB, input: ListInput) {
  const today = qatarToday();
  const order =
    input.state === "pending"
      ? // Waiting longest first.
        ([["profiles.updated_at", "asc"]] as const)
      : input.state === "expiring" || input.state === "expired"
        ? ([["ll.licence_expires_on", "asc"]] as const)
        : ([["profiles.updated_at", "desc"]] as const);
  let page = reviewed(db, input)
    .where(stateCondition(input.state, today))
    .select([
      "profiles.id",
      "user.name",
      "user.email",
      "profiles.user_type",
      "profiles.verification_status",
      "profiles.updated_at",
      "ll.licence_expires_on",
      sql<number>`(select count(*)::int from jsonb_object_keys(profiles.verification_documents))`.as("document_count"),
    ]);
  for (const [column, direction] of order) page = page.orderBy(column, direction);
  const [rows, totals] = await Promise.all([
    page
      .orderBy("profiles.id")
      .limit(REVIEW_PAGE_SIZE)
      .offset((input.page - 1) * REVIEW_PAGE_SIZE)
      .execute(),
    reviewed(db, { kind: input.kind, q: input.q })
      .select(REVIEW_STATES.map((state) => sql<number>`count(*) filter (where ${stateCondition(state, today)})::int`.as(state)))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(
      (row): ReviewListRow => ({
        id: row.id,
        name: row.name,
        email: row.email,
        kind: row.user_type as ReviewKind,
        status: row.verification_status,
        updatedAt: new Date(row.updated_at),
        documentCount: Number(row.document_count),
        licenceExpiresOn: row.licence_expires_on ?? null,
      }),
    ),
    counts: Object.fromEntries(REVIEW_STATES.map((state) => [state, Number((totals as Record<string, unknown>)[state] ?? 0)])) as Record<ReviewState, number>,
    page: input.page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

export interface ReviewDocument {
  key: DocumentKey;
  fileName: string;
  /** The stable address (/files/...): opening it gives a fresh signed download link (owner or admin). */
  url: string;
  /** A short-lived signed link for the inline preview (no download disposition), or null if not previewable. */
  previewUrl: string | null;
  preview: "pdf" | "image" | null;
}

const PREVIEW_BY_EXTENSION: Record<string, ReviewDocument["preview"]> = { pdf: "pdf", jpg: "image", jpeg: "image", png: "image", webp: "image" };

/** The documents of an account, each with a signed preview link from the storage driver. */
async function documentsOf(storage: StorageDriver, map: Record<string, string>): Promise<ReviewDocument[]> {
  const entries = Object.entries(map ?? {})
    .filter((entry): entry is [DocumentKey, string] => (DOCUMENT_KEYS as readonly string[]).includes(entry[0]) && typeof entry[1] === "string")
    .sort(([a], [b]) => DOCUMENT_KEYS.indexOf(a) - DOCUMENT_KEYS.indexOf(b));
  return Promise.all(
    entries.map(async ([key, url]) => {
      const parsed = parseDocumentUrl(url);
      const stored = parsed?.objectKey.split("/").pop() ?? "";
      // {key}-{timestamp}-{name}: the name the person gave (sanitized, spec §3).
      const fileName = stored.replace(/^[a-z_]+-\d+-/, "") || stored;
      const preview = PREVIEW_BY_EXTENSION[fileName.split(".").pop()?.toLowerCase() ?? ""] ?? null;
      const previewUrl =
        parsed && preview ? await storage.signedUrl({ bucket: VERIFICATION_BUCKET, key: parsed.objectKey, expiresInSeconds: PREVIEW_LINK_SECONDS, downloadName: fileName, inline: true }) : null;
      return { key, fileName, url, previewUrl, preview };
    }),
  );
}

export interface HistoryEntry {
  id: string;
  kind: VerificationHistoryKind;
  at: Date;
  reason: string | null;
  actorName: string | null;
  licence: { rollLevel: RollLevel; licenceNumber: string; licenceExpiresOn: string } | null;
}

async function historyOf(db: DB, userId: string, opts: { withActors: boolean }): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("verification_history")
    .select(["id", "kind", "created_at", "reason", "actor_name", "details"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(100)
    .execute();
  return rows.map((row) => {
    const details = (typeof row.details === "string" ? JSON.parse(row.details) : (row.details ?? {})) as Record<string, unknown>;
    const licence = details.licence && typeof details.licence === "object" ? (details.licence as HistoryEntry["licence"]) : null;
    return {
      id: row.id,
      kind: row.kind,
      at: new Date(row.created_at),
      reason: row.reason,
      // The person sees "the firm" decided; the admins see who.
      actorName: opts.withActors && row.actor_name ? row.actor_name : null,
      licence,
    };
  });
}

async function licenceOf(db: DB, userId: string) {
  const row = await db
    .selectFrom("lawyer_licences")
    .select(["court_roll_level", "licence_number", "licence_expires_on", "recorded_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const today = qatarToday();
  return {
    rollLevel: row.court_roll_level as RollLevel,
    licenceNumber: row.licence_number,
    licenceExpiresOn: row.licence_expires_on,
    recordedAt: new Date(row.recorded_at),
    expired: row.licence_expires_on < today,
    expiringSoon: row.licence_expires_on >= today && row.licence_expires_on <= addDays(today, LICENCE_NOTICE_DAYS),
  };
}

/** Everything the review page shows of one lawyer or company, or null (any other account reads as not found). */
export async function getVerificationDetail(db: DB, storage: StorageDriver, userId: string) {
  const account = await db
    .selectFrom("profiles")
    .innerJoin("user", "user.id", "profiles.id")
    .select([
      ...ACCOUNT_COLUMNS,
      "profiles.user_type",
      "profiles.verification_status",
      "profiles.verification_documents",
      "profiles.updated_at",
    ])
    .where("profiles.id", "=", userId)
    .where("profiles.user_type", "in", ["lawyer", "company"])
    .executeTakeFirst();
  if (!account) return null;
  const kind = account.user_type as ReviewKind;
  const [documents, history, licence, lawyer, company] = await Promise.all([
    documentsOf(storage, account.verification_documents),
    historyOf(db, userId, { withActors: true }),
    kind === "lawyer" ? licenceOf(db, userId) : Promise.resolve(null),
    kind === "lawyer"
      ? db
          .selectFrom("lawyers")
          .select(["id", "name_ar", "name_en", "title_ar", "title_en", "city", "years_of_practice", "verified", "licence_expires_on"])
          .select(sql<boolean>`verified and (licence_expires_on is null or licence_expires_on >= qatar_today())`.as("listed"))
          .where("user_id", "=", userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    kind === "company"
      ? db
          .selectFrom("company_members")
          .innerJoin("companies", "companies.id", "company_members.company_id")
          .select(["companies.legal_name_ar", "companies.legal_name_en", "companies.cr_number", "companies.qfc_licence_number", "companies.sector", "company_members.role"])
          .where("company_members.user_id", "=", userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      locale: localeOf(account.locale),
      createdAt: new Date(account.createdAt),
      suspended: account.suspended_at !== null,
      kind,
      status: account.verification_status,
      updatedAt: new Date(account.updated_at),
    },
    documents,
    history,
    licence,
    lawyer: lawyer ?? null,
    company: company ?? null,
  };
}

/** The caller's own verification for their dashboard: status, documents' keys, history (no reviewer names) and licence. */
export async function getOwnVerification(db: DB, userId: string, role: ReviewKind) {
  const [profile, history, licence] = await Promise.all([
    db.selectFrom("profiles").select(["verification_status", "verification_documents"]).where("id", "=", userId).executeTakeFirst(),
    historyOf(db, userId, { withActors: false }),
    role === "lawyer" ? licenceOf(db, userId) : Promise.resolve(null),
  ]);
  const latestRejection = history.find((h) => h.kind === "rejected") ?? null;
  const status = profile?.verification_status ?? "none";
  return {
    status,
    documentCount: Object.keys(profile?.verification_documents ?? {}).length,
    /** The reason of the rejection the person must answer (only while rejected). */
    rejection: status === "rejected" && latestRejection ? { reason: latestRejection.reason ?? "", at: latestRejection.at } : null,
    history,
    licence,
  };
}
