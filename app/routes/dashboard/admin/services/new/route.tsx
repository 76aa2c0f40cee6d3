import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ServiceEditor } from "~/components/back-office/service-editor";
import { editorValuesOf } from "~/components/back-office/service-form-shape";
import { PageHeader } from "~/components/layout/page-header";
import { ToastList } from "~/components/toast/toasts";
import { getTranslator } from "~/i18n/i18next.server";
import adminContentStyles from "~/styles/admin-content.css?url";
import { requireRole } from "~/utils/guards.server";
import { metaFrom } from "~/utils/meta";
import { handleCreateService } from "~/routes/dashboard/admin/services/service-editor.server";
import { callerFor } from "~/utils/trpc.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminContentStyles }];

/**
 * A new service page (issue 10 §4): its address and its whole content in both languages. It is saved
 * as a draft, previewed, and public only once published.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, ["admin"]);
  const [{ t, locale }, pages] = await Promise.all([getTranslator(request), (await callerFor(request)).services.adminList({ state: "all" })]);
  return {
    defaultValue: editorValuesOf(null),
    pages: pages.map((p) => ({ slug: p.slug, title: p.title[locale] })),
    meta: { title: t("adminContent:services.create.metaTitle"), description: t("adminContent:services.create.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, ["admin"]);
  return handleCreateService(request);
}

export default function NewServicePage() {
  const { defaultValue, pages } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("adminContent");
  return (
    <div className="container page">
      <PageHeader heading={t("services.create.heading")} intro={t("services.create.intro")} crumbs={[{ to: "/dashboard/admin/services", label: t("services.list.heading") }]} />
      {reply?.toast ? <ToastList toasts={[reply.toast]} /> : null}
      <ServiceEditor action="/dashboard/admin/services/new" mode="create" defaultValue={defaultValue} baseVersion={0} lastResult={reply?.result} pages={pages} />
    </div>
  );
}
