import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { AppError, notFound } from "#server/errors/app-error";
import { requireAction, requireCase, type CaseForViewer } from "./access";
import { HEARING_HORIZON_YEARS, HEARING_REMINDER_BEFORE_MS, type CaseAction } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";

type Trx = Transaction<Database>;

/**
 * Hearings (issue 9 §1): the assigned lawyer (or an admin) schedules them, changes their details,
 * moves, cancels them and records the outcome. Each change bumps the hearing's iCalendar SEQUENCE,
 * so the .ics sent with the email replaces the entry in everyone's calendar, and re-arms or disarms
 * the 24 h reminder (server/cases/reminders.ts).
 */

function checkTime(startsAt: Date, now: Date): void {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + HEARING_HORIZON_YEARS);
  if (startsAt.getTime() <= now.getTime() || startsAt.getTime() > horizon.getTime()) throw new AppError("hearing_time_invalid");
}

/** When the 24 h reminder falls due, or null when that moment has already passed (no late "tomorrow" reminder). */
export function reminderDueAt(startsAt: Date, now: Date): Date | null {
  const due = new Date(startsAt.getTime() - HEARING_REMINDER_BEFORE_MS);
  return due.getTime() > now.getTime() ? due : null;
}

async function lockedHearing(trx: Trx, viewer: Viewer, opts: { id: string; hearingId: string; action: CaseAction }) {
  const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
  if (!isUuid(opts.hearingId)) notFound();
  const hearing = await trx
    .selectFrom("case_hearings")
    .selectAll()
    .where("id", "=", opts.hearingId.toLowerCase())
    .where("case_id", "=", found.id)
    .forUpdate()
    .executeTakeFirst();
  if (!hearing) notFound();
  requireAction(found, opts.action);
  return { found, hearing: { ...hearing, starts_at: new Date(hearing.starts_at) } };
}

const iso = (d: Date) => d.toISOString();

export async function addHearing(opts: CaseActor & {
  db: DB;
  id: string;
  startsAt: Date;
  court?: string | null;
  chamber: string | null;
  purpose: string;
  now?: Date;
}) {
  const { db, viewer } = opts;
  const now = opts.now ?? new Date();
  return runCaseChange(db, async (trx) => {
    const found: CaseForViewer = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "addHearing");
    checkTime(opts.startsAt, now);
    const caseCourt = await trx.selectFrom("cases").select("court").where("id", "=", found.id).executeTakeFirstOrThrow();
    const court = opts.court === undefined || opts.court === null ? caseCourt.court : opts.court;
    const hearing = await trx
      .insertInto("case_hearings")
      .values({
        case_id: found.id,
        starts_at: opts.startsAt,
        court,
        chamber: opts.chamber ?? "",
        purpose: opts.purpose,
        outcome: null,
        reminder_due_at: reminderDueAt(opts.startsAt, now),
        reminder_sent_at: null,
        created_by: viewer.user.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "hearing_scheduled",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, startsAt: iso(opts.startsAt), court },
        audit: auditOf(opts, null, { hearingId: hearing.id, starts_at: iso(opts.startsAt), court, chamber: opts.chamber ?? "", purpose: opts.purpose }),
      },
    );
    return { id: hearing.id };
  });
}

/** Changes the court, chamber or purpose of a scheduled hearing. */
export async function updateHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; court?: string | null; chamber?: string | null; purpose?: string }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, hearing } = await lockedHearing(trx, viewer, { id: opts.id, hearingId: opts.hearingId, action: "updateHearing" });
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    const changes: { court?: string | null; chamber?: string; purpose?: string } = {};
    if (opts.court !== undefined && opts.court !== hearing.court) changes.court = opts.court;
    if (opts.chamber !== undefined && (opts.chamber ?? "") !== hearing.chamber) changes.chamber = opts.chamber ?? "";
    if (opts.purpose !== undefined && opts.purpose !== hearing.purpose) changes.purpose = opts.purpose;
    const fields = Object.keys(changes);
    if (fields.length === 0) return { changed: false };
    await trx
      .updateTable("case_hearings")
      .set({ ...changes, sequence: sql<number>`sequence + 1`, updated_at: sql<Date>`now()` })
      .where("id", "=", hearing.id)
      .execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "hearing_updated",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, startsAt: iso(hearing.starts_at), fields },
        audit: auditOf(opts, { hearingId: hearing.id, ...Object.fromEntries(fields.map((f) => [f, hearing[f as keyof typeof changes] ?? null])) }, { hearingId: hearing.id, ...changes }),
      },
    );
    return { changed: true };
  });
}

/** Moves a scheduled hearing to another time (an adjournment): the reminder follows the new time. */
export async function moveHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; startsAt: Date; reason: string | null; now?: Date }) {
  const { db, viewer } = opts;
  const now = opts.now ?? new Date();
  return runCaseChange(db, async (trx) => {
    const { found, hearing } = await lockedHearing(trx, viewer, { id: opts.id, hearingId: opts.hearingId, action: "moveHearing" });
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    checkTime(opts.startsAt, now);
    if (hearing.starts_at.getTime() === opts.startsAt.getTime()) return { changed: false };
    await trx
      .updateTable("case_hearings")
      .set({
        starts_at: opts.startsAt,
        sequence: sql<number>`sequence + 1`,
        reminder_due_at: reminderDueAt(opts.startsAt, now),
        reminder_sent_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", hearing.id)
      .execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "hearing_moved",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, previousStartsAt: iso(hearing.starts_at), startsAt: iso(opts.startsAt), reason: opts.reason },
        audit: auditOf(opts, { hearingId: hearing.id, starts_at: iso(hearing.starts_at) }, { hearingId: hearing.id, starts_at: iso(opts.startsAt), reason: opts.reason }),
      },
    );
    return { changed: true };
  });
}

export async function cancelHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; reason: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, hearing } = await lockedHearing(trx, viewer, { id: opts.id, hearingId: opts.hearingId, action: "cancelHearing" });
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    await trx
      .updateTable("case_hearings")
      .set({ status: "cancelled", sequence: sql<number>`sequence + 1`, reminder_due_at: null, updated_at: sql<Date>`now()` })
      .where("id", "=", hearing.id)
      .execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "hearing_cancelled",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, startsAt: iso(hearing.starts_at), reason: opts.reason },
        audit: auditOf(opts, { hearingId: hearing.id, status: hearing.status }, { hearingId: hearing.id, status: "cancelled", reason: opts.reason }),
      },
    );
    return { changed: true };
  });
}

/** Records (or corrects) what happened at a hearing once its time has come; it becomes "held". */
export async function recordHearingOutcome(opts: CaseActor & { db: DB; id: string; hearingId: string; outcome: string; now?: Date }) {
  const { db, viewer } = opts;
  const now = opts.now ?? new Date();
  return runCaseChange(db, async (trx) => {
    const { found, hearing } = await lockedHearing(trx, viewer, { id: opts.id, hearingId: opts.hearingId, action: "recordOutcome" });
    if (hearing.status === "cancelled" || hearing.starts_at.getTime() > now.getTime()) throw new AppError("case_action_not_allowed");
    if (hearing.status === "held" && hearing.outcome === opts.outcome) return { changed: false };
    await trx
      .updateTable("case_hearings")
      .set({ status: "held", outcome: opts.outcome, reminder_due_at: null, updated_at: sql<Date>`now()` })
      .where("id", "=", hearing.id)
      .execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "hearing_outcome",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, startsAt: iso(hearing.starts_at) },
        audit: auditOf(opts, { hearingId: hearing.id, status: hearing.status, outcome: hearing.outcome }, { hearingId: hearing.id, status: "held", outcome: opts.outcome }),
      },
    );
    return { changed: true };
  });
}
