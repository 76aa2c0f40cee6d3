import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { safeRedirectPath } from "~/utils/guards.server";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";

/**
 * The confirmation link opens this page; confirming is a POST, so mail scanners that fetch links
 * cannot use up the one-time token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const { t } = await getTranslator(request);
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "").slice(0, 1000);
  // Only the wording: the token itself says what it confirms when it is used.
  const change = params.get("kind") === "change";
  return { token: token.slice(0, 2048), redirectTo, change, meta: { title: t("auth:verify.metaTitle"), description: t("auth:verify.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const token = String(form.get("token") ?? "");
  // After confirming, the sign-in form sends the person back to where they started (e.g. a booking).
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "");
  const signIn = redirectTo ? `/client-area?redirectTo=${encodeURIComponent(redirectTo)}` : "/client-area";
  try {
    const { newEmail } = await (await callerFor(request)).accounts.verifyEmail({ token });
    if (newEmail) {
      // Issue 12 §2: a confirmed change of address; the settings page (or the sign-in, with no session).
      const changed = makeToast({ kind: "success", title: "emailChanged", description: "toasts.emailChangedDescription", params: { email: newEmail } });
      return redirect("/account-settings", { headers: { "Set-Cookie": await flashToasts(request, [changed]) } });
    }
    const toast = makeToast({ kind: "success", title: "emailVerified", description: "toasts.emailVerifiedDescription" });
    return redirect(signIn, { headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "email verification");
    const toast = makeToast({ kind: "error", title: "emailVerificationFailed", description: `errors.${code === "invalid_input" ? "token_invalid" : code}` });
    return redirect("/client-area", { headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  }
}

export default function VerifyEmail() {
  const { token, redirectTo, change } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <div className="container page narrow">
      <PageHeader
        heading={t(change ? "verify.changeHeading" : "verify.heading")}
        intro={token ? t(change ? "verify.changeIntro" : "verify.intro") : t("verify.missing")}
      />
      {token ? (
        <Form method="post" className="card form">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="btn-primary block">
            {t("verify.submit")}
          </button>
        </Form>
      ) : (
        <p className="actions">
          <Link to="/client-area" className="btn-primary">
            {t("verify.signIn")}
          </Link>
        </p>
      )}
    </div>
  );
}
