import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { AppError } from "#server/errors/app-error";
import { requireAction, requireCase } from "./access";
import type { CaseStatus } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";
import type { UpdateCaseInput } from "./schemas";

type Trx = Transaction<Database>;

/** Changes to a case already open: its fields, its status (closing and reopening it too) and its next step. */

const UPDATE_COLUMNS = {
  titleAr: "title_ar",
  titleEn: "title_en",
  description: "description",
  serviceArea: "service_area",
  court: "court",
  courtCaseNumber: "court_case_number",
  opposingParty: "opposing_party",
  companyId: "company_id",
} as const;

/** Admin: changes any of the case's fields; one "updated" entry names the fields that changed. */
export async function updateCase(opts: CaseActor & { db: DB; input: UpdateCaseInput }) {
  const { db, viewer, input } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, input.id, { forUpdate: true });
    requireAction(found, "update");
    const current = await trx.selectFrom("cases").selectAll().where("id", "=", found.id).executeTakeFirstOrThrow();
    const changes: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(UPDATE_COLUMNS) as [keyof typeof UPDATE_COLUMNS, (typeof UPDATE_COLUMNS)[keyof typeof UPDATE_COLUMNS]][]) {
      let value = input[field];
      if (value === undefined) continue;
      if (column === "description") value = value ?? "";
      if (column === "company_id" && typeof value === "string") value = value.toLowerCase();
      if ((current[column] ?? null) !== (value ?? null)) changes[column] = value ?? null;
    }
    const titleAr = (changes.title_ar ?? current.title_ar) as string;
    const titleEn = (changes.title_en ?? current.title_en) as string;
    if (!titleAr && !titleEn) throw new AppError("invalid_input");
    if (typeof changes.company_id === "string") {
      const member = await trx
        .selectFrom("company_members")
        .select("user_id")
        .where("company_id", "=", changes.company_id)
        .where("user_id", "=", current.client_id)
        .executeTakeFirst();
      if (!member) throw new AppError("case_company_mismatch");
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return { changed: false, fields };
    await trx.updateTable("cases").set(changes).where("id", "=", found.id).execute();
    const was = Object.fromEntries(fields.map((field) => [field, (current as Record<string, unknown>)[field] ?? null]));
    await recordCaseEvent(
      trx,
      { caseId: found.id, type: "updated", actorId: viewer.user.id, actorCapacity: found.capacity, payload: { fields }, audit: auditOf(opts, was, changes) },
    );
    return { changed: true, fields };
  });
}

async function changeStatus(
  trx: Trx,
  opts: { actor: CaseActor; id: string; from: CaseStatus; to: CaseStatus; reason: string | null; capacity: "admin" | "lawyer" | "client" },
) {
  await trx
    .updateTable("cases")
    .set({ status: opts.to, closed_at: opts.to === "closed" ? sql<Date>`now()` : null })
    .where("id", "=", opts.id)
    .execute();
  if (opts.to === "closed") {
    // A closed case has no hearings to attend: the scheduled ones stop reminding (they stay on the record).
    await trx.updateTable("case_hearings").set({ reminder_due_at: null }).where("case_id", "=", opts.id).where("reminder_sent_at", "is", null).execute();
  } else if (opts.from === "closed") {
    await trx
      .updateTable("case_hearings")
      .set({ reminder_due_at: sql<Date>`starts_at - interval '24 hours'` })
      .where("case_id", "=", opts.id)
      .where("status", "=", "scheduled")
      .where("reminder_sent_at", "is", null)
      .where(sql<boolean>`starts_at - interval '24 hours' > now()`)
      .execute();
  }
  await recordCaseEvent(
    trx,
    {
      caseId: opts.id,
      type: "status_changed",
      actorId: opts.actor.viewer.user.id,
      actorCapacity: opts.capacity,
      payload: { previousStatus: opts.from, status: opts.to, reason: opts.reason },
      audit: auditOf(opts.actor, { status: opts.from }, { status: opts.to, reason: opts.reason }),
    },
  );
}

/**
 * The assigned lawyer (or an admin) moves the case between open, in progress, on hold and closed.
 * A closed case stays closed for them: reopening is the admin's decision (reopenCase).
 */
export async function setCaseStatus(opts: CaseActor & { db: DB; id: string; status: CaseStatus; reason: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "setStatus");
    if (found.status === opts.status) return { changed: false, status: found.status };
    await changeStatus(trx, { actor: opts, id: found.id, from: found.status, to: opts.status, reason: opts.reason, capacity: found.capacity });
    return { changed: true, status: opts.status };
  });
}

/** Admin: closes the case. */
export async function closeCase(opts: CaseActor & { db: DB; id: string; reason: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "close");
    await changeStatus(trx, { actor: opts, id: found.id, from: found.status, to: "closed", reason: opts.reason, capacity: found.capacity });
    return { changed: true, status: "closed" as const };
  });
}

/** Admin: reopens a closed case (to in progress unless another status is given). */
export async function reopenCase(opts: CaseActor & { db: DB; id: string; status: Exclude<CaseStatus, "closed">; reason: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "reopen");
    await changeStatus(trx, { actor: opts, id: found.id, from: found.status, to: opts.status, reason: opts.reason, capacity: found.capacity });
    return { changed: true, status: opts.status };
  });
}

/** The assigned lawyer (or an admin) sets or clears the next step and its due date. */
export async function setNextStep(opts: CaseActor & { db: DB; id: string; nextStep: string | null; nextStepDue: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "setNextStep");
    const due = opts.nextStep ? opts.nextStepDue : null;
    const current = await trx.selectFrom("cases").select(["next_step", "next_step_due"]).where("id", "=", found.id).executeTakeFirstOrThrow();
    if (current.next_step === opts.nextStep && current.next_step_due === due) return { changed: false };
    await trx.updateTable("cases").set({ next_step: opts.nextStep, next_step_due: due }).where("id", "=", found.id).execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "next_step_changed",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { nextStep: opts.nextStep, nextStepDue: due },
        audit: auditOf(opts, { next_step: current.next_step, next_step_due: current.next_step_due }, { next_step: opts.nextStep, next_step_due: due }),
      },
    );
    return { changed: true };
  });
}
