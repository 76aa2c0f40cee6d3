import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { resendConfirmationInput, signInInput } from "#server/accounts/schemas";
import type { SubmissionResult } from "@conform-to/react";
import { getEnv } from "#server/config/env";
import { ACCOUNT_SUSPENDED_CODE } from "#server/auth/suspension";
import { endedBySuspension } from "#server/auth/suspended-sessions";
import { getFirmProfile } from "#server/firm/profile";
import { displayPhone, whatsappLink } from "#server/firm/constants";
import { getDb } from "#db/index";
import { FormErrors, TextField } from "~/components/forms/fields";
import { PasswordField } from "~/components/forms/account-fields";
import { PageHeader } from "~/components/layout/page-header";
import { BidiText } from "~/components/ui/bidi-text";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { dashboardFor, safeRedirectPath } from "~/utils/guards.server";
import { isolate } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf, failureInit } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";
import { requireForm } from "~/utils/multipart.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // spec §2: signed in → the dashboard of the role; signed out → the sign-in page.
  const viewer = await getRequestViewer(request);
  if (viewer) throw redirect(dashboardFor(viewer.role));
  const { t } = await getTranslator(request);
  const url = new URL(request.url);
  const env = getEnv();
  // better-auth's OAuth callback comes back with error=ACCOUNT_SUSPENDED (server/auth/suspension.ts).
  const oauthSuspended = url.searchParams.get("error") === ACCOUNT_SUSPENDED_CODE;
  // Issue 29: someone suspended while signed in arrives here from any page with the cookie of the ended session.
  const sessionSuspended = !oauthSuspended && (await endedBySuspension(getDb(), request.headers));
  return {
    oauth: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? { name: env.OIDC_PROVIDER_NAME } : null,
    oauthFailed: !oauthSuspended && (url.searchParams.has("oauth") || url.searchParams.has("error")),
    suspended: oauthSuspended || sessionSuspended,
    oauthSuspended,
    firmContact: await firmContactOf(),
    // Issue 29: after sign-up the page keeps saying "check your email", with a way to get a new link.
    signupPending: url.searchParams.get("signup") === "pending",
    meta: { title: t("auth:signIn.metaTitle"), description: t("auth:signIn.description") },
  };
}

/** How a suspended person reaches the firm: what the firm's settings give (the address at least). */
async function firmContactOf() {
  const profile = await getFirmProfile(getDb());
  return {
    email: profile.email,
    phone: profile.phone ? { href: `tel:${profile.phone}`, label: displayPhone(profile.phone) } : null,
    whatsapp: profile.whatsapp ? { href: whatsappLink(profile.whatsapp), label: displayPhone(profile.whatsapp) } : null,
  };
}

type FirmContact = Awaited<ReturnType<typeof firmContactOf>>;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const caller = await callerFor(request);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "");

  if (formData.get("intent") === "oauth") {
    try {
      const { url, setCookies } = await caller.accounts.startOAuth();
      const headers = new Headers();
      setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
      return redirect(url, { headers });
    } catch (error) {
      const code = errorCodeOf(error, "oauth start");
      return data({ result: null, suspended: false, toast: makeToast({ kind: "error", title: "oauthSignInFailed", description: `errors.${code}` }) }, { status: 400 });
    }
  }

  if (formData.get("intent") === "resend") {
    const resend = parseWithZod(formData, { schema: resendConfirmationInput });
    if (resend.status !== "success") return data({ result: null, resend: resend.reply(), resent: false, suspended: false, toast: null }, { status: 400 });
    try {
      await caller.accounts.resendConfirmation(resend.value);
      return data({ result: null, resend: null, resent: true, suspended: false, toast: null });
    } catch (error) {
      const code = errorCodeOf(error, "confirmation resend");
      return data(
        { result: null, resend: resend.reply({ formErrors: [`errors.${code}`] }), resent: false, suspended: false, toast: null },
        failureInit(error, code),
      );
    }
  }

  const submission = parseWithZod(formData, { schema: signInInput });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), suspended: false, toast: null }, { status: 400 });
  }
  try {
    const { role, setCookies, twoFactorRequired } = await caller.accounts.signIn(submission.value);
    const headers = new Headers();
    setCookies.forEach((cookie) => headers.append("Set-Cookie", cookie));
    if (twoFactorRequired) {
      // Issue 12 §1: the password was right; the session comes after the second step.
      return redirect(`/client-area/two-factor${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`, { headers });
    }
    headers.append("Set-Cookie", await flashToasts(request, [makeToast({ kind: "success", title: "signedIn" })]));
    return redirect(redirectTo || dashboardFor(role), { headers });
  } catch (error) {
    const code = errorCodeOf(error, "sign in");
    return data(
      {
        // Issue 10 §3: a suspended account is told so, with the firm's address, in a notice of its own.
        result: submission.reply({ hideFields: ["password"], formErrors: code === "account_suspended" ? [] : [`errors.${code}`] }),
        suspended: code === "account_suspended",
        unconfirmed: code === "email_not_verified",
        toast: makeToast({ kind: "error", title: "signInFailed", description: `errors.${code}` }),
      },
      failureInit(error, code, { account_suspended: 403 }),
    );
  }
}

/**
 * Issue 29: what stays on the page after sign-up (the toast goes after a few seconds): check your email, and a
 * plain form for a new link. Also shown when a sign-in is refused because the address is not confirmed yet.
 */
function CheckEmailNotice({ reply, resent, open }: { reply: SubmissionResult<string[]> | null; resent: boolean; open: boolean }) {
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({ id: "resend-confirmation", lastResult: reply ?? undefined, shouldValidate: "onSubmit" });
  return (
    <section className="card" role="status" aria-labelledby="check-email-heading" data-testid="check-email">
      {open ? (
        <>
          <h2 id="check-email-heading">{t("checkEmail.heading")}</h2>
          <p>{t("checkEmail.body")}</p>
        </>
      ) : (
        <h2 id="check-email-heading">{t("checkEmail.resendIntro")}</h2>
      )}
      {resent ? <p data-testid="confirmation-resent">{t("checkEmail.resent")}</p> : null}
      <Form method="post" {...getFormProps(form)} className="form">
        <input type="hidden" name="intent" value="resend" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {open ? <p className="muted">{t("checkEmail.resendIntro")}</p> : null}
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
        <button type="submit" className="btn-secondary">
          {t("checkEmail.resend")}
        </button>
      </Form>
    </section>
  );
}

/** Issue 10 §3: what a suspended account's owner reads at sign-in, in their language, and how to reach the firm. */
function SuspendedNotice({ contact }: { contact: FirmContact }) {
  // Qualified keys: this module's own namespace is "auth" (tests/unit/i18n/locales.test.ts reads the first one).
  const { t } = useTranslation();
  return (
    <section className="card form-errors" role="alert" aria-labelledby="account-suspended-heading" data-testid="account-suspended">
      <h2 id="account-suspended-heading">{t("adminUsers:signIn.suspendedHeading")}</h2>
      <p>{t("adminUsers:signIn.suspendedBody")}</p>
      <p>
        {t("adminUsers:signIn.suspendedContact")}{" "}
        <a href={`mailto:${contact.email}`} dir="ltr">
          {contact.email}
        </a>
      </p>
      {contact.phone ? (
        <p>
          {t("adminUsers:signIn.suspendedPhone")}{" "}
          <a href={contact.phone.href} dir="ltr" data-testid="suspended-phone">
            {contact.phone.label}
          </a>
        </p>
      ) : null}
      {contact.whatsapp ? (
        <p>
          {t("adminUsers:signIn.suspendedWhatsapp")}{" "}
          <a href={contact.whatsapp.href} dir="ltr">
            {contact.whatsapp.label}
          </a>
        </p>
      ) : null}
      <p>
        <Link to="/contact">{t("adminUsers:signIn.contactLink")}</Link>
      </p>
    </section>
  );
}

export default function ClientArea() {
  const { oauth, oauthFailed, suspended, oauthSuspended, firmContact, signupPending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({ lastResult: actionData?.result ?? undefined });
  const toasts = [
    ...(actionData?.toast ? [actionData.toast] : []),
    ...(oauthFailed ? [makeToast({ kind: "error", title: "oauthSignInFailed", description: "errors.oauth_unavailable" })] : []),
    ...(oauthSuspended ? [makeToast({ kind: "error", title: "oauthSignInFailed", description: "errors.account_suspended" })] : []),
  ];
  return (
    <div className="container page narrow">
      <PageHeader heading={t("signIn.heading")} intro={t("signIn.intro")} />
      {toasts.length ? <ToastList toasts={toasts} /> : null}
      {suspended || actionData?.suspended ? <SuspendedNotice contact={firmContact} /> : null}
      {signupPending || (actionData && "resend" in actionData) || (actionData && "unconfirmed" in actionData && actionData.unconfirmed) ? (
        <CheckEmailNotice
          reply={actionData && "resend" in actionData ? (actionData.resend ?? null) : null}
          resent={Boolean(actionData && "resent" in actionData && actionData.resent)}
          open={signupPending}
        />
      ) : null}
      <Form method="post" {...getFormProps(form)} className="card form">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
        <PasswordField meta={fields.password} label={t("fields.password")} />
        <p className="form-row-end">
          <Link to="/forgot-password">{t("signIn.forgot")}</Link>
        </p>
        <button type="submit" name="intent" value="password" className="btn-primary block">
          {t("signIn.submit")}
        </button>
      </Form>
      {oauth ? (
        <Form method="post" className="card form">
          <p className="muted">{t("signIn.or")}</p>
          <button type="submit" name="intent" value="oauth" className="btn-secondary block">
            {/* The provider's name is configured, in whatever language: data. */}
            <BidiText text={t("signIn.oauth", { provider: isolate(oauth.name) })} />
          </button>
        </Form>
      ) : null}
      <p className="center">
        {t("signIn.noAccount")}{" "}
        <Link to={searchParams.get("redirectTo") ? `/signup?redirectTo=${encodeURIComponent(searchParams.get("redirectTo")!)}` : "/signup"}>
          {t("signIn.createAccount")}
        </Link>
      </p>
    </div>
  );
}
