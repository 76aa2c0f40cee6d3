import { sql } from "kysely";
import type { DB } from "#db/index";
import { getEnv } from "#server/config/env";
import { fold } from "./text";
import type { AppLocale } from "~/i18n/config";

/** How long an unanswered question is kept after it was last asked (README: "The chatbot"). */
export function retentionDays(): number {
  return getEnv().CHATBOT_UNANSWERED_RETENTION_DAYS;
}

/**
 * The question without what could identify a person: email addresses, links, phone numbers and any
 * run of five or more digits (IDs, case numbers) become placeholders; at most 300 characters.
 */
export function scrubQuestion(question: string): string {
  return question
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu, "[email]")
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, "[link]")
    .replace(/\+?[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9 ()./-]{6,}[\d\u0660-\u0669\u06F0-\u06F9]/g, "[number]")
    .replace(/[\d\u0660-\u0669\u06F0-\u06F9]{5,}/g, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

/** Counts one unanswered question (grouped by its folded, scrubbed text) and drops expired ones. */
export async function recordUnanswered(db: DB, question: string, locale: AppLocale): Promise<void> {
  const scrubbed = scrubQuestion(question);
  if (scrubbed.length < 2) return;
  const key = fold(scrubbed).replace(/[^\p{L}\p{N}[\]]+/gu, " ").trim().slice(0, 300);
  if (!key) return;
  await db
    .insertInto("chatbot_unanswered")
    .values({ question_key: key, question: scrubbed, locale })
    .onConflict((oc) =>
      oc.column("question_key").doUpdateSet({
        asked_count: sql`chatbot_unanswered.asked_count + 1`,
        last_asked_at: sql`now()`,
        question: scrubbed,
      }),
    )
    .execute();
  await pruneUnanswered(db);
}

export async function pruneUnanswered(db: DB): Promise<void> {
  await db
    .deleteFrom("chatbot_unanswered")
    .where("last_asked_at", "<", sql<Date>`now() - make_interval(days => ${retentionDays()})`)
    .execute();
}

export const UNANSWERED_PAGE_SIZE = 25;

export async function listUnanswered(db: DB, opts: { page: number; locale?: AppLocale }) {
  await pruneUnanswered(db);
  let query = db.selectFrom("chatbot_unanswered");
  if (opts.locale) query = query.where("locale", "=", opts.locale);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("asked_count", "desc")
      .orderBy("last_asked_at", "desc")
      .limit(UNANSWERED_PAGE_SIZE)
      .offset((opts.page - 1) * UNANSWERED_PAGE_SIZE)
      .execute(),
    query.select(sql<number>`count(*)::int`.as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count, page: opts.page, pageSize: UNANSWERED_PAGE_SIZE, retentionDays: retentionDays() };
}
