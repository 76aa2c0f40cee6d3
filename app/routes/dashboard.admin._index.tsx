import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DashboardAdminCases } from "~/components/cases/dashboard-admin-cases";
import { BackOfficeQueues } from "~/components/back-office/queues";
import { DashboardView } from "~/components/dashboard/dashboard-view";
import type { AppLocale } from "~/i18n/config";
import { getTranslator } from "~/i18n/i18next.server";
import { flashToasts } from "~/utils/flash.server";
import { formatDate, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { makeToast } from "~/utils/toast";
import { callerFor, errorCodeOf } from "~/utils/trpc.server";
import { requireForm } from "~/utils/multipart.server";
import { loadAdminCaseOverview } from "~/utils/dashboard-cases.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const caller = await callerFor(request);
  const [summary, queues, { t, locale }, cases] = await Promise.all([
    caller.dashboard.admin(),
    caller.dashboard.adminQueues(),
    getTranslator(request),
    loadAdminCaseOverview(request),
  ]);
  return {
    cases,
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
  { key: "consultations", to: "/dashboard/admin/consultations" },
  { key: "contact", to: "/dashboard/admin/inbox/contact" },
  { key: "applications", to: "/dashboard/admin/inbox/applications" },
  { key: "companyRequests", to: "/dashboard/admin/inbox/company-requests" },
  { key: "hearings", to: "/admin/cases?hearings=next7" },
] as const;
type QueueKey = (typeof QUEUES)[number]["key"];

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

const decisionForm = z.object({
  profileId: z.string().min(1).max(128),
  decision: z.enum(["verified", "rejected"]),
});

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  const parsed = decisionForm.safeParse(
    Object.fromEntries(await requireForm(request))
  );
  if (!parsed.success)
    return data(
      {
        toast: makeToast({
          kind: "error",
          title: "verificationFailed",
          description: "errors.invalid_input",
        }),
      },
      { status: 400 }
    );
  try {
    await (await callerFor(request)).admin.setVerification(parsed.data);
    const toast = makeToast({
      kind: "success",
      title:
        parsed.data.decision === "verified"
          ? "verificationApproved"
          : "verificationRejected",
    });
    return redirect("/dashboard/admin", {
      headers: { "Set-Cookie": await flashToasts(request, [toast]) },
    });
  } catch (error) {
    const code = errorCodeOf(error, "verification decision");
    return data(
      {
        toast: makeToast({
          kind: "error",
          title: "verificationFailed",
          description: `errors.${code}`,
        }),
      },
      { status: 400 }
    );
  }
}

export default function AdminDashboard() {
  const { summary, usersByRole, pending, cases, queues } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dashboard");
  return (
    <DashboardView
      kind="admin"
      summary={summary}
      documentKeys={[]}
      maxMegabytes={0}
      toast={actionData?.toast}
    >
      <BackOfficeQueues queues={queues} />
      <DashboardAdminCases overview={cases} />
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
              <p>
                <strong>{p.name}</strong> <span dir="ltr">{p.email}</span> ·{" "}
                {t(`common:roles.${p.user_type ?? "unset"}`)} · {p.updated_at}
              </p>
              <ul>
                {p.documents.map((doc) => (
                  <li key={doc.key}>
                    <a href={doc.url}>
                      {t(`documents.keys.${doc.key}`, {
                        defaultValue: doc.key,
                      })}
                    </a>
                  </li>
                ))}
              </ul>
              <Form method="post" className="actions">
                <input type="hidden" name="profileId" value={p.id} />
                <button
                  type="submit"
                  name="decision"
                  value="verified"
                  className="btn-primary"
                >
                  {t("admin.approve")}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="rejected"
                  className="btn-secondary"
                >
                  {t("admin.reject")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </DashboardView>
  );
}
