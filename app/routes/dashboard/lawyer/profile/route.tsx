import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeskPage } from "~/components/lawyer-desk/desk-nav";
import { DeskProfile, deskActionOf } from "~/components/lawyer-desk/lawyer-desk";
import { lawyerDeskAction, lawyerDeskPageLoader } from "~/routes/dashboard/lawyer/lawyer-desk.server";
import deskStyles from "~/styles/lawyer-desk.css?url";
import { metaFrom } from "~/utils/meta";

/** Issue 29: a page of the lawyer's desk, the lawyer's directory profile (bilingual) and consultation fees; its forms post here and a save returns here. */
export const loader = (args: LoaderFunctionArgs) => lawyerDeskPageLoader(args, "profile");
export const action = (args: ActionFunctionArgs) => lawyerDeskAction(args);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];

export default function LawyerProfilePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <DeskPage page="profile" actionData={actionData}>
      <DeskProfile overview={data.overview} actionData={deskActionOf(actionData)} />
    </DeskPage>
  );
}
