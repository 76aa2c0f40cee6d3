import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { LIBRARY_STATES } from "#server/library/constants";
import { LibraryItemForm } from "~/components/back-office/publishing/library-form";
import { PublishingSearch, StateCounts } from "~/components/back-office/publishing/list-parts";
import { LIBRARY_PATH } from "~/components/back-office/publishing/paths";
import { StateBadge } from "~/components/back-office/publishing/state-badge";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { ToastList } from "~/components/toast/toasts";
import { libraryListAction, loadLibraryList } from "~/routes/dashboard/admin/library/library.server";
import type { PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { formatNumber } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { TableScroll } from "~/components/ui/table-scroll";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

/** Issue 10 §4: every legal-library item, published or not, searched and filtered, and the form that adds one with its file. */
export const loader = ({ request }: LoaderFunctionArgs) => loadLibraryList(request);
export const action = ({ request }: ActionFunctionArgs) => libraryListAction(request);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminLibrary() {
  const { params, counts, rows, total, page, pageCount, maxMegabytes } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t, i18n } = useTranslation("adminPublishing");
  const locale = localeOf(i18n.language);
  return (
    <div className="container page">
      <PageHeader heading={t("library.heading")} intro={t("library.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p>
        <a href="#new-item" className="btn-primary">
          {t("library.new.jump")}
        </a>
      </p>
      <PublishingSearch path={LIBRARY_PATH} q={params.q} state={params.state} states={LIBRARY_STATES} section="library" />
      <StateCounts path={LIBRARY_PATH} q={params.q} current={params.state} states={LIBRARY_STATES} counts={counts} />
      <section aria-labelledby="library-results">
        <h2 id="library-results" className="visually-hidden">
          {t("list.results")}
        </h2>
        <p role="status" className="strong" data-testid="publishing-total">
          {t("list.total", { total: formatNumber(total, locale) })}
        </p>
        {rows.length === 0 ? (
          <EmptyState title={total > 0 ? t("list.pastLastPage") : params.q || params.state ? t("list.noMatch") : t("library.empty")} />
        ) : (
          <TableScroll label={t("library.heading")}>
            <table className="data-table" data-testid="library-table">
              <caption className="visually-hidden">{t("library.heading")}</caption>
              <thead>
                <tr>
                  {(["title", "kind", "year", "state", "file", "updated"] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`library.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="library-row">
                    <td>
                      <Link to={`${LIBRARY_PATH}/${row.id}`}>{row.title}</Link>
                      {row.isSample ? <span className="badge">{t("list.sample")}</span> : null}
                    </td>
                    <td>{t(`library:kinds.${row.kind}`)}</td>
                    <td>{row.year}</td>
                    <td>
                      <StateBadge state={row.state} />
                    </td>
                    <td>{row.file}</td>
                    <td>{row.updatedLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pagination path={LIBRARY_PATH} params={{ q: params.q, state: params.state }} page={page} pageCount={pageCount} />
      </section>
      <section id="new-item" aria-labelledby="new-item-heading" className="card section">
        <h2 id="new-item-heading">{t("library.new.heading")}</h2>
        <p className="muted">{t("library.new.intro")}</p>
        <LibraryItemForm id="library-create" intent="create" lastResult={reply?.intent === "create" ? reply.result : undefined} maxMegabytes={maxMegabytes} />
      </section>
    </div>
  );
}
