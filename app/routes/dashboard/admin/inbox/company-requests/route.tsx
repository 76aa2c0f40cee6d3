import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxList } from "~/components/inbox/inbox-list";
import { loadInboxList } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §5: service requests made from company dashboards, newest first, assigned to an admin or a lawyer. */
export const loader = ({ request }: LoaderFunctionArgs) => loadInboxList(request, "companyRequests");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function CompanyRequestsInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="companyRequests" {...data} />;
}
