import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CompanyConsultationsCard } from "~/components/company/company-consultations-card";
import { companyDashboardAction, companyDashboardLoader } from "~/components/company/company-dashboard.server";
import { CompanyMembersCard } from "~/components/company/company-members-card";
import { CompanyProfileCard } from "~/components/company/company-profile-card";
import { CompanyServiceRequestsCard } from "~/components/company/company-service-requests-card";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { metaFrom } from "~/utils/meta";
import companyStyles from "~/styles/company.css?url";

export const loader = companyDashboardLoader;
export const action = companyDashboardAction;
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export default function CompanyDashboard() {
  const { summary, documentKeys, maxMegabytes, company } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  return (
    <DashboardView kind="company" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast}>
      <div className="company-grid">
        <CompanyProfileCard company={company} reply={reply} />
        <CompanyMembersCard company={company} reply={reply} />
        <CompanyConsultationsCard company={company} />
        <CompanyServiceRequestsCard company={company} reply={reply} />
      </div>
    </DashboardView>
  );
}
