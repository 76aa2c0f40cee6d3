import { useTranslation } from "react-i18next";
import { type AppLocale, intlLocaleOf } from "~/i18n/config";
import { numberFormat } from "~/utils/intl";

/** "4.2" / "٤٫٢": one decimal, in the page's digits. */
export function formatRating(value: number, locale: AppLocale): string {
  return numberFormat(intlLocaleOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * Five stars filled to the rating (to the nearest half), read out as "4.2 out of 5". The stars are
 * drawn by CSS from text (no icon font, no image), so they print and keep their colour contrast.
 */
export function Stars({ rating, locale, size = "md" }: { rating: number; locale: AppLocale; size?: "sm" | "md" }) {
  const { t } = useTranslation("reviews");
  const filled = Math.round(rating * 2) / 2;
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={t("stars.label", { rating: formatRating(rating, locale) })} data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? "star star-full" : n - 0.5 === filled ? "star star-half" : "star"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The average and how many reviews it rests on, or "No reviews yet". */
export function RatingSummary({ rating, locale, size = "md" }: { rating: { average: number; count: number } | null; locale: AppLocale; size?: "sm" | "md" }) {
  const { t } = useTranslation("reviews");
  if (!rating) return <span className="muted small" data-testid="rating-summary">{t("summary.none")}</span>;
  return (
    <span className="rating-summary" data-testid="rating-summary">
      <Stars rating={rating.average} locale={locale} size={size} />
      <span className="rating-average">{formatRating(rating.average, locale)}</span>
      <span className="muted">({t("summary.count", { count: rating.count })})</span>
    </span>
  );
}
