import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UPDATE_STATES } from "#server/legal-updates/constants";
import { PublishingList, usePublishingColumns } from "~/components/back-office/publishing/list-parts";
import type { Column } from "~/components/back-office/list-page/results";
import { UpdateContentForm } from "~/components/back-office/publishing/update-form";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { loadUpdatesList, updatesListAction, type PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { UPDATES_PATH } from "~/components/back-office/publishing/paths";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §4: every legal update whatever its state, searched and filtered, and the form that starts a new one. */
export const loader = ({ request }: LoaderFunctionArgs) => loadUpdatesList(request);
export const action = ({ request }: ActionFunctionArgs) => updatesListAction(request);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminUpdates() {
  const { authors, ...list } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t } = useTranslation("adminPublishing");
  const columns = usePublishingColumns("updates", UPDATES_PATH);
  const publishingColumns: Column<(typeof list.rows)[number]>[] = [
    columns.title,
    { key: "category", header: t("updates.columns.category"), cell: (row) => t(`updates:categories.${row.category}`) },
    columns.state,
    { key: "publishAt", header: t("updates.columns.publishAt"), cell: (row) => row.publishedLabel ?? <span className="muted">{t("list.none")}</span> },
    { key: "author", header: t("updates.columns.author"), cell: (row) => row.author ?? t("fields.authorFirm") },
    { key: "updated", header: t("updates.columns.updated"), cell: (row) => row.updatedLabel },
  ];
  return (
    <div className="container page">
      <PageHeader heading={t("updates.heading")} intro={t("updates.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p>
        <a href="#new-update" className="btn-primary">
          {t("updates.new.jump")}
        </a>
      </p>
      <PublishingList
        section="updates"
        path={UPDATES_PATH}
        states={UPDATE_STATES}
        list={list}
        columns={publishingColumns}
        rowTestId="update-row"
      />
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
