import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { twoFactorInputs } from "#server/accounts/schemas";
import { TWO_FACTOR_SETTINGS_PATH } from "#server/auth/constants";
import { qrSvg } from "#server/auth/qr-svg";
import { IntentForm, resultFor } from "~/components/forms/intent-form";
import { AppCodeField, PasswordField, SecondFactorCodeField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { dashboardFor, requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";

/**
 * Issue 12 §1: two-factor sign-in in the account's settings, every step a plain form:
 * off → password → QR code (drawn on the server) and the secret as text → first code → ten recovery
 * codes shown once (and downloadable as .txt) → on. When on: new recovery codes (password), or off
 * (password and a code). Lawyers and admins are sent here until they have it (app/utils/guards.server.ts).
 */
const { start: passwordOnly, confirm: confirmForm, disable: disableForm } = twoFactorInputs;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, { allowWithoutTwoFactor: true });
  const caller = await callerFor(request);
  const [status, pending] = await Promise.all([caller.accounts.twoFactor.status(), caller.accounts.twoFactor.pendingSetup()]);
  // Codes just made by this page's forms are shown this once (the post redirected here).
  const recoveryCodes = status.enabled ? await caller.accounts.twoFactor.takeRecoveryCodesToShow() : null;
  const { t } = await getTranslator(request);
  return {
    status,
    recoveryCodes,
    dashboard: dashboardFor(viewer.role),
    pending: pending ? { secret: pending.secret, qr: qrSvg(pending.totpURI, { label: t("twoFactor:setup.qrLabel") }) } : null,
    meta: { title: t("twoFactor:settings.metaTitle"), description: t("twoFactor:settings.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

async function done(request: Request, toast: Toast, cookies: string[] = []) {
  const headers = new Headers();
  cookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
  headers.append("Set-Cookie", await flashToasts(request, [toast]));
  return redirect(TWO_FACTOR_SETTINGS_PATH, { headers });
}

const HIDDEN = ["password", "code"];

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, { allowWithoutTwoFactor: true });
  const formData = await requireForm(request);
  const intent = String(formData.get("intent"));
  const caller = await callerFor(request);
  const twoFactor = caller.accounts.twoFactor;
  const refused = (result: unknown, error: unknown) => {
    const code = errorCodeOf(error, `two-factor ${intent}`);
    return data(
      { intent, result, toast: makeToast({ kind: "error", title: "twoFactorFailed", description: `errors.${code}` }) },
      failureInit(error, code),
    );
  };

  /** Every form here: its fields checked (400 and the form again), then the step, its refusal shown on the form. */
  const submit = async <Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema, step: (value: z.output<Schema>) => Promise<ReturnType<typeof redirect>>) => {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
    try {
      return await step(submission.value);
    } catch (error) {
      const code = errorCodeOf(error, `two-factor ${intent}`);
      return refused(submission.reply({ hideFields: HIDDEN, formErrors: [`errors.${code}`] }), error);
    }
  };

  if (intent === "start") {
    return submit(passwordOnly, async (value) => {
      await twoFactor.start(value);
      return redirect(TWO_FACTOR_SETTINGS_PATH);
    });
  }
  if (intent === "regenerate") {
    return submit(passwordOnly, async (value) => {
      await twoFactor.regenerateRecoveryCodes(value);
      return done(request, makeToast({ kind: "success", title: "recoveryCodesRenewed" }));
    });
  }
  if (intent === "confirm") {
    return submit(confirmForm, async (value) => {
      const { setCookies } = await twoFactor.confirm(value);
      // better-auth replaced the session when it turned two-factor on: the new cookie goes with the redirect.
      return done(request, makeToast({ kind: "success", title: "twoFactorEnabled" }), setCookies);
    });
  }
  if (intent === "disable") {
    return submit(disableForm, async (value) => {
      const { setCookies } = await twoFactor.disable(value);
      return done(request, makeToast({ kind: "success", title: "twoFactorDisabled" }), setCookies);
    });
  }
  return data({ intent, result: null, toast: null }, { status: 400 });
}

/** The ten codes, shown once, with the .txt download (a plain form post: works without JavaScript). */
function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  const { t } = useTranslation("twoFactor");
  return (
    <section className="card" aria-labelledby="recovery-heading" data-testid="recovery-codes">
      <h2 id="recovery-heading">{t("recovery.heading")}</h2>
      <p>{t("recovery.intro")}</p>
      <p className="hint">{t("recovery.onceOnly")}</p>
      <ol className="recovery-codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code data-testid="recovery-code">{code}</code>
          </li>
        ))}
      </ol>
      <Form method="post" action="/account-settings/recovery-codes" reloadDocument className="actions">
        {codes.map((code) => (
          <input key={code} type="hidden" name="code" value={code} />
        ))}
        <button type="submit" className="btn-secondary">
          {t("recovery.download")}
        </button>
      </Form>
      <p>
        <Link to={continueTo} className="btn-primary">
          {t("recovery.continue")}
        </Link>
      </p>
    </section>
  );
}

export default function TwoFactorSettings() {
  const { status, pending, dashboard, recoveryCodes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("twoFactor");
  const [start, startFields] = useForm({ id: "two-factor-start", lastResult: resultFor(actionData, "start") });
  // Its own form: errors of a refused first "turn on" must not reappear under the QR code.
  const [restart, restartFields] = useForm({ id: "two-factor-restart", lastResult: pending ? resultFor(actionData, "start") : undefined });
  const [confirm, confirmFields] = useForm({ id: "two-factor-confirm", lastResult: resultFor(actionData, "confirm") });
  const [regenerate, regenerateFields] = useForm({ id: "two-factor-regenerate", lastResult: resultFor(actionData, "regenerate") });
  const [disable, disableFields] = useForm({ id: "two-factor-disable", lastResult: resultFor(actionData, "disable") });
  const codes = recoveryCodes;
  return (
    <div className="container page narrow">
      <PageHeader heading={t("settings.heading")} intro={t("settings.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      {status.required && !status.enabled ? (
        <p className="card notice" role="status" data-testid="two-factor-required">
          {t("settings.requiredNotice")}
        </p>
      ) : null}

      {codes ? (
        <RecoveryCodes codes={codes} continueTo={status.required ? dashboard : "/account-settings"} />
      ) : status.enabled ? (
        <>
          <section className="card" aria-labelledby="two-factor-on-heading">
            <h2 id="two-factor-on-heading">{t("settings.onHeading")}</h2>
            <p data-testid="two-factor-status">{t("settings.on")}</p>
            {status.recoveryCodesLeft !== null ? <p className="muted">{t("settings.codesLeft", { count: status.recoveryCodesLeft, total: 10 })}</p> : null}
          </section>
          <section className="card" aria-labelledby="regenerate-heading">
            <h2 id="regenerate-heading">{t("settings.regenerateHeading")}</h2>
            <p className="hint">{t("settings.regenerateIntro")}</p>
            <IntentForm form={regenerate} intent="regenerate" submit={t("settings.regenerate")} buttonClass="btn-secondary">
              <PasswordField meta={regenerateFields.password} label={t("auth:fields.password")} />
            </IntentForm>
          </section>
          <section className="card" aria-labelledby="disable-heading">
            <h2 id="disable-heading">{t("settings.disableHeading")}</h2>
            <p className="hint">{status.required ? t("settings.disableRequired") : t("settings.disableIntro")}</p>
            <IntentForm form={disable} intent="disable" submit={t("settings.disable")} buttonClass="btn-secondary">
              <PasswordField meta={disableFields.password} label={t("auth:fields.password")} />
              <SecondFactorCodeField meta={disableFields.code} withHint={false} />
            </IntentForm>
          </section>
        </>
      ) : pending ? (
        <section className="card" aria-labelledby="setup-heading">
          <h2 id="setup-heading">{t("setup.heading")}</h2>
          <ol className="steps">
            <li>{t("setup.stepApp")}</li>
            <li>{t("setup.stepScan")}</li>
          </ol>
          <div className="qr-code" dangerouslySetInnerHTML={{ __html: pending.qr }} />
          <p>{t("setup.manual")}</p>
          <p>
            <code className="totp-secret" dir="ltr" data-testid="totp-secret">
              {pending.secret}
            </code>
          </p>
          <IntentForm form={confirm} intent="confirm" submit={t("setup.confirm")} buttonClass="btn-primary">
            <AppCodeField meta={confirmFields.code} hint={t("setup.codeHint")} />
          </IntentForm>
          <IntentForm form={restart} intent="start" submit={t("setup.restart")} buttonClass="btn-secondary" lead={<p className="hint">{t("setup.restartHint")}</p>}>
            <PasswordField meta={restartFields.password} label={t("auth:fields.password")} />
          </IntentForm>
        </section>
      ) : (
        <section className="card" aria-labelledby="two-factor-off-heading">
          <h2 id="two-factor-off-heading">{t("settings.offHeading")}</h2>
          <p data-testid="two-factor-status">{t("settings.off")}</p>
          {status.hasPassword ? (
            <IntentForm form={start} intent="start" submit={t("settings.start")} buttonClass="btn-primary">
              <PasswordField meta={startFields.password} label={t("auth:fields.password")} hint={t("settings.passwordHint")} />
            </IntentForm>
          ) : (
            <p>
              {t("settings.needsPassword")} <a href="/update-password">{t("dashboard:settings.setPassword")}</a>
            </p>
          )}
        </section>
      )}
      <p className="center">
        <Link to="/account-settings">{t("settings.back")}</Link>
      </p>
    </div>
  );
}
