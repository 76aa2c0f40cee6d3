import { sql, type Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { isolate } from "#server/common/bidi";
import { getEnv } from "#server/config/env";
import { type AppLocale, localeOf } from "~/i18n/config";
import { labelOf } from "~/i18n/i18next.server";
import { emailT } from "#server/mail/render";
import { APPLICATION_DECISIONS, type ApplicationDecision } from "./constants";
import { applicationDecisionEmail, assignedWhat, assignmentEmail } from "./emails";
import type { InboxConfig } from "./inbox";

/**
 * The three inboxes of the back office (issue 10 §5), as configurations of one inbox module (./inbox.ts):
 * - contact: messages sent through /contact: new, in progress, answered, closed;
 * - applications: job applications sent from /careers/{posting}: received, shortlisted, rejected, hired;
 *   the CV stays private behind the signed-link route /careers/applications/{id}/cv (admins only);
 * - companyRequests: service requests made from a company's dashboard: submitted, in progress, done,
 *   assigned to an admin or a verified lawyer; the company's members see the state on their dashboard
 *   (server/company/queries.ts listServiceRequests reads the same row).
 */

/** The assignee of a row (joined as `assignee`), as every list and detail page shows it. */
const ASSIGNEE = ["assignee.id as assignee_id", "assignee.name as assignee_name"] as const;

const backOfficeUrl = (path: string, id: string) => `${getEnv().BASE_URL}/dashboard/admin/inbox/${path}/${id}`;

/** Contact messages with their assignee; the list's columns, which the detail extends. */
const contactWithAssignee = (db: DB) => db.selectFrom("contact_messages").leftJoin("user as assignee", "assignee.id", "contact_messages.assignee_id");
const CONTACT_COLUMNS = [
  "contact_messages.id",
  "contact_messages.full_name",
  "contact_messages.email",
  "contact_messages.subject",
  "contact_messages.preferred_language",
  "contact_messages.status",
  "contact_messages.created_at",
  "contact_messages.updated_at",
] as const;

export const CONTACT_INBOX = {
  kind: "contact",
  counted: (db) => db.selectFrom("contact_messages"),
  rows: (db: DB) => contactWithAssignee(db).select([...CONTACT_COLUMNS, ...ASSIGNEE]),
  detail: (db) => contactWithAssignee(db).select([...CONTACT_COLUMNS, "contact_messages.phone", "contact_messages.message", ...ASSIGNEE]),
  async assignment(trx, { id, staff, actor }) {
    const message = await trx.selectFrom("contact_messages").select(["full_name", "subject"]).where("id", "=", id).executeTakeFirstOrThrow();
    return assignmentEmail({
      locale: staff.locale,
      name: staff.name,
      actorName: actor.viewer.user.name,
      what: assignedWhat("contact", () => ({ name: isolate(message.full_name), subject: isolate(message.subject) })),
      url: backOfficeUrl("contact", id),
    });
  },
} satisfies InboxConfig<"contact", unknown, unknown>;

const isDecision = (state: string): state is ApplicationDecision => (APPLICATION_DECISIONS as readonly string[]).includes(state);

/** Applications with the posting they answer and their assignee. */
const applicationsWithPostings = (db: DB) =>
  db
    .selectFrom("job_applications")
    .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
    .leftJoin("user as assignee", "assignee.id", "job_applications.assignee_id");
const POSTING = ["job_postings.id as posting_id", "job_postings.title_ar as posting_title_ar", "job_postings.title_en as posting_title_en"] as const;

export const APPLICATIONS_INBOX = {
  kind: "applications",
  counted: (db) => db.selectFrom("job_applications").innerJoin("job_postings", "job_postings.id", "job_applications.posting_id"),
  rows: (db: DB) =>
    applicationsWithPostings(db).select([
      "job_applications.id",
      "job_applications.full_name",
      "job_applications.email",
      "job_applications.status",
      "job_applications.created_at",
      ...POSTING,
      ...ASSIGNEE,
    ]),
  searchAlso: sql<string>`job_postings.title_ar || ' ' || job_postings.title_en`,
  filters: (input) => [input.posting ? sql<boolean>`job_applications.posting_id = ${input.posting}` : null],
  detail: (db) =>
    applicationsWithPostings(db).select([
      "job_applications.id",
      "job_applications.full_name",
      "job_applications.email",
      "job_applications.phone",
      "job_applications.cover_letter",
      "job_applications.cv_file_name",
      "job_applications.cv_content_type",
      "job_applications.cv_size",
      "job_applications.locale",
      "job_applications.status",
      "job_applications.created_at",
      "job_applications.updated_at",
      ...POSTING,
      "job_postings.closes_at as posting_closes_at",
      ...ASSIGNEE,
    ]),
  async assignment(trx, { id, staff, actor }) {
    const application = await trx
      .selectFrom("job_applications")
      .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
      .select(["job_applications.full_name", "job_postings.title_ar", "job_postings.title_en"])
      .where("job_applications.id", "=", id)
      .executeTakeFirstOrThrow();
    return assignmentEmail({
      locale: staff.locale,
      name: staff.name,
      actorName: actor.viewer.user.name,
      what: assignedWhat("application", (locale) => ({
        name: isolate(application.full_name),
        posting: isolate(locale === "ar" ? application.title_ar || application.title_en : application.title_en || application.title_ar),
      })),
      url: backOfficeUrl("applications", id),
    });
  },
  /** A decision (shortlisted, rejected, hired) is mailed to the applicant in the language they applied in. */
  async stateMail(trx, { id, status }) {
    if (!isDecision(status)) return null;
    const row = await trx
      .selectFrom("job_applications")
      .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
      .select(["job_applications.email", "job_applications.full_name", "job_applications.locale", "job_postings.title_ar", "job_postings.title_en"])
      .where("job_applications.id", "=", id)
      .executeTakeFirstOrThrow();
    const env = getEnv();
    return {
      to: row.email,
      ...applicationDecisionEmail({
        locale: localeOf(row.locale),
        name: row.full_name,
        decision: status,
        postingTitle: { ar: row.title_ar, en: row.title_en },
        careersUrl: `${env.BASE_URL}/careers`,
        contactUrl: `${env.BASE_URL}/contact`,
      }),
    };
  },
} satisfies InboxConfig<"applications", unknown, unknown>;

/** Every posting that has applications (open or closed), for the applications list's filter. */
export async function listPostingsWithApplications(db: DB) {
  return db
    .selectFrom("job_postings")
    .select(["id", "title_ar", "title_en", "closes_at"])
    .where(({ exists, selectFrom }) => exists(selectFrom("job_applications").select(sql`1`.as("one")).whereRef("job_applications.posting_id", "=", "job_postings.id")))
    .orderBy("published_at", "desc")
    .limit(200)
    .execute();
}

/** A service's name in the catalogue (company:services.*), for emails. */
export const serviceName = (service: string, locale: AppLocale) => labelOf(locale, "company", `services.${service}`, service);
export const companyName = (c: { legal_name_ar: string; legal_name_en: string }, locale: AppLocale) =>
  (locale === "ar" ? c.legal_name_ar || c.legal_name_en : c.legal_name_en || c.legal_name_ar) || "—";

/** Service requests with their company and who made them. */
const companyRequests = (db: Kysely<Database>) =>
  db
    .selectFrom("company_service_requests")
    .innerJoin("companies", "companies.id", "company_service_requests.company_id")
    .leftJoin("user as requester", "requester.id", "company_service_requests.requested_by");

/** A company's service request with its company, who asked and its assignee. */
function companyRequestDetail(db: Kysely<Database>) {
  return companyRequests(db)
    .leftJoin("user as assignee", "assignee.id", "company_service_requests.assignee_id")
    .select([
      "company_service_requests.id",
      "company_service_requests.service",
      "company_service_requests.details",
      "company_service_requests.status",
      "company_service_requests.created_at",
      "company_service_requests.updated_at",
      "companies.id as company_id",
      "companies.legal_name_ar",
      "companies.legal_name_en",
      "companies.cr_number",
      "companies.qfc_licence_number",
      "companies.sector",
      "requester.name as requester_name",
      "requester.email as requester_email",
      ...ASSIGNEE,
    ]);
}

export function readCompanyRequest(db: Kysely<Database>, id: string) {
  return companyRequestDetail(db).where("company_service_requests.id", "=", id).executeTakeFirst();
}

export const COMPANY_REQUESTS_INBOX = {
  kind: "companyRequests",
  counted: companyRequests,
  rows: (db: DB) =>
    companyRequests(db)
      .leftJoin("user as assignee", "assignee.id", "company_service_requests.assignee_id")
      .select([
        "company_service_requests.id",
        "company_service_requests.service",
        "company_service_requests.status",
        "company_service_requests.created_at",
        "companies.legal_name_ar",
        "companies.legal_name_en",
        "requester.name as requester_name",
        ...ASSIGNEE,
      ]),
  searchAlso: sql<string>`companies.legal_name_ar || ' ' || companies.legal_name_en || ' ' || companies.cr_number || ' ' || coalesce(requester.name, '') || ' ' || coalesce(requester.email, '')`,
  detail: companyRequestDetail,
  /**
   * A lawyer, who cannot open the back office, is sent the request's details and whom to contact; an
   * admin gets a link to it.
   */
  async assignment(trx, { id, staff, actor }) {
    const row = (await readCompanyRequest(trx, id))!;
    const details = (locale: AppLocale) => {
      const label = (field: string) => emailT(locale)(`assignment.companyRequestLabels.${field}`);
      return [
        { label: label("company"), value: companyName(row, locale) },
        { label: label("cr"), value: row.cr_number || "—" },
        { label: label("service"), value: serviceName(row.service, locale) },
        { label: label("requester"), value: row.requester_name ?? "—" },
        { label: label("email"), value: row.requester_email ?? "—" },
      ];
    };
    const forLawyer = staff.role === "lawyer";
    return assignmentEmail({
      locale: staff.locale,
      name: staff.name,
      actorName: actor.viewer.user.name,
      what: assignedWhat("companyRequest", (locale) => ({ company: isolate(companyName(row, locale)), service: serviceName(row.service, locale) })),
      details: { ar: details("ar"), en: details("en") },
      quote: forLawyer ? row.details : undefined,
      url: forLawyer ? undefined : backOfficeUrl("company-requests", id),
    });
  },
} satisfies InboxConfig<"companyRequests", unknown, unknown>;
