import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ReviewEligibility } from "#server/reviews/reviews";
import { FieldErrors, FormErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import type { AppLocale } from "~/i18n/config";
import { formatDate } from "~/utils/format";
import { ReviewText } from "./review-text";
import { Stars } from "./stars";

/**
 * The client's review on the consultation page (issue 12 §4): once the lawyer marks it completed, a
 * plain POST form (rating as radio buttons, optional text); afterwards the review itself with the
 * lawyer's reply or the reason it was hidden; or why no review can be written.
 */
export function ReviewSection({
  eligibility,
  lawyerName,
  locale,
  lastResult,
}: {
  eligibility: ReviewEligibility;
  lawyerName: string;
  locale: AppLocale;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation("reviews");
  const [form, fields] = useForm({ id: "review-form", lastResult });
  if (eligibility.status === "refused") {
    // A client whose consultation is not over sees nothing yet; the other refusals are explained.
    if (eligibility.reason === "not_completed") return null;
    return (
      <section className="card" id="review" aria-labelledby="review-heading">
        <h2 id="review-heading">{t("form.heading")}</h2>
        <p data-testid="review-refused">{t(`refused.${eligibility.reason}`)}</p>
      </section>
    );
  }
  if (eligibility.status === "reviewed") {
    const review = eligibility.review;
    return (
      <section className="card" id="review" aria-labelledby="review-heading" data-testid="own-review">
        <h2 id="review-heading">{t("form.yours")}</h2>
        <p className="item-row review-meta">
          <Stars rating={review.rating} locale={locale} />
          <span className="muted small">{t("form.published", { date: formatDate(review.createdAt, locale) })}</span>
        </p>
        {review.body ? <ReviewText text={review.body} /> : null}
        {review.hidden ? (
          <p className="notice" data-testid="review-hidden">
            {t("form.hidden", { reason: review.hidden.reason })}
          </p>
        ) : null}
        {review.reply ? (
          <div className="review-reply">
            <p className="small review-reply-label">{t("profile.reply")}</p>
            <ReviewText text={review.reply.body} />
          </div>
        ) : null}
      </section>
    );
  }
  const ratingErrors = fields.rating.errors;
  return (
    <section className="card" id="review" aria-labelledby="review-heading">
      <h2 id="review-heading">{t("form.heading")}</h2>
      <p>{t("form.intro", { name: lawyerName })}</p>
      <p className="muted small">{t("form.deadline", { date: formatDate(eligibility.deadline, locale) })}</p>
      <Form method="post" {...getFormProps(form)} className="form" data-testid="review-form">
        <input type="hidden" name="intent" value="review" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className="rating-picker" aria-describedby={ratingErrors?.length ? fields.rating.errorId : undefined}>
          <legend>{t("stars.choose")}</legend>
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n}>
              <input type="radio" name={fields.rating.name} value={String(n)} defaultChecked={fields.rating.initialValue === String(n)} required />
              <span>
                {t("stars.option", { count: n })} — {t(`stars.names.${n}`)}
              </span>
            </label>
          ))}
        </fieldset>
        <FieldErrors id={fields.rating.errorId} errors={ratingErrors} />
        <TextAreaField meta={fields.body} label={t("form.body")} hint={t("form.bodyHint")} rows={5} />
        <button type="submit" className="btn-primary">
          {t("form.submit")}
        </button>
      </Form>
    </section>
  );
}
