import { sql, type Kysely } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { CASE_FIELD_COLUMNS, caseHeadline, selectAccessibleCases } from "./access";
import { CASE_STATUSES, type CaseStatus } from "./constants";
import { iso } from "#server/common/time";
import { HEARING_WITH_CASE_COLUMNS, hearingView, nextHearingAt } from "./queries";

/** The cases on each dashboard: a person's own cases, a lawyer's agenda of hearings, the admin's overview of the week. */

// ------------------------------------------------------------------ dashboards

/**
 * The viewer's own cases for their dashboard: as the client, as a member of the owning company, or
 * as an assigned lawyer (an admin sees here only what they are a party to; /admin/cases lists all),
 * open ones first, with the next step and the next hearing.
 */
export async function listMyCases(db: DB, viewer: Viewer, opts: { limit?: number } = {}) {
  const asParty: Viewer = viewer.role === "admin" ? { ...viewer, role: null } : viewer;
  const rows = await selectAccessibleCases(db, asParty)
    .select([
      "cases.id",
      ...CASE_FIELD_COLUMNS,
      "cases.updated_at",
      nextHearingAt.as("next_hearing_at"),
      sql<string | null>`(select h.id from case_hearings h where h.case_id = cases.id and h.status = 'scheduled' and h.starts_at >= now() order by h.starts_at limit 1)`.as("next_hearing_id"),
    ])
    .orderBy(sql`cases.status = 'closed'`)
    .orderBy("cases.updated_at", "desc")
    .limit(opts.limit ?? 100)
    .execute();
  return rows.map((r) => ({
    ...caseHeadline(r),
    status: r.status as CaseStatus,
    next_step: r.next_step,
    next_step_due: r.next_step_due,
    next_hearing: r.next_hearing_id ? { id: r.next_hearing_id, starts_at: iso(r.next_hearing_at)! } : null,
    updated_at: iso(r.updated_at)!,
    capacity: r.capacity,
  }));
}

export function hearingsWithCases(db: Kysely<Database>) {
  return db
    .selectFrom("case_hearings")
    .innerJoin("cases", "cases.id", "case_hearings.case_id")
    .innerJoin("user as client", "client.id", "cases.client_id")
    .select([...HEARING_WITH_CASE_COLUMNS, "client.name as client_name"])
    .where("case_hearings.status", "=", "scheduled");
}

export function agendaItem(r: Awaited<ReturnType<ReturnType<typeof hearingsWithCases>["execute"]>>[number]) {
  return {
    ...hearingView(r),
    case: { id: r.case_id, reference: r.reference, title_ar: r.title_ar, title_en: r.title_en, client_name: r.client_name },
  };
}

/** A lawyer's dashboard: their assigned cases and the scheduled hearings of those cases in the next 14 days. */
export async function lawyerCaseAgenda(db: DB, viewer: Viewer, now = new Date()) {
  const until = new Date(now.getTime() + 14 * 24 * 3600_000);
  const [cases, hearings, token] = await Promise.all([
    listMyCases(db, viewer),
    hearingsWithCases(db)
      .where("case_hearings.starts_at", ">=", now)
      .where("case_hearings.starts_at", "<", until)
      .where((eb) => eb.exists(eb.selectFrom("case_lawyers").select(sql`1`.as("one")).whereRef("case_lawyers.case_id", "=", "cases.id").where("case_lawyers.lawyer_user_id", "=", viewer.user.id)))
      .orderBy("case_hearings.starts_at")
      .limit(200)
      .execute(),
    db.selectFrom("case_calendar_tokens").select(["created_at", "last_used_at"]).where("user_id", "=", viewer.user.id).executeTakeFirst(),
  ]);
  return {
    cases,
    hearings: hearings.map(agendaItem),
    calendarFeed: token ? { active: true, created_at: iso(token.created_at)!, last_used_at: iso(token.last_used_at) } : { active: false, created_at: null, last_used_at: null },
  };
}

/** Sunday 00:00 of the Qatar week that holds `now` (the work week runs Sunday to Thursday), and the next Sunday. */
export function qatarWeek(now: Date): { from: Date; to: Date } {
  const doha = new Date(now.getTime() + 3 * 3600_000);
  const midnight = Date.UTC(doha.getUTCFullYear(), doha.getUTCMonth(), doha.getUTCDate()) - 3 * 3600_000;
  const from = new Date(midnight - doha.getUTCDay() * 24 * 3600_000);
  return { from, to: new Date(from.getTime() + 7 * 24 * 3600_000) };
}

/** The admin dashboard: cases per status and this week's scheduled hearings (Qatar week, Sunday to Saturday). */
export async function adminCaseOverview(db: DB, now = new Date()) {
  const week = qatarWeek(now);
  const [countRows, hearings] = await Promise.all([
    db.selectFrom("cases").select(["status", sql<number>`count(*)::int`.as("count")]).groupBy("status").execute(),
    hearingsWithCases(db).where("case_hearings.starts_at", ">=", week.from).where("case_hearings.starts_at", "<", week.to).orderBy("case_hearings.starts_at").limit(500).execute(),
  ]);
  const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
  for (const c of countRows) counts[c.status as CaseStatus] = Number(c.count);
  return {
    counts: { ...counts, all: CASE_STATUSES.reduce((sum, s) => sum + counts[s], 0) },
    week: { from: week.from.toISOString(), to: week.to.toISOString() },
    hearings: hearings.map(agendaItem),
  };
}
