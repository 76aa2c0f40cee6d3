import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InboxList } from "~/components/inbox/inbox-list";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { readInboxParams } from "~/components/inbox/types";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

/** Issue 10 §5: the contact messages sent through /contact, newest first, with their state and assignee. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readInboxParams("contact", new URL(request.url).searchParams);
  const caller = await callerFor(request);
  const [{ t, locale }, list, staff] = await Promise.all([
    getTranslator(request),
    caller.inbox.contact.list({ status: params.status as never, assignee: params.assignee, q: params.q, page: params.page }),
    caller.inbox.staff({ inbox: "contact" }),
  ]);
  return {
    params,
    staff,
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => ({
      id: row.id,
      received: formatDateTime(row.created_at, locale),
      receivedIso: new Date(row.created_at).toISOString(),
      who: row.full_name,
      whoDetail: row.email,
      about: row.subject,
      status: row.status,
      assignee: row.assignee_name,
    })),
    meta: { title: t("adminInbox:contact.metaTitle"), description: t("adminInbox:contact.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ContactInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="contact" {...data} />;
}
