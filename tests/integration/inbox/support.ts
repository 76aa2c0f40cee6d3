import crypto from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { DB } from "#db/index";
import { userWithRole } from "../../setup/callers";

/** Helpers of the inbox tests (issue 10 §5): accounts of every role and rows in each inbox. */

export type Account = Awaited<ReturnType<typeof userWithRole>>;
export type Role = "individual" | "company" | "lawyer" | "admin" | "unset";
export const ROLES: readonly Role[] = ["individual", "company", "lawyer", "admin", "unset"];

export async function accountsOfEveryRole(db: DB): Promise<Record<Role, Account>> {
  const accounts = {} as Record<Role, Account>;
  for (const role of ["individual", "company", "lawyer", "admin"] as const) accounts[role] = await userWithRole(db, role, { name: `Inbox ${role}` });
  accounts.unset = await userWithRole(db, null);
  return accounts;
}

/** The catalogue code a call fails with (the AppError's, else the tRPC code). */
export async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return (error.cause as { code?: string } | undefined)?.code ?? error.code;
    throw error;
  }
  throw new Error("expected the call to fail");
}

export async function trpcCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  throw new Error("expected the call to fail");
}

export const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}@example.qa`;

export async function contactMessage(
  db: DB,
  opts: { name?: string; email?: string; subject?: string; message?: string; language?: "ar" | "en"; status?: string; minutesAgo?: number } = {},
) {
  const row = await db
    .insertInto("contact_messages")
    .values({
      full_name: opts.name ?? "Noura Al-Marri",
      email: opts.email ?? uniqueEmail("sender"),
      subject: opts.subject ?? "Lease question",
      message: opts.message ?? "My landlord wants to end the lease early. What can I do?",
      preferred_language: opts.language ?? "en",
      ...(opts.status ? { status: opts.status } : {}),
      ...(opts.minutesAgo ? { created_at: new Date(Date.now() - opts.minutesAgo * 60_000) } : {}),
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

export async function jobPosting(db: DB, opts: { titleAr?: string; titleEn?: string } = {}) {
  return db
    .insertInto("job_postings")
    .values({
      title_ar: opts.titleAr ?? "محامٍ مشارك — التقاضي",
      title_en: opts.titleEn ?? "Associate lawyer — litigation",
      description_ar: "وصف الوظيفة",
      description_en: "About the role",
      location_ar: "الدوحة",
      location_en: "Doha",
      employment_type: "full_time",
      closes_at: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function jobApplication(db: DB, opts: { postingId: string; name?: string; email?: string; locale?: "ar" | "en" }) {
  const id = crypto.randomUUID();
  return db
    .insertInto("job_applications")
    .values({
      id,
      posting_id: opts.postingId,
      full_name: opts.name ?? "Khalid Al-Sulaiti",
      email: opts.email ?? uniqueEmail("applicant"),
      phone: "+974 5555 1234",
      cover_letter: "I have five years of litigation experience before Qatar's courts and would like to join your team.",
      cv_key: `applications/${id}.pdf`,
      cv_file_name: "cv.pdf",
      cv_content_type: "application/pdf",
      cv_size: 1234,
      locale: opts.locale ?? "ar",
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
}

/** A verified lawyer (assignable to company service requests). */
export async function verifiedLawyer(db: DB, name = "Verified Lawyer") {
  const lawyer = await userWithRole(db, "lawyer", { name });
  await db.updateTable("profiles").set({ verification_status: "verified" }).where("id", "=", lawyer.userId).execute();
  return lawyer;
}

export async function auditRows(db: DB, entityId: string) {
  return db.selectFrom("audit_log").selectAll().where("entity_id", "=", entityId).orderBy("id").execute();
}
