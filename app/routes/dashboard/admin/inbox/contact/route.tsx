import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxList } from "~/components/inbox/inbox-list";
import { loadInboxList } from "~/routes/dashboard/admin/inbox/inbox.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §5: the contact messages sent through /contact, newest first, with their state and assignee. */
export const loader = ({ request }: LoaderFunctionArgs) => loadInboxList(request, "contact");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ContactInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="contact" {...data} />;
}
