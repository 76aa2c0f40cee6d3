import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TableScroll } from "~/components/ui/table-scroll";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { SERVICE_LIST_STATES } from "#server/services/schemas";
import { editorPathOf } from "~/components/back-office/service-form-shape";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

type ListState = (typeof SERVICE_LIST_STATES)[number];
const isListState = (v: string | null): v is ListState => (SERVICE_LIST_STATES as readonly (string | null)[]).includes(v);

/**
 * The back office's service pages (issue 10 §4): every page, live or still a draft, searched by title
 * in either language or by path (Arabic letter variants folded), filtered by state; each opens its
 * editor, and a new page starts from "New service page".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const stateParam = params.get("state");
  const state: ListState = isListState(stateParam) ? stateParam : "all";
  const [{ t, locale }, rows] = await Promise.all([getTranslator(request), (await callerFor(request)).services.adminList({ q: q || undefined, state })]);
  return {
    q,
    state,
    total: formatNumber(rows.length, locale),
    rows: rows.map((row) => ({
      slug: row.slug,
      title: row.title[locale] || row.title[locale === "ar" ? "en" : "ar"],
      isLive: row.isLive,
      hasDraft: row.hasDraft,
      updated: formatDateTime(row.updatedAt, locale),
      updatedBy: row.updatedByName,
    })),
    meta: { title: t("adminContent:services.list.metaTitle"), description: t("adminContent:services.list.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function ServicePagesList() {
  const { q, state, rows, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminContent");
  return (
    <div className="container page">
      <PageHeader heading={t("services.list.heading")} intro={t("services.list.intro")} />
      <p className="actions">
        <Link to="/dashboard/admin/services/new" className="btn-primary" data-testid="new-service-page">
          {t("services.list.new")}
        </Link>
      </p>
      <Form method="get" className="search-form" role="search" aria-label={t("services.list.searchLabel")}>
        <div className="field grow">
          <label htmlFor="services-q">{t("services.list.search")}</label>
          <input id="services-q" type="search" name="q" defaultValue={q} maxLength={200} dir="auto" />
        </div>
        <div className="field">
          <label htmlFor="services-state">{t("services.list.state")}</label>
          <select id="services-state" name="state" defaultValue={state}>
            {SERVICE_LIST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`services.list.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="search-actions">
          <button type="submit" className="btn-secondary">
            {t("services.list.submit")}
          </button>
        </div>
      </Form>
      <p role="status" data-testid="services-total">
        {t("services.list.total", { total })}
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t("services.list.empty")}</p>
      ) : (
        <TableScroll>
          <table className="data-table" data-testid="services-table">
            <caption className="visually-hidden">{t("services.list.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("services.list.columns.title")}</th>
                <th scope="col">{t("services.list.columns.path")}</th>
                <th scope="col">{t("services.list.columns.state")}</th>
                <th scope="col">{t("services.list.columns.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug} data-slug={row.slug}>
                  <td>
                    <Link to={editorPathOf(row.slug)}>{row.title}</Link>
                  </td>
                  <td dir="ltr" className="path-cell">
                    {row.slug}
                  </td>
                  <td>
                    {row.isLive ? <span className="badge state-live">{t("services.state.live")}</span> : <span className="badge state-new">{t("services.state.new")}</span>}
                    {row.hasDraft && row.isLive ? <span className="badge state-draft">{t("services.state.draft")}</span> : null}
                  </td>
                  <td>
                    {row.updated}
                    {row.updatedBy ? <span className="muted small"> · {row.updatedBy}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
