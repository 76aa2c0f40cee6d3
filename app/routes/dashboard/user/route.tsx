import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { DashboardCaseList } from "~/components/cases/dashboard-case-list";
import { ConsultationList } from "~/components/dashboard/consultation-list";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { notificationHref, notificationText } from "~/components/notifications/notification-text";
import { BidiText } from "~/components/ui/bidi-text";
import { getTranslator } from "~/i18n/i18next.server";
import { readTimeZone } from "~/utils/consultations.server";
import { loadMyCases } from "~/utils/dashboard-cases.server";
import { loadMyInvoices } from "~/utils/dashboard-billing.server";
import { DashboardInvoices } from "~/components/billing/dashboard-invoices";
import { dashboardAction, dashboardLoader } from "~/utils/dashboard.server";
import { formatDateTime } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";
import { getRequestViewer } from "~/utils/viewer.server";

const summaryLoader = dashboardLoader("user");

/** The individual's dashboard: the common cards, plus their cases, consultations and the latest notifications. */
export async function loader(args: LoaderFunctionArgs) {
  const base = await summaryLoader(args);
  const caller = await callerFor(args.request);
  const viewer = await getRequestViewer(args.request);
  const { t, locale } = await getTranslator(args.request);
  const [{ upcoming, past }, latestNotifications, cases, invoices] = await Promise.all([
    caller.consultations.mineUpcomingAndPast({ upcoming: 20, past: 10 }),
    caller.notifications.latest({ limit: 5 }),
    loadMyCases(args.request),
    loadMyInvoices(args.request),
  ]);
  return {
    ...base,
    invoices,
    locale,
    timeZone: readTimeZone(args.request),
    upcoming,
    past,
    cases,
    notifications: {
      // The navbar's count, read with the session (the same number the badge beside it shows).
      unread: viewer?.unreadNotifications ?? 0,
      items: latestNotifications.map((item) => ({
        id: item.id,
        text: notificationText(t, item, locale),
        href: notificationHref(item),
        read: item.read,
        createdAtLabel: formatDateTime(item.createdAt, locale),
      })),
    },
  };
}

export const action = dashboardAction("user");
export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function UserDashboard() {
  const { summary, documentKeys, maxMegabytes, timeZone, upcoming, past, notifications, cases, invoices, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dashboard");
  return (
    <DashboardView kind="user" summary={summary} documentKeys={documentKeys} maxMegabytes={maxMegabytes} toast={actionData?.toast}>
      <div className="card-grid two">
        <section className="card" id="consultations" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">{t("consultations.upcoming")}</h2>
          <ConsultationList items={upcoming} timeZone={timeZone} emptyText={t("consultations.noneUpcoming")} testId="upcoming-consultations" />
          <p className="actions">
            <Link to="/consultations" className="btn-primary">
              {t("common:cta.bookConsultation")}
            </Link>
          </p>
        </section>
        <section className="card" aria-labelledby="notifications-heading">
          <h2 id="notifications-heading">
            {t("notificationsCard.heading")}{" "}
            {notifications.unread > 0 ? <span className="badge">{t("notificationsCard.unread", { count: notifications.unread })}</span> : null}
          </h2>
          {notifications.items.length > 0 ? (
            <ul className="doc-list" data-testid="dashboard-notifications">
              {notifications.items.map((item) => (
                <li key={item.id} data-unread={!item.read}>
                  <Link to={item.href}>
                    <BidiText text={item.text} />
                  </Link>{" "}
                  <span className="muted">{item.createdAtLabel}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t("notificationsCard.none")}</p>
          )}
          <p>
            <Link to="/notifications">{t("notificationsCard.all")}</Link>
          </p>
        </section>
        <DashboardCaseList cases={cases} heading={t("cases:dashboard.myCases")} empty={t("cases:dashboard.noCases")} />
        <DashboardInvoices heading={t("billing:dashboard.mine")} {...invoices} locale={locale} />
        <section className="card" aria-labelledby="past-heading">
          <h2 id="past-heading">{t("consultations.past")}</h2>
          <ConsultationList items={past} timeZone={timeZone} emptyText={t("consultations.nonePast")} testId="past-consultations" />
        </section>
      </div>
    </DashboardView>
  );
}
