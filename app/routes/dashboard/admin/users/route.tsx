import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useListUpdating } from "~/components/back-office/list-page/results";
import { UserFilters, UserTable } from "~/components/back-office/users/user-list";
import { adminUserQuery } from "~/components/back-office/users/user-params";
import { PageHeader } from "~/components/layout/page-header";
import { adminUsersLoader } from "~/routes/dashboard/admin/users/users.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §3: every account, searched by name or email, filtered by role and state (admin only). */
export const loader = adminUsersLoader;
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminUsers() {
  const { params, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminUsers");
  const updating = useListUpdating();
  return (
    <div className="container page">
      <PageHeader heading={t("list.heading")} intro={t("list.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice:nav.overview") }]} />
      <UserFilters params={params} />
      <UserTable rows={rows} total={total} page={page} pageCount={pageCount} query={adminUserQuery(params)} updating={updating} />
    </div>
  );
}
