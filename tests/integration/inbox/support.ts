import crypto from "node:crypto";
import type { DB } from "#db/index";
import { userWithRole, type Account } from "../../setup/callers";
import { insertPosting } from "../../setup/publications";

/** Helpers of the inbox tests (issue 10 §5): rows in each inbox. */

export type { Account };
export { failureOf, trpcCodeOf } from "../../setup/errors";

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

/** An open posting for applications to answer. */
export async function jobPosting(db: DB, opts: { titleAr?: string; titleEn?: string } = {}) {
  return { id: await insertPosting(db, { title_ar: opts.titleAr ?? "محامٍ مشارك — التقاضي", title_en: opts.titleEn ?? "Associate lawyer — litigation" }) };
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
