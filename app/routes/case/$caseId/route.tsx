import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CasePage } from "./case-page";
import { handleCaseAction, loadCasePage } from "~/routes/case/$caseId/case.server";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import consultationStyles from "~/styles/consultations.css?url";
import caseStyles from "~/styles/cases.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consultationStyles },
  { rel: "stylesheet", href: caseStyles },
];

/** A case: its client side, assigned lawyers and admins may read it; for anyone else it does not exist (404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  return loadCasePage(request, params.caseId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

/** Every form of the page posts here with an `intent`; the procedures decide who may do what. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireViewer(request);
  return handleCaseAction(request, params.caseId ?? "");
}

export default function CaseRoute() {
  return <CasePage data={useLoaderData<typeof loader>()} />;
}
