import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxList } from "~/components/inbox/inbox-list";
import { loadInboxList } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §5: the job applications sent from /careers, newest first, filtered by posting too. */
export const loader = ({ request }: LoaderFunctionArgs) => loadInboxList(request, "applications");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ApplicationsInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="applications" {...data} />;
}
