import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { DashboardAdminCases } from "~/components/cases/dashboard-admin-cases";
import { BackOfficeQueues } from "~/components/back-office/queues";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import { type AppLocale, localeOf } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";
import { maxUploadMegabytes } from "~/utils/multipart.server";
import { loadAdminCaseOverview } from "~/utils/dashboard-cases.server";
import { loadOverdueInvoices } from "~/utils/dashboard-billing.server";
import { DashboardInvoices } from "~/components/billing/dashboard-invoices";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [summary, queues, { t, locale }, cases, overdue] = await Promise.all([
    caller.dashboard.admin(),
    caller.dashboard.adminQueues(),
    getTranslator(request),
    loadAdminCaseOverview(request),
    loadOverdueInvoices(request, "admin"),
  ]);
  return {
    cases,
    overdue,
    // The same cap as the other dashboards (it was a literal 0: "بحد أقصى ٠ ميغابايت"), though the admin has no
    // document keys and so no upload form.
    maxMegabytes: maxUploadMegabytes(),
    queues: queueCards(queues, locale),
    summary: {
      ...summary,
      memberSince: summary.memberSince
        ? formatDate(summary.memberSince, locale)
        : null,
    },
    usersByRole: Object.entries(summary.usersByRole).map(([role, count]) => ({
      role,
      count: formatNumber(count, locale),
    })),
    pending: summary.pendingVerifications.map((p) => ({
      ...p,
      updated_at: formatDate(p.updated_at, locale),
    })),
    meta: {
      title: t("dashboard:admin.metaTitle"),
      description: t("dashboard:admin.description"),
    },
  };
}

/** The back office's queues (issue 10 §1), in the order a working day takes them. */
function queueCards(queues: Record<QueueKey, number>, locale: AppLocale) {
  return QUEUES.map((queue) => ({
    ...queue,
    count: queues[queue.key],
    countText: formatNumber(queues[queue.key], locale),
  }));
}

const QUEUES = [
  { key: "verifications", to: "/dashboard/admin/verifications" },
  { key: "standing", to: "/dashboard/admin/standing" },
  { key: "consultations", to: "/dashboard/admin/consultations" },
  { key: "contact", to: "/dashboard/admin/inbox/contact" },
  { key: "applications", to: "/dashboard/admin/inbox/applications" },
  { key: "companyRequests", to: "/dashboard/admin/inbox/company-requests" },
  { key: "hearings", to: "/admin/cases?hearings=next7" },
] as const;
type QueueKey = (typeof QUEUES)[number]["key"];

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function AdminDashboard() {
  const { summary, usersByRole, pending, cases, queues, maxMegabytes, overdue } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("dashboard");
  const locale = localeOf(i18n.language);
  return (
    <DashboardView
      kind="admin"
      summary={summary}
      documentKeys={[]}
      maxMegabytes={maxMegabytes}
    >
      <BackOfficeQueues queues={queues} />
      <DashboardAdminCases overview={cases} />
      <DashboardInvoices heading={t("billing:dashboard.overdue")} {...overdue} locale={locale} />
      <section className="card" aria-labelledby="users-heading">
        <h2 id="users-heading">{t("admin.users")}</h2>
        <dl className="facts">
          {usersByRole.map((row) => (
            <div key={row.role} className="fact-row">
              <dt>{t(`common:roles.${row.role}`)}</dt>
              <dd>{row.count}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to="/admin/cases" className="btn-secondary">
            {t("admin.manageCases")}
          </Link>
        </p>
      </section>
      <section
        className="card"
        id="verifications"
        aria-labelledby="verifications-heading"
      >
        <h2 id="verifications-heading">{t("admin.pendingHeading")}</h2>
        <p>
          <Link to="/dashboard/admin/verifications">{t("admin.allVerifications")}</Link>
        </p>
        {pending.length === 0 ? (
          <p className="muted">{t("admin.noPending")}</p>
        ) : null}
        <ul className="stack">
          {pending.map((p) => (
            <li
              key={p.id}
              className="pending-item"
              data-testid="pending-verification"
            >
              {/* Issue 10 §2: decisions are taken on the review page, with the documents open beside them. */}
              <p>
                <Link to={`/dashboard/admin/verifications/${encodeURIComponent(p.id)}`}>
                  <strong>
                    <bdi>{p.name}</bdi>
                  </strong>
                </Link>{" "}
                <span dir="ltr">{p.email}</span> · {t(`common:roles.${p.user_type ?? "unset"}`)} · {p.updated_at} ·{" "}
                {t("admin.documentCount", { n: formatNumber(p.documents.length, locale) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </DashboardView>
  );
}
