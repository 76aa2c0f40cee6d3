import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { UPDATE_STATES } from "#server/legal-updates/constants";
import { PublishingSearch, StateCounts } from "~/components/back-office/publishing/list-parts";
import { StateBadge } from "~/components/back-office/publishing/state-badge";
import { UpdateContentForm } from "~/components/back-office/publishing/update-form";
import { PageHeader } from "~/components/layout/page-header";
import { Pagination } from "~/components/search/pagination";
import { ToastList } from "~/components/toast/toasts";
import { loadUpdatesList, updatesListAction, type PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { UPDATES_PATH } from "~/components/back-office/publishing/paths";
import { formatNumber } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { TableScroll } from "~/components/ui/table-scroll";
import { EmptyState } from "~/components/ui/empty-state";
import { localeOf } from "~/i18n/config";

/** Issue 10 §4: every legal update whatever its state, searched and filtered, and the form that starts a new one. */
export const loader = ({ request }: LoaderFunctionArgs) => loadUpdatesList(request);
export const action = ({ request }: ActionFunctionArgs) => updatesListAction(request);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminUpdates() {
  const { params, counts, rows, total, page, pageCount, authors } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t, i18n } = useTranslation("adminPublishing");
  const locale = localeOf(i18n.language);
  return (
    <div className="container page">
      <PageHeader heading={t("updates.heading")} intro={t("updates.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p>
        <a href="#new-update" className="btn-primary">
          {t("updates.new.jump")}
        </a>
      </p>
      <PublishingSearch path={UPDATES_PATH} q={params.q} state={params.state} states={UPDATE_STATES} section="updates" />
      <StateCounts path={UPDATES_PATH} q={params.q} current={params.state} states={UPDATE_STATES} counts={counts} />
      <section aria-labelledby="updates-results">
        <h2 id="updates-results" className="visually-hidden">
          {t("list.results")}
        </h2>
        <p role="status" className="strong" data-testid="publishing-total">
          {t("list.total", { total: formatNumber(total, locale) })}
        </p>
        {rows.length === 0 ? (
          <EmptyState title={total > 0 ? t("list.pastLastPage") : params.q || params.state ? t("list.noMatch") : t("updates.empty")} />
        ) : (
          <TableScroll label={t("updates.heading")}>
            <table className="data-table" data-testid="updates-table">
              <caption className="visually-hidden">{t("updates.heading")}</caption>
              <thead>
                <tr>
                  {(["title", "category", "state", "publishAt", "author", "updated"] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`updates.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="update-row">
                    <td>
                      <Link to={`${UPDATES_PATH}/${row.id}`}>{row.title}</Link>
                      {row.isSample ? <span className="badge">{t("list.sample")}</span> : null}
                    </td>
                    <td>{t(`updates:categories.${row.category}`)}</td>
                    <td>
                      <StateBadge state={row.state} />
                    </td>
                    <td>{row.publishedLabel ?? <span className="muted">{t("list.none")}</span>}</td>
                    <td>{row.author ?? t("fields.authorFirm")}</td>
                    <td>{row.updatedLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pagination path={UPDATES_PATH} params={{ q: params.q, state: params.state }} page={page} pageCount={pageCount} />
      </section>
      <section id="new-update" aria-labelledby="new-update-heading" className="card section">
        <h2 id="new-update-heading">{t("updates.new.heading")}</h2>
        <p className="muted">{t("updates.new.intro")}</p>
        <UpdateContentForm
          id="update-create"
          intent="create"
          lastResult={reply?.intent === "create" ? reply.result : undefined}
          authors={authors}
          submitLabel={t("updates.new.submit")}
        />
      </section>
    </div>
  );
}
