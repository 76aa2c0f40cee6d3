import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { changePasswordInput, requiredSecondFactorCodeField, resetPasswordInput, setPasswordInput } from "#server/accounts/schemas";
import { FormErrors } from "~/components/forms/fields";
import { PasswordField, SecondFactorCodeField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";
import { requireForm } from "~/utils/multipart.server";

const withToken = resetPasswordInput;
const withSession = changePasswordInput.omit({ revokeOtherSessions: true });
const withSessionNoPassword = setPasswordInput;
/** Issue 25 item 2: a signed-in account with two-factor sign-in on also gives a code from the app or a recovery code. */
const requiredCode = { code: requiredSecondFactorCodeField };
const CODE_ERRORS: ReadonlySet<string> = new Set(["two_factor_code_required", "two_factor_code_invalid", "two_factor_code_used", "recovery_code_invalid"]);
const SECRET_FIELDS = ["newPassword", "currentPassword", "code"];

type Mode = "token" | "session" | "session-no-password" | "invalid";

async function modeOf(request: Request, token: string | null): Promise<Mode> {
  if (token) return "token";
  const viewer = await getRequestViewer(request);
  if (!viewer) return "invalid";
  const me = await (await callerFor(request)).accounts.me();
  return me.hasPassword ? "session" : "session-no-password";
}

/** A signed-in change (not a reset link) of an account with two-factor sign-in on asks for a code too. */
async function needsCode(request: Request, mode: Mode): Promise<boolean> {
  if (mode !== "session" && mode !== "session-no-password") return false;
  return Boolean((await getRequestViewer(request))?.twoFactorEnabled);
}

/** spec §2: open to all. A reset link's token, or a live session, lets a person set a new password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  // better-auth sends people here with ?error=INVALID_TOKEN when the link is bad or expired.
  const mode: Mode = url.searchParams.get("error") ? "invalid" : await modeOf(request, token);
  const { t } = await getTranslator(request);
  return {
    mode,
    token: mode === "token" ? token : null,
    codeRequired: await needsCode(request, mode),
    meta: { title: t("auth:update.metaTitle"), description: t("auth:update.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const token = formData.get("token");
  const mode = await modeOf(request, typeof token === "string" && token ? token : null);
  const codeRequired = await needsCode(request, mode);
  const schema =
    mode === "token"
      ? withToken
      : mode === "session"
        ? codeRequired
          ? withSession.extend(requiredCode)
          : withSession
        : codeRequired
          ? withSessionNoPassword.extend(requiredCode)
          : withSessionNoPassword;
  if (mode === "invalid") {
    return data({ result: null, toast: makeToast({ kind: "error", title: "passwordUpdateFailed", description: "errors.token_invalid" }) }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), toast: null }, { status: 400 });
  }
  const caller = await callerFor(request);
  try {
    const value = submission.value as { token?: string; currentPassword?: string; newPassword: string; code?: string };
    const headers = new Headers();
    if (mode === "token") {
      await caller.accounts.resetPassword({ token: value.token!, newPassword: value.newPassword });
    } else if (mode === "session") {
      const result = await caller.accounts.changePassword({
        currentPassword: value.currentPassword!,
        newPassword: value.newPassword,
        code: value.code,
        revokeOtherSessions: true,
      });
      result.setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
    } else {
      await caller.accounts.setPassword({ newPassword: value.newPassword, code: value.code });
    }
    const toast = makeToast({ kind: "success", title: "passwordUpdated", description: "toasts.passwordUpdatedDescription" });
    headers.append("Set-Cookie", await flashToasts(request, [toast]));
    return redirect(mode === "token" ? "/client-area" : "/account-settings", { headers });
  } catch (error) {
    const code = errorCodeOf(error, "password update");
    return data(
      {
        result: submission.reply({
          hideFields: SECRET_FIELDS,
          ...(CODE_ERRORS.has(code) ? { fieldErrors: { code: [`errors.${code}`] } } : { formErrors: [`errors.${code}`] }),
        }),
        toast: makeToast({ kind: "error", title: "passwordUpdateFailed", description: `errors.${code}` }),
      },
      { status: 400 },
    );
  }
}

export default function UpdatePassword() {
  const { mode, token, codeRequired } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({ lastResult: actionData?.result ?? undefined });
  return (
    <div className="container page narrow">
      <PageHeader heading={t("update.heading")} intro={mode === "invalid" ? undefined : t("update.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      {mode === "invalid" ? (
        <div className="card" role="alert" data-testid="token-invalid">
          <p>{t("update.invalid")}</p>
          <p className="actions">
            <Link to="/forgot-password" className="btn-primary">
              {t("update.requestNew")}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card form">
          <FormErrors id={form.errorId} errors={form.errors} />
          {token ? <input type="hidden" name="token" value={token} /> : null}
          {mode === "session" ? (
            <PasswordField meta={fields.currentPassword} label={t("fields.currentPassword")} />
          ) : null}
          <PasswordField meta={fields.newPassword} label={t("fields.newPassword")} isNew />
          {codeRequired ? (
            <SecondFactorCodeField meta={fields.code} />
          ) : null}
          <button type="submit" className="btn-primary block">
            {t("update.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
