import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CompanyConsultationsCard } from "~/components/company/company-consultations-card";
import { companyDashboardAction, companyDashboardLoader } from "~/routes/dashboard/company/company-dashboard.server";
import { CompanyMembersCard } from "~/components/company/company-members-card";
import { CompanyProfileCard } from "~/components/company/company-profile-card";
import { CompanyServiceRequestsCard } from "~/components/company/company-service-requests-card";
import { DashboardCaseList } from "~/components/cases/dashboard-case-list";
import { DashboardView, reviewedDashboardProps } from "~/components/dashboard/dashboard-view";
import { loadMyCases } from "~/utils/dashboard-cases.server";
import { loadMyInvoices } from "~/utils/dashboard-billing.server";
import { DashboardInvoices } from "~/components/billing/dashboard-invoices";
import { metaFrom } from "~/utils/meta";
import { getTranslator } from "~/i18n/i18next.server";
import { loadOwnVerification, resubmitVerificationAction } from "~/utils/admin-verifications.server";
import { useTranslation } from "react-i18next";
import companyStyles from "~/styles/company.css?url";

/** The company's areas, plus the cases of the company (every member sees them) and the member's own. */
export async function loader(args: LoaderFunctionArgs) {
  // The company loader guards the role first; the cases are read only for a company account.
  const base = await companyDashboardLoader(args);
  const { locale } = await getTranslator(args.request);
  const [cases, verification, invoices] = await Promise.all([loadMyCases(args.request), loadOwnVerification(args.request, locale), loadMyInvoices(args.request)]);
  return { ...base, cases, verification, invoices, locale };
}
/** The resubmission of rejected documents, or else the company's own forms. */
export async function action(args: ActionFunctionArgs) {
  return (await resubmitVerificationAction(args, "company")) ?? companyDashboardAction(args);
}
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export default function CompanyDashboard() {
  const data = useLoaderData<typeof loader>();
  const { company } = data;
  const { t } = useTranslation("cases");
  const actionData = useActionData<typeof action>();
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  return (
    <DashboardView kind="company" {...reviewedDashboardProps(data, actionData)}>
      <div className="company-grid">
        <CompanyConsultationsCard company={company} />
        <CompanyServiceRequestsCard company={company} reply={reply} />
        <DashboardCaseList cases={data.cases} heading={t("dashboard.companyCases")} empty={t("dashboard.noCompanyCases")} />
        <DashboardInvoices heading={t("billing:dashboard.mine")} {...data.invoices} locale={data.locale} />
        <CompanyMembersCard company={company} reply={reply} />
        <CompanyProfileCard company={company} reply={reply} />
      </div>
    </DashboardView>
  );
}
