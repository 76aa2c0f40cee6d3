import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxList } from "~/components/inbox/inbox-list";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { readInboxParams } from "~/components/inbox/types";
import { inLocale } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

/** Issue 10 §5: service requests made from company dashboards, newest first, assigned to an admin or a lawyer. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readInboxParams("companyRequests", new URL(request.url).searchParams);
  const caller = await callerFor(request);
  const [{ t, locale }, list, staff] = await Promise.all([
    getTranslator(request),
    caller.inbox.companyRequests.list({ status: params.status as never, assignee: params.assignee, q: params.q, page: params.page }),
    caller.inbox.staff({ inbox: "companyRequests" }),
  ]);
  return {
    params,
    staff,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => {
      const company = inLocale({ ar: row.legal_name_ar, en: row.legal_name_en }, locale);
      return {
        id: row.id,
        received: formatDateTime(row.created_at, locale),
        receivedIso: new Date(row.created_at).toISOString(),
        who: company.text || t("adminInbox:companyRequests.noCompanyName"),
        whoDetail: row.requester_name,
        about: t(`company:services.${row.service}`, { defaultValue: row.service }),
        status: row.status,
        assignee: row.assignee_name,
      };
    }),
    meta: { title: t("adminInbox:companyRequests.metaTitle"), description: t("adminInbox:companyRequests.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function CompanyRequestsInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="companyRequests" {...data} />;
}
