import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TableScroll } from "~/components/ui/table-scroll";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { POSTING_LIST_STATES } from "#server/careers/postings";
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
type ListState = (typeof POSTING_LIST_STATES)[number];
const isListState = (v: string | null): v is ListState => (POSTING_LIST_STATES as readonly (string | null)[]).includes(v);

/**
 * The back office's job postings (issue 10 §4): every posting with its state (draft, open, closed, past
 * its closing date) and applications, searched by title or place in either language, and a form for a
 * new one, which starts as a draft to preview before it is opened.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const stateParam = params.get("state");
  const state: ListState = isListState(stateParam) ? stateParam : "all";
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 500 ? pageParam : 1;
  const [{ t, locale }, list] = await Promise.all([getTranslator(request), (await callerFor(request)).careers.adminList({ q: q || undefined, state, page })]);
  return {
    q,
    state,
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
  const { q, state, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("adminContent");
  return (
    <div className="container page">
      <PageHeader heading={t("jobs.list.heading")} intro={t("jobs.list.intro")} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p className="actions">
        <a href="#new-posting" className="btn-primary">
          {t("jobs.list.new")}
        </a>
      </p>
      <Form method="get" className="search-form" role="search" aria-label={t("jobs.list.searchLabel")}>
        <div className="field grow">
          <label htmlFor="jobs-q">{t("jobs.list.search")}</label>
          <input id="jobs-q" type="search" name="q" defaultValue={q} maxLength={200} dir="auto" />
        </div>
        <div className="field">
          <label htmlFor="jobs-state">{t("jobs.list.state")}</label>
          <select id="jobs-state" name="state" defaultValue={state}>
            {POSTING_LIST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`jobs.list.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="search-actions">
          <button type="submit" className="btn-secondary">
            {t("jobs.list.submit")}
          </button>
        </div>
      </Form>
      <p role="status" data-testid="jobs-total">
        {t("jobs.list.total", { total })}
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t("jobs.list.empty")}</p>
      ) : (
        <TableScroll>
          <table className="data-table" data-testid="jobs-table">
            <caption className="visually-hidden">{t("jobs.list.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("jobs.list.columns.title")}</th>
                <th scope="col">{t("jobs.list.columns.type")}</th>
                <th scope="col">{t("jobs.list.columns.closes")}</th>
                <th scope="col">{t("jobs.list.columns.state")}</th>
                <th scope="col">{t("jobs.list.columns.applications")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-posting={row.id}>
                  <td>
                    <Link to={`${PATH}/${row.id}`}>{row.title}</Link>
                    {row.isSample ? <span className="badge">{t("pages:legalUpdates.sampleBadge")}</span> : null}
                  </td>
                  <td>{t(`careers:types.${row.type}`)}</td>
                  <td>{row.closes}</td>
                  <td>
                    <span className={`badge posting-${row.status}`}>{t(`jobs.status.${row.status}`)}</span>
                  </td>
                  <td>{row.applications}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination path={PATH} params={{ q: q || undefined, state: state === "all" ? undefined : state }} page={page} pageCount={pageCount} />

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
