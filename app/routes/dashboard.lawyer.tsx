import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardLawyerAgenda } from "~/components/cases/dashboard-lawyer-agenda";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { LawyerDesk, type DeskActionData } from "~/components/lawyer-desk/lawyer-desk";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { lawyerDeskAction, lawyerDeskLoader } from "~/utils/lawyer-desk.server";
import { calendarFeedAction, loadLawyerAgenda } from "~/utils/dashboard-cases.server";
import { metaFrom } from "~/utils/meta";

/** The lawyer desk, plus the assigned cases, the hearings of the next 14 days and the calendar feed. */
export async function loader(args: LoaderFunctionArgs) {
  // The desk's loader guards the role first.
  const base = await lawyerDeskLoader(args);
  return { ...base, agenda: await loadLawyerAgenda(args.request) };
}

/** The calendar feed's two forms, or else the desk's own forms. */
export async function action(args: ActionFunctionArgs) {
  return (await calendarFeedAction(args)) ?? lawyerDeskAction(args);
}
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export default function LawyerDashboard() {
  const { summary, documentKeys, maxMegabytes, overview, consultations, locale, agenda } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const deskAction = actionData && "intent" in actionData ? (actionData as unknown as DeskActionData) : null;
  const newFeedUrl = actionData && "calendarFeedUrl" in actionData ? String(actionData.calendarFeedUrl) : null;
  return (
    <DashboardView kind="lawyer" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast}>
      <DashboardLawyerAgenda agenda={agenda} newFeedUrl={newFeedUrl} />
      <LawyerDesk overview={overview} consultations={consultations} locale={locale} actionData={deskAction} />
    </DashboardView>
  );
}
