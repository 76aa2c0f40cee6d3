import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/components/forms/fields";
import { HistoryList } from "~/components/back-office/publishing/history";
import { LibraryItemForm, ReplaceFileForm } from "~/components/back-office/publishing/library-form";
import { LIBRARY_PATH } from "~/components/back-office/publishing/paths";
import { StateBadge } from "~/components/back-office/publishing/state-badge";
import { TransitionButton } from "~/components/back-office/publishing/transition-button";
import { Fact } from "~/components/ui/facts";
import { RecordPage } from "~/components/back-office/record-page";
import { libraryEditorAction, loadLibraryEditor } from "~/routes/dashboard/admin/library/library.server";
import type { PublishingReply } from "~/routes/dashboard/admin/publishing.server";
import { metaFrom } from "~/utils/meta";

/** Issue 10 §4: one library item: its state (publish, unpublish), its file (open, replace), its metadata and its history. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadLibraryEditor(request, params.id ?? "");
export const action = ({ request, params }: ActionFunctionArgs) => libraryEditorAction(request, params.id ?? "");
export const meta: MetaFunction<typeof loader> = ({ data }) => [...metaFrom(data), { name: "robots", content: "noindex" }];

export default function AdminLibraryEditor() {
  const { id, title, values, state, version, file, publishedLabel, updatedLabel, history, isSample, maxMegabytes } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() as PublishingReply | undefined) ?? null;
  const { t } = useTranslation("adminPublishing");
  const stateErrors = reply && (reply.intent === "publish" || reply.intent === "unpublish") ? (reply.result.error?.[""] ?? undefined) : undefined;
  const next = state === "published" ? "unpublish" : "publish";
  return (
    <RecordPage heading={title} intro={isSample ? t("list.sampleNote") : undefined} backOffice={t("backOffice")} list={{ to: LIBRARY_PATH, label: t("library.heading") }} toast={reply?.toast}>
      <div className="halves">
        <section className="card stack" aria-labelledby="library-state-heading" data-testid="library-publishing">
          <h2 id="library-state-heading">{t("library.edit.stateHeading")}</h2>
          <dl className="facts">
            <Fact label={t("library.edit.state")}>
              <StateBadge state={state} />
            </Fact>
            {state === "published" ? <Fact label={t("library.edit.publishedOn")}>{t("qatarTime", { time: publishedLabel })}</Fact> : null}
            <Fact label={t("library.edit.lastChange")}>{t("qatarTime", { time: updatedLabel })}</Fact>
          </dl>
          <p className="muted">{t(`library.edit.explain.${state}`)}</p>
          <FormErrors id="library-state-errors" errors={stateErrors} />
          <TransitionButton intent={next} version={version} label={t(`library.edit.${next}`)} tone={next === "publish" ? "primary" : "secondary"} testId={`library-${next}`} />
          {state === "published" ? (
            <p>
              <Link to={`/legal-library?q=${encodeURIComponent(title)}`}>{t("library.edit.viewPublic")}</Link>
            </p>
          ) : null}
        </section>
        <section className="card stack" aria-labelledby="library-file-heading">
          <h2 id="library-file-heading">{t("library.edit.fileHeading")}</h2>
          <dl className="facts">
            <Fact label={t("library.edit.fileName")} dir="auto" testId="library-file-name">
              {file.name}
            </Fact>
            <Fact label={t("library.edit.fileType")}>
              {file.type}, {file.size}
            </Fact>
          </dl>
          <p>
            {/* A resource route that redirects to a short-lived signed link: a plain link, no JavaScript needed. */}
            <a href={`${LIBRARY_PATH}/${id}/file`} className="btn-secondary" data-testid="library-open-file">
              {t("library.edit.openFile")}
            </a>
          </p>
          <ReplaceFileForm key={`file-${version}`} version={version} lastResult={reply?.intent === "replaceFile" ? reply.result : undefined} maxMegabytes={maxMegabytes} />
        </section>
      </div>
      <section className="card section" aria-labelledby="library-content-heading">
        <h2 id="library-content-heading">{t("library.edit.contentHeading")}</h2>
        <p className="muted">{t(state === "published" ? "library.edit.liveNote" : "library.edit.draftNote")}</p>
        <LibraryItemForm
          key={`content-${version}`}
          id="library-save"
          intent="save"
          version={version}
          defaultValue={values}
          lastResult={reply?.intent === "save" ? reply.result : undefined}
          maxMegabytes={maxMegabytes}
        />
      </section>
      <div className="section">
        <HistoryList entries={history} />
      </div>
      <p className="section">
        <Link to={LIBRARY_PATH}>{t("library.edit.back")}</Link>
      </p>
    </RecordPage>
  );
}
