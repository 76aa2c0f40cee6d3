import { sql, type Transaction } from "kysely";
import type { DB } from "#db/index";
import type { Database } from "#db/schema";
import { recordAudit, type AuditActor } from "#server/audit/record";
import type { Viewer } from "#server/auth/viewer";
import { getEnv } from "#server/config/env";
import { selectAccessibleConsultations } from "#server/consultations/access";
import { AppError, notFound } from "#server/errors/app-error";
import { isUuid } from "#server/common/ids";
import { enqueueMail } from "#server/mail/outbox";
import { notify } from "#server/notifications/notify";
import { REVIEW_WINDOW_DAYS, type ReviewRefusal } from "./constants";
import { reviewHiddenEmail } from "./emails";
import { firstNameOf } from "./names";
import { localeOf } from "~/i18n/config";

/**
 * Issue 12 §4: who may review whom, and the three changes (a review, the lawyer's reply, an admin
 * hiding one). Only the client who booked a consultation that the lawyer marked completed may review
 * that lawyer, once per consultation, within REVIEW_WINDOW_DAYS of its completion; never the lawyer
 * themself. Each change runs in one transaction with its notification, email (mail outbox) and, for
 * the lawyer and the admin, its audit row.
 */

export interface OwnReview {
  id: string;
  rating: number;
  body: string | null;
  createdAt: string;
  reply: { body: string; at: string } | null;
  hidden: { reason: string; at: string } | null;
}

export type ReviewEligibility =
  | { status: "eligible"; deadline: string }
  | { status: "reviewed"; review: OwnReview }
  | { status: "refused"; reason: ReviewRefusal };

type Actor = AuditActor & { viewer: Viewer };

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The consultation as the reviewer's check needs it, or not-found for someone who cannot see it. */
async function consultationFacts(db: DB | Transaction<Database>, viewer: Viewer, consultationId: string, lock: boolean) {
  if (!isUuid(consultationId)) notFound();
  let query = selectAccessibleConsultations(db, viewer)
    .leftJoin("lawyers", "lawyers.id", "consultations.lawyer_id")
    .select([
      "consultations.id",
      "consultations.client_id",
      "consultations.status",
      "consultations.lawyer_id",
      "consultations.reference",
      "consultations.updated_at",
      "lawyers.user_id as lawyer_user_id",
      sql<Date | null>`(select max(e.created_at) from consultation_events e where e.consultation_id = consultations.id and e.type = 'completed')`.as(
        "completed_at",
      ),
    ])
    .where("consultations.id", "=", consultationId);
  if (lock) query = query.forUpdate("consultations");
  const row = await query.executeTakeFirst();
  if (!row) notFound();
  return row;
}

function refusalOf(viewer: Viewer, c: Awaited<ReturnType<typeof consultationFacts>>, now: Date): ReviewRefusal | { deadline: Date } {
  if (c.lawyer_user_id !== null && c.lawyer_user_id === viewer.user.id) return "own_lawyer";
  if (c.client_id !== viewer.user.id) return "not_client";
  if (c.status !== "completed" || !c.lawyer_id) return "not_completed";
  const completedAt = new Date(c.completed_at ?? c.updated_at);
  const deadline = new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
  if (now.getTime() > deadline.getTime()) return "window_closed";
  return { deadline };
}

function ownReview(row: { id: string; rating: number; body: string | null; created_at: Date; reply_body: string | null; replied_at: Date | null; hidden_reason: string | null; hidden_at: Date | null }): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: iso(row.created_at),
    reply: row.reply_body && row.replied_at ? { body: row.reply_body, at: iso(row.replied_at) } : null,
    hidden: row.hidden_reason && row.hidden_at ? { reason: row.hidden_reason, at: iso(row.hidden_at) } : null,
  };
}

const OWN_COLUMNS = ["id", "rating", "body", "created_at", "reply_body", "replied_at", "hidden_reason", "hidden_at"] as const;

/** What the consultation page offers its viewer: the form, their review, or why neither. */
export async function reviewEligibility(db: DB, viewer: Viewer, consultationId: string, now = new Date()): Promise<ReviewEligibility> {
  const c = await consultationFacts(db, viewer, consultationId, false);
  if (c.client_id === viewer.user.id) {
    const existing = await db.selectFrom("lawyer_reviews").select(OWN_COLUMNS).where("consultation_id", "=", c.id).executeTakeFirst();
    if (existing) return { status: "reviewed", review: ownReview(existing) };
  }
  const verdict = refusalOf(viewer, c, now);
  return typeof verdict === "string" ? { status: "refused", reason: verdict } : { status: "eligible", deadline: verdict.deadline.toISOString() };
}

const REFUSAL_ERRORS: Record<ReviewRefusal, "review_not_allowed" | "review_window_closed"> = {
  not_client: "review_not_allowed",
  own_lawyer: "review_not_allowed",
  not_completed: "review_not_allowed",
  window_closed: "review_window_closed",
};

/** The client's review of a completed consultation's lawyer; the lawyer is told in the app. */
export async function createReview(db: DB, actor: Actor, input: { consultationId: string; rating: number; body?: string }, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const c = await consultationFacts(trx, actor.viewer, input.consultationId, true);
    const verdict = refusalOf(actor.viewer, c, now);
    if (typeof verdict === "string") throw new AppError(REFUSAL_ERRORS[verdict]);
    const inserted = await trx
      .insertInto("lawyer_reviews")
      .values({ consultation_id: c.id, lawyer_id: c.lawyer_id!, reviewer_id: actor.viewer.user.id, rating: input.rating, body: input.body ?? null })
      .onConflict((oc) => oc.column("consultation_id").doNothing())
      .returning(["id"])
      .executeTakeFirst();
    if (!inserted) throw new AppError("review_exists");
    if (c.lawyer_user_id) {
      await notify(trx, [c.lawyer_user_id], "review_received", {
        href: "/dashboard/lawyer/reviews",
        reviewerName: firstNameOf(actor.viewer.user.name),
        rating: input.rating,
        reference: c.reference,
      });
    }
    return { id: inserted.id };
  });
}

/** The reviewed lawyer's one public reply (audited, like every change a lawyer makes). */
export async function replyToReview(db: DB, actor: Actor, input: { reviewId: string; body: string }) {
  if (!isUuid(input.reviewId)) notFound();
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("lawyer_reviews")
      .innerJoin("lawyers", "lawyers.id", "lawyer_reviews.lawyer_id")
      .select(["lawyer_reviews.id", "lawyer_reviews.reviewer_id", "lawyer_reviews.consultation_id", "lawyer_reviews.reply_body", "lawyers.name_ar", "lawyers.name_en"])
      .where("lawyer_reviews.id", "=", input.reviewId)
      .where("lawyers.user_id", "=", actor.viewer.user.id)
      .forUpdate("lawyer_reviews")
      .executeTakeFirst();
    // Another lawyer's review is not there for this one.
    if (!review) notFound();
    if (review.reply_body !== null) throw new AppError("review_reply_exists");
    await trx.updateTable("lawyer_reviews").set({ reply_body: input.body, replied_at: sql<Date>`now()` }).where("id", "=", review.id).execute();
    await recordAudit(trx, actor, {
      action: "review.reply",
      entityType: "lawyer_review",
      entityId: review.id,
      summary: `${review.name_en} / ${review.name_ar}`,
      before: { reply: null },
      after: { reply: input.body },
    });
    await notify(trx, [review.reviewer_id], "review_replied", {
      href: `/consultations/${review.consultation_id}#review`,
      lawyerName: review.name_ar,
      lawyerNameEn: review.name_en,
    });
    return { id: review.id };
  });
}

/** An admin takes a review off the public pages with a reason; the reviewer is told in the app and by email. */
export async function hideReview(db: DB, actor: Actor, input: { reviewId: string; reason: string }) {
  if (!isUuid(input.reviewId)) notFound();
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("lawyer_reviews")
      .innerJoin("lawyers", "lawyers.id", "lawyer_reviews.lawyer_id")
      .innerJoin("user", "user.id", "lawyer_reviews.reviewer_id")
      .select([
        "lawyer_reviews.id",
        "lawyer_reviews.rating",
        "lawyer_reviews.body",
        "lawyer_reviews.hidden_at",
        "lawyer_reviews.reviewer_id",
        "lawyer_reviews.consultation_id",
        "lawyers.name_ar",
        "lawyers.name_en",
        "user.name as reviewer_name",
        "user.email as reviewer_email",
        "user.locale as reviewer_locale",
      ])
      .where("lawyer_reviews.id", "=", input.reviewId)
      .forUpdate("lawyer_reviews")
      .executeTakeFirst();
    if (!review) notFound();
    if (review.hidden_at !== null) throw new AppError("review_already_hidden");
    await trx
      .updateTable("lawyer_reviews")
      .set({ hidden_at: sql<Date>`now()`, hidden_reason: input.reason, hidden_by: actor.viewer.user.id })
      .where("id", "=", review.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "review.hide",
      entityType: "lawyer_review",
      entityId: review.id,
      summary: `${review.reviewer_name} → ${review.name_en} / ${review.name_ar}`,
      before: { hidden: false, rating: review.rating, body: review.body },
      after: { hidden: true, reason: input.reason },
    });
    const href = `/consultations/${review.consultation_id}#review`;
    await notify(trx, [review.reviewer_id], "review_hidden", { href, reason: input.reason, lawyerName: review.name_ar, lawyerNameEn: review.name_en });
    const locale = localeOf(review.reviewer_locale);
    await enqueueMail(trx, {
      to: review.reviewer_email,
      ...reviewHiddenEmail({
        name: review.reviewer_name,
        locale,
        lawyerName: { ar: review.name_ar, en: review.name_en },
        reason: input.reason,
        url: `${getEnv().BASE_URL}${href}`,
      }),
    });
    return { id: review.id };
  });
}
