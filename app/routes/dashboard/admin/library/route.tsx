import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LIBRARY_STATES } from "#server/library/constants";
import { LibraryItemForm } from "~/components/back-office/publishing/library-form";
import { PublishingList, usePublishingColumns } from "~/components/back-office/publishing/list-parts";
import type { Column } from "~/components/back-office/list-page/results";
import { LIBRARY_PATH } from "~/components/back-office/publishing/paths";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { libraryListAction, loadLibraryList } from "~/routes/dashboard/admin/library/library.server";
import type { PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §4: every legal-library item, published or not, searched and filtered, and the form that adds one with its file. */
export const loader = ({ request }: LoaderFunctionArgs) => loadLibraryList(request);
export const action = ({ request }: ActionFunctionArgs) => libraryListAction(request);
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminLibrary() {
  const { maxMegabytes, ...list } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t } = useTranslation("adminPublishing");
  const columns = usePublishingColumns("library", LIBRARY_PATH);
  const publishingColumns: Column<(typeof list.rows)[number]>[] = [
    columns.title,
    { key: "kind", header: t("library.columns.kind"), cell: (row) => t(`library:kinds.${row.kind}`) },
    { key: "year", header: t("library.columns.year"), cell: (row) => row.year },
    columns.state,
    { key: "file", header: t("library.columns.file"), cell: (row) => row.file },
    { key: "updated", header: t("library.columns.updated"), cell: (row) => row.updatedLabel },
  ];
  return (
    <div className="container page">
      <PageHeader heading={t("library.heading")} intro={t("library.intro")} crumbs={[{ to: "/dashboard/admin", label: t("backOffice") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <p>
        <a href="#new-item" className="btn-primary">
          {t("library.new.jump")}
        </a>
      </p>
      <PublishingList
        section="library"
        path={LIBRARY_PATH}
        states={LIBRARY_STATES}
        list={list}
        columns={publishingColumns}
        rowTestId="library-row"
      />
      <section id="new-item" aria-labelledby="new-item-heading" className="card section">
        <h2 id="new-item-heading">{t("library.new.heading")}</h2>
        <p className="muted">{t("library.new.intro")}</p>
        <LibraryItemForm id="library-create" intent="create" lastResult={reply?.intent === "create" ? reply.result : undefined} maxMegabytes={maxMegabytes} />
      </section>
    </div>
  );
}
