import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { Link } from "~/components/ui/link";
import type { AppLocale } from "~/i18n/config";
import caseStyles from "~/styles/cases.css?url";
import adminContentStyles from "~/styles/admin-content.css?url";
import { isolate } from "~/utils/format";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { EngagementSection } from "../case-engagement-section";
import { handleEngagementAction, loadEngagementPage } from "./engagement.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: caseStyles },
  { rel: "stylesheet", href: adminContentStyles },
];

/** /case/{id}/engagement: the case's engagement letter (issue 28 §2), for the firm and the signer only (404 otherwise). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  return loadEngagementPage(request, params.caseId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export async function action({ request, params }: ActionFunctionArgs) {
  await requireViewer(request);
  return handleEngagementAction(request, params.caseId ?? "");
}

export default function EngagementRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("engagement");
  return (
    <article className="container page case-page">
      <p className="no-print">
        <Link to={`/case/${data.caseRef.id}`}>{t("page.backToCase", { reference: isolate(data.caseRef.reference) })}</Link>
      </p>
      <PageHeader heading={t("page.heading")} intro={`${isolate(data.caseRef.reference)} — ${data.caseRef.title}`} />
      <EngagementSection letter={data.letter} locale={data.locale as AppLocale} full reply={reply ?? null} />
    </article>
  );
}
