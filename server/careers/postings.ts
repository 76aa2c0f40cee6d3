import { sql } from "kysely";
import { recordId } from "#server/common/fields";
import { z } from "zod";
import type { DB } from "#db/index";
import type { JobPostingState } from "#db/schema";
import { changedFields, recordAudit, type AuditActor } from "#server/audit/record";
import { dbNow } from "#server/common/time";
import { AppError } from "#server/errors/app-error";
import { EMPLOYMENT_TYPES, type PostingTextColumns } from "./constants";
import { multilineString } from "#server/common/text";
import { searchQuery } from "#server/common/search";
import { qatarDateOf } from "#server/common/qatar-time";
import { columnsFrom } from "#server/common/columns";

/**
 * Job postings in the back office (issue 10 §4): list, create, edit, open and close. A posting made here
 * starts as a draft (not public) so it can be previewed; "open" publishes it until its closing date;
 * "close" takes it off /careers at once and its page refuses new applications. Every change is audited
 * in the transaction that makes it.
 */

export const POSTING_LIMITS = {
  title: 160,
  description: 5000,
  location: 120,
  requirement: 300,
  requirements: 20,
} as const;

/** The last day applications are taken, a date in Qatar (UTC+3, no daylight saving). */
export const closingDateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The end of a Qatar calendar day (23:59:59 Asia/Qatar) as an instant. */
export function endOfQatarDay(date: string): Date {
  return new Date(`${date}T23:59:59+03:00`);
}

const text = (max: number) => multilineString().trim().min(1).max(max);

export const postingContentSchema = z.object({
  titleAr: text(POSTING_LIMITS.title),
  titleEn: text(POSTING_LIMITS.title),
  descriptionAr: text(POSTING_LIMITS.description),
  descriptionEn: text(POSTING_LIMITS.description),
  requirementsAr: z.array(text(POSTING_LIMITS.requirement)).max(POSTING_LIMITS.requirements),
  requirementsEn: z.array(text(POSTING_LIMITS.requirement)).max(POSTING_LIMITS.requirements),
  locationAr: text(POSTING_LIMITS.location),
  locationEn: text(POSTING_LIMITS.location),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** Qatar date; a date that is not a real day (2026-02-30) is refused. */
  closesOn: closingDateField.refine((d) => qatarDateOf(endOfQatarDay(d)) === d, { message: "not a date" }),
});
export type PostingContent = z.infer<typeof postingContentSchema>;

export const POSTING_LIST_STATES = ["all", "open", "draft", "closed"] as const;
export const adminPostingListInput = z.object({
  q: searchQuery().optional(),
  state: z.enum(POSTING_LIST_STATES).default("all"),
  page: z.int().min(1).max(500).default(1),
});
export const postingIdInput = z.object({ id: recordId });


export const POSTING_PAGE_SIZE = 20;

type Actor = AuditActor & { viewer: NonNullable<AuditActor["viewer"]> };

/** The audited view of a posting's fields (what an admin edits, and its state). */
function auditedFields(row: PostingTextColumns & { employment_type: string; closes_at: Date | string; state?: string }) {
  return {
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    requirements_ar: row.requirements_ar,
    requirements_en: row.requirements_en,
    location_ar: row.location_ar,
    location_en: row.location_en,
    employment_type: row.employment_type,
    closes_at: new Date(row.closes_at).toISOString(),
    ...(row.state ? { state: row.state } : {}),
  };
}

const POSTING_TEXT_KEYS = ["titleAr", "titleEn", "descriptionAr", "descriptionEn", "requirementsAr", "requirementsEn", "locationAr", "locationEn", "employmentType"] as const;

function columnsOf(content: PostingContent) {
  return { ...columnsFrom(content, POSTING_TEXT_KEYS), closes_at: endOfQatarDay(content.closesOn) };
}

/** A new posting, as a draft: nobody sees it on /careers until it is opened. */
export async function createPosting(opts: { db: DB; actor: Actor; content: PostingContent }) {
  const values = columnsOf(opts.content);
  return opts.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("job_postings")
      .values({ ...values, state: "draft", is_sample: false, created_by: opts.actor.viewer.user.id, updated_by: opts.actor.viewer.user.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, opts.actor, {
      action: "job_posting.create",
      entityType: "job_posting",
      entityId: row.id,
      summary: `${values.title_en} / ${values.title_ar} (draft)`,
      after: auditedFields({ ...values, state: "draft" }),
    });
    return { id: row.id };
  });
}

async function lockedPosting(trx: DB, id: string) {
  return trx.selectFrom("job_postings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Saves an admin's edit. An open posting shows the change on /careers at once. */
export async function updatePosting(opts: { db: DB; actor: Actor; id: string; content: PostingContent }) {
  const values = columnsOf(opts.content);
  return opts.db.transaction().execute(async (trx) => {
    const before = await lockedPosting(trx, opts.id);
    if (!before) throw new AppError("not_found");
    await trx
      .updateTable("job_postings")
      .set({ ...values, updated_at: sql<Date>`now()`, updated_by: opts.actor.viewer.user.id })
      .where("id", "=", opts.id)
      .execute();
    await recordAudit(trx, opts.actor, {
      action: "job_posting.save",
      entityType: "job_posting",
      entityId: opts.id,
      summary: `${values.title_en} / ${values.title_ar}`,
      ...changedFields(auditedFields(before), auditedFields(values)),
    });
    return { id: opts.id };
  });
}

/**
 * Opens a draft or a closed posting: it is listed on /careers and takes applications until its closing
 * date, which must be in the future. Opening an open posting changes nothing.
 */
export async function openPosting(opts: { db: DB; actor: Actor; id: string }) {
  return opts.db.transaction().execute(async (trx) => {
    const before = await lockedPosting(trx, opts.id);
    if (!before) throw new AppError("not_found");
    const { closing_passed } = await trx
      .selectNoFrom(sql<boolean>`${new Date(before.closes_at)}::timestamptz <= now()`.as("closing_passed"))
      .executeTakeFirstOrThrow();
    if (closing_passed) throw new AppError("posting_closing_date_passed");
    if (before.state === "open") return { id: opts.id, state: "open" as const };
    // First opening: it is published now (the list's order and the sitemap's date follow).
    await trx
      .updateTable("job_postings")
      .set({
        state: "open",
        closed_at: null,
        ...(before.state === "draft" ? { published_at: sql<Date>`now()` } : {}),
        updated_at: sql<Date>`now()`,
        updated_by: opts.actor.viewer.user.id,
      })
      .where("id", "=", opts.id)
      .execute();
    await recordAudit(trx, opts.actor, {
      action: "job_posting.open",
      entityType: "job_posting",
      entityId: opts.id,
      summary: `${before.title_en} / ${before.title_ar}: opened`,
      before: { state: before.state, closed_at: before.closed_at ? new Date(before.closed_at).toISOString() : null },
      after: { state: "open", closed_at: null },
    });
    return { id: opts.id, state: "open" as const };
  });
}

/** Closes a posting at once: off /careers, and its page refuses new applications. */
export async function closePosting(opts: { db: DB; actor: Actor; id: string }) {
  return opts.db.transaction().execute(async (trx) => {
    const before = await lockedPosting(trx, opts.id);
    if (!before) throw new AppError("not_found");
    if (before.state === "closed") return { id: opts.id, state: "closed" as const };
    const row = await trx
      .updateTable("job_postings")
      .set({ state: "closed", closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, updated_by: opts.actor.viewer.user.id })
      .where("id", "=", opts.id)
      .returning("closed_at")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, opts.actor, {
      action: "job_posting.close",
      entityType: "job_posting",
      entityId: opts.id,
      summary: `${before.title_en} / ${before.title_ar}: closed`,
      before: { state: before.state, closed_at: null },
      after: { state: "closed", closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null },
    });
    return { id: opts.id, state: "closed" as const };
  });
}

/** What the list and the editor call a posting's state: an open posting past its closing date is "expired". */
export type PostingStatus = JobPostingState | "expired";

const STATUS = sql<PostingStatus>`case when job_postings.state = 'open' and job_postings.closes_at <= now() then 'expired' else job_postings.state end`;

export async function listPostingsForAdmin(db: DB, opts: z.infer<typeof adminPostingListInput>) {
  let query = db.selectFrom("job_postings");
  if (opts.state === "open") query = query.where("state", "=", "open").where("closes_at", ">", dbNow());
  if (opts.state === "draft") query = query.where("state", "=", "draft");
  if (opts.state === "closed") query = query.where((eb) => eb.or([eb("state", "=", "closed"), eb.and([eb("state", "=", "open"), eb("closes_at", "<=", dbNow())])]));
  for (const term of (opts.q ?? "").split(/\s+/u).filter(Boolean).slice(0, 8)) {
    const escaped = term.slice(0, 64).replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(
      sql<boolean>`content_fold(concat_ws(' ', job_postings.title_ar, job_postings.title_en, job_postings.location_ar, job_postings.location_en))
        like '%' || content_fold(${escaped}) || '%' escape '\\'`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .leftJoin("user", "user.id", "job_postings.updated_by")
      .select([
        "job_postings.id",
        "job_postings.title_ar",
        "job_postings.title_en",
        "job_postings.employment_type",
        "job_postings.closes_at",
        "job_postings.updated_at",
        "job_postings.is_sample",
        "user.name as updated_by_name",
        STATUS.as("status"),
        (eb) =>
          eb
            .selectFrom("job_applications")
            .select((a) => a.fn.countAll<string>().as("n"))
            .whereRef("job_applications.posting_id", "=", "job_postings.id")
            .as("applications"),
      ])
      .orderBy("job_postings.updated_at", "desc")
      .orderBy("job_postings.id")
      .limit(POSTING_PAGE_SIZE)
      .offset((opts.page - 1) * POSTING_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, applications: Number(r.applications ?? 0) })),
    total: Number(total.n),
    page: opts.page,
    pageSize: POSTING_PAGE_SIZE,
  };
}

export async function getPostingForAdmin(db: DB, id: string) {
  const row = await db
    .selectFrom("job_postings")
    .leftJoin("user", "user.id", "job_postings.updated_by")
    .selectAll("job_postings")
    .select(["user.name as updated_by_name", STATUS.as("status")])
    .select((eb) =>
      eb
        .selectFrom("job_applications")
        .select((a) => a.fn.countAll<string>().as("n"))
        .whereRef("job_applications.posting_id", "=", "job_postings.id")
        .as("applications"),
    )
    .where("job_postings.id", "=", id)
    .executeTakeFirst();
  return row ? { ...row, applications: Number(row.applications ?? 0), closesOn: qatarDateOf(new Date(row.closes_at)) } : null;
}
