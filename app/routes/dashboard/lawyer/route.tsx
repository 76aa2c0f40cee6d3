import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardLawyerAgenda } from "~/components/cases/dashboard-lawyer-agenda";
import { DashboardView, reviewedDashboardProps } from "~/components/dashboard/dashboard-view";
import { DeskNav } from "~/components/lawyer-desk/desk-nav";
import { DeskConsultations, deskActionOf } from "~/components/lawyer-desk/lawyer-desk";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { lawyerDeskAction, lawyerDeskLoader } from "~/routes/dashboard/lawyer/lawyer-desk.server";
import { calendarFeedAction, loadLawyerAgenda } from "~/utils/dashboard-cases.server";
import { metaFrom } from "~/utils/meta";
import { loadOwnVerification, resubmitVerificationAction } from "~/utils/admin-verifications.server";
import { loadOverdueInvoices } from "~/utils/dashboard-billing.server";
import { DashboardInvoices } from "~/components/billing/dashboard-invoices";
import { useTranslation } from "react-i18next";

/**
 * The lawyer's desk, first page: the requests to answer and the consultations to come, the assigned cases, the hearings
 * of the next 14 days and the calendar feed, overdue invoices. The profile and fees, and the availability, are pages of
 * their own (./profile, ./availability).
 */
export async function loader(args: LoaderFunctionArgs) {
  // The desk's loader guards the role first.
  const base = await lawyerDeskLoader(args);
  const [agenda, verification, overdue] = await Promise.all([loadLawyerAgenda(args.request), loadOwnVerification(args.request, base.locale), loadOverdueInvoices(args.request, "lawyer")]);
  return { ...base, agenda, verification, overdue };
}

/** The calendar feed's two forms, the resubmission of rejected documents, or else the desk's own forms. */
export async function action(args: ActionFunctionArgs) {
  return (await calendarFeedAction(args)) ?? (await resubmitVerificationAction(args, "lawyer")) ?? lawyerDeskAction(args);
}
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export default function LawyerDashboard() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const newFeedUrl = actionData && "calendarFeedUrl" in actionData ? String(actionData.calendarFeedUrl) : null;
  return (
    <DashboardView kind="lawyer" {...reviewedDashboardProps(data, actionData)} nav={<DeskNav />}>
      <DeskConsultations consultations={data.consultations} locale={data.locale} actionData={deskActionOf(actionData)} />
      <DashboardLawyerAgenda agenda={data.agenda} newFeedUrl={newFeedUrl} />
      <DashboardInvoices heading={t("billing:dashboard.overdue")} {...data.overdue} locale={data.locale} />
    </DashboardView>
  );
}
