import { sql, type Kysely, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";

import { lawyerLicenceCurrent } from "#server/lawyers/listing";
import { CASE_FIELD_COLUMNS, caseHeadline } from "./access";
import { CASE_STATUSES, type CaseStatus } from "./constants";
import type { ListFilters, ListInput } from "./schemas";
import { iso } from "#server/common/time";
import { nextHearingAt } from "./queries";

/** The back office's list of every case (/admin/cases): search, filters, sorting, the CSV export, and what a new case may be opened from. */

// ------------------------------------------------------------------ /admin/cases

/** The visitor's words, at most 8, each at most 64 characters (as the lawyer directory); a word without a letter or digit is none. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .split(/\s+/u)
    .map((w) => w.trim().slice(0, 64))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 8);
}


/**
 * The filtered cases of /admin/cases (without the status filter, which the caller adds, so the same
 * query also counts per status). Each search word must occur, folded like the lawyer directory's
 * text (normalize_search: أ/إ/آ → ا, ة → ه, ى → ي, diacritics and punctuation dropped), in the
 * reference, titles, court case number or opposing party, or in the client's or company's name.
 */
export function filteredCases(db: Kysely<Database>, filters: ListFilters, now: Date) {
  let query = db.selectFrom("cases");
  if (filters.lawyer) {
    const lawyer = filters.lawyer;
    query = query.where((eb) => eb.exists(eb.selectFrom("case_lawyers").select(sql`1`.as("one")).whereRef("case_lawyers.case_id", "=", "cases.id").where("case_lawyers.lawyer_user_id", "=", lawyer)));
  }
  if (filters.serviceArea) query = query.where("cases.service_area", "=", filters.serviceArea);
  if (filters.court) query = query.where("cases.court", "=", filters.court);
  if (filters.hearingsNext7Days) {
    const until = new Date(now.getTime() + 7 * 24 * 3600_000);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("case_hearings")
          .select(sql`1`.as("one"))
          .whereRef("case_hearings.case_id", "=", "cases.id")
          .where("case_hearings.status", "=", "scheduled")
          .where("case_hearings.starts_at", ">=", now)
          .where("case_hearings.starts_at", "<", until),
      ),
    );
  }
  // Every word is one more LIKE on the trigram-indexed search_text, which holds the client's and company's
  // names too (migration 0015): PostgreSQL ANDs the words inside one bitmap scan of cases_search_idx.
  for (const word of searchWords(filters.q)) {
    query = query.where(sql<SqlBool>`cases.search_text like '%' || normalize_search(${word}) || '%'`);
  }
  return query;
}

export type AdminCaseRow = Awaited<ReturnType<typeof listAdminCases>>["rows"][number];

export function sortedRows(db: Kysely<Database>, input: Pick<ListInput, "sort" | "direction" | "status"> & ListFilters, now: Date) {
  let query = filteredCases(db, input, now)
    .innerJoin("user as client", "client.id", "cases.client_id")
    .leftJoin("companies", "companies.id", "cases.company_id")
    .select([
      "cases.id",
      ...CASE_FIELD_COLUMNS,
      "cases.created_at",
      "cases.updated_at",
      "client.name as client_name",
      "companies.legal_name_ar as company_name_ar",
      "companies.legal_name_en as company_name_en",
      nextHearingAt.as("next_hearing_at"),
    ]);
  if (input.status) query = query.where("cases.status", "=", input.status);
  if (input.sort === "reference") {
    query = query.orderBy("cases.reference", input.direction ?? "asc");
  } else if (input.sort === "next_hearing") {
    query = query.orderBy(sql`next_hearing_at ${sql.raw(input.direction === "desc" ? "desc" : "asc")} nulls last`).orderBy("cases.updated_at", "desc");
  } else {
    query = query.orderBy("cases.updated_at", input.direction ?? "desc");
  }
  return query.orderBy("cases.id");
}

export async function lawyersOf(db: Kysely<Database>, caseIds: string[]) {
  if (caseIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  const rows = await db
    .selectFrom("case_lawyers")
    .innerJoin("user", "user.id", "case_lawyers.lawyer_user_id")
    .select(["case_lawyers.case_id", "user.id", "user.name"])
    .where("case_lawyers.case_id", "in", caseIds)
    .orderBy("case_lawyers.assigned_at")
    .execute();
  const byCase = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) byCase.set(r.case_id, [...(byCase.get(r.case_id) ?? []), { id: r.id, name: r.name }]);
  return byCase;
}

export type SortedRow = Awaited<ReturnType<ReturnType<typeof sortedRows>["execute"]>>[number];

export function adminRow(r: SortedRow, lawyers: { id: string; name: string }[]) {
  return {
    ...caseHeadline(r),
    court_case_number: r.court_case_number,
    opposing_party: r.opposing_party,
    status: r.status as CaseStatus,
    next_step: r.next_step,
    next_step_due: r.next_step_due,
    next_hearing_at: iso(r.next_hearing_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    client_name: r.client_name,
    company: r.company_name_ar !== null || r.company_name_en !== null ? { legal_name_ar: r.company_name_ar ?? "", legal_name_en: r.company_name_en ?? "" } : null,
    lawyers,
  };
}

/** spec §2 /admin/cases: one page of the filtered, sorted cases, their total and the counts per status under the other filters. */
export async function listAdminCases(db: DB, input: ListInput, now = new Date()) {
  const countRows = await filteredCases(db, input, now)
    .select(["cases.status", sql<number>`count(*)::int`.as("count")])
    .groupBy("cases.status")
    .execute();
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
  for (const c of countRows) counts[c.status as CaseStatus] = Number(c.count);
  const all = CASE_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const total = input.status ? counts[input.status] : all;
  const pageCount = Math.max(1, Math.ceil(total / input.pageSize));
  const rows = total === 0 ? [] : await sortedRows(db, input, now).limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute();
  const lawyers = await lawyersOf(db, rows.map((r) => r.id));
  return {
    rows: rows.map((r) => adminRow(r, lawyers.get(r.id) ?? [])),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount,
    counts: { ...counts, all },
  };
}

/** Every filtered row (up to `limit`), in the list's order, for the CSV export. */
export async function listAdminCasesForExport(db: DB, input: ListInput, limit: number, now = new Date()) {
  const rows = await sortedRows(db, input, now).limit(limit).execute();
  const lawyers = await lawyersOf(db, rows.map((r) => r.id));
  return rows.map((r) => adminRow(r, lawyers.get(r.id) ?? []));
}

/** The verified lawyers an admin may assign (for the assignment form and the lawyer filter). */
/**
 * Confirmed and completed consultations that have no case yet, newest first: the "from a
 * consultation" picker of /admin/cases. createFromConsultation checks eligibility again.
 */
export async function listEligibleConsultations(db: DB, limit = 100) {
  const rows = await db
    .selectFrom("consultations")
    .innerJoin("user as client", "client.id", "consultations.client_id")
    .select(["consultations.id", "consultations.reference", "consultations.status", "consultations.starts_at", "consultations.created_at", "client.name as client_name"])
    .where("consultations.status", "in", ["confirmed", "completed"])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("cases").select(sql`1`.as("one")).whereRef("cases.consultation_id", "=", "consultations.id"))))
    .orderBy(sql`coalesce(consultations.starts_at, consultations.created_at) desc`)
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    clientName: r.client_name,
    at: iso(r.starts_at ?? r.created_at)!,
  }));
}

export async function listAssignableLawyers(db: DB) {
  const rows = await db
    .selectFrom("user")
    .innerJoin("profiles", "profiles.id", "user.id")
    .leftJoin("lawyers", "lawyers.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "lawyers.name_ar", "lawyers.name_en"])
    .where("profiles.user_type", "=", "lawyer")
    .where("profiles.verification_status", "=", "verified")
    // Issue 25 §10: a lawyer whose licence has lapsed is given no case.
    .where(lawyerLicenceCurrent(sql.ref("user.id")))
    .orderBy("user.name")
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, name_ar: r.name_ar ?? r.name, name_en: r.name_en ?? r.name }));
}
