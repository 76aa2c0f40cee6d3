import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserDetail } from "~/components/back-office/users/user-detail";
import { adminUserAction, adminUserLoader } from "~/routes/dashboard/admin/users/users.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §3: one account (admin only); an unknown id is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return adminUserLoader(request, params.userId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

/** Suspend, reactivate, resend the confirmation email: one plain POST per form with an `intent`. */
export async function action({ request, params }: ActionFunctionArgs) {
  return adminUserAction(request, params.userId ?? "");
}

export default function AdminUser() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() ?? null;
  return <UserDetail data={data} reply={reply} />;
}
