import { sql, type Kysely } from "kysely";
import type { Database, Role } from "#db/schema";
import { CAREERS_BUCKET } from "#server/careers/constants";
import { CASE_FILES_BUCKET } from "#server/cases/constants";
import { CONSULTATION_FILES_BUCKET } from "#server/consultations/constants";
import { parseDocumentUrl } from "#server/documents/verification-documents";
import { LAWYER_PHOTO_BUCKET } from "#server/lawyers/queries";
import { VERIFICATION_BUCKET } from "#server/storage/files";
import type { ObjectLocation } from "#server/storage/types";
import { EXPORTS_BUCKET } from "./constants";
import { caseWithinRetention } from "./retention";

/**
 * What closing an account reaches (./deletion.ts does the closing): what must be handed over first, every
 * address the account has had, the documents the firm keeps as its copy, and the stored files that go.
 */

export const LIVE_CONSULTATION = ["requested", "confirmed"] as const;
/** Lawyers and admins are the firm: what they filed in cases and consultations is the firm's record. */
export const STAFF: readonly (Role | null)[] = ["lawyer", "admin"];

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

export type Q = Kysely<Database>;

export async function roleOf(db: Q, userId: string): Promise<Role | null> {
  const row = await db.selectFrom("profiles").select("user_type").where("id", "=", userId).executeTakeFirst();
  return (row?.user_type as Role | null | undefined) ?? null;
}

export async function lawyerRowOf(db: Q, userId: string) {
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
export function addressPattern(address: string): string {
  const literal = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(?<![A-Za-z0-9._%+'-])${literal}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`;
}

/**
 * The documents the person (client side, not staff) gave the firm in cases it still holds: they stay as
 * the firm's copy. Each case once, with its documents' ids.
 */
export async function keptCaseDocuments(db: Q, userId: string, staff: boolean) {
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
export async function filesToDelete(db: Q, userId: string, emails: string[], staff: boolean): Promise<{ objects: ObjectLocation[]; consultationFileIds: string[]; caseDocumentIds: string[] }> {
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
