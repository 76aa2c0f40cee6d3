import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { VerificationFilters, VerificationTable } from "~/components/back-office/verifications/verification-list";
import { PageHeader } from "~/components/layout/page-header";
import { adminVerificationsLoader } from "~/utils/admin-verifications.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §2: the lawyers and companies waiting for review (and the other states), admin only. */
export const loader = adminVerificationsLoader;
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminVerifications() {
  const { params, counts, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminReview");
  return (
    <div className="container page">
      <PageHeader heading={t("list.heading")} intro={t("list.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice:nav.overview") }]} />
      <VerificationFilters params={params} counts={counts} />
      <VerificationTable rows={rows} total={counts[params.state]} empty={total === 0} pastEnd={total > 0 && rows.length === 0} params={params} page={page} pageCount={pageCount} state={params.state} />
    </div>
  );
}
