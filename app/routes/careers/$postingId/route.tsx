import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { applicationFields } from "#server/careers/applications";
import { CV_MAX_BYTES } from "#server/careers/constants";
import { checkCv } from "#server/careers/cv";
import { ApplicationForm } from "~/components/careers/application-form";
import { PostingDetails } from "~/components/careers/posting-details";
import { PostingFacts } from "~/components/careers/posting-facts";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { toPostingView } from "~/utils/careers.server";
import { flashToasts } from "~/utils/flash.server";
import { metaFrom } from "~/utils/meta";
import { readPostedForm, TOO_LARGE_TYPE } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, orNotFound, failureInit } from "~/utils/trpc.server";

const CV_ERRORS = {
  file_required: "validation.cvRequired",
  file_too_large: "validation.cvTooLarge",
  file_type_not_allowed: "validation.cvType",
} as const;

/** The CV as posted: required, under the cap, and a PDF or .docx by its content (checked again by the procedure). */
const cvField = z.custom<File>((v) => v instanceof File && v.name !== "", { error: "validation.cvRequired" }).superRefine(async (file, ctx) => {
  const bytes = file.type === TOO_LARGE_TYPE ? null : new Uint8Array(await file.arrayBuffer());
  const check = await checkCv(bytes);
  if (typeof check === "string") ctx.addIssue({ code: "custom", message: CV_ERRORS[check] });
});

const applicationForm = z.object({ ...applicationFields, cv: cvField });

/**
 * An open posting with its application form; a posting closed since (issue 10 §4) still shows what it
 * was, says plainly that it takes no more applications, has no form, and answers 410 Gone so search
 * engines drop it. A draft was never public: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const posting = await orNotFound((await callerFor(request)).careers.page({ id: params.postingId ?? "" }));
  const { t, locale } = await getTranslator(request);
  const view = toPostingView(posting, locale);
  return data(
    {
      posting: view,
      isOpen: posting.is_open,
      maxMegabytes: CV_MAX_BYTES / (1024 * 1024),
      meta: {
        title: t("careers:meta.postingTitle", { title: view.title }),
        description: t("careers:meta.postingDescription", { type: t(`careers:types.${view.type}`), location: view.location, date: view.closes }),
      },
    },
    { status: posting.is_open ? 200 : 410 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), ...(data && !data.isOpen ? [{ name: "robots", content: "noindex" }] : [])];

export async function action({ request, params }: ActionFunctionArgs) {
  const postingId = params.postingId ?? "";
  const caller = await callerFor(request);
  const posting = await orNotFound(caller.careers.page({ id: postingId }));
  const { locale } = await getTranslator(request);
  // issue 10 §4: a closed posting refuses new applications with a clear message (410 Gone).
  if (!posting.is_open) {
    return data(
      { result: null, toast: makeToast({ kind: "error", title: "applicationFailed", description: "errors.posting_closed" }) },
      { status: 410 },
    );
  }
  const formData = await readPostedForm(request, { maxFileBytes: CV_MAX_BYTES });
  if (!formData) {
    return data(
      { result: null, toast: makeToast({ kind: "error", title: "applicationFailed", description: "errors.invalid_input" }) },
      { status: 400 },
    );
  }
  const submission = await parseWithZod(formData, { schema: applicationForm, async: true });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  const { cv, ...fields } = submission.value;
  try {
    await caller.careers.submitApplication({ ...fields, postingId, locale, cv: { fileName: cv.name, bytes: new Uint8Array(await cv.arrayBuffer()) } });
    const toast = makeToast({ kind: "success", title: "applicationSent", description: "toasts.applicationSentDescription" });
    return redirect("/careers?applied=1", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "job application");
    if (code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    if (code === "posting_closed") {
      return data({ result: null, toast: makeToast({ kind: "error", title: "applicationFailed", description: "errors.posting_closed" }) }, { status: 410 });
    }
    const cvError = code === "file_required" || code === "file_too_large" || code === "file_type_not_allowed" ? CV_ERRORS[code] : null;
    return data(
      {
        result: cvError ? submission.reply({ fieldErrors: { cv: [cvError] } }) : submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "applicationFailed", description: `errors.${code}` }),
      },
      failureInit(error, code),
    );
  }
}

export default function CareersPosting() {
  const { posting, isOpen, maxMegabytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("careers");
  return (
    <div className="container page">
      <PageHeader heading={posting.title} crumbs={[{ to: "/careers", label: t("pages:careers.heading") }]} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <div className="two-column">
        <article>
          <PostingFacts posting={posting} closed={!isOpen} />
          {posting.isSample ? <p className="badge">{t("pages:legalUpdates.sampleBadge")}</p> : null}
          <PostingDetails posting={posting} />
          <p>
            <Link to="/careers">{t("posting.back")}</Link>
          </p>
        </article>
        {isOpen ? (
          <ApplicationForm postingId={posting.id} lastResult={actionData?.result} maxMegabytes={maxMegabytes} />
        ) : (
          <section className="card" role="status" aria-labelledby="posting-closed-heading" data-testid="posting-closed">
            <h2 id="posting-closed-heading">
              {t("closed.heading")}
            </h2>
            <p>{t("common:errors.posting_closed")}</p>
            <p>
              <Link to="/careers" className="btn-primary">
                {t("closed.seeOpenings")}
              </Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
