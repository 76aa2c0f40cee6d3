import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminCaseFilters } from "~/components/cases/admin-case-filters";
import { AdminCaseTable } from "~/components/cases/admin-case-table";
import {
  AdminFromConsultationForm,
  AdminNewCaseForm,
} from "~/components/cases/admin-new-case";
import { useListUpdating } from "~/components/back-office/list-page/results";
import { BackOfficeNav } from "~/components/back-office/back-office-nav";
import { PageHeader } from "~/components/layout/page-header";
import backOfficeStyles from "~/styles/back-office.css?url";
import { ToastList } from "~/components/toast/toasts";
import {
  ADMIN_CASES_CSV_PATH,
  ADMIN_CASES_PATH,
  adminCaseQuery,
} from "~/components/cases/admin-case-params";
import { adminCasesAction, adminCasesLoader } from "~/routes/admin/cases/cases.server";
import { metaFrom } from "~/utils/meta";

/** spec §2 /admin/cases (admin only): every case, filtered and searched, and the forms that open one. */
export const loader = adminCasesLoader;
export const action = adminCasesAction;
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: backOfficeStyles },
];

export default function AdminCases() {
  const { params, list, lawyers, consultations } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() ?? null;
  const { t } = useTranslation("cases");
  const updating = useListUpdating();
  return (
    <>
      <BackOfficeNav />
      <div className="container page">
        <PageHeader
          heading={t("admin.heading")}
          intro={t("admin.intro")}
          crumbs={[
            { to: "/dashboard/admin", label: t("admin.dashboardCrumb") },
          ]}
        />
        {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
        <AdminCaseFilters params={params} lawyers={lawyers} />
        <AdminCaseTable
          path={ADMIN_CASES_PATH}
          csvPath={ADMIN_CASES_CSV_PATH}
          query={adminCaseQuery(params)}
          counts={list.counts}
          status={params.status}
          rows={list.rows}
          total={list.total}
          page={list.page}
          pageCount={list.pageCount}
          updating={updating}
        />
        <section
          id="new-case"
          aria-labelledby="new-case-section"
          className="section"
        >
          <h2 id="new-case-section">{t("admin.new.heading")}</h2>
          <div className="card-grid two">
            <AdminFromConsultationForm
              reply={reply}
              consultations={consultations}
              lawyers={lawyers}
            />
            <AdminNewCaseForm reply={reply} lawyers={lawyers} />
          </div>
        </section>
      </div>
    </>
  );
}
