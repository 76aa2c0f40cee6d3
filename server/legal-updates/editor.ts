import { sql, type Transaction } from "kysely";
import type { z } from "zod";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { changedFields, recordAudit, type AuditActor } from "#server/audit/record";
import { entityHistory } from "#server/common/entity-history";
import { isUuid } from "#server/common/ids";
import { PAGE_SIZE, pageCountOf, searchTerms } from "#server/common/search";
import { matchesWord } from "#server/common/search-sql";
import { AppError, notFound } from "#server/errors/app-error";
import { licenceCurrent } from "#server/lawyers/listing";
import { UPDATE_LIMITS, UPDATE_STATES, type UpdateState } from "./constants";
import { AUTHOR_COLUMNS, SUMMARY_TEXT_COLUMNS, updatePageView, updatesWithAuthor } from "./queries";
import {
  type AdminListInput,
  type saveUpdateInput,
  type scheduleInput,
  type transitionInput,
  type UpdateContentInput,
} from "./schemas";
import { columnsFrom } from "#server/common/columns";

/**
 * The back office's legal updates (issue 10 §4), admins only (the procedures are in ./router.ts): list and search every update whatever
 * its state, create drafts, edit, preview, schedule, publish, withdraw. Every change runs in one
 * transaction with its audit row (server/audit/record.ts) and increments the row's version; a save
 * or transition posted against an older version is refused (edit_conflict) rather than overwriting
 * a colleague's newer change.
 *
 * States: draft → scheduled (published, time ahead) or published (time now); scheduled → draft,
 * published now or rescheduled; published → withdrawn; withdrawn → published again or scheduled.
 */

const ENTITY = "legal_update";

/** The state an admin sees, computed with the database clock (scheduled = published but not yet due). */
const stateExpression = sql<UpdateState>`case when legal_updates.status = 'published' and legal_updates.published_at > now() then 'scheduled' else legal_updates.status end`;

function whereState(state: UpdateState) {
  switch (state) {
    case "draft":
      return sql<boolean>`legal_updates.status = 'draft'`;
    case "withdrawn":
      return sql<boolean>`legal_updates.status = 'withdrawn'`;
    case "scheduled":
      return sql<boolean>`legal_updates.status = 'published' and legal_updates.published_at > now()`;
    case "published":
      return sql<boolean>`legal_updates.status = 'published' and legal_updates.published_at <= now()`;
  }
}

type Trx = Transaction<Database>;

/** The row, locked for the rest of the transaction, with its state by the database clock. */
async function lockUpdate(trx: Trx, id: string) {
  if (!isUuid(id)) notFound();
  const row = await trx
    .selectFrom("legal_updates")
    .select([
      "id",
      "title_ar",
      "title_en",
      "summary_ar",
      "summary_en",
      "body_ar",
      "body_en",
      "category",
      "tags",
      "author_id",
      "status",
      "published_at",
      "withdrawn_at",
      "version",
      stateExpression.as("state"),
      sql<Date>`now()`.as("db_now"),
    ])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) notFound();
  return row;
}
type LockedUpdate = Awaited<ReturnType<typeof lockUpdate>>;

function requireVersion(row: LockedUpdate, version: number) {
  if (row.version !== version) throw new AppError("edit_conflict");
}

function requireState(row: LockedUpdate, allowed: readonly UpdateState[]) {
  if (!allowed.includes(row.state)) throw new AppError("publication_state_conflict");
}

/**
 * A named author must be a verified lawyer (the public pages show only those), unless it is the one
 * already set. Whatever was set before, a lawyer whose licence has lapsed signs nothing (issue 25 §10):
 * the update is saved or published only under another author or the firm's name.
 */
async function checkAuthor(db: DB | Trx, authorId: string | null, current: string | null = null) {
  if (authorId === null) return;
  const lawyer = await db
    .selectFrom("lawyers")
    .select(["id", "verified", licenceCurrent().as("licence_in_force")])
    .where("id", "=", authorId)
    .executeTakeFirst();
  if (lawyer && !lawyer.licence_in_force) throw new AppError("lawyer_licence_expired");
  if (authorId === current) return;
  if (!lawyer?.verified) throw new AppError("lawyer_not_verified");
}

const UPDATE_KEYS = ["titleAr", "titleEn", "summaryAr", "summaryEn", "bodyAr", "bodyEn", "category", "tags", "authorId"] as const;

function columnsOf(input: UpdateContentInput) {
  return columnsFrom(input, UPDATE_KEYS);
}

const summaryOf = (row: { title_ar: string; title_en: string }) => `${row.title_en} | ${row.title_ar}`;
const stamp = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

type Transition = { status: "draft" | "published" | "withdrawn"; published_at: Date | null; withdrawn_at: Date | null };

/** Moves the row to a new state in one statement (version + 1, updated now) and records it. */
async function transition(opts: {
  trx: Trx;
  actor: AuditActor;
  row: LockedUpdate;
  action: string;
  set: Transition;
}) {
  const { trx, row } = opts;
  const updated = await trx
    .updateTable("legal_updates")
    .set({ ...opts.set, version: row.version + 1, updated_at: sql<Date>`now()` })
    .where("id", "=", row.id)
    .returning(["version", "published_at", stateExpression.as("state")])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, opts.actor, {
    action: opts.action,
    entityType: ENTITY,
    entityId: row.id,
    summary: summaryOf(row),
    before: { state: row.state, published_at: stamp(row.published_at) },
    after: { state: updated.state, published_at: stamp(updated.published_at) },
  });
  return { id: row.id, version: updated.version, state: updated.state };
}

type ChangeOptions<Input> = { db: DB; actor: AuditActor; input: Input };

/** Every update, any state: search (folded Arabic, partial words), a state filter, counts per state. */
export async function listUpdatesForAdmin(db: DB, { q, state, page }: AdminListInput) {
  let base = db.selectFrom("legal_updates").leftJoin("lawyers", "lawyers.id", "legal_updates.author_id");
  for (const term of searchTerms(q)) base = base.where(matchesWord("legal_updates.search_text", "legal_updates.search_tsv", term));
  const filtered = state ? base.where(whereState(state)) : base;
  const [items, total, byState] = await Promise.all([
    filtered
      .select([
        "legal_updates.id",
        "legal_updates.title_ar",
        "legal_updates.title_en",
        "legal_updates.category",
        "legal_updates.published_at",
        "legal_updates.updated_at",
        "legal_updates.is_sample",
        "lawyers.name_ar as author_name_ar",
        "lawyers.name_en as author_name_en",
        stateExpression.as("state"),
      ])
      .orderBy("legal_updates.updated_at", "desc")
      .orderBy("legal_updates.id")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    base.select([stateExpression.as("state"), (eb) => eb.fn.countAll<string>().as("total")]).groupBy(stateExpression).execute(),
  ]);
  const counts = Object.fromEntries(UPDATE_STATES.map((s) => [s, 0])) as Record<UpdateState | "all", number>;
  counts.all = 0;
  for (const row of byState) {
    counts[row.state] = Number(row.total);
    counts.all += Number(row.total);
  }
  const count = Number(total.total);
  return { items, counts, total: count, page, pageCount: pageCountOf(count), pageSize: PAGE_SIZE };
}

/** One update as the edit form needs it (raw Markdown included), its state and its recent history. */
export async function getUpdateForAdmin(db: DB, id: string) {
  if (!isUuid(id)) notFound();
  const row = await db
    .selectFrom("legal_updates")
    .leftJoin("lawyers", "lawyers.id", "legal_updates.author_id")
    .select([
      "legal_updates.id",
      "legal_updates.title_ar",
      "legal_updates.title_en",
      "legal_updates.summary_ar",
      "legal_updates.summary_en",
      "legal_updates.body_ar",
      "legal_updates.body_en",
      "legal_updates.category",
      "legal_updates.tags",
      "legal_updates.author_id",
      "lawyers.name_ar as author_name_ar",
      "lawyers.name_en as author_name_en",
      "lawyers.verified as author_verified",
      licenceCurrent("lawyers.licence_expires_on").as("author_licence_in_force"),
      "legal_updates.status",
      "legal_updates.published_at",
      "legal_updates.withdrawn_at",
      "legal_updates.created_at",
      "legal_updates.updated_at",
      "legal_updates.version",
      "legal_updates.is_sample",
      stateExpression.as("state"),
    ])
    .where("legal_updates.id", "=", id)
    .executeTakeFirst();
  if (!row) notFound();
  const history = await entityHistory(db, { entityType: ENTITY, entityId: row.id });
  return { ...row, history };
}

/**
 * The update as its public page would show it, whatever its state (issue 10 §4: a preview before
 * it goes live): the same sanitised rendering and author rule as legalUpdates.byId. A draft shows
 * today's date, the date it would carry if published now.
 */
export async function previewUpdate(db: DB, id: string) {
  if (!isUuid(id)) notFound();
  const update = await updatesWithAuthor(db)
    .select([
      ...SUMMARY_TEXT_COLUMNS,
      sql<Date>`coalesce(legal_updates.published_at, now())`.as("published_at"),
      "legal_updates.is_sample",
      ...AUTHOR_COLUMNS,
      "legal_updates.body_ar",
      "legal_updates.body_en",
      "legal_updates.version",
      stateExpression.as("state"),
    ])
    .where("legal_updates.id", "=", id)
    .executeTakeFirst();
  if (!update) notFound();
  return updatePageView(db, update);
}

/** Who may sign an update: the verified lawyers of the directory whose licence is in force (or nobody: the firm). */
export function listUpdateAuthors(db: DB) {
  return db
    .selectFrom("lawyers")
    .select(["id", "name_ar", "name_en"])
    .where("verified", "=", true)
    .where(licenceCurrent())
    .orderBy("name_en")
    .orderBy("id")
    .limit(1000)
    .execute();
}

/** A new update, always a draft: it is previewed, then scheduled or published from its edit page. */
export async function createUpdate({ db, actor, input }: ChangeOptions<UpdateContentInput>) {
  await checkAuthor(db, input.authorId);
  return db.transaction().execute(async (trx) => {
    const values = columnsOf(input);
    const row = await trx
      .insertInto("legal_updates")
      .values({ ...values, status: "draft", published_at: null })
      .returning(["id", "version"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "legal_update.create",
      entityType: ENTITY,
      entityId: row.id,
      summary: summaryOf(values),
      after: { ...values, state: "draft" },
    });
    return { id: row.id, version: row.version };
  });
}

/** Saves the content. A published update changes on its public page at once. */
export function saveUpdate({ db, actor, input }: ChangeOptions<z.output<typeof saveUpdateInput>>) {
  return db.transaction().execute(async (trx) => {
    const row = await lockUpdate(trx, input.id);
    requireVersion(row, input.version);
    await checkAuthor(trx, input.authorId, row.author_id);
    const values = columnsOf(input);
    const diff = changedFields(row, values);
    const updated = await trx
      .updateTable("legal_updates")
      .set({ ...values, version: row.version + 1, updated_at: sql<Date>`now()` })
      .where("id", "=", row.id)
      .returning(["version"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "legal_update.save",
      entityType: ENTITY,
      entityId: row.id,
      summary: summaryOf(values),
      before: diff.before,
      after: diff.after,
    });
    return { id: row.id, version: updated.version, state: row.state };
  });
}

type Move = { from: readonly UpdateState[]; goesPublic: boolean; action: string };
type TransitionInput = z.output<typeof transitionInput>;

/**
 * Locks the row, checks its version and that its state allows the move (and, for a move that makes it
 * public, its author), then moves it to what `set` gives (`set` may still refuse: it runs last).
 */
function moveUpdate(opts: ChangeOptions<TransitionInput>, move: Move, set: (row: LockedUpdate) => Transition) {
  return opts.db.transaction().execute(async (trx) => {
    const row = await lockUpdate(trx, opts.input.id);
    requireVersion(row, opts.input.version);
    requireState(row, move.from);
    if (move.goesPublic) await checkAuthor(trx, row.author_id, row.author_id);
    return transition({ trx, actor: opts.actor, row, action: move.action, set: set(row) });
  });
}

/**
 * Publishes at a later time (Qatar time is the form's business; this takes an instant). Nothing
 * runs at that time: the public queries compare published_at with now().
 */
export function scheduleUpdate(opts: ChangeOptions<z.output<typeof scheduleInput>>) {
  return moveUpdate(opts, { from: ["draft", "scheduled", "withdrawn"], goesPublic: true, action: "legal_update.schedule" }, (row) => {
    const publishAt = opts.input.publishAt.getTime();
    const latest = new Date(row.db_now);
    latest.setUTCFullYear(latest.getUTCFullYear() + UPDATE_LIMITS.scheduleYears);
    if (publishAt <= new Date(row.db_now).getTime() || publishAt > latest.getTime()) throw new AppError("publish_time_invalid");
    return { status: "published", published_at: opts.input.publishAt, withdrawn_at: null };
  });
}

/**
 * Publishes now. An update that was public before and withdrawn keeps its original date when it
 * comes back; a draft or a scheduled one is dated now.
 */
export function publishUpdateNow(opts: ChangeOptions<TransitionInput>) {
  return moveUpdate(opts, { from: ["draft", "scheduled", "withdrawn"], goesPublic: true, action: "legal_update.publish" }, (row) => {
    const keepDate = row.state === "withdrawn" && row.published_at !== null;
    return { status: "published", published_at: keepDate ? row.published_at : new Date(row.db_now), withdrawn_at: null };
  });
}

/** A scheduled update goes back to being a draft (no publication time). */
export function unscheduleUpdate(opts: ChangeOptions<TransitionInput>) {
  return moveUpdate(opts, { from: ["scheduled"], goesPublic: false, action: "legal_update.unschedule" }, () => ({
    status: "draft",
    published_at: null,
    withdrawn_at: null,
  }));
}

/** A published update leaves the list, the feed and the sitemap; its page answers 410 Gone. */
export function withdrawUpdate(opts: ChangeOptions<TransitionInput>) {
  return moveUpdate(opts, { from: ["published"], goesPublic: false, action: "legal_update.withdraw" }, (row) => ({
    status: "withdrawn",
    published_at: row.published_at,
    withdrawn_at: new Date(row.db_now),
  }));
}
