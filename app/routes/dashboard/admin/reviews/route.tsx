import { requireForm } from "~/utils/multipart.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { Counts } from "~/components/back-office/list-page/counts";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { FormErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PageHeader } from "~/components/layout/page-header";
import { ReviewPager } from "~/components/reviews/review-list";
import { ReviewText } from "~/components/reviews/review-text";
import { hideInput } from "#server/reviews/schemas";
import { Stars } from "~/components/reviews/stars";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { Star } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";

const STATES = ["all", "visible", "hidden"] as const;
type State = (typeof STATES)[number];
const reviewListParams = listParams({ state: listParam.choiceOr(STATES, "all"), page: listParam.page(1000), review: listParam.raw() });

/** Issue 12 §4: every review, newest first, by state; an admin hides one with a reason (the procedure checks the role). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const { state, page, review: reviewId } = reviewListParams.read(request);
  const [{ t }, list] = await Promise.all([getTranslator(request), (await callerFor(request)).reviews.adminList({ state, page, reviewId })]);
  return { state, reviewId: reviewId ?? null, list, meta: { title: t("reviews:admin.title"), description: t("reviews:admin.intro") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: hideInput });
  if (submission.status !== "success") {
    return data({ reviewId: String(formData.get("reviewId") ?? ""), result: submission.reply() }, { status: 400 });
  }
  try {
    await (await callerFor(request)).reviews.hide(submission.value);
  } catch (error) {
    const code = errorCodeOf(error, "review hide");
    return data({ reviewId: submission.value.reviewId, result: submission.reply({ formErrors: [`common:errors.${code}`] }) }, failureInit(error, code));
  }
  const toast = makeToast({ kind: "success", title: "reviewHidden", description: "reviews:toasts.hidden" });
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}`, { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export default function AdminReviews() {
  const { state, reviewId, list } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation("reviews");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const hrefOf = (s: State, page = 1) => `/dashboard/admin/reviews?state=${s}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <div className="container page">
      <PageHeader heading={t("admin.title")} intro={t("admin.intro")} />
      <Counts
        label={t("admin.filterLabel")}
        states={STATES}
        current={reviewId ? null : state}
        hrefOf={(s) => hrefOf(s ?? "all")}
        labelOf={(s) => t(`admin.states.${s}`)}
        countOf={(s) => list.counts[s ?? "all"]}
      />
      {list.items.length === 0 ? (
        <EmptyState title={t("admin.empty")} icon={Star} />
      ) : (
        <ol className="review-list list-spaced">
          {list.items.map((review) => (
            <li key={review.id} id={`review-${review.id}`} className="card" data-testid="admin-review">
              <p className="meta-line">
                <Stars rating={review.rating} locale={locale} size="sm" />
                <span className="muted small">{formatDateTime(review.createdAt, locale)}</span>
              </p>
              <dl className="facts">
                <dt>{t("admin.reviewer")}</dt>
                <dd>
                  <Link to={`/dashboard/admin/users/${review.reviewer.id}`}>{review.reviewer.name}</Link>{" "}
                  <bdi className="muted small">{review.reviewer.email}</bdi>
                </dd>
                <dt>{t("admin.lawyer")}</dt>
                <dd>
                  <Link to={`/lawyer-profile/${review.lawyer.id}`}>{review.lawyer.name[locale]}</Link>
                </dd>
                <dt>{t("admin.consultation")}</dt>
                <dd>
                  <Link to={`/consultations/${review.consultation.id}`}>
                    <bdi className="ref">{review.consultation.reference}</bdi>
                  </Link>
                </dd>
              </dl>
              {review.body ? <ReviewText text={review.body} /> : null}
              {review.reply ? (
                <div className="review-reply">
                  <p className="small strong">{t("profile.reply")}</p>
                  <ReviewText text={review.reply.body} />
                </div>
              ) : null}
              {review.hidden ? (
                <p className="notice" data-testid="review-hidden">
                  {t("admin.hiddenBy", { date: formatDateTime(review.hidden.at, locale), name: review.hidden.byName ?? "—", reason: review.hidden.reason })}
                </p>
              ) : (
                <HideForm reviewId={review.id} lastResult={actionData?.reviewId === review.id ? (actionData.result as SubmissionResult<string[]>) : undefined} />
              )}
            </li>
          ))}
        </ol>
      )}
      <ReviewPager page={list.page} pageCount={list.pageCount} hrefOf={(page) => hrefOf(state, page)} />
    </div>
  );
}

function HideForm({ reviewId, lastResult }: { reviewId: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("reviews");
  const [form, fields] = useForm({ id: `hide-${reviewId}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid="hide-form">
      <input type="hidden" name="reviewId" value={reviewId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.reason} label={t("admin.hideReason")} hint={t("admin.hideReasonHint")} rows={2} />
      <button type="submit" className="btn-secondary">
        {t("admin.hideSubmit")}
      </button>
    </Form>
  );
}
