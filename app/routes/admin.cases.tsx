import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { formatDate } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

const STATUSES = ["open", "in_progress", "on_hold", "closed"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const statusParam = new URL(request.url).searchParams.get("status");
  const status = STATUSES.find((s) => s === statusParam);
  const { rows: cases } = await (await callerFor(request)).cases.listAll({ status });
  const { t, locale } = await getTranslator(request);
  return {
    status: status ?? "",
    cases: cases.map((c) => ({ ...c, updated_at: formatDate(c.updated_at, locale) })),
    meta: { title: t("dashboard:adminCases.metaTitle"), description: t("dashboard:adminCases.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function AdminCases() {
  const { cases, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("dashboard");
  return (
    <div className="container page">
      <PageHeader heading={t("adminCases.heading")} intro={t("adminCases.intro")} />
      <Form method="get" className="filters">
        <label htmlFor="status">{t("adminCases.filterStatus")}</label>
        <select id="status" name="status" defaultValue={status}>
          <option value="">{t("adminCases.all")}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`cases.status.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-secondary">
          {t("adminCases.apply")}
        </button>
      </Form>
      {cases.length === 0 ? (
        <p className="muted">{t("adminCases.empty")}</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">{t("adminCases.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("adminCases.reference")}</th>
              <th scope="col">{t("adminCases.title")}</th>
              <th scope="col">{t("adminCases.client")}</th>
              <th scope="col">{t("adminCases.status")}</th>
              <th scope="col">{t("adminCases.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/case/${c.id}`}>{c.reference}</Link>
                </td>
                <td>{i18n.language === "en" ? c.title_en : c.title_ar}</td>
                <td>{c.client_name}</td>
                <td>{t(`cases.status.${c.status}`)}</td>
                <td>{c.updated_at}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
