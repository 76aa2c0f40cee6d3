import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeskPage } from "~/components/lawyer-desk/desk-nav";
import { DeskAvailability, deskActionOf } from "~/components/lawyer-desk/lawyer-desk";
import { lawyerDeskAction, lawyerDeskPageLoader } from "~/routes/dashboard/lawyer/lawyer-desk.server";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { metaFrom } from "~/utils/meta";

/** Issue 29: a page of the lawyer's desk, the lawyer's weekly hours and blocked dates; its forms post here and a save returns here. */
export const loader = (args: LoaderFunctionArgs) => lawyerDeskPageLoader(args, "availability");
export const action = (args: ActionFunctionArgs) => lawyerDeskAction(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export default function LawyerAvailabilityPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DeskPage page="availability" actionData={actionData}>
      <DeskAvailability overview={data.overview} locale={data.locale} actionData={deskActionOf(actionData)} />
    </DeskPage>
  );
}
