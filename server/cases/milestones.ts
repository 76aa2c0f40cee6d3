import { sql } from "kysely";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { AppError, notFound } from "#server/errors/app-error";
import { requireAction, requireCase } from "./access";
import type { MilestoneState } from "./constants";
import { auditOf, recordCaseEvent, runCaseChange, type CaseActor } from "./events";

/**
 * Fixed-fee milestones in QAR (issue 9 §1): what was agreed, what is done, invoiced and paid, so the
 * client always sees what is owed. No payment processing: the firm records the state. The fee of an
 * invoiced or paid milestone is the record of an invoice and no longer changes.
 */

const STATE_TIMESTAMP: Record<Exclude<MilestoneState, "planned">, "done_at" | "invoiced_at" | "paid_at"> = {
  done: "done_at",
  invoiced: "invoiced_at",
  paid: "paid_at",
};
const ORDER: readonly MilestoneState[] = ["planned", "done", "invoiced", "paid"];

export async function addMilestone(opts: CaseActor & { db: DB; id: string; titleAr: string; titleEn: string; feeQar: number; dueOn: string | null }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const found = await requireCase(trx, viewer, opts.id, { forUpdate: true });
    requireAction(found, "addMilestone");
    const last = await trx
      .selectFrom("case_milestones")
      .select(sql<number | null>`max(position)`.as("max"))
      .where("case_id", "=", found.id)
      .executeTakeFirstOrThrow();
    const milestone = await trx
      .insertInto("case_milestones")
      .values({
        case_id: found.id,
        title_ar: opts.titleAr,
        title_en: opts.titleEn,
        fee_qar: opts.feeQar,
        position: last.max === null ? 0 : Number(last.max) + 1,
        due_on: opts.dueOn,
        done_at: null,
        invoiced_at: null,
        paid_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "milestone_added",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { milestoneId: milestone.id, title_ar: opts.titleAr, title_en: opts.titleEn, feeQar: opts.feeQar },
        audit: auditOf(opts, null, { milestoneId: milestone.id, title_ar: opts.titleAr, title_en: opts.titleEn, fee_qar: opts.feeQar, due_on: opts.dueOn, state: "planned" }),
      },
    );
    return { id: milestone.id };
  });
}

async function lockedMilestone(trx: Parameters<Parameters<typeof runCaseChange>[1]>[0], viewer: Viewer, id: string, milestoneId: string, action: "updateMilestone" | "setMilestoneState") {
  const found = await requireCase(trx, viewer, id, { forUpdate: true });
  if (!isUuid(milestoneId)) notFound();
  const milestone = await trx
    .selectFrom("case_milestones")
    .selectAll()
    .where("id", "=", milestoneId.toLowerCase())
    .where("case_id", "=", found.id)
    .executeTakeFirst();
  if (!milestone) notFound();
  requireAction(found, action);
  return { found, milestone };
}

export async function updateMilestone(opts: CaseActor & {
  db: DB;
  id: string;
  milestoneId: string;
  titleAr?: string;
  titleEn?: string;
  feeQar?: number;
  dueOn?: string | null;
  position?: number;
}) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, milestone } = await lockedMilestone(trx, viewer, opts.id, opts.milestoneId, "updateMilestone");
    const changes: { title_ar?: string; title_en?: string; fee_qar?: number; due_on?: string | null } = {};
    if (opts.titleAr !== undefined && opts.titleAr !== milestone.title_ar) changes.title_ar = opts.titleAr;
    if (opts.titleEn !== undefined && opts.titleEn !== milestone.title_en) changes.title_en = opts.titleEn;
    if (opts.dueOn !== undefined && opts.dueOn !== milestone.due_on) changes.due_on = opts.dueOn;
    if (opts.feeQar !== undefined && opts.feeQar !== milestone.fee_qar) {
      if (milestone.state === "invoiced" || milestone.state === "paid") throw new AppError("case_action_not_allowed");
      changes.fee_qar = opts.feeQar;
    }
    if (!(changes.title_ar ?? milestone.title_ar) && !(changes.title_en ?? milestone.title_en)) throw new AppError("invalid_input");
    const fields: string[] = Object.keys(changes);
    if (fields.length) {
      await trx.updateTable("case_milestones").set({ ...changes, updated_at: sql<Date>`now()` }).where("id", "=", milestone.id).execute();
    }
    if (opts.position !== undefined) {
      const all = await trx.selectFrom("case_milestones").select(["id", "position"]).where("case_id", "=", found.id).orderBy("position").orderBy("created_at").execute();
      const without = all.filter((m) => m.id !== milestone.id);
      const target = Math.min(opts.position, without.length);
      const ordered = [...without.slice(0, target), { id: milestone.id, position: milestone.position }, ...without.slice(target)];
      let moved = false;
      for (const [index, row] of ordered.entries()) {
        if (row.position === index) continue;
        moved = true;
        await trx.updateTable("case_milestones").set({ position: index }).where("id", "=", row.id).execute();
      }
      if (moved) fields.push("position");
    }
    if (fields.length === 0) return { changed: false };
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "milestone_updated",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { milestoneId: milestone.id, fields },
        audit: auditOf(
          opts,
          { milestoneId: milestone.id, ...Object.fromEntries(fields.map((f) => [f, (milestone as Record<string, unknown>)[f] ?? null])) },
          { milestoneId: milestone.id, ...changes, ...(fields.includes("position") ? { position: opts.position } : {}) },
        ),
      },
    );
    return { changed: true };
  });
}

/** planned → done → invoiced → paid; a step back (a correction) clears the later dates. */
export async function setMilestoneState(opts: CaseActor & { db: DB; id: string; milestoneId: string; state: MilestoneState }) {
  const { db, viewer } = opts;
  return runCaseChange(db, async (trx) => {
    const { found, milestone } = await lockedMilestone(trx, viewer, opts.id, opts.milestoneId, "setMilestoneState");
    if (milestone.state === opts.state) return { changed: false };
    const rank = ORDER.indexOf(opts.state);
    const set: Record<string, unknown> = { state: opts.state, updated_at: sql<Date>`now()` };
    for (const [state, column] of Object.entries(STATE_TIMESTAMP) as [MilestoneState, string][]) {
      const reached = ORDER.indexOf(state) <= rank;
      if (!reached) set[column] = null;
      else if (!(milestone as Record<string, unknown>)[column]) set[column] = sql<Date>`now()`;
    }
    await trx.updateTable("case_milestones").set(set).where("id", "=", milestone.id).execute();
    await recordCaseEvent(
      trx,
      {
        caseId: found.id,
        type: "milestone_state_changed",
        actorId: viewer.user.id,
        actorCapacity: found.capacity,
        payload: { milestoneId: milestone.id, title_ar: milestone.title_ar, title_en: milestone.title_en, previousState: milestone.state, state: opts.state, feeQar: milestone.fee_qar },
        audit: auditOf(opts, { milestoneId: milestone.id, title_en: milestone.title_en, state: milestone.state }, { milestoneId: milestone.id, title_en: milestone.title_en, state: opts.state }),
      },
    );
    return { changed: true };
  });
}
