import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { dashboardAction, dashboardLoader } from "~/utils/dashboard.server";
import { metaFrom } from "~/utils/meta";

export const loader = dashboardLoader("company");
export const action = dashboardAction("company");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function CompanyDashboard() {
  const { summary, documentKeys, maxMegabytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DashboardView kind="company" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast} />
  );
}
