import { sql } from "kysely";
import type { DB } from "#db/index";
import { dbNow } from "#server/common/time";
import { AppError } from "#server/errors/app-error";
import type { z } from "zod";
import type { companyProfileInput, serviceRequestInput } from "./catalog";
import type { Membership } from "./membership";
import { noticeAdmins } from "#server/notifications/admin-notices";
import { ADMIN_NOTICE_QUEUES } from "#server/notifications/constants";

export async function readProfile(db: DB, companyId: string) {
  return db
    .selectFrom("companies")
    .select(["id", "legal_name_ar", "legal_name_en", "cr_number", "qfc_licence_number", "sector", "updated_at"])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
}

export async function updateProfile(db: DB, companyId: string, input: z.infer<typeof companyProfileInput>) {
  await db
    .updateTable("companies")
    .set({
      legal_name_ar: input.legalNameAr,
      legal_name_en: input.legalNameEn,
      cr_number: input.crNumber,
      qfc_licence_number: input.qfcLicenceNumber ?? null,
      sector: input.sector,
      updated_at: dbNow(),
    })
    .where("id", "=", companyId)
    .execute();
}

export async function listMembers(db: DB, companyId: string) {
  return db
    .selectFrom("company_members")
    .innerJoin("user", "user.id", "company_members.user_id")
    .select([
      "company_members.user_id as userId",
      "user.name",
      "user.email",
      "company_members.role",
      "company_members.joined_at as joinedAt",
    ])
    .where("company_members.company_id", "=", companyId)
    .orderBy("company_members.joined_at", "asc")
    .execute();
}

/** Pending invitations (not accepted, not revoked, not expired), newest first. */
export async function listPendingInvites(db: DB, companyId: string) {
  return db
    .selectFrom("company_invites")
    .select(["id", "email", "role", "created_at as createdAt", "expires_at as expiresAt"])
    .where("company_id", "=", companyId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", dbNow())
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
}

/**
 * Removes a member of the caller's company (a user of another company is not found). The company's
 * member rows are locked first, so two owners removing each other at once cannot leave it ownerless.
 */
export async function removeMember(db: DB, opts: { companyId: string; userId: string }) {
  await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom("company_members")
      .select(["user_id", "role"])
      .where("company_id", "=", opts.companyId)
      .forUpdate()
      .execute();
    const target = members.find((m) => m.user_id === opts.userId);
    if (!target) throw new AppError("not_found");
    if (target.role === "owner" && members.filter((m) => m.role === "owner").length <= 1) {
      throw new AppError("company_last_owner");
    }
    await trx.deleteFrom("company_members").where("company_id", "=", opts.companyId).where("user_id", "=", opts.userId).execute();
  });
}

/** Makes a member an owner or an owner a member; the company keeps at least one owner. */
export async function setMemberRole(db: DB, opts: { companyId: string; userId: string; role: "owner" | "member" }) {
  await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom("company_members")
      .select(["user_id", "role"])
      .where("company_id", "=", opts.companyId)
      .forUpdate()
      .execute();
    const target = members.find((m) => m.user_id === opts.userId);
    if (!target) throw new AppError("not_found");
    if (target.role === "owner" && opts.role === "member" && members.filter((m) => m.role === "owner").length <= 1) {
      throw new AppError("company_last_owner");
    }
    await trx
      .updateTable("company_members")
      .set({ role: opts.role })
      .where("company_id", "=", opts.companyId)
      .where("user_id", "=", opts.userId)
      .execute();
  });
}

/** The company's consultations (consultations.company_id), whichever member booked them. */
export async function listCompanyConsultations(db: DB, companyId: string) {
  return db
    .selectFrom("consultations")
    .innerJoin("user as client", "client.id", "consultations.client_id")
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select([
      "consultations.id",
      "consultations.reference",
      "consultations.service_area as serviceArea",
      "consultations.kind",
      "consultations.status",
      "consultations.starts_at as startsAt",
      "consultations.created_at as createdAt",
      "client.name as bookedBy",
      "lawyers.name_ar as lawyerNameAr",
      "lawyers.name_en as lawyerNameEn",
    ])
    .where("consultations.company_id", "=", companyId)
    .orderBy(sql`coalesce(consultations.starts_at, consultations.created_at)`, "desc")
    .limit(100)
    .execute();
}

export async function createServiceRequest(
  db: DB,
  opts: { membership: Membership; userId: string; input: z.infer<typeof serviceRequestInput> }
) {
  // Issue 29: the request and the admins' notice commit together.
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("company_service_requests")
      .values({ company_id: opts.membership.companyId, requested_by: opts.userId, service: opts.input.service, details: opts.input.details })
      .returning("id")
      .executeTakeFirstOrThrow();
    await noticeAdmins(trx, "admin_company_request", { href: `${ADMIN_NOTICE_QUEUES.admin_company_request}/${row.id}` });
    return row;
  });
}

export async function listServiceRequests(db: DB, companyId: string) {
  return db
    .selectFrom("company_service_requests")
    .leftJoin("user", "user.id", "company_service_requests.requested_by")
    .select([
      "company_service_requests.id",
      "company_service_requests.service",
      "company_service_requests.details",
      "company_service_requests.status",
      "company_service_requests.created_at as createdAt",
      "user.name as requestedBy",
    ])
    .where("company_service_requests.company_id", "=", companyId)
    .orderBy("company_service_requests.created_at", "desc")
    .limit(100)
    .execute();
}
