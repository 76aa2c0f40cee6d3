import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { POSTING_LIST_STATES } from "#server/careers/postings";
import { FilterSelect, SearchBar } from "~/components/back-office/list-page/filter-panel";
import { listParam, listParams } from "~/components/back-office/list-page/params";
import { DataTable, ResultsTotal, type Column } from "~/components/back-office/list-page/results";
import { EMPTY_POSTING, PostingForm } from "~/components/back-office/posting-form";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { formatDate, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { handleCreatePosting } from "~/routes/dashboard/admin/jobs/job-postings.server";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

const PATH = "/dashboard/admin/jobs";
const jobListParams = listParams({ q: listParam.text(200), state: listParam.choiceOr(POSTING_LIST_STATES, "all"), page: listParam.page(500) });

/**
 * The back office's job postings (issue 10 §4): every posting with its state (draft, open, closed, past
 * its closing date) and applications, searched by title or place in either language, and a form for a
 * new one, which starts as a draft to preview before it is opened.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = jobListParams.read(request);
  const [{ t, locale }, list] = await Promise.all([getTranslator(request), (await callerFor(request)).careers.adminList(params)]);
  return {
    params,
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
    total: formatNumber(list.total, locale),
    rows: list.rows.map((row) => ({
      id: row.id,
      title: locale === "en" ? row.title_en : row.title_ar,
      type: row.employment_type,
      closes: formatDate(row.closes_at, locale),
      status: row.status,
      applications: formatNumber(row.applications, locale),
      isSample: row.is_sample,
    })),
    meta: { title: t("adminContent:jobs.list.metaTitle"), description: t("adminContent:jobs.list.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handleCreatePosting(request);
}

export default function JobPostingsList() {
  const { params, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("adminContent");
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: "title",
      header: t("jobs.list.columns.title"),
      cell: (row) => (
        <>
          <Link to={`${PATH}/${row.id}`}>{row.title}</Link>
          {row.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
        </>
      ),
    },
    { key: "type", header: t("jobs.list.columns.type"), cell: (row) => t(`careers:types.${row.type}`) },
    { key: "closes", header: t("jobs.list.columns.closes"), cell: (row) => row.closes },
    { key: "state", header: t("jobs.list.columns.state"), cell: (row) => <span className={`badge posting-${row.status}`}>{t(`jobs.status.${row.status}`)}</span> },
    { key: "applications", header: t("jobs.list.columns.applications"), cell: (row) => row.applications },
  ];
  return (
    <div className="container page">
      <PageHeader heading={t("jobs.list.heading")} intro={t("jobs.list.intro")} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p className="actions">
        <a href="#new-posting" className="btn-primary">
          {t("jobs.list.new")}
        </a>
      </p>
      <SearchBar label={t("jobs.list.searchLabel")} q={{ id: "jobs-q", label: t("jobs.list.search"), value: params.q }} submit={t("jobs.list.submit")} submitClass="btn-secondary">
        <FilterSelect id="jobs-state" name="state" label={t("jobs.list.state")} value={params.state}>
          {POSTING_LIST_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`jobs.list.states.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </SearchBar>
      <ResultsTotal testId="jobs-total">{t("jobs.list.total", { total })}</ResultsTotal>
      <DataTable
        testId="jobs-table"
        caption={t("jobs.list.heading")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-posting": row.id })}
        empty={<p className="muted">{t("jobs.list.empty")}</p>}
      />
      <Pagination path={PATH} params={jobListParams.query(params)} page={page} pageCount={pageCount} />

      <section id="new-posting" aria-labelledby="new-posting-heading" className="card section">
        <h2 id="new-posting-heading">
          {t("jobs.create.heading")}
        </h2>
        <p className="hint">{t("jobs.create.intro")}</p>
        <PostingForm id="posting-create" intent="create" action={PATH} defaultValue={EMPTY_POSTING} lastResult={reply?.result} submitLabel={t("jobs.create.submit")} />
      </section>
    </div>
  );
}
