import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { PublicReview, ReviewPage } from "#server/reviews/queries";
import type { AppLocale } from "~/i18n/config";
import { formatDate } from "~/utils/format";
import { ReviewText } from "./review-text";
import { RatingSummary, Stars } from "./stars";

/**
 * The reviews section of a lawyer's profile (issue 12 §4): the summary, then the visible reviews newest
 * first, paged by links (`?page=`), each with the reviewer's first name and the lawyer's reply.
 */
export function ProfileReviews({
  reviews,
  rating,
  locale,
  path,
}: {
  reviews: ReviewPage<PublicReview>;
  rating: { average: number; count: number } | null;
  locale: AppLocale;
  path: string;
}) {
  const { t } = useTranslation("reviews");
  const hrefOf = (page: number) => (page === 1 ? `${path}#reviews` : `${path}?page=${page}#reviews`);
  return (
    <section className="content-section" aria-labelledby="reviews" data-testid="profile-reviews">
      <h2 id="reviews">{t("profile.heading")}</h2>
      <p>
        <RatingSummary rating={rating} locale={locale} />
      </p>
      <p className="muted small">{t("summary.verifiedNote")}</p>
      {reviews.items.length === 0 ? (
        <p>{t("profile.empty")}</p>
      ) : (
        <ol className="review-list">
          {reviews.items.map((review) => (
            <li key={review.id} className="card" data-testid="review">
              <p className="item-row review-meta">
                <Stars rating={review.rating} locale={locale} size="sm" />
                <span className="review-author">{t("profile.by", { name: review.reviewerFirstName })}</span>
                <span className="muted small">
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
                </span>
              </p>
              {review.body ? <ReviewText text={review.body} /> : null}
              {review.reply ? (
                <div className="review-reply" data-testid="review-reply">
                  <p className="small review-reply-label">{t("profile.reply")}</p>
                  <ReviewText text={review.reply.body} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ReviewPager page={reviews.page} pageCount={reviews.pageCount} hrefOf={hrefOf} />
    </section>
  );
}

/** Newer and older pages of a review list, as links (no JavaScript needed): the profile, the lawyer's and the admin's lists. */
export function ReviewPager({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation("reviews");
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("profile.pagination")} className="item-row review-pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="btn-ghost">
          {t("profile.previous")}
        </Link>
      ) : null}
      <span className="small">{t("profile.pageOf", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" className="btn-ghost">
          {t("profile.next")}
        </Link>
      ) : null}
    </nav>
  );
}
