import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useListUpdating } from "~/components/back-office/list-page/results";
import { AuditFilters, AuditTable } from "~/components/back-office/audit/audit-list";
import { adminAuditQuery } from "~/components/back-office/audit/audit-params";
import { PageHeader } from "~/components/layout/page-header";
import { adminAuditLoader } from "~/routes/dashboard/admin/audit/audit.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §6: every change made by an admin or a lawyer, filtered, paged and exported as CSV (admin only). */
export const loader = adminAuditLoader;
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminAudit() {
  const { params, rows, total, page, pageCount, choices, csvMaxRows } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminAudit");
  const updating = useListUpdating();
  return (
    <div className="container page">
      <PageHeader heading={t("heading")} intro={t("intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice:nav.overview") }]} />
      <AuditFilters params={params} choices={choices} csvMaxRows={csvMaxRows} />
      <AuditTable rows={rows} total={total} page={page} pageCount={pageCount} query={adminAuditQuery(params)} updating={updating} />
    </div>
  );
}
