import { requireForm } from "~/utils/multipart.server";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { decideStandingInput } from "#server/verifications/schemas";
import { Counts } from "~/components/back-office/list-page/counts";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { FormErrors } from "~/components/forms/fields";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PageHeader } from "~/components/layout/page-header";
import { isLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDateTime } from "~/utils/format";
import { searchHref } from "~/utils/search-params";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { Scale } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";

const STANDING_STATES = ["pending", "decided"] as const;
const standingParams = listParams({ status: listParam.choiceOr(STANDING_STATES, "pending") });

/** Issue 13 §1: lawyers' stated courts and QFC rights, each with its document; confirmed ones show in the directory at once. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const { status } = standingParams.read(request);
  const [{ t }, list] = await Promise.all([getTranslator(request), (await callerFor(request)).verifications.standingList({ status })]);
  return { status, list, meta: { title: t("adminReview:standing.admin.title"), description: t("adminReview:standing.admin.intro") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: decideStandingInput });
  if (submission.status !== "success") return data({ id: String(formData.get("id") ?? ""), result: submission.reply() }, { status: 400 });
  try {
    await (await callerFor(request)).verifications.decideStanding(submission.value);
  } catch (error) {
    const code = errorCodeOf(error, "standing decision");
    return data({ id: submission.value.id, result: submission.reply({ formErrors: [`common:errors.${code}`] }) }, failureInit(error, code));
  }
  const toast = makeToast({
    kind: "success",
    title: "standingDecided",
    description: submission.value.decision === "confirm" ? "adminReview:standing.toasts.confirmed" : "adminReview:standing.toasts.rejected",
  });
  return redirect("/dashboard/admin/standing", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
}

export default function AdminStanding() {
  const { status, list } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation("adminReview");
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const yesNo = (value: boolean) => t(value ? "standing.qfcYes" : "standing.qfcNo");
  return (
    <div className="container page">
      <PageHeader heading={t("standing.admin.title")} intro={t("standing.admin.intro")} />
      <Counts
        label={t("standing.admin.title")}
        states={STANDING_STATES}
        current={status}
        hrefOf={(s) => searchHref("/dashboard/admin/standing", standingParams.query({ status: s ?? "pending" }))}
        labelOf={(s) => t(`standing.admin.tabs.${s}`)}
        countOf={(s) => list.counts[s ?? "pending"]}
      />
      {list.items.length === 0 ? <EmptyState title={t("standing.admin.empty")} icon={Scale} /> : null}
      <ol className="review-list list-spaced">
        {list.items.map((r) => (
          <li key={r.id} className="card" data-testid="standing-request">
            <h2 className="card-title">
              <Link to={`/dashboard/admin/verifications/${r.lawyer.userId}`}>{r.lawyer.name[locale]}</Link>{" "}
              <bdi className="muted small">{r.lawyer.email}</bdi>
            </h2>
            <p className="muted small">{formatDateTime(r.createdAt, locale)}</p>
            <table className="table-narrow list-spaced">
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t("standing.admin.asked")}</th>
                  <th scope="col">{t("standing.admin.now")}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t("standing.level")}</th>
                  <td>{t(`lawyers:rollLevel.${r.rollLevel}`)}</td>
                  <td>{r.listed ? t(`lawyers:rollLevel.${r.listed.rollLevel}`) : "—"}</td>
                </tr>
                <tr>
                  <th scope="row">{t("standing.qfc")}</th>
                  <td>{yesNo(r.qfcRightsOfAudience)}</td>
                  <td>{r.listed ? yesNo(r.listed.qfcRightsOfAudience) : "—"}</td>
                </tr>
              </tbody>
            </table>
            <p>
              <a href={r.documentUrl} target="_blank" rel="noreferrer">
                {t("standing.admin.openDocument")}: {r.documentName}
              </a>
            </p>
            {r.status === "pending" ? (
              <DecideForm id={r.id} lastResult={actionData?.id === r.id ? (actionData.result as SubmissionResult<string[]>) : undefined} />
            ) : (
              <p className="notice" data-testid="standing-decided">
                {t("standing.admin.decidedBy", { status: t(`standing.status.${r.status}`), date: r.decidedAt ? formatDateTime(r.decidedAt, locale) : "", name: r.decidedByName ?? "—" })}
                {r.reason ? <span className="block" dir="auto">{r.reason}</span> : null}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function DecideForm({ id, lastResult }: { id: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("adminReview");
  const [form, fields] = useForm({ id: `standing-${id}`, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="form" data-testid="standing-decide">
      <input type="hidden" name="id" value={id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.reason} label={t("standing.admin.reason")} rows={2} />
      <div className="actions">
        <button type="submit" name="decision" value="confirm" className="btn-primary">
          {t("standing.admin.confirm")}
        </button>
        <button type="submit" name="decision" value="reject" className="btn-secondary">
          {t("standing.admin.reject")}
        </button>
      </div>
    </Form>
  );
}
