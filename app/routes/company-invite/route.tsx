import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { InvitePanel } from "~/components/company/invite-panel";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { requireForm } from "~/utils/multipart.server";
import { makeToast } from "~/utils/toast";
import { appErrorOf, callerFor, errorCodeOf } from "~/utils/trpc.server";
import companyStyles from "~/styles/company.css?url";

/**
 * The link of a company invitation (server/company/invites.ts). Opening it only shows the invitation;
 * joining is a POST, so mail scanners that fetch links cannot use up the one-time token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 200);
  const { t } = await getTranslator(request);
  const meta = { title: t("company:invite.metaTitle"), description: t("company:invite.description") };
  const back = `/company-invite?token=${encodeURIComponent(token)}`;
  if (!token) return data({ invite: null, token, back, meta }, { status: 404 });
  try {
    const invite = await (await callerFor(request)).company.invitePreview({ token });
    return { invite, token, back, meta };
  } catch (error) {
    const code = appErrorOf(error)?.code;
    if (code === "not_found" || code === "invalid_input") return data({ invite: null, token, back, meta }, { status: 404 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["company"]);
  const token = String((await requireForm(request)).get("token") ?? "").slice(0, 200);
  try {
    await (await callerFor(request)).company.acceptInvite({ token });
    const toast = makeToast({ kind: "success", title: "companyUpdated", description: "company:toasts.joined" });
    return redirect("/dashboard/company", { status: 303, headers: { "Set-Cookie": await flashToasts(request, [toast]) } });
  } catch (error) {
    const code = errorCodeOf(error, "company invite accept");
    const description = `errors.${code === "invalid_input" ? "invite_invalid" : code}`;
    return data({ error: description, toast: makeToast({ kind: "error", title: "error", description }) }, { status: 400 });
  }
}

export default function CompanyInvite() {
  const { invite, token, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("company");
  return (
    <div className="container page narrow">
      <PageHeader heading={t("invite.heading")} />
      {actionData?.toast ? <ToastList toasts={[actionData.toast]} /> : null}
      <InvitePanel invite={invite} token={token} back={back} error={actionData?.error ?? null} />
    </div>
  );
}
