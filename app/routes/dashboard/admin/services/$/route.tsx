import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TableScroll } from "~/components/ui/table-scroll";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "react-i18next";
import { ServiceEditor } from "~/components/back-office/service-editor";
import { editorPathOf, editorValuesOf, previewPathOf } from "~/components/back-office/service-form-shape";
import { DraftActions } from "~/components/back-office/service-page-actions";
import { FormErrors } from "~/components/forms/fields";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { formatDateTime, formatNumber } from "~/utils/format";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { handleServiceEditorAction } from "~/routes/dashboard/admin/services/service-editor.server";
import { callerFor, orNotFound } from "~/utils/trpc.server";
import { localeOf } from "~/i18n/config";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

/** The page's path from the address: /dashboard/admin/services/services/family edits /services/family. */
const slugOf = (params: LoaderFunctionArgs["params"]) => `/${(params["*"] ?? "").replace(/\/+$/, "")}`.slice(0, 200);

/**
 * One service page in the back office (issue 10 §4): its state (live, draft), the editor (both
 * languages side by side), the draft's preview, publish and discard, and every earlier version with
 * a preview and "restore into the draft".
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const slug = slugOf(params);
  const [{ t, locale }, page] = await Promise.all([getTranslator(request), orNotFound((await callerFor(request)).services.adminGet({ slug }))]);
  const shown = page.draft?.content ?? page.live!.content;
  return {
    slug,
    title: shown[locale].title,
    isLive: Boolean(page.live),
    hasDraft: Boolean(page.draft),
    live: page.live ? { updated: formatDateTime(page.live.updatedAt, locale), by: page.live.updatedByName } : null,
    draft: page.draft ? { updated: formatDateTime(page.draft.updatedAt, locale), by: page.draft.updatedByName } : null,
    baseVersion: page.latestVersion,
    defaultValue: editorValuesOf(shown),
    pages: page.pages.map((p) => ({ slug: p.slug, title: p.title[locale] })),
    versions: page.versions.map((v) => ({
      number: v.number,
      kind: v.kind,
      restoredFrom: v.restoredFrom,
      created: formatDateTime(v.createdAt, locale),
      by: v.createdByName,
    })),
    meta: { title: t("adminContent:services.edit.metaTitle", { title: shown[locale].title }), description: t("adminContent:services.edit.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handleServiceEditorAction(request, slugOf(params));
}

export default function EditServicePage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t, i18n } = useTranslation("adminContent");
  const editorReply = reply?.intent === "save" ? reply.result : undefined;
  return (
    <div className="container page">
      <PageHeader heading={data.title} intro={t("services.edit.intro")} crumbs={[{ to: "/dashboard/admin/services", label: t("services.list.heading") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      {reply?.error && reply.intent !== "save" ? <FormErrors id="service-action-errors" errors={[reply.error]} /> : null}

      <section id="page-state" className="card" aria-labelledby="page-state-heading" data-testid="page-state">
        <h2 id="page-state-heading">
          {t("services.edit.stateHeading")}
        </h2>
        <p>
          <span dir="ltr" className="path-cell">
            {data.slug}
          </span>
        </p>
        <ul className="state-lines">
          <li data-state="live">
            {data.live ? t("services.edit.liveSince", { date: data.live.updated, by: data.live.by ?? t("services.edit.seeded") }) : t("services.edit.notLive")}
          </li>
          {data.draft ? <li data-state="draft">{t("services.edit.draftSaved", { date: data.draft.updated, by: data.draft.by ?? "—" })}</li> : <li>{t("services.edit.noDraft")}</li>}
        </ul>
        <DraftActions slug={data.slug} hasDraft={data.hasDraft} isLive={data.isLive} baseVersion={data.baseVersion} />
      </section>

      <section aria-labelledby="editor-heading" id="editor">
        <h2 id="editor-heading">{t("services.edit.editorHeading")}</h2>
        <ServiceEditor action={editorPathOf(data.slug)} mode="save" defaultValue={data.defaultValue} baseVersion={data.baseVersion} lastResult={editorReply} pages={data.pages} />
      </section>

      <section aria-labelledby="versions-heading" id="versions">
        <h2 id="versions-heading">{t("services.versions.heading")}</h2>
        <p className="hint">{t("services.versions.intro")}</p>
        {data.versions.length === 0 ? (
          <p className="muted">{t("services.versions.empty")}</p>
        ) : (
          <TableScroll>
            <table className="data-table" data-testid="versions-table">
              <caption className="visually-hidden">{t("services.versions.heading")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("services.versions.columns.number")}</th>
                  <th scope="col">{t("services.versions.columns.kind")}</th>
                  <th scope="col">{t("services.versions.columns.when")}</th>
                  <th scope="col">{t("services.versions.columns.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {data.versions.map((v) => (
                  <tr key={v.number} data-version={v.number} data-kind={v.kind}>
                    <td>{formatNumber(v.number, localeOf(i18n.language))}</td>
                    <td>
                      {t(`services.versions.kinds.${v.kind}`)}
                      {v.restoredFrom ? <span className="muted small"> {t("services.versions.restoredFrom", { number: v.restoredFrom })}</span> : null}
                    </td>
                    <td>
                      {v.created}
                      {v.by ? <span className="muted small"> · {v.by}</span> : null}
                    </td>
                    <td className="version-actions">
                      <Link to={previewPathOf(data.slug, { version: v.number })}>{t("services.versions.preview", { number: v.number })}</Link>
                      <Form method="post" action={editorPathOf(data.slug)}>
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="number" value={v.number} />
                        <input type="hidden" name="baseVersion" value={data.baseVersion} />
                        <button type="submit" className="btn-ghost">
                          {t("services.versions.restore", { number: v.number })}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
