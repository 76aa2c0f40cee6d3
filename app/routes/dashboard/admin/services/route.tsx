import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { SERVICE_LIST_STATES } from "#server/services/schemas";
import { FilterSelect, SearchBar } from "~/components/back-office/list-page/filter-panel";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { DataTable, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { editorPathOf } from "~/components/back-office/service-form-shape";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

const serviceListParams = listParams({ q: listParam.text(200), state: listParam.choiceOr(SERVICE_LIST_STATES, "all") });

/**
 * The back office's service pages (issue 10 §4): every page, live or still a draft, searched by title
 * in either language or by path (Arabic letter variants folded), filtered by state; each opens its
 * editor, and a new page starts from "New service page".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = serviceListParams.read(request);
  const [{ t, locale }, rows] = await Promise.all([getTranslator(request), (await callerFor(request)).services.adminList(params)]);
  return {
    params,
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
  const { params, rows, total } = useLoaderData<typeof loader>();
  const { t } = useTranslation("adminContent");
  const columns: Column<(typeof rows)[number]>[] = [
    { key: "title", header: t("services.list.columns.title"), cell: (row) => <Link to={editorPathOf(row.slug)}>{row.title}</Link> },
    { key: "path", header: t("services.list.columns.path"), cell: (row) => row.slug, td: () => ({ dir: "ltr", className: "path-cell" }) },
    {
      key: "state",
      header: t("services.list.columns.state"),
      cell: (row) => (
        <>
          {row.isLive ? <span className="badge state-live">{t("services.state.live")}</span> : <span className="badge state-new">{t("services.state.new")}</span>}
          {row.hasDraft && row.isLive ? <span className="badge state-draft">{t("services.state.draft")}</span> : null}
        </>
      ),
    },
    {
      key: "updated",
      header: t("services.list.columns.updated"),
      cell: (row) => (
        <>
          {row.updated}
          {row.updatedBy ? <span className="muted small"> · {row.updatedBy}</span> : null}
        </>
      ),
    },
  ];
  return (
    <div className="container page">
      <PageHeader heading={t("services.list.heading")} intro={t("services.list.intro")} />
      <p className="actions">
        <Link to="/dashboard/admin/services/new" className="btn-primary" data-testid="new-service-page">
          {t("services.list.new")}
        </Link>
      </p>
      <SearchBar label={t("services.list.searchLabel")} q={{ id: "services-q", label: t("services.list.search"), value: params.q }} submit={t("services.list.submit")} submitClass="btn-secondary">
        <FilterSelect id="services-state" name="state" label={t("services.list.state")} value={params.state}>
          {SERVICE_LIST_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`services.list.states.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </SearchBar>
      <ResultsTotal testId="services-total">{t("services.list.total", { total })}</ResultsTotal>
      <DataTable
        testId="services-table"
        caption={t("services.list.heading")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.slug}
        rowData={(row) => ({ "data-slug": row.slug })}
        empty={<p className="muted">{t("services.list.empty")}</p>}
      />
    </div>
  );
}
