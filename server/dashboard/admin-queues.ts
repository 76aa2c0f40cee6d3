import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "#db/index";

/** "This week" for the admin's hearings queue: the next 7 days from now. */
const HEARINGS_WINDOW_DAYS = 7;
export const UNACCEPTED_PAGE_SIZE = 25;

/**
 * The back office's home (issue 10 §1): what waits for the firm, one count per queue, the six
 * aggregates run side by side.
 */
export async function countAdminQueues(db: DB) {
  const count = sql<number>`count(*)::int`.as("count");
  const [
    verifications,
    contact,
    applications,
    companyRequests,
    consultations,
    hearings,
    standing,
  ] = await Promise.all([
    db
      .selectFrom("profiles")
      .select(count)
      .where("verification_status", "=", "pending")
      .where("user_type", "in", ["lawyer", "company"])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contact_messages")
      .select(count)
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("job_applications")
      .select(count)
      .where("status", "=", "received")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("company_service_requests")
      .select(count)
      .where("status", "=", "submitted")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("consultations")
      .select(count)
      .where("status", "=", "requested")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("case_hearings")
      .select(count)
      .where("status", "=", "scheduled")
      .where("starts_at", ">=", sql<Date>`now()`)
      .where(
        "starts_at",
        "<",
        sql<Date>`now() + make_interval(days => ${HEARINGS_WINDOW_DAYS})`
      )
      .executeTakeFirstOrThrow(),
    // Issue 13 §1: lawyers' stated courts and QFC rights waiting for confirmation.
    db
      .selectFrom("lawyer_standing_requests")
      .select(count)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    verifications: verifications.count,
    contact: contact.count,
    applications: applications.count,
    companyRequests: companyRequests.count,
    consultations: consultations.count,
    hearings: hearings.count,
    standing: standing.count,
  };
}

export const unacceptedConsultationsInput = z.object({ page: z.number().int().min(1).max(10_000).default(1) }).default({ page: 1 });

/**
 * Consultation requests that no lawyer has accepted yet, oldest first: the admin sees who has been
 * waiting longest, whether a lawyer was chosen or "any suitable lawyer", and opens the request.
 */
export async function listUnacceptedConsultations(db: DB, input: z.output<typeof unacceptedConsultationsInput>) {
  const base = db
    .selectFrom("consultations")
    .where("consultations.status", "=", "requested");
  const [rows, total] = await Promise.all([
    base
      .innerJoin("user as client", "client.id", "consultations.client_id")
      .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
      .select([
        "consultations.id",
        "consultations.reference",
        "consultations.service_area",
        "consultations.kind",
        "consultations.any_lawyer",
        "consultations.starts_at",
        "consultations.created_at",
        "consultations.escalated_at",
        "client.name as client_name",
        "lawyers.name_ar as lawyer_name_ar",
        "lawyers.name_en as lawyer_name_en",
        sql<number>`(select count(*)::int from consultation_offers o where o.consultation_id = consultations.id and o.declined_at is null)`.as(
          "open_offers"
        ),
      ])
      .orderBy("consultations.created_at", "asc")
      .orderBy("consultations.id", "asc")
      .limit(UNACCEPTED_PAGE_SIZE)
      .offset((input.page - 1) * UNACCEPTED_PAGE_SIZE)
      .execute(),
    base
      .select(sql<number>`count(*)::int`.as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows,
    total: total.count,
    page: input.page,
    pageSize: UNACCEPTED_PAGE_SIZE,
  };
}
