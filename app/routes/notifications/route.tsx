import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { notificationActionForm } from "#server/notifications/schemas";
import { PageHeader } from "~/components/layout/page-header";
import { NOTIFICATION_EVENT } from "~/components/notifications/notification-bell";
import { NotificationList } from "~/components/notifications/notification-list";
import { notificationHref, notificationOpenLabel, notificationText } from "~/components/notifications/notification-text";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireViewer } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { requireForm } from "~/utils/multipart.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";

const PAGE_SIZE = 20;

function pageOf(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const page = pageOf(new URL(request.url).searchParams.get("page"));
  const caller = await callerFor(request);
  const list = await caller.notifications.list({ page, pageSize: PAGE_SIZE });
  const { t, locale } = await getTranslator(request);
  // Issue 29: an admin chooses how new work is emailed to them.
  const emailFrequency = viewer.role === "admin" ? (await caller.notifications.adminEmailFrequency()).frequency : null;
  return {
    emailFrequency,
    page,
    hasMore: list.hasMore,
    unread: list.unread,
    unreadLabel: formatNumber(list.unread, locale),
    // The sentences are written here, in the page's language, so server and browser show the same text.
    items: list.items.map((item) => ({
      id: item.id,
      text: notificationText(t, item, locale),
      reason: item.reason,
      href: notificationHref(item),
      openLabel: notificationOpenLabel(item),
      read: item.read,
      createdAt: item.createdAt,
      createdAtLabel: formatDateTime(item.createdAt, locale),
    })),
    meta: { title: t("notifications:meta.title"), description: t("notifications:meta.description") },
  };
}

// noindex: /notifications is in DISALLOWED_PATHS (server/seo/paths.ts), so SeoHead marks it.
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);


export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request);
  const form = await requireForm(request);
  if (form.get("intent") === "emailFrequency") {
    const frequency = form.get("frequency") === "daily" ? "daily" : "each";
    await (await callerFor(request)).notifications.setAdminEmailFrequency({ frequency });
    return redirect("/notifications", { status: 303 });
  }
  const submission = parseWithZod(form, { schema: notificationActionForm });
  // Only our own buttons post here; anything else names no notification.
  if (submission.status !== "success") throw new Response(null, { status: 404, statusText: "Not Found" });
  const caller = await callerFor(request);
  if (submission.value.intent === "open") {
    const item = await orNotFound(caller.notifications.get({ id: submission.value.id }));
    if (!item.read) await caller.notifications.markRead({ id: item.id });
    return redirect(notificationHref(item), { status: 303 });
  }
  if (submission.value.intent === "read") await orNotFound(caller.notifications.markRead({ id: submission.value.id }));
  else await caller.notifications.markAllRead();
  const page = submission.value.page;
  return redirect(page > 1 ? `/notifications?page=${page}` : "/notifications", { status: 303 });
}

export default function Notifications() {
  const { items, page, hasMore, unread, unreadLabel, emailFrequency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notifications");
  const revalidator = useRevalidator();

  // A notification that arrives while the page is open appears without a reload.
  useEffect(() => {
    const refresh = () => revalidator.revalidate();
    window.addEventListener(NOTIFICATION_EVENT, refresh);
    return () => window.removeEventListener(NOTIFICATION_EVENT, refresh);
  }, [revalidator]);

  return (
    <div className="container page">
      <PageHeader heading={t("page.heading")} intro={t("page.intro")} />
      <div className="notification-toolbar">
        <p data-testid="notification-unread-summary">{t("page.unreadSummary", { number: unreadLabel })}</p>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="readAll" />
            <input type="hidden" name="page" value={page} />
            <button type="submit" className="btn-primary" data-testid="mark-all-read">
              {t("page.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="card" data-testid="notifications-empty">
          {t("page.empty")}
        </p>
      ) : (
        <NotificationList items={items} page={page} />
      )}
      {emailFrequency ? (
        <Form method="post" className="card form" data-testid="admin-email-frequency">
          <input type="hidden" name="intent" value="emailFrequency" />
          <fieldset>
            <legend>{t("settings.heading")}</legend>
            <p className="muted">{t("settings.intro")}</p>
            {(["each", "daily"] as const).map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="frequency" value={value} defaultChecked={emailFrequency === value} /> {t(`settings.${value}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn-secondary">
            {t("settings.save")}
          </button>
        </Form>
      ) : null}
      {page > 1 || hasMore ? (
        <nav className="notification-pagination" aria-label={t("page.pagination")}>
          {page > 1 ? (
            <Link to={page === 2 ? "/notifications" : `/notifications?page=${page - 1}`} rel="prev">
              {t("page.newer")}
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={`/notifications?page=${page + 1}`} rel="next">
              {t("page.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
