import { sql } from "kysely";
import type { DB } from "#db/index";
import type { Viewer } from "#server/auth/viewer";
import { isUuid } from "#server/common/ids";
import { licenceCurrent } from "#server/lawyers/listing";
import { AppError } from "#server/errors/app-error";
import { ADMIN_REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from "./constants";
import { firstNameOf } from "./names";

/** A review as the public sees it: the reviewer's first name only, never their account. */
export interface PublicReview {
  id: string;
  rating: number;
  body: string | null;
  createdAt: string;
  reviewerFirstName: string;
  reply: { body: string; at: string } | null;
}

export interface ReviewPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function pageOf<T>(items: T[], total: number, page: number, pageSize: number): ReviewPage<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** A review as its reader and its author both see it: the rating, the text, when, and the lawyer's reply. */
const REVIEW_COLUMNS = [
  "lawyer_reviews.id",
  "lawyer_reviews.rating",
  "lawyer_reviews.body",
  "lawyer_reviews.created_at",
  "lawyer_reviews.reply_body",
  "lawyer_reviews.replied_at",
] as const;

const PUBLIC_COLUMNS = [...REVIEW_COLUMNS, "user.name as reviewer_name"] as const;

type PublicRow = { id: string; rating: number; body: string | null; created_at: Date; reply_body: string | null; replied_at: Date | null; reviewer_name: string };

function toPublic(row: PublicRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: iso(row.created_at),
    reviewerFirstName: firstNameOf(row.reviewer_name),
    reply: row.reply_body && row.replied_at ? { body: row.reply_body, at: iso(row.replied_at) } : null,
  };
}

/** A listed lawyer's visible reviews, newest first (the profile); an unlisted lawyer has none to show. */
export async function listLawyerReviews(db: DB, input: { lawyerId: string; page: number }): Promise<ReviewPage<PublicReview>> {
  if (!isUuid(input.lawyerId)) return pageOf([], 0, input.page, REVIEWS_PAGE_SIZE);
  const lawyer = await db
    .selectFrom("lawyers")
    .select(["review_count"])
    .where("id", "=", input.lawyerId)
    .where("verified", "=", true)
    .where(licenceCurrent())
    .executeTakeFirst();
  if (!lawyer || lawyer.review_count === 0) return pageOf([], 0, input.page, REVIEWS_PAGE_SIZE);
  const rows = await db
    .selectFrom("lawyer_reviews")
    .innerJoin("user", "user.id", "lawyer_reviews.reviewer_id")
    .select(PUBLIC_COLUMNS)
    .where("lawyer_reviews.lawyer_id", "=", input.lawyerId)
    .where("lawyer_reviews.hidden_at", "is", null)
    .orderBy("lawyer_reviews.created_at", "desc")
    .orderBy("lawyer_reviews.id")
    .limit(REVIEWS_PAGE_SIZE)
    .offset((input.page - 1) * REVIEWS_PAGE_SIZE)
    .execute();
  return pageOf(rows.map(toPublic), lawyer.review_count, input.page, REVIEWS_PAGE_SIZE);
}

export interface LawyerDeskReview extends PublicReview {
  hidden: { reason: string; at: string } | null;
  consultationReference: string;
}

/** The signed-in lawyer's reviews, hidden ones included (with the reason), newest first; replies are given here. */
export async function listMyReviews(db: DB, viewer: Viewer, input: { page: number }) {
  const lawyer = await db.selectFrom("lawyers").select(["id", "review_count", "rating_average"]).where("user_id", "=", viewer.user.id).executeTakeFirst();
  if (!lawyer) throw new AppError("lawyer_profile_required");
  const base = db.selectFrom("lawyer_reviews").where("lawyer_reviews.lawyer_id", "=", lawyer.id);
  const [rows, count] = await Promise.all([
    base
      .innerJoin("user", "user.id", "lawyer_reviews.reviewer_id")
      .innerJoin("consultations", "consultations.id", "lawyer_reviews.consultation_id")
      .select(PUBLIC_COLUMNS)
      .select(["lawyer_reviews.hidden_at", "lawyer_reviews.hidden_reason", "consultations.reference"])
      .orderBy("lawyer_reviews.created_at", "desc")
      .orderBy("lawyer_reviews.id")
      .limit(REVIEWS_PAGE_SIZE)
      .offset((input.page - 1) * REVIEWS_PAGE_SIZE)
      .execute(),
    base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  const items: LawyerDeskReview[] = rows.map((row) => ({
    ...toPublic(row),
    hidden: row.hidden_at && row.hidden_reason ? { reason: row.hidden_reason, at: iso(row.hidden_at) } : null,
    consultationReference: row.reference,
  }));
  return {
    ...pageOf(items, Number(count.n), input.page, REVIEWS_PAGE_SIZE),
    summary: { count: lawyer.review_count, average: lawyer.rating_average === null ? null : Number(lawyer.rating_average) },
  };
}

/** The signed-in person's own reviews (their dashboard), with replies and hiding reasons. */
export async function listReviewsByMe(db: DB, viewer: Viewer) {
  const rows = await db
    .selectFrom("lawyer_reviews")
    .innerJoin("lawyers", "lawyers.id", "lawyer_reviews.lawyer_id")
    .innerJoin("consultations", "consultations.id", "lawyer_reviews.consultation_id")
    .select([
      ...REVIEW_COLUMNS,
      "lawyer_reviews.hidden_at",
      "lawyer_reviews.hidden_reason",
      "lawyer_reviews.consultation_id",
      "consultations.reference",
      "lawyers.id as lawyer_id",
      "lawyers.name_ar",
      "lawyers.name_en",
    ])
    .where("lawyer_reviews.reviewer_id", "=", viewer.user.id)
    .orderBy("lawyer_reviews.created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    createdAt: iso(row.created_at),
    reply: row.reply_body && row.replied_at ? { body: row.reply_body, at: iso(row.replied_at) } : null,
    hidden: row.hidden_at && row.hidden_reason ? { reason: row.hidden_reason, at: iso(row.hidden_at) } : null,
    consultationId: row.consultation_id,
    consultationReference: row.reference,
    lawyer: { id: row.lawyer_id, name: { ar: row.name_ar, en: row.name_en } },
  }));
}

export interface AdminReview extends PublicReview {
  reviewer: { id: string; name: string; email: string };
  lawyer: { id: string; name: { ar: string; en: string } };
  consultation: { id: string; reference: string };
  hidden: { reason: string; at: string; byName: string | null } | null;
}

/** Every review for the back office, newest first, filtered by state. */
export async function listReviewsForAdmin(db: DB, input: { state: "all" | "visible" | "hidden"; page: number; reviewId?: string }): Promise<ReviewPage<AdminReview> & { counts: Record<"all" | "visible" | "hidden", number> }> {
  let query = db
    .selectFrom("lawyer_reviews")
    .innerJoin("user", "user.id", "lawyer_reviews.reviewer_id")
    .innerJoin("lawyers", "lawyers.id", "lawyer_reviews.lawyer_id")
    .innerJoin("consultations", "consultations.id", "lawyer_reviews.consultation_id")
    .leftJoin("user as hider", "hider.id", "lawyer_reviews.hidden_by");
  if (input.state === "visible") query = query.where("lawyer_reviews.hidden_at", "is", null);
  if (input.state === "hidden") query = query.where("lawyer_reviews.hidden_at", "is not", null);
  if (input.reviewId !== undefined) query = query.where("lawyer_reviews.id", "=", isUuid(input.reviewId) ? input.reviewId : "00000000-0000-0000-0000-000000000000");
  const [rows, counts] = await Promise.all([
    query
      .select(PUBLIC_COLUMNS)
      .select([
        "user.id as reviewer_id",
        "user.email as reviewer_email",
        "lawyers.id as lawyer_id",
        "lawyers.name_ar",
        "lawyers.name_en",
        "consultations.id as consultation_id",
        "consultations.reference",
        "lawyer_reviews.hidden_at",
        "lawyer_reviews.hidden_reason",
        "hider.name as hider_name",
      ])
      .orderBy("lawyer_reviews.created_at", "desc")
      .orderBy("lawyer_reviews.id")
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_REVIEWS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("lawyer_reviews")
      .select([sql<string>`count(*)`.as("all"), sql<string>`count(*) filter (where hidden_at is null)`.as("visible")])
      .executeTakeFirstOrThrow(),
  ]);
  const all = Number(counts.all);
  const visible = Number(counts.visible);
  const total = input.reviewId !== undefined ? rows.length : input.state === "all" ? all : input.state === "visible" ? visible : all - visible;
  const items: AdminReview[] = rows.map((row) => ({
    ...toPublic(row),
    reviewer: { id: row.reviewer_id, name: row.reviewer_name, email: row.reviewer_email },
    lawyer: { id: row.lawyer_id, name: { ar: row.name_ar, en: row.name_en } },
    consultation: { id: row.consultation_id, reference: row.reference },
    hidden: row.hidden_at && row.hidden_reason ? { reason: row.hidden_reason, at: iso(row.hidden_at), byName: row.hider_name } : null,
  }));
  return { ...pageOf(items, total, input.page, ADMIN_REVIEWS_PAGE_SIZE), counts: { all, visible, hidden: all - visible } };
}
