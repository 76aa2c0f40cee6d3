import { requireForm } from "~/utils/multipart.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, LinksFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PageHeader } from "~/components/layout/page-header";
import { DeskNav } from "~/components/lawyer-desk/desk-nav";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { ReviewPager } from "~/components/reviews/review-list";
import { ReviewText } from "~/components/reviews/review-text";
import { replyInput } from "#server/reviews/schemas";
import { RatingSummary, Stars } from "~/components/reviews/stars";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { intParam } from "~/utils/search-params";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { Star } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";

/** Issue 12 §4: what clients wrote about the signed-in lawyer (hidden ones too, with the firm's reason), each answered once. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["lawyer"]);
  const page = intParam(new URL(request.url).searchParams.get("page"), 1, 1000) ?? 1;
  const [{ t }, reviews] = await Promise.all([getTranslator(request), (await callerFor(request)).reviews.aboutMe({ page })]);
  return { reviews, meta: { title: t("reviews:desk.title"), description: t("reviews:desk.intro") } };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["lawyer"]);
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: replyInput });
  if (submission.status !== "success") {
    return data({ reviewId: String(formData.get("reviewId") ?? ""), result: submission.reply() }, { status: 400 });
  }
  try {
    await (await callerFor(request)).reviews.reply(submission.value);
  } catch (error) {
    const code = errorCodeOf(error, "review reply");
    return data({ reviewId: submission.value.reviewId, result: submission.reply({ formErrors: [`common:errors.${code}`] }) }, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "reviewReplied", description: "reviews:toasts.replied" });
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export default function LawyerReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation("reviews");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const hrefOf = (page: number) => (page > 1 ? `/dashboard/lawyer/reviews?page=${page}` : "/dashboard/lawyer/reviews");
  const summary = reviews.summary.count > 0 && reviews.summary.average !== null ? { count: reviews.summary.count, average: reviews.summary.average } : null;
  return (
    <div className="container page">
      <PageHeader heading={t("desk.title")} intro={t("desk.intro")} crumbs={[{ to: "/dashboard/lawyer", label: t("desk.dashboard") }]} />
      <DeskNav />
      <p>
        <RatingSummary rating={summary} locale={locale} />
      </p>
      {reviews.items.length === 0 ? (
        <EmptyState title={t("desk.empty")} icon={Star} />
      ) : (
        <ol className="review-list">
          {reviews.items.map((review) => (
            <li key={review.id} className="card" data-testid="desk-review">
              <p className="meta-line">
                <Stars rating={review.rating} locale={locale} size="sm" />
                <span className="strong">{t("profile.by", { name: review.reviewerFirstName })}</span>
                <span className="muted small">{formatDate(review.createdAt, locale)}</span>
                <span className="muted small">{t("desk.consultation", { reference: review.consultationReference })}</span>
              </p>
              {review.body ? <ReviewText text={review.body} /> : null}
              {review.hidden ? (
                <p className="notice" data-testid="review-hidden">
                  {t("desk.hidden", { reason: review.hidden.reason })}
                </p>
              ) : null}
              {review.reply ? (
                <div className="review-reply" data-testid="review-reply">
                  <p className="small strong">{t("desk.replied", { date: formatDate(review.reply.at, locale) })}</p>
                  <ReviewText text={review.reply.body} />
                </div>
              ) : (
                <ReplyForm reviewId={review.id} lastResult={actionData?.reviewId === review.id ? (actionData.result as SubmissionResult<string[]>) : undefined} />
              )}
            </li>
          ))}
        </ol>
      )}
      <ReviewPager page={reviews.page} pageCount={reviews.pageCount} hrefOf={hrefOf} />
    </div>
  );
}

function ReplyForm({ reviewId, lastResult }: { reviewId: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("reviews");
  const [form, fields] = useForm({ id: `reply-${reviewId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid="reply-form">
      <input type="hidden" name="reviewId" value={reviewId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.body} label={t("desk.replyLabel")} hint={t("desk.replyHint")} rows={3} />
      <button type="submit" className="btn-secondary">
        {t("desk.replySubmit")}
      </button>
    </Form>
  );
}
