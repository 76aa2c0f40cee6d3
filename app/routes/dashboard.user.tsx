import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { dashboardAction, dashboardLoader } from "~/utils/dashboard.server";
import { metaFrom } from "~/utils/meta";

export const loader = dashboardLoader("user");
export const action = dashboardAction("user");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function UserDashboard() {
  const { summary, documentKeys, maxMegabytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DashboardView kind="user" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast} />
  );
}
