import { sql, type SqlBool } from "kysely";
import type { z } from "zod";
import type { DB } from "#db/index";
import type { Role, VerificationStatus } from "#db/schema";
import { ROLES } from "#db/schema";
import { accountOf } from "#server/auth/viewer";
import { searchTerms } from "#server/common/search";
import { DOCUMENT_KEYS, type DocumentKey } from "#server/documents/verification-documents";
import { DETAIL_LIST_LIMIT, USERS_PAGE_SIZE, type listUsersInput, type UserSort } from "./schemas";

/**
 * Reads of the back office's users pages (issue 10 §3). Admin-only: the procedures in ./router.ts
 * check the caller before any of these run.
 */

type ListInput = z.output<typeof listUsersInput>;

const SORTS: Record<UserSort, { column: "user.createdAt" | "user.name" | "user.email"; direction: "asc" | "desc" }> = {
  "created-desc": { column: "user.createdAt", direction: "desc" },
  "created-asc": { column: "user.createdAt", direction: "asc" },
  "name-asc": { column: "user.name", direction: "asc" },
  "name-desc": { column: "user.name", direction: "desc" },
  "email-asc": { column: "user.email", direction: "asc" },
  "email-desc": { column: "user.email", direction: "desc" },
};

function roleOf(value: string | null | undefined): Role | null {
  return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : null;
}

/** Accounts joined with their profile, narrowed by the search words, role and state. */
function filtered(db: DB, input: ListInput) {
  // The stand-ins of closed accounts (migration 0021) are labels on kept cases, not people to manage.
  let query = db.selectFrom("user").leftJoin("profiles", "profiles.id", "user.id").where("user.closed_at", "is", null);
  // Every word must be in the name or the email, folded like the lawyer directory's search
  // (migration 0003's normalize_search: أحمد/احمد, إ/ا, ة/ه, ى/ي, diacritics, punctuation); the
  // folding also drops LIKE's wildcards, and a trigram index on the same expression serves it.
  for (const word of searchTerms(input.q)) {
    query = query.where(sql<SqlBool>`normalize_search("user"."name" || ' ' || "user"."email") like '%' || normalize_search(${word}) || '%'`);
  }
  if (input.role === "unset") {
    query = query.where((eb) => eb.or([eb("profiles.user_type", "is", null), eb("profiles.user_type", "not in", [...ROLES])]));
  } else if (input.role) {
    query = query.where("profiles.user_type", "=", input.role);
  }
  switch (input.state) {
    case "active":
      query = query.where("user.suspended_at", "is", null).where("user.emailVerified", "=", true);
      break;
    case "suspended":
      query = query.where("user.suspended_at", "is not", null);
      break;
    case "unconfirmed":
      query = query.where("user.emailVerified", "=", false);
      break;
    case "verification_pending":
      query = query.where("profiles.verification_status", "=", "pending");
      break;
    case "verification_rejected":
      query = query.where("profiles.verification_status", "=", "rejected");
      break;
  }
  return query;
}

export interface UserListRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role | null;
  verificationStatus: VerificationStatus;
  suspendedAt: Date | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** One page of accounts, with the total that the filters match. */
export async function listUsers(db: DB, input: ListInput): Promise<{ rows: UserListRow[]; total: number; page: number; pageSize: number }> {
  const sort = SORTS[input.sort];
  const [rows, count] = await Promise.all([
    filtered(db, input)
      .select([
        "user.id",
        "user.name",
        "user.email",
        "user.emailVerified",
        "user.createdAt",
        "user.suspended_at",
        "profiles.user_type",
        "profiles.verification_status",
        (eb) => eb.selectFrom("session").select((s) => s.fn.max("session.updatedAt").as("at")).whereRef("session.userId", "=", "user.id").as("last_seen_at"),
      ])
      .orderBy(sort.column, sort.direction)
      .orderBy("user.id", sort.direction)
      .limit(USERS_PAGE_SIZE)
      .offset((input.page - 1) * USERS_PAGE_SIZE)
      .execute(),
    filtered(db, input)
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      role: roleOf(row.user_type),
      verificationStatus: row.verification_status ?? "none",
      suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
      createdAt: new Date(row.createdAt),
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at) : null,
    })),
    total: Number(count.total),
    page: input.page,
    pageSize: USERS_PAGE_SIZE,
  };
}

/** The file name a person gave, from the stored key `{key}-{timestamp}-{sanitized name}` (spec §3). */
function fileNameOf(url: string): string {
  const last = url.split("/").pop() ?? url;
  return /^[a-z_]+-\d+-(.+)$/.exec(last)?.[1] ?? last;
}

/** What the back office's account pages (an account's detail, a lawyer's or company's review) read of the account itself. */
export const ACCOUNT_COLUMNS = ["user.id", "user.name", "user.email", "user.emailVerified", "user.locale", "user.createdAt", "user.suspended_at"] as const;

/**
 * Everything the detail page shows about one account, or null when there is none: the profile and
 * its documents (their stable URLs, which /files/* turns into short-lived signed links for admins),
 * the directory entry of a lawyer, the company membership, the latest consultations and cases in
 * any capacity, and the account's history in the audit log.
 */
export async function getUserDetail(db: DB, userId: string) {
  const user = await db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.id", "user.id")
    .leftJoin("user as suspender", "suspender.id", "user.suspended_by")
    .select([
      ...ACCOUNT_COLUMNS,
      "user.suspension_reason",
      "user.twoFactorEnabled",
      "user.two_factor_reset_at",
      "suspender.name as suspended_by_name",
      "profiles.user_type",
      "profiles.verification_status",
      "profiles.verification_documents",
    ])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;

  const [sessions, providers, lawyer, membership, history] = await Promise.all([
    db
      .selectFrom("session")
      .select((eb) => [eb.fn.countAll<string>().as("active"), eb.fn.max("updatedAt").as("last_seen_at")])
      .where("userId", "=", userId)
      .where("expiresAt", ">", new Date())
      .executeTakeFirstOrThrow(),
    db.selectFrom("account").select("providerId").where("userId", "=", userId).execute(),
    db.selectFrom("lawyers").select(["id", "name_ar", "name_en", "verified"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("company_members")
      .innerJoin("companies", "companies.id", "company_members.company_id")
      .select((eb) => [
        "companies.id",
        "companies.legal_name_ar",
        "companies.legal_name_en",
        "company_members.role",
        "company_members.joined_at",
        eb
          .selectFrom("company_members as others")
          .select((o) => o.fn.countAll<string>().as("n"))
          .whereRef("others.company_id", "=", "companies.id")
          .as("members"),
      ])
      .where("company_members.user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select(["id", "at", "action", "actor_name", "summary", "after"])
      .where("entity_type", "in", ["user", "profile"])
      .where("entity_id", "=", userId)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(DETAIL_LIST_LIMIT)
      .execute(),
  ]);

  const consultationScope = db
    .selectFrom("consultations")
    .where((eb) => eb.or([eb("consultations.client_id", "=", userId), ...(lawyer ? [eb("consultations.lawyer_id", "=", lawyer.id)] : [])]));
  const caseScope = db.selectFrom("cases").where((eb) =>
    eb.or([
      eb("cases.client_id", "=", userId),
      ...(membership ? [eb("cases.company_id", "=", membership.id)] : []),
      eb.exists(eb.selectFrom("case_lawyers").select(sql`1`.as("one")).whereRef("case_lawyers.case_id", "=", "cases.id").where("case_lawyers.lawyer_user_id", "=", userId)),
    ]),
  );

  const [consultations, consultationCount, cases, caseCount] = await Promise.all([
    consultationScope
      .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
      .innerJoin("user as client", "client.id", "consultations.client_id")
      .select([
        "consultations.id",
        "consultations.reference",
        "consultations.status",
        "consultations.kind",
        "consultations.service_area",
        "consultations.starts_at",
        "consultations.created_at",
        "consultations.client_id",
        "client.name as client_name",
        "lawyers.name_ar as lawyer_name_ar",
        "lawyers.name_en as lawyer_name_en",
      ])
      .orderBy("consultations.created_at", "desc")
      .limit(DETAIL_LIST_LIMIT)
      .execute(),
    consultationScope.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    caseScope
      .select(["cases.id", "cases.reference", "cases.title_ar", "cases.title_en", "cases.status", "cases.client_id", "cases.company_id", "cases.updated_at"])
      .orderBy("cases.updated_at", "desc")
      .limit(DETAIL_LIST_LIMIT)
      .execute(),
    caseScope.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);

  const documents = Object.entries(user.verification_documents ?? {})
    .filter((entry): entry is [DocumentKey, string] => (DOCUMENT_KEYS as readonly string[]).includes(entry[0]) && typeof entry[1] === "string")
    .map(([key, url]) => ({ key, url, fileName: fileNameOf(url) }));

  return {
    user: {
      ...accountOf(user),
      createdAt: new Date(user.createdAt),
      role: roleOf(user.user_type),
      activeSessions: Number(sessions.active),
      lastSeenAt: sessions.last_seen_at ? new Date(sessions.last_seen_at) : null,
      signInMethods: [...new Set(providers.map((p) => (p.providerId === "credential" ? "password" : "oidc")))] as ("password" | "oidc")[],
    },
    suspension: user.suspended_at
      ? { at: new Date(user.suspended_at), reason: user.suspension_reason ?? "", byName: user.suspended_by_name ?? null }
      : null,
    verification: { status: user.verification_status ?? "none", documents },
    // Issue 12 §1: whether the account has a second factor, and when an admin last reset it.
    twoFactor: { enabled: Boolean(user.twoFactorEnabled), resetAt: user.two_factor_reset_at ? new Date(user.two_factor_reset_at) : null },
    lawyer: lawyer ?? null,
    company: membership
      ? {
          id: membership.id,
          legal_name_ar: membership.legal_name_ar,
          legal_name_en: membership.legal_name_en,
          role: membership.role,
          joinedAt: new Date(membership.joined_at),
          members: Number(membership.members ?? 0),
        }
      : null,
    consultations: {
      total: Number(consultationCount.n),
      rows: consultations.map((c) => ({ ...c, capacity: c.client_id === userId ? ("client" as const) : ("lawyer" as const) })),
    },
    cases: {
      total: Number(caseCount.n),
      rows: cases.map((c) => ({
        id: c.id,
        reference: c.reference,
        title_ar: c.title_ar,
        title_en: c.title_en,
        status: c.status,
        updated_at: c.updated_at,
        capacity: c.client_id === userId ? ("client" as const) : membership && c.company_id === membership.id ? ("company" as const) : ("lawyer" as const),
      })),
    },
    history: history.map((h) => ({ id: String(h.id), at: h.at, action: h.action, actorName: h.actor_name, summary: h.summary, after: h.after })),
  };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;
