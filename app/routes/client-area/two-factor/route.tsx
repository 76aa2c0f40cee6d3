import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { hasTwoFactorChallenge } from "#server/accounts/two-factor";
import { recoveryCodeField, twoFactorInputs } from "#server/accounts/schemas";
import { TextField } from "~/components/forms/fields";
import { IntentForm, resultFor } from "~/components/forms/intent-form";
import { AppCodeField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { dashboardFor, safeRedirectPath } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";
import { requireForm } from "~/utils/multipart.server";

/**
 * Issue 12 §1: the second step of a sign-in, after a right password for an account with two-factor
 * sign-in. Plain forms (JavaScript optional): the 6-digit code of the authenticator app, or one of the
 * recovery codes. better-auth's signed two_factor cookie (ten minutes) says whose sign-in this is.
 */
const totpForm = twoFactorInputs.confirm;
const recoveryForm = z.object({ recoveryCode: recoveryCodeField });

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getRequestViewer(request);
  if (viewer) throw redirect(dashboardFor(viewer.role));
  // Nothing to finish: straight here, or the ten minutes are over (the cookie is gone with them).
  if (!hasTwoFactorChallenge(request.headers)) throw redirect("/client-area");
  const { t } = await getTranslator(request);
  return { meta: { title: t("twoFactor:signIn.metaTitle"), description: t("twoFactor:signIn.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const intent = formData.get("intent") === "recovery" ? "recovery" : "totp";
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "");
  const submission = parseWithZod(formData, { schema: intent === "recovery" ? recoveryForm : totpForm });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: ["code", "recoveryCode"] }), toast: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  try {
    const code = "recoveryCode" in submission.value ? submission.value.recoveryCode : submission.value.code;
    const { role, setCookies } = await caller.accounts.twoFactor.verifySignIn({ method: intent, code } as { method: "totp"; code: string });
    const headers = new Headers();
    setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
    headers.append("Set-Cookie", await flashToasts(request, [makeToast({ kind: "success", title: "signedIn" })]));
    return redirect(redirectTo || dashboardFor(role), { headers });
  } catch (error) {
    const code = errorCodeOf(error, "two-factor sign-in");
    if (code === "two_factor_challenge_expired") {
      // Too late or too many tries: the password step again, with the reason.
      const toast = makeToast({ kind: "error", title: "signInFailed", description: `errors.${code}` });
      return redirect(`/client-area${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`, {
        headers: { "Set-Cookie": await flashToasts(request, [toast]) },
      });
    }
    return data(
      {
        intent,
        result: submission.reply({ hideFields: ["code", "recoveryCode"], formErrors: [`errors.${code}`] }),
        toast: makeToast({ kind: "error", title: "signInFailed", description: `errors.${code}` }),
      },
      failureInit(error, code, { two_factor_locked: 429 }),
    );
  }
}

export default function TwoFactorSignIn() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation("twoFactor");
  const [totp, totpFields] = useForm({ id: "two-factor-code", lastResult: resultFor(actionData, "totp") });
  const [recovery, recoveryFields] = useForm({ id: "two-factor-recovery", lastResult: resultFor(actionData, "recovery") });
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <div className="container page narrow">
      <PageHeader heading={t("signIn.heading")} intro={t("signIn.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <IntentForm form={totp} intent="totp" submit={t("signIn.submit")} buttonClass="btn-primary block" className="card form" lead={<input type="hidden" name="redirectTo" value={redirectTo} />}>
        <AppCodeField meta={totpFields.code} hint={t("signIn.codeHint")} />
      </IntentForm>
      <details className="card" open={actionData?.intent === "recovery"}>
        <summary>{t("signIn.useRecovery")}</summary>
        <IntentForm
          form={recovery}
          intent="recovery"
          submit={t("signIn.submitRecovery")}
          buttonClass="btn-secondary block"
          lead={
            <>
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <p className="hint">{t("signIn.recoveryHint")}</p>
            </>
          }
        >
          <TextField meta={recoveryFields.recoveryCode} label={t("fields.recoveryCode")} autoComplete="off" dir="ltr" />
        </IntentForm>
      </details>
      <p className="center">
        <Link to="/client-area">{t("signIn.startAgain")}</Link>
      </p>
    </div>
  );
}
