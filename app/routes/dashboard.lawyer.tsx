import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { LawyerDesk, type DeskActionData } from "~/components/lawyer-desk/lawyer-desk";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { lawyerDeskAction, lawyerDeskLoader } from "~/utils/lawyer-desk.server";
import { metaFrom } from "~/utils/meta";

export const loader = lawyerDeskLoader;
export const action = lawyerDeskAction;
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export default function LawyerDashboard() {
  const { summary, documentKeys, maxMegabytes, overview, consultations, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const deskAction = actionData && "intent" in actionData ? (actionData as unknown as DeskActionData) : null;
  return (
    <DashboardView kind="lawyer" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast}>
      <LawyerDesk overview={overview} consultations={consultations} locale={locale} actionData={deskAction} />
    </DashboardView>
  );
}
