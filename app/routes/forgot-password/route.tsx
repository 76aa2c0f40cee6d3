import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { requestPasswordResetInput } from "#server/accounts/schemas";
import { FormErrors, TextField } from "~/components/forms/fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { redirectIfSignedIn } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const { t } = await getTranslator(request);
  return { meta: { title: t("auth:forgot.metaTitle"), description: t("auth:forgot.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const submission = parseWithZod(await requireForm(request), { schema: requestPasswordResetInput });
  if (submission.status !== "success") return data({ result: submission.reply(), toast: null }, { status: 400 });
  try {
    const caller = await callerFor(request);
    await caller.accounts.requestPasswordReset(submission.value);
    // The same answer whether or not the address has an account.
    const toast = makeToast({ kind: "success", title: "passwordResetSent", description: "toasts.passwordResetSentDescription" });
    return redirect("/forgot-password?sent=1", { headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "password reset request");
    return data(
      {
        result: submission.reply({ formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "passwordResetFailed", description: `errors.${code}` }),
      },
      failureInit(error, code),
    );
  }
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({ lastResult: actionData?.result });
  return (
    <div className="container page narrow">
      <PageHeader heading={t("forgot.heading")} intro={t("forgot.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <Form method="post" {...getFormProps(form)} className="card form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
        <button type="submit" className="btn-primary block">
          {t("forgot.submit")}
        </button>
      </Form>
      <p className="center">
        <Link to="/client-area">{t("forgot.back")}</Link>
      </p>
    </div>
  );
}
