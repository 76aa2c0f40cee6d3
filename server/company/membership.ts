import type { DB } from "#db/index";

export type CompanyRole = "owner" | "member";
export type Membership = { companyId: string; role: CompanyRole };

/** The company a user belongs to (one per user: company_members.user_id is unique), or null. */
export async function companyOf(db: DB, userId: string): Promise<Membership | null> {
  const row = await db.selectFrom("company_members").select(["company_id", "role"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { companyId: row.company_id, role: row.role } : null;
}

/**
 * The caller's company, created with the caller as its owner when they have none (first visit of a
 * company-role account to its dashboard). Safe against double creation: the unique user_id makes a
 * concurrent second insert wait for the first and then do nothing; the loser drops the company it
 * made in its own transaction and returns the winner's membership. Only call it for company-role users.
 */
export async function ensureCompanyFor(db: DB, userId: string): Promise<Membership> {
  const existing = await companyOf(db, userId);
  if (existing) return existing;
  return db.transaction().execute(async (trx) => {
    const company = await trx.insertInto("companies").defaultValues().returning("id").executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto("company_members")
      .values({ company_id: company.id, user_id: userId, role: "owner" })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .returning(["company_id", "role"])
      .executeTakeFirst();
    if (inserted) return { companyId: inserted.company_id, role: inserted.role };
    await trx.deleteFrom("companies").where("id", "=", company.id).execute();
    const winner = await companyOf(trx, userId);
    if (!winner) throw new Error("company membership vanished during creation");
    return winner;
  });
}

/**
 * Whether a company holds nothing but its one owner: no other member, no consultation, no service
 * request. Such a company (the empty one made on a first dashboard visit) may be given up when its
 * owner accepts an invitation to another company.
 */
export async function isDisposableCompany(db: DB, companyId: string): Promise<boolean> {
  const [members, consultations, requests] = await Promise.all([
    db.selectFrom("company_members").select("user_id").where("company_id", "=", companyId).limit(2).execute(),
    db.selectFrom("consultations").select("id").where("company_id", "=", companyId).limit(1).execute(),
    db.selectFrom("company_service_requests").select("id").where("company_id", "=", companyId).limit(1).execute(),
  ]);
  return members.length <= 1 && consultations.length === 0 && requests.length === 0;
}
