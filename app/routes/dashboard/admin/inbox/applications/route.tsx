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

/** Issue 10 §5: the job applications sent from /careers, newest first, filtered by posting too. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = readInboxParams("applications", new URL(request.url).searchParams);
  const caller = await callerFor(request);
  const [{ t, locale }, list, staff, postings] = await Promise.all([
    getTranslator(request),
    caller.inbox.applications.list({ status: params.status as never, assignee: params.assignee, q: params.q, posting: params.posting, page: params.page }),
    caller.inbox.staff({ inbox: "applications" }),
    caller.inbox.applications.postings(),
  ]);
  return {
    params,
    staff,
    postings: postings.map((p) => ({ id: p.id, title: inLocale({ ar: p.title_ar, en: p.title_en }, locale).text })),
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => {
      const title = inLocale({ ar: row.posting_title_ar, en: row.posting_title_en }, locale);
      return {
        id: row.id,
        received: formatDateTime(row.created_at, locale),
        receivedIso: new Date(row.created_at).toISOString(),
        who: row.full_name,
        whoDetail: row.email,
        about: title.text,
        aboutLang: title.lang,
        status: row.status,
        assignee: row.assignee_name,
      };
    }),
    meta: { title: t("adminInbox:applications.metaTitle"), description: t("adminInbox:applications.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ApplicationsInbox() {
  const data = useLoaderData<typeof loader>();
  return <InboxList kind="applications" {...data} />;
}
