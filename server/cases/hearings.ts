import { sql, type Transaction, type Updateable } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { qatarDateOf } from "#server/common/qatar-time";
import { AppError, notFound } from "#server/errors/app-error";
import { requireAction, requireCase, type CaseForViewer } from "./access";
import { HEARING_HORIZON_YEARS, HEARING_PAST_LIMIT_DAYS, HEARING_REMINDER_BEFORE_MS, NON_SITTING_DAYS, type CaseAction, type CaseEventType } from "./constants";
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

/** A hearing that took place is recorded after the fact within HEARING_PAST_LIMIT_DAYS, never in the future. */
function checkPastTime(startsAt: Date, now: Date): void {
  const limit = now.getTime() - HEARING_PAST_LIMIT_DAYS * 24 * 60 * 60 * 1000;
  if (startsAt.getTime() > now.getTime() || startsAt.getTime() < limit) throw new AppError("hearing_past_time_invalid");
}

/**
 * Whether a time falls on a Friday or Saturday in Doha (UTC+3 all year), when Qatar's courts do not usually sit: the
 * case page asks the person to confirm such a date, a likely slip (app/routes/case/$caseId/case.server.ts).
 */
export function isNonSittingDay(startsAt: Date): boolean {
  return (NON_SITTING_DAYS as readonly number[]).includes(new Date(qatarDateOf(startsAt)).getUTCDay());
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
  /** Given for a hearing that already took place (issue 29): it is recorded as held, with what happened. */
  outcome?: string | null;
  now?: Date;
}) {
  const { db, viewer } = opts;
  const now = opts.now ?? new Date();
  const past = opts.startsAt.getTime() <= now.getTime();
  return runCaseChange(db, async (trx) => {
    const found: CaseForViewer = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "addHearing");
    if (past) {
      checkPastTime(opts.startsAt, now);
      if (!opts.outcome) throw new AppError("hearing_past_needs_outcome");
    } else {
      checkTime(opts.startsAt, now);
      if (opts.outcome) throw new AppError("hearing_outcome_too_early");
    }
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
        // A hearing recorded after the fact is held already: no reminder, no calendar invitation.
        status: past ? "held" : "scheduled",
        outcome: past ? opts.outcome! : null,
        reminder_due_at: past ? null : reminderDueAt(opts.startsAt, now),
        reminder_sent_at: null,
        created_by: viewer.user.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: past ? "hearing_outcome" : "hearing_scheduled",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { hearingId: hearing.id, startsAt: iso(opts.startsAt), court },
        audit: auditOf(opts, null, {
          hearingId: hearing.id,
          starts_at: iso(opts.startsAt),
          court,
          chamber: opts.chamber ?? "",
          purpose: opts.purpose,
          ...(past ? { status: "held", outcome: opts.outcome } : {}),
        }),
      },
    );
    return { id: hearing.id };
  });
}

type LockedHearing = Awaited<ReturnType<typeof lockedHearing>>;

/**
 * What one change writes to a hearing and records: its columns, whether the calendar entry changes (the
 * iCalendar SEQUENCE goes up, so the .ics replaces it), the event and its payload, the audit's before and after.
 */
interface HearingChange {
  set: Updateable<Database["case_hearings"]>;
  newSequence: boolean;
  type: Extract<CaseEventType, `hearing_${string}`>;
  payload: Record<string, unknown>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One change to an existing hearing, in the case's transaction: the case and the hearing locked and the
 * action allowed (lockedHearing), then `decide` checks the hearing's state (throwing what it refuses) and
 * says what to write, or null when nothing would change; the row is written and the case event recorded.
 */
async function changeHearing(
  opts: CaseActor & { db: DB; id: string; hearingId: string },
  action: CaseAction,
  decide: (hearing: LockedHearing["hearing"]) => HearingChange | null,
) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, hearing } = await lockedHearing(trx, viewer, { id: opts.id, hearingId: opts.hearingId, action });
    const change = decide(hearing);
    if (!change) return { changed: false };
    await trx
      .updateTable("case_hearings")
      .set({ ...change.set, ...(change.newSequence ? { sequence: sql<number>`sequence + 1` } : {}), updated_at: sql<Date>`now()` })
      .where("id", "=", hearing.id)
      .execute();
    await recordCaseEvent(trx, {
      caseId: found.id,
      type: change.type,
      actorId: viewer.user.id,
      actorCapacity: found.capacity,
      payload: { hearingId: hearing.id, ...change.payload },
      audit: auditOf(opts, { hearingId: hearing.id, ...change.before }, { hearingId: hearing.id, ...change.after }),
    });
    return { changed: true };
  });
}

/** Changes the court, chamber or purpose of a scheduled hearing. */
export async function updateHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; court?: string | null; chamber?: string | null; purpose?: string }) {
  return changeHearing(opts, "updateHearing", (hearing) => {
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    const changes: { court?: string | null; chamber?: string; purpose?: string } = {};
    if (opts.court !== undefined && opts.court !== hearing.court) changes.court = opts.court;
    if (opts.chamber !== undefined && (opts.chamber ?? "") !== hearing.chamber) changes.chamber = opts.chamber ?? "";
    if (opts.purpose !== undefined && opts.purpose !== hearing.purpose) changes.purpose = opts.purpose;
    const fields = Object.keys(changes);
    if (fields.length === 0) return null;
    return {
      set: changes,
      newSequence: true,
      type: "hearing_updated",
      payload: { startsAt: iso(hearing.starts_at), fields },
      before: Object.fromEntries(fields.map((f) => [f, hearing[f as keyof typeof changes] ?? null])),
      after: changes,
    };
  });
}

/** Moves a scheduled hearing to another time (an adjournment): the reminder follows the new time. */
export async function moveHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; startsAt: Date; reason: string | null; now?: Date }) {
  const now = opts.now ?? new Date();
  return changeHearing(opts, "moveHearing", (hearing) => {
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    checkTime(opts.startsAt, now);
    if (hearing.starts_at.getTime() === opts.startsAt.getTime()) return null;
    return {
      set: { starts_at: opts.startsAt, reminder_due_at: reminderDueAt(opts.startsAt, now), reminder_sent_at: null },
      newSequence: true,
      type: "hearing_moved",
      payload: { previousStartsAt: iso(hearing.starts_at), startsAt: iso(opts.startsAt), reason: opts.reason },
      before: { starts_at: iso(hearing.starts_at) },
      after: { starts_at: iso(opts.startsAt), reason: opts.reason },
    };
  });
}

export async function cancelHearing(opts: CaseActor & { db: DB; id: string; hearingId: string; reason: string | null }) {
  return changeHearing(opts, "cancelHearing", (hearing) => {
    if (hearing.status !== "scheduled") throw new AppError("case_action_not_allowed");
    return {
      set: { status: "cancelled", reminder_due_at: null },
      newSequence: true,
      type: "hearing_cancelled",
      payload: { startsAt: iso(hearing.starts_at), reason: opts.reason },
      before: { status: hearing.status },
      after: { status: "cancelled", reason: opts.reason },
    };
  });
}

/** Records (or corrects) what happened at a hearing once its time has come; it becomes "held". */
export async function recordHearingOutcome(opts: CaseActor & { db: DB; id: string; hearingId: string; outcome: string; now?: Date }) {
  const now = opts.now ?? new Date();
  return changeHearing(opts, "recordOutcome", (hearing) => {
    if (hearing.status === "cancelled" || hearing.starts_at.getTime() > now.getTime()) throw new AppError("case_action_not_allowed");
    if (hearing.status === "held" && hearing.outcome === opts.outcome) return null;
    return {
      set: { status: "held", outcome: opts.outcome, reminder_due_at: null },
      newSequence: false,
      type: "hearing_outcome",
      payload: { startsAt: iso(hearing.starts_at) },
      before: { status: hearing.status, outcome: hearing.outcome },
      after: { status: "held", outcome: opts.outcome },
    };
  });
}
