import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { signUpFields } from "#server/accounts/schemas";
import { getEnv } from "#server/config/env";
import { DOCUMENT_KEYS_BY_ROLE } from "#server/documents/verification-documents";
import { DocumentInputs } from "~/components/forms/document-inputs";
import { FieldErrors, FormErrors, TextField } from "~/components/forms/fields";
import { PasswordField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { toastsForUpload } from "~/utils/documents.server";
import { flashToasts } from "~/utils/flash.server";
import { redirectIfSignedIn, safeRedirectPath } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { documentsFromForm, readPostedForm, maxUploadMegabytes } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";

const signUpForm = signUpFields;

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const { t } = await getTranslator(request);
  return {
    maxMegabytes: maxUploadMegabytes(),
    meta: { title: t("auth:signUp.metaTitle"), description: t("auth:signUp.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const { locale } = await getTranslator(request);
  const formData = await readPostedForm(request, { maxFileBytes: getEnv().MAX_UPLOAD_BYTES });
  if (!formData) {
    return data({ result: null, toast: makeToast({ kind: "error", title: "signUpFailed", description: "errors.invalid_input" }) }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: signUpForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  const { userType } = submission.value;
  const documents =
    userType === "lawyer" || userType === "company" ? await documentsFromForm(formData, DOCUMENT_KEYS_BY_ROLE[userType]) : [];
  try {
    const caller = await callerFor(request);
    // Someone who started elsewhere (e.g. choosing a consultation) comes back there after signing in.
    const redirectTo = safeRedirectPath(formData.get("redirectTo"), "");
    const { uploads } = await caller.accounts.signUp({ ...submission.value, locale, documents, redirectTo: redirectTo || undefined });
    // spec §4/§8: no session yet; confirmation is pending. Upload problems are reported one by one.
    const toasts = [
      makeToast({ kind: "success", title: "confirmationSent", description: "toasts.confirmationSentDescription" }),
      ...toastsForUpload(uploads, { announceSuccess: false }),
    ];
    const next = redirectTo ? `/client-area?signup=pending&redirectTo=${encodeURIComponent(redirectTo)}` : "/client-area?signup=pending";
    return redirect(next, { headers: { "Set-Cookie": await flashToasts(request, toasts) } });
  } catch (error) {
    const code = errorCodeOf(error, "sign up");
    const userNotCreated = code === "user_not_created";
    return data(
      {
        result: submission.reply({ hideFields: ["password"], formErrors: [`errors.${code}`] }),
        toast: userNotCreated
          ? makeToast({ kind: "error", title: "error", description: "errors.user_not_created" })
          : makeToast({ kind: "error", title: "signUpFailed", description: `errors.${code}` }),
      },
      failureInit(error, code),
    );
  }
}

export default function SignUp() {
  const { maxMegabytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  // A link may prefill the address and the account type (a company invitation: ?email=...&userType=company).
  const prefill = { email: searchParams.get("email")?.slice(0, 254) ?? "", userType: searchParams.get("userType") ?? "" };
  const [form, fields] = useForm<Record<"fullName" | "email" | "password" | "userType", string>>({
    lastResult: actionData?.result ?? undefined,
    defaultValue: { email: prefill.email, userType: ["individual", "company", "lawyer"].includes(prefill.userType) ? prefill.userType : undefined },
  });
  const selectedType = fields.userType.value ?? fields.userType.initialValue;
  return (
    <div className="container page narrow">
      <PageHeader heading={t("signUp.heading")} intro={t("signUp.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card form signup-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.fullName} label={t("fields.fullName")} autoComplete="name" />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
        <PasswordField meta={fields.password} label={t("fields.password")} isNew />
        <fieldset className="field" aria-describedby={fields.userType.errors?.length ? fields.userType.errorId : undefined}>
          <legend>{t("fields.userType")}</legend>
          {(["individual", "company", "lawyer"] as const).map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name={fields.userType.name}
                value={type}
                defaultChecked={(selectedType ?? "individual") === type}
              />
              <span>
                <strong>{t(`userTypes.${type}.label`)}</strong>
                <span className="muted block">{t(`userTypes.${type}.hint`)}</span>
              </span>
            </label>
          ))}
          <FieldErrors id={fields.userType.errorId} errors={fields.userType.errors} />
        </fieldset>
        {/* Shown by CSS (:has) for the chosen type, so it works without JavaScript. */}
        <fieldset className="field documents-for documents-for-lawyer">
          <legend>{t("signUp.documentsLawyer")}</legend>
          <DocumentInputs keys={["bar_license", "qatar_id"]} maxMegabytes={maxMegabytes} />
        </fieldset>
        <fieldset className="field documents-for documents-for-company">
          <legend>{t("signUp.documentsCompany")}</legend>
          <DocumentInputs keys={["commercial_registration", "signatory_authorization"]} maxMegabytes={maxMegabytes} />
        </fieldset>
        <button type="submit" className="btn-primary block">
          {t("signUp.submit")}
        </button>
      </Form>
      <p className="center">
        {t("signUp.haveAccount")} <Link to={redirectTo ? `/client-area?redirectTo=${encodeURIComponent(redirectTo)}` : "/client-area"}>{t("signUp.signIn")}</Link>
      </p>
    </div>
  );
}
