import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import consultationStyles from "~/styles/consultations.css?url";
import { handleConsultationAction, loadConsultationPage } from "./consultation.server";
import { ConsultationView } from "./consultation-view";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultationStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  return loadConsultationPage(request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export async function action({ request, params }: ActionFunctionArgs) {
  await requireViewer(request);
  return handleConsultationAction(request, params.id ?? "");
}

export default function ConsultationPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ConsultationView data={loaderData} actionData={actionData ?? null} />;
}
