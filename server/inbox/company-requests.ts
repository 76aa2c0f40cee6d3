import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { DB } from "#db/index";
import { isUuid } from "#server/common/ids";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { recordAudit } from "#server/audit/record";
import { AUDIT_OF, type CompanyRequestState } from "./constants";
import { assignedWhat, assignmentEmail, companyRequestReplyEmail } from "./emails";
import {
  addNote,
  allOf,
  assigneeCondition,
  assignItem,
  changeState,
  countsOf,
  listHistory,
  listStaff,
  lockItem,
  notifyAssignee,
  pageOf,
  queueInboxMail,
  recordInboxEvent,
  searchCondition,
  touchItem,
  type InboxActor,
} from "./items";
import type { CompanyRequestListInput } from "./schemas";
import { isolate } from "#server/common/bidi";
import { type AppLocale, localeOf } from "~/i18n/config";
import { labelOf } from "~/i18n/i18next.server";
import { emailT } from "#server/mail/render";

/**
 * Issue 10 §5: service requests made from a company's dashboard: submitted, in progress, done,
 * assigned to an admin or a verified lawyer. The company's members see the state on their dashboard
 * (server/company/queries.ts listServiceRequests reads the same row).
 */

/** The services' names (app/locales/{ar,en}/company.json), for emails. */
const serviceName = (service: string, locale: AppLocale) => labelOf(locale, "company", `services.${service}`, service);
const companyName = (c: { legal_name_ar: string; legal_name_en: string }, locale: AppLocale) =>
  (locale === "ar" ? c.legal_name_ar || c.legal_name_en : c.legal_name_en || c.legal_name_ar) || "—";

export async function listCompanyRequests(db: DB, opts: { viewerId: string; input: CompanyRequestListInput }) {
  const { input } = opts;
  const filters = allOf([
    assigneeCondition("company_service_requests.assignee_id", input.assignee, opts.viewerId),
    searchCondition(
      "company_service_requests.search_text",
      input.q,
      sql<string>`companies.legal_name_ar || ' ' || companies.legal_name_en || ' ' || companies.cr_number || ' ' || coalesce(requester.name, '') || ' ' || coalesce(requester.email, '')`,
    ),
  ]);
  const counted = await db
    .selectFrom("company_service_requests")
    .innerJoin("companies", "companies.id", "company_service_requests.company_id")
    .leftJoin("user as requester", "requester.id", "company_service_requests.requested_by")
    .select(["company_service_requests.status", sql<number>`count(*)::int`.as("count")])
    .where(filters)
    .groupBy("company_service_requests.status")
    .execute();
  const counts = countsOf("companyRequests", counted);
  const total = counts[input.status ?? "all"] ?? 0;
  const paging = pageOf(total, input.page);
  let rows = db
    .selectFrom("company_service_requests")
    .innerJoin("companies", "companies.id", "company_service_requests.company_id")
    .leftJoin("user as requester", "requester.id", "company_service_requests.requested_by")
    .leftJoin("user as assignee", "assignee.id", "company_service_requests.assignee_id")
    .select([
      "company_service_requests.id",
      "company_service_requests.service",
      "company_service_requests.status",
      "company_service_requests.created_at",
      "companies.legal_name_ar",
      "companies.legal_name_en",
      "requester.name as requester_name",
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where(filters);
  if (input.status) rows = rows.where("company_service_requests.status", "=", input.status);
  return {
    rows: await rows
      .orderBy("company_service_requests.created_at", "desc")
      .orderBy("company_service_requests.id", "desc")
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    counts,
    total,
    ...paging,
  };
}

async function readRequestRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("company_service_requests")
    .innerJoin("companies", "companies.id", "company_service_requests.company_id")
    .leftJoin("user as requester", "requester.id", "company_service_requests.requested_by")
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
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where("company_service_requests.id", "=", id)
    .executeTakeFirst();
}

export async function readCompanyRequest(db: DB, id: string) {
  if (!isUuid(id)) throw new AppError("not_found");
  const row = await readRequestRow(db, id);
  if (!row) throw new AppError("not_found");
  const [history, staff] = await Promise.all([listHistory(db, "companyRequests", id), listStaff(db, "companyRequests")]);
  return { ...row, status: row.status as CompanyRequestState, history, staff: staff.map(({ id, name, role }) => ({ id, name, role })) };
}

export async function setCompanyRequestState(db: DB, opts: { actor: InboxActor; id: string; status: CompanyRequestState }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const result = await db.transaction().execute((trx) => changeState({ trx, kind: "companyRequests", id: opts.id, to: opts.status, actor: opts.actor }));
  return { status: result.to };
}

/**
 * Assigns the request to an admin or a verified lawyer. A lawyer, who cannot open the back office, is
 * sent the request's details and whom to contact; an admin gets a link to it.
 */
export async function assignCompanyRequest(db: DB, opts: { actor: InboxActor; id: string; assigneeId: string | null }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const assignee = await db.transaction().execute(async (trx) => {
    const { assignee } = await assignItem({ trx, kind: "companyRequests", ...opts });
    const row = (await readRequestRow(trx, opts.id))!;
    await notifyAssignee(trx, {
      assignee,
      actor: opts.actor,
      message: (staff) => {
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
          actorName: opts.actor.viewer.user.name,
          what: assignedWhat("companyRequest", (locale) => ({ company: isolate(companyName(row, locale)), service: serviceName(row.service, locale) })),
          details: { ar: details("ar"), en: details("en") },
          quote: forLawyer ? row.details : undefined,
          url: forLawyer ? undefined : `${getEnv().BASE_URL}/dashboard/admin/inbox/company-requests/${opts.id}`,
        });
      },
    });
    return assignee;
  });
  return { assigneeId: assignee?.id ?? null };
}

export async function noteOnCompanyRequest(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  await db.transaction().execute((trx) => addNote({ trx, kind: "companyRequests", ...opts }));
  return { saved: true as const };
}

/**
 * Answers a company's service request by email (issue 13 §1): every member of the company gets the reply
 * in their own language, the history keeps it, and a request still "submitted" moves to "in progress". The
 * members see the state on their dashboard.
 */
export async function replyToCompanyRequest(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const count = await db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, "companyRequests", opts.id);
    const row = (await readRequestRow(trx, opts.id))!;
    const members = await trx
      .selectFrom("company_members")
      .innerJoin("user", "user.id", "company_members.user_id")
      .select(["user.name", "user.email", "user.locale"])
      .where("company_members.company_id", "=", row.company_id)
      .where("user.suspended_at", "is", null)
      .orderBy("company_members.role")
      .execute();
    const to = item.status === "submitted" ? "in_progress" : item.status;
    await touchItem(trx, "companyRequests", opts.id, { status: to });
    const emails = members.map((m) => m.email).join(", ");
    const eventId = await recordInboxEvent(trx, {
      kind: "companyRequests",
      itemId: opts.id,
      actor: opts.actor,
      event: "reply",
      fromStatus: item.status,
      toStatus: to,
      body: opts.body,
      mailTo: emails.length > 254 ? `${emails.slice(0, 253)}…` : emails,
    });
    await recordAudit(trx, opts.actor, {
      action: `${AUDIT_OF.companyRequests.action}.reply`,
      entityType: AUDIT_OF.companyRequests.entityType,
      entityId: opts.id,
      summary: `${item.label}: replied by email to ${members.length} member(s)`,
      before: { status: item.status },
      after: { status: to, reply: opts.body },
    });
    const env = getEnv();
    const service = { ar: serviceName(row.service, "ar"), en: serviceName(row.service, "en") };
    const company = { ar: companyName(row, "ar"), en: companyName(row, "en") };
    for (const member of members) {
      await queueInboxMail(trx, eventId, {
        to: member.email,
        ...companyRequestReplyEmail({
          locale: localeOf(member.locale),
          name: member.name,
          company,
          service,
          reply: opts.body,
          staffName: opts.actor.viewer.user.name,
          dashboardUrl: `${env.BASE_URL}/dashboard/company`,
        }),
      });
    }
    return members.length;
  });
  return { members: count };
}
