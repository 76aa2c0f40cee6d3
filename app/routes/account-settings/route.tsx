import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { changeEmailInput, changePasswordInput, requiredSecondFactorCodeField, revokeSessionInput, setLocaleInput, updateProfileInput } from "#server/accounts/schemas";
import { FormErrors, TextField } from "~/components/forms/fields";
import { IntentForm, resultFor } from "~/components/forms/intent-form";
import { PasswordField, SecondFactorCodeField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator, serializeLocaleCookie } from "~/i18n/i18next.server";
import { getEnv } from "#server/config/env";
import { formatDateTime, isolate } from "~/utils/format";
import { flashToasts } from "~/utils/flash.server";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast, type Toast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, { allowWithoutTwoFactor: true });
  const caller = await callerFor(request);
  const [me, sessions] = await Promise.all([caller.accounts.me(), caller.accounts.listSessions()]);
  const { t, locale } = await getTranslator(request);
  return {
    me,
    locale,
    twoFactorEnabled: viewer.twoFactorEnabled,
    sessions: sessions.map((s) => ({ ...s, updatedAt: formatDateTime(s.updatedAt, locale), createdAt: formatDateTime(s.createdAt, locale) })),
    meta: { title: t("dashboard:settings.metaTitle"), description: t("dashboard:settings.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

const profileForm = updateProfileInput;
const passwordForm = changePasswordInput.omit({ revokeOtherSessions: true });
const localeForm = setLocaleInput;
const revokeForm = revokeSessionInput;
const emailForm = changeEmailInput;
/**
 * Issue 25 item 2: with two-factor sign-in on, the password and email forms also need a code from the app or
 * a recovery code. Said at the field before anything is checked; the procedures refuse a change without it too.
 */
const requiredCode = { code: requiredSecondFactorCodeField };
const CODE_ERRORS: ReadonlySet<string> = new Set(["two_factor_code_required", "two_factor_code_invalid", "two_factor_code_used", "recovery_code_invalid"]);
/** The codes, passwords and new passwords typed are never sent back into the page. */
const SECRET_FIELDS = ["currentPassword", "newPassword", "password", "code"];

async function done(request: Request, toast: Toast, extraCookies: string[] = []) {
  const headers = new Headers();
  extraCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
  headers.append("Set-Cookie", await flashToasts(request, [toast]));
  return redirect("/account-settings", { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, { allowWithoutTwoFactor: true });
  const formData = await requireForm(request);
  const intent = String(formData.get("intent"));
  const caller = await callerFor(request);
  const failure = (intent: string, result: unknown, code: string, title: string) =>
    data({ intent, result, toast: makeToast({ kind: "error", title, description: `errors.${code}` }) }, { status: 400 });

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), toast: null }, { status: 400 });
    try {
      await caller.accounts.updateProfile(submission.value);
      return done(request, makeToast({ kind: "success", title: "profileSaved" }));
    } catch (error) {
      return failure(intent, submission.reply(), errorCodeOf(error, "profile update"), "profileSaveFailed");
    }
  }
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: viewer.twoFactorEnabled ? passwordForm.extend(requiredCode) : passwordForm });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: SECRET_FIELDS }), toast: null }, { status: 400 });
    }
    try {
      const { setCookies } = await caller.accounts.changePassword({ ...submission.value, revokeOtherSessions: true });
      return done(request, makeToast({ kind: "success", title: "passwordUpdated", description: "toasts.passwordUpdatedDescription" }), setCookies);
    } catch (error) {
      const code = errorCodeOf(error, "password change");
      const at = CODE_ERRORS.has(code) ? { fieldErrors: { code: [`errors.${code}`] } } : { formErrors: [`errors.${code}`] };
      return data(
        {
          intent,
          result: submission.reply({ hideFields: SECRET_FIELDS, ...at }),
          toast: makeToast({ kind: "error", title: "passwordUpdateFailed", description: `errors.${code}` }),
        },
        failureInit(error, code),
      );
    }
  }
  if (intent === "locale") {
    const submission = parseWithZod(formData, { schema: localeForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), toast: null }, { status: 400 });
    await caller.accounts.setLocale(submission.value);
    return done(request, makeToast({ kind: "success", title: "languageSaved" }), [serializeLocaleCookie(submission.value.locale, { secure: getEnv().BASE_URL.startsWith("https://") })]);
  }
  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: viewer.twoFactorEnabled ? emailForm.extend(requiredCode) : emailForm });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: SECRET_FIELDS }), toast: null }, { status: 400 });
    try {
      await caller.accounts.requestEmailChange(submission.value);
      return done(
        request,
        makeToast({ kind: "success", title: "emailChangeRequested", description: "toasts.emailChangeRequestedDescription", params: { email: submission.value.newEmail.toLowerCase() } }),
      );
    } catch (error) {
      const code = errorCodeOf(error, "email change");
      const fieldName = code === "wrong_current_password" ? "password" : code === "email_unchanged" ? "newEmail" : CODE_ERRORS.has(code) ? "code" : null;
      const field: Record<string, string[]> | undefined = fieldName ? { [fieldName]: [`errors.${code}`] } : undefined;
      return data(
        {
          intent,
          result: submission.reply({ hideFields: SECRET_FIELDS, ...(field ? { fieldErrors: field } : { formErrors: [`errors.${code}`] }) }),
          toast: makeToast({ kind: "error", title: "emailChangeFailed", description: `errors.${code}` }),
        },
        failureInit(error, code),
      );
    }
  }
  if (intent === "revokeOthers") {
    await caller.accounts.revokeOtherSessions();
    return done(request, makeToast({ kind: "success", title: "otherSessionsEnded", description: "toasts.otherSessionsEndedDescription" }));
  }
  if (intent === "revoke") {
    const submission = parseWithZod(formData, { schema: revokeForm });
    if (submission.status !== "success") return data({ intent, result: null, toast: null }, { status: 400 });
    try {
      await caller.accounts.revokeSession(submission.value);
      return done(request, makeToast({ kind: "success", title: "sessionEnded" }));
    } catch (error) {
      return failure(intent, null, errorCodeOf(error, "session revoke"), "sessionEndFailed");
    }
  }
  return data({ intent, result: null, toast: null }, { status: 400 });
}

export default function AccountSettings() {
  const { me, sessions, locale, twoFactorEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dashboard");
  const [profile, profileFields] = useForm({
    id: "profile",
    lastResult: resultFor(actionData, "profile"),
    defaultValue: { fullName: me.user.name },
  });
  const [password, passwordFields] = useForm({ id: "password", lastResult: resultFor(actionData, "password") });
  const [email, emailFields] = useForm({ id: "email", lastResult: resultFor(actionData, "email") });
  return (
    <div className="container page">
      <PageHeader heading={t("settings.heading")} intro={t("settings.intro")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <div className="card-grid two">
        <section className="card" aria-labelledby="profile-heading">
          <h2 id="profile-heading">{t("settings.profile")}</h2>
          <p className="muted" dir="ltr">
            {me.user.email}
          </p>
          <IntentForm form={profile} intent="profile" submit={t("settings.saveProfile")} buttonClass="btn-primary">
            <TextField meta={profileFields.fullName} label={t("auth:fields.fullName")} autoComplete="name" />
          </IntentForm>
        </section>
        <section className="card" aria-labelledby="language-heading">
          <h2 id="language-heading">{t("settings.language")}</h2>
          <Form method="post" className="form" reloadDocument>
            <div className="field">
              <label htmlFor="locale">{t("settings.languageLabel")}</label>
              <select id="locale" name="locale" defaultValue={locale}>
                <option value="ar" lang="ar">
                  العربية
                </option>
                <option value="en" lang="en">
                  English
                </option>
              </select>
            </div>
            <button type="submit" name="intent" value="locale" className="btn-primary">
              {t("settings.saveLanguage")}
            </button>
          </Form>
        </section>
        <section className="card" aria-labelledby="password-heading">
          <h2 id="password-heading">{t("settings.password")}</h2>
          {me.hasPassword ? (
            <IntentForm form={password} intent="password" submit={t("settings.changePassword")} buttonClass="btn-primary">
              <PasswordField meta={passwordFields.currentPassword} label={t("auth:fields.currentPassword")} />
              <PasswordField meta={passwordFields.newPassword} label={t("auth:fields.newPassword")} isNew />
              {twoFactorEnabled ? <SecondFactorCodeField meta={passwordFields.code} /> : null}
              <p className="hint">{t("settings.passwordSignsOut")}</p>
            </IntentForm>
          ) : (
            <p>
              {t("settings.noPassword")} <a href="/update-password">{t("settings.setPassword")}</a>
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="email-heading">
          <h2 id="email-heading">{t("settings.email")}</h2>
          {me.hasPassword ? (
            // A whole-page post, with or without JavaScript: after a failure then a success the form comes back
            // empty, instead of keeping the failure's errors in the client's form state.
            <Form method="post" {...getFormProps(email)} className="form" data-testid="email-change-form" reloadDocument>
              <p className="muted">
                {t("settings.emailIntro", { email: isolate(me.user.email) })}
              </p>
              <FormErrors id={email.errorId} errors={email.errors} />
              <TextField meta={emailFields.newEmail} label={t("settings.newEmail")} type="email" autoComplete="email" dir="ltr" />
              <PasswordField meta={emailFields.password} label={t("settings.emailPassword")} />
              {twoFactorEnabled ? <SecondFactorCodeField meta={emailFields.code} /> : null}
              <button type="submit" name="intent" value="email" className="btn-primary">
                {t("settings.changeEmail")}
              </button>
            </Form>
          ) : (
            <p>
              {t("settings.emailNeedsPassword", { email: isolate(me.user.email) })} <a href="/update-password">{t("settings.setPassword")}</a>
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="data-heading">
          <h2 id="data-heading">{t("privacy:export.heading")}</h2>
          <p>
            <Link to="/account-settings/data" data-testid="your-data-link">
              {t("privacy:export.settingsLink")}
            </Link>
          </p>
          <p>
            <Link to="/account-settings/delete" data-testid="close-account-link">
              {t("privacy:deletion.settingsLink")}
            </Link>
          </p>
        </section>
        <section className="card" aria-labelledby="two-factor-heading">
          <h2 id="two-factor-heading">{t("settings.twoFactor")}</h2>
          <p data-testid="two-factor-summary">{twoFactorEnabled ? t("settings.twoFactorOn") : t("settings.twoFactorOff")}</p>
          <p>
            <Link to="/account-settings/two-factor">{t("settings.twoFactorLink")}</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">{t("settings.sessions")}</h2>
          <ul className="session-list">
            {sessions.map((session) => (
              <li key={session.id} data-testid="session">
                <p>
                  <strong>{session.userAgent ? summariseAgent(session.userAgent, t("settings.otherBrowser")) : t("settings.unknownDevice")}</strong>
                  {session.current ? <span className="badge">{t("settings.thisDevice")}</span> : null}
                </p>
                <p className="muted small">
                  {t("settings.lastActive", { date: session.updatedAt })}
                  {/* An address is an identifier: ASCII, set apart for the bidi algorithm as the audit log does. */}
                  {session.ipAddress ? (
                    <>
                      {" · "}
                      <bdi dir="ltr">{session.ipAddress}</bdi>
                    </>
                  ) : null}
                </p>
                {session.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="sessionId" value={session.id} />
                    <button type="submit" name="intent" value="revoke" className="btn-secondary small">
                      {t("settings.endSession")}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          {sessions.length > 1 ? (
            <Form method="post" className="form">
              <p className="hint">{t("settings.endOthersHint")}</p>
              <button type="submit" name="intent" value="revokeOthers" className="btn-secondary" data-testid="end-other-sessions">
                {t("settings.endOthers")}
              </button>
            </Form>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** A session's device as its browser's and system's names (brands, the same in both languages). */
function summariseAgent(agent: string, otherBrowser: string): string {
  const browser = /Edg\//.test(agent) ? "Edge" : /Chrome\//.test(agent) ? "Chrome" : /Firefox\//.test(agent) ? "Firefox" : /Safari\//.test(agent) ? "Safari" : otherBrowser;
  const os = /Windows/.test(agent) ? "Windows" : /Android/.test(agent) ? "Android" : /iPhone|iPad/.test(agent) ? "iOS" : /Mac OS/.test(agent) ? "macOS" : /Linux/.test(agent) ? "Linux" : "";
  return os ? `${browser} · ${os}` : browser;
}
