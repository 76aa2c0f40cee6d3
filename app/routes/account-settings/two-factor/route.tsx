import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { totpCodeField } from "#server/accounts/two-factor";
import { TWO_FACTOR_SETTINGS_PATH } from "#server/auth/constants";
import { qrSvg } from "#server/auth/qr-svg";
import { FormErrors } from "~/components/forms/fields";
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
const passwordOnly = z.object({ password: z.string({ error: "validation.required" }).min(1, "validation.required").max(200, "validation.tooLong") });
const confirmForm = z.object({ code: totpCodeField });
const disableForm = passwordOnly.extend({ code: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(40, "validation.tooLong") });

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

  if (intent === "start" || intent === "regenerate") {
    const submission = parseWithZod(formData, { schema: passwordOnly });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
    try {
      if (intent === "start") {
        await twoFactor.start(submission.value);
        return redirect(TWO_FACTOR_SETTINGS_PATH);
      }
      await twoFactor.regenerateRecoveryCodes(submission.value);
      return done(request, makeToast({ kind: "success", title: "recoveryCodesRenewed" }));
    } catch (error) {
      const code = errorCodeOf(error, `two-factor ${intent}`);
      return refused(submission.reply({ hideFields: HIDDEN, formErrors: [`errors.${code}`] }), error);
    }
  }
  if (intent === "confirm") {
    const submission = parseWithZod(formData, { schema: confirmForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
    try {
      const { setCookies } = await twoFactor.confirm(submission.value);
      // better-auth replaced the session when it turned two-factor on: the new cookie goes with the redirect.
      return done(request, makeToast({ kind: "success", title: "twoFactorEnabled" }), setCookies);
    } catch (error) {
      const code = errorCodeOf(error, "two-factor confirm");
      return refused(submission.reply({ hideFields: HIDDEN, formErrors: [`errors.${code}`] }), error);
    }
  }
  if (intent === "disable") {
    const submission = parseWithZod(formData, { schema: disableForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
    try {
      const { setCookies } = await twoFactor.disable(submission.value);
      return done(request, makeToast({ kind: "success", title: "twoFactorDisabled" }), setCookies);
    } catch (error) {
      const code = errorCodeOf(error, "two-factor disable");
      return refused(submission.reply({ hideFields: HIDDEN, formErrors: [`errors.${code}`] }), error);
    }
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
  const resultFor = (intent: string) => (actionData?.intent === intent ? (actionData.result as never) : undefined);
  const [start, startFields] = useForm({ id: "two-factor-start", lastResult: resultFor("start") });
  // Its own form: errors of a refused first "turn on" must not reappear under the QR code.
  const [restart, restartFields] = useForm({ id: "two-factor-restart", lastResult: pending && actionData?.intent === "start" ? (actionData.result as never) : undefined });
  const [confirm, confirmFields] = useForm({ id: "two-factor-confirm", lastResult: resultFor("confirm") });
  const [regenerate, regenerateFields] = useForm({ id: "two-factor-regenerate", lastResult: resultFor("regenerate") });
  const [disable, disableFields] = useForm({ id: "two-factor-disable", lastResult: resultFor("disable") });
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
            <Form method="post" {...getFormProps(regenerate)} className="form">
              <FormErrors id={regenerate.errorId} errors={regenerate.errors} />
              <PasswordField meta={regenerateFields.password} label={t("auth:fields.password")} />
              <button type="submit" name="intent" value="regenerate" className="btn-secondary">
                {t("settings.regenerate")}
              </button>
            </Form>
          </section>
          <section className="card" aria-labelledby="disable-heading">
            <h2 id="disable-heading">{t("settings.disableHeading")}</h2>
            <p className="hint">{status.required ? t("settings.disableRequired") : t("settings.disableIntro")}</p>
            <Form method="post" {...getFormProps(disable)} className="form">
              <FormErrors id={disable.errorId} errors={disable.errors} />
              <PasswordField meta={disableFields.password} label={t("auth:fields.password")} />
              <SecondFactorCodeField meta={disableFields.code} withHint={false} />
              <button type="submit" name="intent" value="disable" className="btn-secondary">
                {t("settings.disable")}
              </button>
            </Form>
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
          <Form method="post" {...getFormProps(confirm)} className="form">
            <FormErrors id={confirm.errorId} errors={confirm.errors} />
            <AppCodeField meta={confirmFields.code} hint={t("setup.codeHint")} />
            <button type="submit" name="intent" value="confirm" className="btn-primary">
              {t("setup.confirm")}
            </button>
          </Form>
          <Form method="post" {...getFormProps(restart)} className="form">
            <p className="hint">{t("setup.restartHint")}</p>
            <FormErrors id={restart.errorId} errors={restart.errors} />
            <PasswordField meta={restartFields.password} label={t("auth:fields.password")} />
            <button type="submit" name="intent" value="start" className="btn-secondary">
              {t("setup.restart")}
            </button>
          </Form>
        </section>
      ) : (
        <section className="card" aria-labelledby="two-factor-off-heading">
          <h2 id="two-factor-off-heading">{t("settings.offHeading")}</h2>
          <p data-testid="two-factor-status">{t("settings.off")}</p>
          {status.hasPassword ? (
            <Form method="post" {...getFormProps(start)} className="form">
              <FormErrors id={start.errorId} errors={start.errors} />
              <PasswordField meta={startFields.password} label={t("auth:fields.password")} hint={t("settings.passwordHint")} />
              <button type="submit" name="intent" value="start" className="btn-primary">
                {t("settings.start")}
              </button>
            </Form>
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
