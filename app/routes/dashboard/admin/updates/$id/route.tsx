import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { HistoryList } from "~/components/back-office/publishing/history";
import { UpdateContentForm } from "~/components/back-office/publishing/update-form";
import { UpdatePublishing } from "~/components/back-office/publishing/update-publishing";
import { RecordPage } from "~/components/back-office/record-page";
import { loadUpdateEditor, updateEditorAction, type PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { UPDATES_PATH } from "~/components/back-office/publishing/paths";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §4: one legal update: its state and moves (preview, schedule, publish, withdraw), its content and its history. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadUpdateEditor(request, params.id ?? "");
export const action = ({ request, params }: ActionFunctionArgs) => updateEditorAction(request, params.id ?? "");
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminUpdateEditor() {
  const { title, values, status, authors, history, isSample } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t } = useTranslation("adminPublishing");
  return (
    <RecordPage heading={title} intro={isSample ? t("list.sampleNote") : undefined} backOffice={t("backOffice")} list={{ to: UPDATES_PATH, label: t("updates.heading") }} toast={reply?.toast}>
      {/* The key resets the forms' starting values when the update changes (a new version after a save). */}
      <UpdatePublishing key={`status-${status.version}`} status={status} lastResult={reply?.result} lastIntent={reply?.intent ?? null} />
      <section className="card section" aria-labelledby="content-heading">
        <h2 id="content-heading">{t("updates.edit.contentHeading")}</h2>
        <p className="muted">{t(status.state === "published" ? "updates.edit.liveNote" : "updates.edit.draftNote")}</p>
        <UpdateContentForm
          key={`content-${status.version}`}
          id="update-save"
          intent="save"
          version={status.version}
          defaultValue={values}
          lastResult={reply?.intent === "save" ? reply.result : undefined}
          authors={authors}
          submitLabel={t("updates.edit.save")}
        />
      </section>
      <div className="section">
        <HistoryList entries={history} />
      </div>
      <p className="section">
        <Link to={UPDATES_PATH}>{t("updates.edit.back")}</Link>
      </p>
    </RecordPage>
  );
}
