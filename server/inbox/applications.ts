import { sql } from "kysely";
import type { DB } from "#db/index";
import { isUuid } from "#server/common/ids";
import { getEnv } from "#server/config/env";
import { AppError } from "#server/errors/app-error";
import { APPLICATION_DECISIONS, type ApplicationDecision, type ApplicationState } from "./constants";
import { applicationDecisionEmail, assignedWhat, assignmentEmail } from "./emails";
import {
  addNote,
  allOf,
  assigneeCondition,
  assignItem,
  changeState,
  countsOf,
  listHistory,
  listStaff,
  notifyAssignee,
  pageOf,
  queueInboxMail,
  searchCondition,
  type InboxActor,
} from "./items";
import type { ApplicationListInput } from "./schemas";
import { isolate } from "#server/common/bidi";
import { localeOf } from "~/i18n/config";

/**
 * Issue 10 §5: job applications sent from /careers/{posting}: received, shortlisted, rejected, hired.
 * The CV stays private behind the signed-link route /careers/applications/{id}/cv (admins only).
 */

const isDecision = (state: string): state is ApplicationDecision => (APPLICATION_DECISIONS as readonly string[]).includes(state);

export async function listApplications(db: DB, opts: { viewerId: string; input: ApplicationListInput }) {
  const { input } = opts;
  const filters = allOf([
    assigneeCondition("job_applications.assignee_id", input.assignee, opts.viewerId),
    searchCondition("job_applications.search_text", input.q, sql<string>`job_postings.title_ar || ' ' || job_postings.title_en`),
    input.posting ? sql<boolean>`job_applications.posting_id = ${input.posting}` : null,
  ]);
  const counted = await db
    .selectFrom("job_applications")
    .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
    .select(["job_applications.status", sql<number>`count(*)::int`.as("count")])
    .where(filters)
    .groupBy("job_applications.status")
    .execute();
  const counts = countsOf("applications", counted);
  const total = counts[input.status ?? "all"] ?? 0;
  const paging = pageOf(total, input.page);
  let rows = db
    .selectFrom("job_applications")
    .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
    .leftJoin("user as assignee", "assignee.id", "job_applications.assignee_id")
    .select([
      "job_applications.id",
      "job_applications.full_name",
      "job_applications.email",
      "job_applications.status",
      "job_applications.created_at",
      "job_postings.id as posting_id",
      "job_postings.title_ar as posting_title_ar",
      "job_postings.title_en as posting_title_en",
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where(filters);
  if (input.status) rows = rows.where("job_applications.status", "=", input.status);
  return {
    rows: await rows
      .orderBy("job_applications.created_at", "desc")
      .orderBy("job_applications.id", "desc")
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    counts,
    total,
    ...paging,
  };
}

/** Every posting that has applications (open or closed), for the list's filter. */
export async function listPostingsWithApplications(db: DB) {
  return db
    .selectFrom("job_postings")
    .select(["id", "title_ar", "title_en", "closes_at"])
    .where(({ exists, selectFrom }) => exists(selectFrom("job_applications").select(sql`1`.as("one")).whereRef("job_applications.posting_id", "=", "job_postings.id")))
    .orderBy("published_at", "desc")
    .limit(200)
    .execute();
}

export async function readApplication(db: DB, id: string) {
  if (!isUuid(id)) throw new AppError("not_found");
  const row = await db
    .selectFrom("job_applications")
    .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
    .leftJoin("user as assignee", "assignee.id", "job_applications.assignee_id")
    .select([
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
      "job_postings.id as posting_id",
      "job_postings.title_ar as posting_title_ar",
      "job_postings.title_en as posting_title_en",
      "job_postings.closes_at as posting_closes_at",
      "assignee.id as assignee_id",
      "assignee.name as assignee_name",
    ])
    .where("job_applications.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found");
  const [history, staff] = await Promise.all([listHistory(db, "applications", id), listStaff(db, "applications")]);
  return { ...row, status: row.status as ApplicationState, history, staff: staff.map(({ id, name, role }) => ({ id, name, role })) };
}

/**
 * Moves an application to another state. A decision (shortlisted, rejected, hired) is mailed to the
 * applicant in the language they applied in, queued with the change; `mailed` says whether one was queued (false
 * when the new state is not a decision).
 */
export async function setApplicationState(db: DB, opts: { actor: InboxActor; id: string; status: ApplicationState }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const decision = isDecision(opts.status) ? opts.status : null;
  return db.transaction().execute(async (trx) => {
    const changed = await changeState({
      trx,
      kind: "applications",
      id: opts.id,
      to: opts.status,
      actor: opts.actor,
      mailTo: async () =>
        decision ? (await trx.selectFrom("job_applications").select("email").where("id", "=", opts.id).executeTakeFirstOrThrow()).email : null,
    });
    if (!decision || !changed.mailTo) return { status: changed.to, mailed: false };
    const row = await trx
      .selectFrom("job_applications")
      .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
      .select(["job_applications.full_name", "job_applications.locale", "job_postings.title_ar", "job_postings.title_en"])
      .where("job_applications.id", "=", opts.id)
      .executeTakeFirstOrThrow();
    const env = getEnv();
    await queueInboxMail(trx, changed.eventId, {
      to: changed.mailTo,
      ...applicationDecisionEmail({
        locale: localeOf(row.locale),
        name: row.full_name,
        decision,
        postingTitle: { ar: row.title_ar, en: row.title_en },
        careersUrl: `${env.BASE_URL}/careers`,
        contactUrl: `${env.BASE_URL}/contact`,
      }),
    });
    return { status: changed.to, mailed: true };
  });
}

export async function assignApplication(db: DB, opts: { actor: InboxActor; id: string; assigneeId: string | null }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  const assignee = await db.transaction().execute(async (trx) => {
    const { assignee } = await assignItem({ trx, kind: "applications", ...opts });
    const application = await trx
      .selectFrom("job_applications")
      .innerJoin("job_postings", "job_postings.id", "job_applications.posting_id")
      .select(["job_applications.full_name", "job_postings.title_ar", "job_postings.title_en"])
      .where("job_applications.id", "=", opts.id)
      .executeTakeFirstOrThrow();
    await notifyAssignee(trx, {
      assignee,
      actor: opts.actor,
      message: (staff) =>
        assignmentEmail({
          locale: staff.locale,
          name: staff.name,
          actorName: opts.actor.viewer.user.name,
          what: assignedWhat("application", (locale) => ({
            name: isolate(application.full_name),
            posting: isolate(locale === "ar" ? application.title_ar || application.title_en : application.title_en || application.title_ar),
          })),
          url: `${getEnv().BASE_URL}/dashboard/admin/inbox/applications/${opts.id}`,
        }),
    });
    return assignee;
  });
  return { assigneeId: assignee?.id ?? null };
}

export async function noteOnApplication(db: DB, opts: { actor: InboxActor; id: string; body: string }) {
  if (!isUuid(opts.id)) throw new AppError("not_found");
  await db.transaction().execute((trx) => addNote({ trx, kind: "applications", ...opts }));
  return { saved: true as const };
}
