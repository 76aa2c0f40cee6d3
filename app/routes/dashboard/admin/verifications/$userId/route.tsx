import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VerificationDetail } from "~/components/back-office/verifications/verification-detail";
import { adminVerificationAction, adminVerificationLoader } from "~/utils/admin-verifications.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §2: one lawyer's or company's application (admin only); an unknown id or another kind of account is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return adminVerificationLoader(request, params.userId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

/** Approve (with a lawyer's licence), reject with a reason, record a licence: one plain POST per form with an `intent`. */
export async function action({ request, params }: ActionFunctionArgs) {
  return adminVerificationAction(request, params.userId ?? "");
}

export default function AdminVerification() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() ?? null;
  return <VerificationDetail data={data} reply={reply} />;
}
