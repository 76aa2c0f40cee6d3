import type { DB } from "#db/index";
import { readOutbox } from "#server/mail/outbox";
import { anonymousCaller, userWithRole } from "../../setup/callers";
import { useTestDatabase } from "../../setup/db";
import { codeOf, createCompany } from "../consultations/support";

export { codeOf, createCompany };

export type Account = Awaited<ReturnType<typeof userWithRole>>;
export type Caller = Account["caller"] | ReturnType<typeof anonymousCaller>;

let counter = 0;

/** A lawyer account the firm has verified (profiles.verification_status), with a directory row. */
export async function verifiedLawyer(db: DB, opts: { name?: string; locale?: "ar" | "en" } = {}) {
  const n = ++counter;
  const account = await userWithRole(db, "lawyer", { name: opts.name ?? `Case Lawyer ${n}` });
  await db.updateTable("profiles").set({ verification_status: "verified" }).where("id", "=", account.userId).execute();
  await db.updateTable("user").set({ locale: opts.locale ?? "en" }).where("id", "=", account.userId).execute();
  await db
    .insertInto("lawyers")
    .values({
      user_id: account.userId,
      name_ar: `محامي القضايا ${n}`,
      name_en: `Case Lawyer ${n}`,
      title_ar: "محامٍ",
      title_en: "Lawyer",
      bio_ar: "",
      bio_en: "",
      city: "doha",
      years_of_practice: 8,
      verified: true,
      practice_areas: ["commercial", "civil"],
    })
    .execute();
  return account;
}

/**
 * Everyone of the permission matrix (issue 9 §6): the admin, the assigned lawyer, another verified
 * lawyer, the client (owner of a company account), a member of that company, a member of another
 * company and an individual with no relation to the case.
 */
export async function makeCast(db: DB) {
  const admin = await userWithRole(db, "admin", { name: "Firm Admin" });
  const lawyer = await verifiedLawyer(db, { name: "Assigned Lawyer", locale: "en" });
  const otherLawyer = await verifiedLawyer(db, { name: "Other Lawyer" });
  const client = await userWithRole(db, "company", { name: "Client Owner" });
  const member = await userWithRole(db, "company", { name: "Company Member" });
  const outsider = await userWithRole(db, "company", { name: "Other Company Member" });
  const stranger = await userWithRole(db, "individual", { name: "Individual Stranger" });
  await db.updateTable("user").set({ locale: "ar" }).where("id", "in", [client.userId, member.userId]).execute();
  const companyId = await createCompany(db, [client.userId, member.userId]);
  await createCompany(db, [outsider.userId]);
  return { admin, lawyer, otherLawyer, client, member, outsider, stranger, companyId };
}
export type Cast = Awaited<ReturnType<typeof makeCast>>;

/** A fresh database with a cast in it for this test file: `useCaseDatabase((ready) => ({ db, cast } = ready))`. */
export function useCaseDatabase(ready: (fixture: { db: DB; cast: Cast }) => unknown): void {
  useTestDatabase(async (db) => ready({ db, cast: await makeCast(db) }));
}

/** A case opened by the admin for the cast's client and company, with the assigned lawyer. */
export async function openCase(cast: Cast, opts: { titleAr?: string; titleEn?: string; serviceArea?: "commercial" | "civil" | "family"; court?: "investment_and_trade_court" | "court_of_first_instance" } = {}) {
  return cast.admin.caller.cases.create({
    clientId: cast.client.userId,
    companyId: cast.companyId,
    titleAr: opts.titleAr ?? "نزاع توريد مع شركة الإنشاءات",
    titleEn: opts.titleEn ?? "Supply dispute with the construction company",
    serviceArea: opts.serviceArea ?? "commercial",
    court: opts.court ?? "investment_and_trade_court",
    opposingParty: "Gulf Construction W.L.L.",
    lawyerUserIds: [cast.lawyer.userId],
  });
}

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

export async function eventsOf(db: DB, caseId: string) {
  return db.selectFrom("case_events").select(["type", "actor_id", "internal", "payload"]).where("case_id", "=", caseId).orderBy("id").execute();
}

export async function mailsTo(email: string) {
  return readOutbox({ to: email });
}
