import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { PostingForm } from "~/components/back-office/posting-form";
import { PostingDetails } from "~/components/careers/posting-details";
import { PostingFacts } from "~/components/careers/posting-facts";
import { FormErrors } from "~/components/forms/fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { toPostingView } from "~/utils/careers.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { handlePostingAction } from "~/routes/dashboard/admin/jobs/job-postings.server";
import { metaFrom } from "~/utils/meta";
import { callerFor, orNotFound } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

/**
 * One job posting in the back office (issue 10 §4): its state, open and close, the edit form (both
 * languages side by side) and a preview drawn with the careers page's own components.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const [{ t, locale }, posting] = await Promise.all([getTranslator(request), orNotFound((await callerFor(request)).careers.adminGet({ id: params.id ?? "" }))]);
  const view = toPostingView(posting, locale);
  return {
    id: posting.id,
    title: view.title,
    status: posting.status,
    applications: formatNumber(posting.applications, locale),
    updated: formatDateTime(posting.updated_at, locale),
    updatedBy: posting.updated_by_name,
    closedAt: posting.closed_at ? formatDateTime(posting.closed_at, locale) : null,
    view,
    defaultValue: {
      titleAr: posting.title_ar,
      titleEn: posting.title_en,
      descriptionAr: posting.description_ar,
      descriptionEn: posting.description_en,
      requirementsAr: posting.requirements_ar.join("\n"),
      requirementsEn: posting.requirements_en.join("\n"),
      locationAr: posting.location_ar,
      locationEn: posting.location_en,
      employmentType: posting.employment_type,
      closesOn: posting.closesOn,
    },
    meta: { title: t("adminContent:jobs.edit.metaTitle", { title: view.title }), description: t("adminContent:jobs.edit.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handlePostingAction(request, params.id ?? "");
}

export default function JobPostingEditor() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("adminContent");
  const navigation = useNavigation();
  const path = `/dashboard/admin/jobs/${data.id}`;
  const canOpen = data.status !== "open";
  const canClose = data.status === "open" || data.status === "expired";
  return (
    <div className="container page">
      <PageHeader heading={data.title} intro={t("jobs.edit.intro")} crumbs={[{ to: "/dashboard/admin/jobs", label: t("jobs.list.heading") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}

      <section className="card" aria-labelledby="posting-state-heading" data-testid="posting-state" data-status={data.status}>
        <h2 id="posting-state-heading">
          {t("jobs.edit.stateHeading")}
        </h2>
        <p>
          <span className={`badge posting-${data.status}`}>{t(`jobs.status.${data.status}`)}</span> {t(`jobs.statusExplain.${data.status}`)}
        </p>
        <p className="muted small">
          {t("jobs.edit.updated", { date: data.updated, by: data.updatedBy ?? "—" })} · {t("jobs.edit.applications", { total: data.applications })}
        </p>
        {reply?.error && reply.intent !== "save" && reply.intent !== "create" ? <FormErrors id="posting-state-errors" errors={[reply.error]} /> : null}
        <div className="actions">
          {canOpen ? (
            <Form method="post" action={path}>
              <input type="hidden" name="intent" value="open" />
              <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"} data-testid="open-posting">
                {data.status === "draft" ? t("jobs.actions.publish") : t("jobs.actions.reopen")}
              </button>
            </Form>
          ) : null}
          {canClose ? (
            <Form method="post" action={path}>
              <input type="hidden" name="intent" value="close" />
              <button type="submit" className="btn-secondary" disabled={navigation.state === "submitting"} data-testid="close-posting">
                {t("jobs.actions.close")}
              </button>
            </Form>
          ) : null}
          {data.status === "open" || data.status === "closed" || data.status === "expired" ? (
            <Link to={`/careers/${data.id}`} className="btn-ghost">
              {t("jobs.actions.viewPublic")}
            </Link>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="posting-preview-heading" data-testid="posting-preview">
        <h2 id="posting-preview-heading">{t("jobs.edit.previewHeading")}</h2>
        <p className="hint">{t("jobs.edit.previewHint")}</p>
        <article className="card preview-frame">
          <p className="preview-title-line">{data.view.title}</p>
          <PostingFacts posting={data.view} />
          <PostingDetails posting={data.view} />
        </article>
      </section>

      <section aria-labelledby="posting-edit-heading">
        <h2 id="posting-edit-heading">{t("jobs.edit.formHeading")}</h2>
        <PostingForm
          id="posting-edit"
          intent="save"
          action={path}
          defaultValue={data.defaultValue}
          lastResult={reply?.intent === "save" ? reply.result : undefined}
          submitLabel={t("jobs.edit.submit")}
        />
      </section>
    </div>
  );
}
